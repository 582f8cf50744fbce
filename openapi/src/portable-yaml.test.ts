import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { readsDifferentlyInYaml11, stringifyPortable } from './portable-yaml'

describe('stringifyPortable', () => {
  const value = {
    no: 'no',
    list: ['no', 'yes', 'on', 'y', '2026-11-22', '2026-11-22 09:30:00', '08:00', '1_000', '=', '<<'],
    plain: ['ok', 'A01A05', 'it’s fine', '#{sys_user_code}'],
    numbers: [1, 2.5, 480],
    flags: [true, false, null],
    text: 'two\nlines',
  }
  const text = stringifyPortable(value)

  it('writes a document YAML 1.1 and YAML 1.2 parsers read the same', () => {
    expect(parse(text, { version: '1.2' })).toEqual(value)
    expect(parse(text, { version: '1.1' })).toEqual(value)
  })

  it('quotes the scalars YAML 1.1 reads otherwise, keys included, and leaves others plain', () => {
    for (const scalar of ['no', 'yes', 'on', 'y', '2026-11-22', '08:00', '1_000', '=', '<<'])
      expect(text).toContain(`'${scalar}'`)
    expect(text).toContain("'no': 'no'")
    expect(text).toContain('- ok\n')
    expect(text).toContain('- A01A05\n')
  })

  it('judges single strings', () => {
    expect(readsDifferentlyInYaml11('No')).toBe(true)
    expect(readsDifferentlyInYaml11('12:30:45')).toBe(true)
    expect(readsDifferentlyInYaml11('RIGHT_LIKE')).toBe(false)
    expect(readsDifferentlyInYaml11('line\nbreak')).toBe(false)
  })
})
