/**
 * Consumer contract of the dictionary and rule helpers the forms and system pages use (docs/spec.md §5, §7): the items
 * of a dictionary, trying a check rule and a fill rule, sending a message from a template, and the 分类字典 tree
 * (app/src/modules/system/category/api/category-tree.ts: a page of top-level categories, the children of one).
 * The REAL client of @erp/openapi is used.
 */
import { adminSeedIds } from '@erp/server/db/seed-ids'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { PACT_FIXTURE as F, STATES } from '../pact-names'
import { newPact } from './pact-helpers'
import { dateTime, interaction, page } from './system-helpers'

const { eachLike, like, regex } = MatchersV3

const pact = newPact()

describe('dictionaries and rules', () => {
  it('GET /sys/dict/getDictItems/{dictCode} answers the items of a dictionary', async () => {
    await interaction(pact, {
      state: STATES.adminSignedIn,
      description: 'a request for the items of the sex dictionary',
      method: 'GET',
      path: '/sys/dict/getDictItems/sex',
      result: eachLike({ value: '1', text: '男', title: '男' }),
      check: async (client) => {
        const { data } = await client.GET('/sys/dict/getDictItems/{dictCode}', {
          params: { path: { dictCode: 'sex' } },
        })
        expect(data?.result?.[0]).toEqual({ value: '1', text: '男', title: '男' })
      },
    })
  })

  it('GET /sys/dictItem/dictItemCheck says a value the dictionary does not have is free', async () => {
    await interaction(pact, {
      description: 'a check of a value the fixture dictionary does not have',
      method: 'GET',
      path: '/sys/dictItem/dictItemCheck',
      query: { dictId: F.dict, itemValue: 'pact-free' },
      result: null,
      message: '该值可用！',
      check: async (client) => {
        const { data } = await client.GET('/sys/dictItem/dictItemCheck', {
          params: { query: { dictId: F.dict, itemValue: 'pact-free' } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /sys/checkRule/checkByCode accepts a value the rule allows', async () => {
    await interaction(pact, {
      description: 'a check of 12345 against the fixture check rule',
      method: 'GET',
      path: '/sys/checkRule/checkByCode',
      query: { ruleCode: 'pact_check', value: '12345' },
      result: null,
      message: '成功',
      check: async (client) => {
        const { data } = await client.GET('/sys/checkRule/checkByCode', {
          params: { query: { ruleCode: 'pact_check', value: '12345' } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /sys/fillRule/testFillRule answers the next value of a fill rule', async () => {
    await interaction(pact, {
      description: 'a trial of the fixture fill rule',
      method: 'GET',
      path: '/sys/fillRule/testFillRule',
      query: { ruleCode: 'pact_fill' },
      result: regex('^PA\\d+$', 'PA2026112315455633'),
      check: async (client) => {
        const { data } = await client.GET('/sys/fillRule/testFillRule', {
          params: { query: { ruleCode: 'pact_fill' } },
        })
        expect(data?.result).toMatch(/^PA\d+$/)
      },
    })
  })

  it('POST /sys/message/sysMessageTemplate/sendMsg sends a message from a template', async () => {
    const body = {
      templateCode: 'pact_tpl',
      testData: '{"name":"张三"}',
      receiver: 'admin',
      msgType: '4' as const,
    }
    await interaction(pact, {
      description: 'a request to send the fixture template to admin',
      method: 'POST',
      path: '/sys/message/sysMessageTemplate/sendMsg',
      body,
      result: like({
        id: like('4e2024975c233a87e962ea85436642fe'),
        esTitle: '契约模板',
        esReceiver: 'admin',
        esContent: '张三，您好！',
        esSendStatus: like('1'),
        esSendTime: dateTime(),
      }),
      message: '消息发送成功！',
      check: async (client) => {
        const { data } = await client.POST('/sys/message/sysMessageTemplate/sendMsg', { body })
        expect(data?.success).toBe(true)
        expect(data?.result).toMatchObject({ esReceiver: 'admin', esContent: '张三，您好！' })
      },
    })
  })
})

describe('the category tree', () => {
  it('GET /sys/category/rootList answers a page of the top-level categories', async () => {
    await interaction(pact, {
      description: 'a request for the first page of top-level categories',
      method: 'GET',
      path: '/sys/category/rootList',
      query: { pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({
          id: like(adminSeedIds.categoryMaterial),
          pid: '0',
          name: like('物料'),
          code: like('A01'),
          hasChild: like('1'),
        }),
        2,
      ),
      check: async (client) => {
        const { data } = await client.GET('/sys/category/rootList', {
          params: { query: { pageNo: 1, pageSize: 10 } },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.records?.[0]).toMatchObject({ pid: '0', name: '物料', hasChild: '1' })
      },
    })
  })

  it('GET /sys/category/childList answers the children of the seeded 物料 category', async () => {
    await interaction(pact, {
      description: 'a request for the children of the seeded 物料 category',
      method: 'GET',
      path: '/sys/category/childList',
      query: { pid: adminSeedIds.categoryMaterial },
      result: eachLike({
        id: like(adminSeedIds.categoryRaw),
        pid: adminSeedIds.categoryMaterial,
        name: like('原材料'),
        code: like('A01A01'),
        hasChild: like('0'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/category/childList', {
          params: { query: { pid: adminSeedIds.categoryMaterial } },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.[0]?.pid).toBe(adminSeedIds.categoryMaterial)
      },
    })
  })
})
