import { describe, expect, it } from 'vitest'
import { salaryRangeRefusal, toCents } from './salary'

describe('the salary range of a requisition', () => {
  it('refuses a minimum above the maximum', () => {
    expect(salaryRangeRefusal(9000, 8000)).toBe('最低薪资不能高于最高薪资')
    expect(salaryRangeRefusal('8000.01', '8000')).toBe('最低薪资不能高于最高薪资')
  })

  it('accepts equal bounds, an open bound and float-looking cents', () => {
    expect(salaryRangeRefusal(8000, 8000)).toBeNull()
    expect(salaryRangeRefusal(0.1 + 0.2, 0.3)).toBeNull()
    expect(salaryRangeRefusal(null, 5000)).toBeNull()
    expect(salaryRangeRefusal(5000, '')).toBeNull()
  })

  it('refuses more than two decimals instead of rounding them', () => {
    expect(salaryRangeRefusal(5000.125, 9000)).toBe('薪资最多保留两位小数')
    expect(salaryRangeRefusal(null, '9000.001')).toBe('薪资最多保留两位小数')
    expect(salaryRangeRefusal(5000.12, 9000.1)).toBeNull()
  })

  it('reads money as integer cents', () => {
    expect(toCents(1234.56)).toBe(123456)
    expect(toCents('19.99')).toBe(1999)
    expect(toCents('abc')).toBeNull()
  })
})
