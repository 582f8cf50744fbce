import { describe, expect, it, vi } from 'vitest'
import { fieldError, isMaskedValue, localError } from './field-rules'
import type { FormFieldDef } from './resource-definition'

/**
 * A user without a view-sensitive permission edits a row whose phone, resident ID number or birthday
 * the server masked. Saved unchanged, the server keeps the stored values: the form must not refuse them.
 */
describe('masked values in a form', () => {
  it('recognises the server’s masks, and only them', () => {
    for (const value of ['138****0011', '440306********1238', '11010519491231****', '****-**-**'])
      expect({ value, masked: isMaskedValue(value) }).toEqual({ value, masked: true })
    for (const value of ['13800000011', 'a*b', '*', '张**', '', null, 12])
      expect({ value, masked: isMaskedValue(value) }).toEqual({ value, masked: false })
  })

  it('skips the pattern, custom and server checks of a masked value; a typed value is checked as before', async () => {
    const validate = vi.fn(async () => '身份证号校验位不正确')
    const phone: FormFieldDef = { name: 'phone', label: '手机号', rules: { pattern: 'm', required: true } }
    const idCard: FormFieldDef = { name: 'idCard', label: '身份证号', rules: { validate } }
    expect(localError(phone, '138****0011')).toBeNull()
    expect(await fieldError(phone, '138****0011', {}, 'u1')).toBeNull()
    expect(await fieldError(idCard, '440306********1238', {}, 'u1')).toBeNull()
    expect(validate).not.toHaveBeenCalled()
    expect(localError(phone, '1380000')).not.toBeNull()
    expect(await fieldError(idCard, '440306199001011238', {}, 'u1')).toBe('身份证号校验位不正确')
    expect(localError(phone, '')).not.toBeNull()
  })
})
