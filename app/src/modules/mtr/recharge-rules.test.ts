import { describe, expect, it } from 'vitest'
import { amountError, estimateKwh, formatYuan } from './recharge-rules'

describe('amountError', () => {
  it('accepts 1 to 5000 yuan with at most two decimals', () => {
    expect(amountError('50')).toBeNull()
    expect(amountError(' 1 ')).toBeNull()
    expect(amountError('4999.99')).toBeNull()
    expect(amountError('5000')).toBeNull()
  })

  it('explains what is wrong', () => {
    expect(amountError('')).toBe('请输入充值金额')
    expect(amountError('12.345')).toBe('充值金额最多两位小数')
    // A negative amount is out of the range: the message says the range, not the decimals.
    expect(amountError('-5')).toBe('充值金额须在1到5000元之间')
    expect(amountError('0')).toBe('充值金额须在1到5000元之间')
    expect(amountError('abc')).toBe('请输入数字金额')
    expect(amountError('10.005')).toBe('充值金额最多两位小数')
    expect(amountError('0.99')).toBe('充值金额须在1到5000元之间')
    expect(amountError('5000.01')).toBe('充值金额须在1到5000元之间')
  })
})

describe('estimateKwh', () => {
  it('divides by the price and rounds half up to two places, as the server does', () => {
    expect(estimateKwh(50, 0.5)).toBe(100)
    expect(estimateKwh(50, 0.6)).toBe(83.33)
    expect(estimateKwh(10, 0.6)).toBe(16.67)
    expect(estimateKwh(33.33, 0.55)).toBe(60.6)
    expect(estimateKwh(10, 0)).toBe(0)
  })
})

describe('formatYuan', () => {
  it('shows two places with thousands separators', () => {
    expect(formatYuan(1234.5)).toBe('1,234.50')
    expect(formatYuan(-3.2)).toBe('-3.20')
  })
})
