import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIds } from '../../../db/seed'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { DICT_CODE_MALFORMED, DICT_NOT_DECLARED } from '../dict/table-dicts'

const root = mkdtempSync(join(tmpdir(), 'erp-report-test-'))
const dataDir = join(root, 'data')
let server: RunningServer
let admin = ''

interface Envelope {
  success: boolean
  message: string
  code: number
  result: never
}

async function get(path: string, token = admin) {
  const response = await fetch(server.apiUrl + path, { headers: { 'X-Access-Token': token } })
  return (await response.json()) as Envelope
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir, staticDir: null })
  const response = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  admin = ((await response.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('table dictionaries', () => {
  it('searches by keyword and translates values in order', async () => {
    const found = await get(
      `/sys/dict/loadDict/${encodeURIComponent('sys_user,realname,username')}?keyword=${encodeURIComponent('管理')}`,
    )
    expect(found.result).toEqual([{ value: 'admin', text: '管理员', title: '管理员' }])
    const texts = await get(
      `/sys/dict/loadDictItem/${encodeURIComponent('sys_user,realname,username')}?key=jeecg,nobody,admin`,
    )
    expect(texts.result).toEqual(['jeecg', '管理员'])
    const echoed = await get(
      `/sys/dict/loadDictItem/${encodeURIComponent('sys_user,realname,username')}?key=nobody&delNotExist=false`,
    )
    expect(echoed.result).toEqual(['nobody'])
  })

  it('refuses plain codes, and every table, column or condition not declared (openapi/source/table-dicts.ts)', async () => {
    expect((await get(`/sys/dict/loadDict/sex?keyword=`)).message).toBe(DICT_CODE_MALFORMED)
    for (const code of [
      'sys_user,password,username',
      'auth_session,id,id',
      'sys_user,realname,username,1=1',
      // Once allowed as a column of a system entity; no form reads it.
      'sys_role,role_name,role_code',
    ]) {
      expect((await get(`/sys/dict/loadDict/${encodeURIComponent(code)}?keyword=`)).message).toBe(
        DICT_NOT_DECLARED,
      )
    }
  })
})

describe('online report popup', () => {
  it('answers columns with dictionaries, the config id and name by code', async () => {
    const { result } = await get('/online/cgreport/api/getRpColumns/popup_user')
    const columns = result as {
      columns: Array<{ dataIndex: string; customRender?: string }>
      dictOptions: Record<string, unknown[]>
      cgRpConfigId: string
      cgRpConfigName: string
    }
    expect(columns.cgRpConfigId).toBe(seedIds.reportUsers)
    expect(columns.cgRpConfigName).toBe('选择用户')
    expect(columns.columns.map((column) => column.dataIndex)).toEqual([
      'username',
      'realname',
      'sex',
      'phone',
      'work_no',
      'create_date',
    ])
    expect(columns.columns.find((column) => column.dataIndex === 'sex')?.customRender).toBe('sex')
    expect(columns.dictOptions.sex).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ])
    expect((await get('/online/cgreport/api/getRpColumns/nope')).message).toBe('实体不存在')
  })

  it('answers query items, hidden from the third on', async () => {
    const items = (await get(`/online/cgreport/api/getQueryInfo/${seedIds.reportUsers}`)).result as Array<{
      field: string
      view: string
      mode: string
      hidden?: string
    }>
    expect(items.map((item) => item.field)).toEqual(['username', 'realname', 'sex', 'work_no', 'create_date'])
    expect(items[2]).toMatchObject({ view: 'list', hidden: '1' })
    expect(items[0]?.hidden).toBeUndefined()
    expect(items[4]).toMatchObject({ view: 'date', mode: 'group' })
  })

  it('pages, filters (like, dictionary, range) and sorts the data', async () => {
    const all = (
      await get(`/online/cgreport/api/getData/${seedIds.reportUsers}?pageSize=2&column=username&order=asc`)
    ).result as { total: number; records: Array<{ username: string }> }
    expect(all.total).toBeGreaterThanOrEqual(4)
    expect(all.records.map((record) => record.username)).toEqual(['admin', 'cnt01'])
    const like = (
      await get(
        `/online/cgreport/api/getData/${seedIds.reportUsers}?username=${encodeURIComponent('*hang*')}`,
      )
    ).result as { records: Array<{ username: string }> }
    expect(like.records.map((record) => record.username)).toEqual(['zhangsan'])
    const range = (
      await get(`/online/cgreport/api/getData/${seedIds.reportUsers}?create_date_begin=2999-01-01`)
    ).result as {
      total: number
    }
    expect(range.total).toBe(0)
    // Parameters that are not query fields of the report never reach SQL.
    const ignored = (
      await get(`/online/cgreport/api/getData/${seedIds.reportUsers}?password=x&column=password`)
    ).result as {
      total: number
    }
    expect(ignored.total).toBe(all.total)
  })

  it('masks the phones of popup_user for a caller without user:sensitive, not for admin', async () => {
    const login = await fetch(server.apiUrl + '/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'hr01', password: '123456' }),
    })
    const hr = ((await login.json()) as { result: { token: string } }).result.token
    const url = `/online/cgreport/api/getData/${seedIds.reportUsers}?username=qc01`
    const full = await get(url)
    expect((full.result as { records: Array<{ phone: string }> }).records).toEqual([
      expect.objectContaining({ phone: '13800000012' }),
    ])
    const masked = await get(url, hr)
    expect(masked, JSON.stringify(masked)).toMatchObject({ success: true })
    expect((masked.result as { records: Array<{ phone: string }> }).records).toEqual([
      expect.objectContaining({ username: 'qc01', phone: '138****0012' }),
    ])
    // Nor is the masked phone a sort for hr01: the order would tell it (admin's order does follow it).
    const order = async (direction: string, token: string) =>
      (
        (
          await get(
            `/online/cgreport/api/getData/${seedIds.reportUsers}?pageSize=50&column=phone&order=${direction}`,
            token,
          )
        ).result as { records: Array<{ username: string }> }
      ).records.map((record) => record.username)
    expect(await order('asc', hr)).toEqual(await order('desc', hr))
    expect(await order('asc', admin)).not.toEqual(await order('desc', admin))
  })
})
