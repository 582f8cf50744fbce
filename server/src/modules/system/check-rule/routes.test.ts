import { describe, expect, it } from 'vitest'
import { checkValue } from './routes'
import { systemTestServer } from '../system-server.test-helper'

const { call } = systemTestServer('check-rule')

describe('GET /sys/checkRule/checkByCode', () => {
  it('passes, fails with the rule message and slice, or says the code does not exist', async () => {
    expect((await call('GET', '/sys/checkRule/checkByCode?ruleCode=work_no&value=12345')).body).toMatchObject(
      { success: true, message: '成功' },
    )
    const failed = await call('GET', '/sys/checkRule/checkByCode?ruleCode=work_no&value=12')
    expect(failed.body).toMatchObject({
      success: false,
      message: '工号是5位数字',
      result: { digits: '*', checkValue: '12', passed: false },
    })
    const sliced = await call('GET', '/sys/checkRule/checkByCode?ruleCode=material_code&value=AB12x4')
    expect(sliced.body).toMatchObject({
      message: '后四位必须是数字',
      result: { checkValue: '12x4', beginIndex: 2, endIndex: 6 },
    })
    expect((await call('GET', '/sys/checkRule/checkByCode?ruleCode=nope&value=1')).body.message).toBe(
      '该编码不存在',
    )
  })

  it('checkValue: an invalid pattern fails instead of throwing', () => {
    expect(checkValue([{ digits: '*', pattern: '(', message: 'bad' }], 'x')).toMatchObject({ passed: false })
    expect(checkValue([], 'anything')).toBeNull()
  })
})

describe('check rules the pages rely on', () => {
  it('checkByCode checks slices', async () => {
    expect(
      (await call('GET', '/sys/checkRule/checkByCode?ruleCode=material_code&value=AB1234')).body.success,
    ).toBe(true)
    expect(
      (await call('GET', '/sys/checkRule/checkByCode?ruleCode=material_code&value=ab1234')).body,
    ).toMatchObject({
      success: false,
      message: '前两位必须是大写字母',
    })
  })
})
