import { describe, expect, it } from 'vitest'
import { adminSeedIds } from '../../../db/seed-ids'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('fill-rule')

describe('fill rules', () => {
  it('runs the order-number rule with its prefix', async () => {
    const { body } = await call('GET', '/sys/fillRule/testFillRule?ruleCode=shop_order_num')
    expect(body.success).toBe(true)
    expect(body.result).toMatch(/^CN\d{14}\d{2}$/)
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=qc_report_no')).body.result).toMatch(
      /^QC\d{16}$/,
    )
    const named = await call('PUT', '/sys/fillRule/executeRuleByCode/shop_order_num', { name: '-A' })
    expect(named.body.result).toMatch(/^CN\d{16}-A$/)
  })

  it('runs the department and category code rules over the current data', async () => {
    // Under 北京国炬软件 (A01A01 … A01A05): the next code and a depth-2 type.
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=org_num_role')).body.result).toEqual([
      'A01A06',
      '2',
    ])
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=category_code_rule')).body.result).toBe(
      'A03',
    )
    const child = await call('PUT', '/sys/fillRule/executeRuleByCode/category_code_rule', {
      pid: adminSeedIds.categoryAuxiliary,
    })
    expect(child.body.result).toBe('A01A02A02')
    const first = await call('PUT', '/sys/fillRule/executeRuleByCode/category_code_rule', {
      pid: adminSeedIds.categoryRaw,
    })
    expect(first.body.result).toBe('A01A01A01')
  })

  it('refuses an unknown code and an unknown class', async () => {
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=nope')).body).toMatchObject({
      success: false,
      message: '编码规则不存在: nope',
    })
    await call('POST', '/sys/fillRule/add', {
      ruleName: '坏规则',
      ruleCode: 'evil',
      ruleClass: 'java.lang.Runtime',
      ruleParams: '{}',
    })
    expect((await call('GET', '/sys/fillRule/testFillRule?ruleCode=evil')).body).toMatchObject({
      success: false,
      message: '不支持的规则实现类: java.lang.Runtime',
    })
  })
})
