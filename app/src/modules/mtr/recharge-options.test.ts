import { describe, expect, it } from 'vitest'
import { newRequestId, SELF_PAY_METHODS, STAFF_PAY_METHODS } from './recharge-options'

describe('recharge options', () => {
  it('offers cash only at the counter', () => {
    expect(SELF_PAY_METHODS.map((method) => method.value)).toEqual(['wechat', 'alipay', 'card'])
    expect(STAFF_PAY_METHODS.map((method) => method.value)).toEqual(['wechat', 'alipay', 'card', 'cash'])
  })

  it('makes a new request id for each recharge', () => {
    const first = newRequestId()
    expect(first).toMatch(/^r-[0-9a-f]{32}$/)
    expect(newRequestId()).not.toBe(first)
  })
})
