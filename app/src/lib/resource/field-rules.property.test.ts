import fc from 'fast-check'
import { PATTERNS, type PatternCode } from '@erp/ui-kit/editable-table/validation'
import { describe, expect, it } from 'vitest'
import { localError } from './field-rules'
import type { FieldRules, FieldValue, FormFieldDef } from './resource-definition'

/**
 * Property tests of the form field rules (docs/spec.md §5): required, length and pattern. An
 * independent model says which message (if any) a value gets; every value — unicode, huge, numbers —
 * gets exactly that message and nothing throws.
 */

const anyValue: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: fc.constantFrom(...'0123456789-. \t\u3000a@中😀'), maxLength: 20 }),
  fc.constantFrom(null, '', '   ', '\u3000', 'a'.repeat(100_000), '😀'.repeat(5)),
  fc.double({ noNaN: true }),
  fc.integer(),
)
const codes = PATTERNS.map((pattern) => pattern.code)

const field = (rules: FieldRules): FormFieldDef => ({ name: 'f', label: '字段', rules })

/** The model: the first failing rule, in the order required → length → pattern. */
function expected(rules: FieldRules, value: FieldValue): string | null {
  const text = value === null ? '' : String(value)
  if (text.trim() === '') {
    if (!rules.required) return null
    return typeof rules.required === 'string' ? rules.required : '请输入字段!'
  }
  const characters = [...text].length
  if (rules.maxLength !== undefined && characters > rules.maxLength) return `字段最多${rules.maxLength}个字符`
  if (typeof rules.pattern === 'string') {
    const named = PATTERNS.find((pattern) => pattern.code === rules.pattern)
    if (named && !named.regex.test(text)) return `请输入正确的${named.label}!`
  } else if (rules.pattern && !rules.pattern.regex.test(text)) return rules.pattern.message
  return null
}

describe('form field rules', () => {
  it('give exactly the model message for any value and any combination of rules, never throwing', () => {
    const rules = fc.record(
      {
        required: fc.oneof(fc.boolean(), fc.constantFrom('请填写', '必填项')),
        maxLength: fc.integer({ min: 0, max: 30 }),
        pattern: fc.oneof(
          fc.constantFrom<PatternCode>(...codes),
          fc.constant({ regex: /^[a-z]+$/, message: '只能是小写字母' }),
        ),
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(rules, anyValue, (fieldRules, value) => {
        expect(localError(field(fieldRules), value)).toBe(expected(fieldRules, value))
      }),
      { numRuns: 300 },
    )
  })

  it('a required field refuses empty and blank values with its message, and accepts any other text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(null, '', ' ', '\t\n', '\u3000'),
        fc.string({ minLength: 1 }),
        (blank, text) => {
          expect(localError(field({ required: true }), blank)).toBe('请输入字段!')
          expect(localError(field({ required: '必填' }), blank)).toBe('必填')
          expect(localError(field({ required: true }), text)).toBe(text.trim() === '' ? '请输入字段!' : null)
        },
      ),
    )
  })

  it('a length limit counts characters: exactly the limit passes, one more fails (emoji count once)', () => {
    const character = fc.constantFrom('a', '中', '😀', '👍🏽'.slice(0, 2))
    fc.assert(
      fc.property(fc.array(character, { minLength: 1, maxLength: 20 }), (characters) => {
        const text = characters.join('')
        const limit = [...text].length
        expect(localError(field({ maxLength: limit }), text)).toBeNull()
        expect(localError(field({ maxLength: limit - 1 }), text)).toBe(`字段最多${limit - 1}个字符`)
      }),
    )
  })

  it('numbers checked by the integer and number patterns: built integers pass z, decimals fail z but pass n', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 99 }), (whole, cents) => {
        expect(localError(field({ pattern: 'z' }), whole)).toBeNull()
        expect(localError(field({ pattern: 'n' }), `${whole}.${cents}`)).toBeNull()
        expect(localError(field({ pattern: 'z' }), `${whole}.${cents}`)).toBe('请输入正确的整数!')
        expect(localError(field({ pattern: 'n' }), `${whole}e${cents}`)).toBe('请输入正确的数字!')
      }),
    )
  })
})
