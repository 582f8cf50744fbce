import { describe, expect, it } from 'vitest'
import { AttemptLimiter } from '../../auth/attempt-limiter'
import {
  centsToDecimal,
  kwhHundredths,
  maskName,
  maskPhone,
  orderNoOf,
  rechargeRefusal,
  statusAfterRecharge,
  toCents,
} from './meter-rules'

describe('money in cents', () => {
  it('reads at most two decimals exactly and refuses more', () => {
    expect(toCents(50)).toBe(5000)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(33.33)).toBe(3333)
    expect(toCents(4999.99)).toBe(499_999)
    expect(toCents(10.005)).toBeNull()
    expect(toCents(Number.NaN)).toBeNull()
  })

  it('writes cents as numeric text', () => {
    expect(centsToDecimal(5000)).toBe('50.00')
    expect(centsToDecimal(7)).toBe('0.07')
    expect(centsToDecimal(-320)).toBe('-3.20')
  })
})

describe('kWh of a recharge', () => {
  it('is amount / price rounded half up to two places', () => {
    expect(kwhHundredths(5000, 50)).toBe(10_000) // 50 / 0.50 = 100
    expect(kwhHundredths(5000, 60)).toBe(8333) // 83.333…
    expect(kwhHundredths(1000, 60)).toBe(1667) // 16.666… → 16.67
    expect(kwhHundredths(1000, 58)).toBe(1724) // 17.241…
    expect(kwhHundredths(3333, 55)).toBe(6060) // 60.6
    expect(kwhHundredths(1, 8)).toBe(13) // 0.125 → 0.13 (half up)
    expect(kwhHundredths(500_000, 1)).toBe(50_000_000)
  })

  it('refuses a zero price or fractional cents', () => {
    expect(() => kwhHundredths(100, 0)).toThrow(RangeError)
    expect(() => kwhHundredths(100.5, 50)).toThrow(RangeError)
  })
})

describe('recharge rules', () => {
  it('turns arrears normal only when the balance becomes positive', () => {
    expect(statusAfterRecharge('arrears', 1)).toBe('normal')
    expect(statusAfterRecharge('arrears', 0)).toBe('arrears')
    expect(statusAfterRecharge('arrears', -500)).toBe('arrears')
    expect(statusAfterRecharge('normal', -1)).toBe('normal')
    expect(statusAfterRecharge('disabled', 100)).toBe('disabled')
  })

  it('refuses disabled meters, out-of-range amounts and a third decimal', () => {
    expect(rechargeRefusal('normal', 5000)).toBeNull()
    expect(rechargeRefusal('arrears', 100)).toBeNull()
    expect(rechargeRefusal('normal', 500_000)).toBeNull()
    expect(rechargeRefusal('disabled', 5000)).toBe('电表已停用，无法充值')
    expect(rechargeRefusal('normal', 99)).toBe('充值金额须在1到5000元之间')
    expect(rechargeRefusal('normal', 500_001)).toBe('充值金额须在1到5000元之间')
    expect(rechargeRefusal('normal', null)).toBe('充值金额最多两位小数')
  })
})

describe('masking and order numbers', () => {
  it('masks the phone and the name', () => {
    expect(maskPhone('13900007919')).toBe('139****7919')
    expect(maskPhone('8007919')).toBe('***7919')
    expect(maskName('张三丰')).toBe('张**')
    expect(maskName('李')).toBe('李*')
    expect(maskName(null)).toBeNull()
  })

  it('builds MR + local time + six hex digits', () => {
    expect(orderNoOf(new Date(2026, 10, 22, 9, 30, 5), 'a1b2c3d4')).toBe('MR20261122093005A1B2C3')
  })
})

describe('AttemptLimiter', () => {
  it('blocks after the limit within the window and forgets old failures', () => {
    const limiter = new AttemptLimiter(2, 1000)
    limiter.recordFailure('M1', 0)
    expect(limiter.blocked('M1', 10)).toBe(false)
    limiter.recordFailure('M1', 20)
    expect(limiter.blocked('M1', 30)).toBe(true)
    expect(limiter.blocked('M2', 30)).toBe(false)
    expect(limiter.blocked('M1', 1001)).toBe(false)
  })

  it('clears a meter on success', () => {
    const limiter = new AttemptLimiter(1, 1000)
    limiter.recordFailure('M1', 0)
    limiter.clear('M1')
    expect(limiter.blocked('M1', 1)).toBe(false)
  })
})
