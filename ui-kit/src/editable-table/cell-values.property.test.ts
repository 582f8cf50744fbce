import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  acceptNumberInput,
  applyTagsInput,
  formatDateValue,
  normalizeNumberOnBlur,
  normalizeTags,
  splitTags,
} from './cell-values'

/**
 * Property tests of the cell parsers (docs/spec.md §4, §5, §9): number cells accept only an
 * optionally negative decimal, tags get a semicolon after every two characters, dates and datetimes are
 * read from text. Valid inputs are built from parts and compared with an independent model; near-misses
 * are refused; nothing throws on any input, unicode and huge strings included.
 */

const DIGITS = '0123456789'
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max })
const anyString = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 3 },
  {
    arbitrary: fc.string({ unit: fc.constantFrom(...'0123456789-.;eE+, \t:T/年月日'), maxLength: 24 }),
    weight: 3,
  },
  // Huge texts one time in ten.
  {
    arbitrary: fc.constantFrom(
      '9'.repeat(400),
      '1'.repeat(100_000),
      ';'.repeat(100_000),
      `-${'0'.repeat(50_000)}.5`,
    ),
    weight: 1,
  },
)
const anyValue = fc.oneof(anyString, fc.anything(), fc.double(), fc.date({ noInvalidDate: false }))

/** An optionally negative decimal written from its parts, and the number it is. */
const decimal = fc
  .tuple(fc.boolean(), digits(1, 15), fc.option(digits(1, 8), { nil: undefined }))
  .map(([negative, whole, fraction]) => {
    const text = `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`
    return { text, whole, fraction, negative }
  })

/** Model of a prefix of such a number: an optional leading minus, digits and at most one dot. */
function isNumberPrefix(text: string): boolean {
  const body = text.startsWith('-') ? text.slice(1) : text
  const dots = body.split('.').length - 1
  return dots <= 1 && body.split('').every((c) => c === '.' || DIGITS.includes(c))
}

describe('number cells', () => {
  it('while typing: any prefix of an optionally negative decimal is kept, anything else keeps the previous text', () => {
    fc.assert(
      fc.property(anyString, anyString, (previous, next) => {
        expect(acceptNumberInput(previous, next)).toBe(isNumberPrefix(next) ? next : previous)
      }),
    )
  })

  it('while typing: every prefix of a decimal built from parts is accepted', () => {
    fc.assert(
      fc.property(decimal, fc.nat(), ({ text }, cut) => {
        const prefix = text.slice(0, cut % (text.length + 1))
        expect(acceptNumberInput('x', prefix)).toBe(prefix)
      }),
    )
  })

  it('on blur: a decimal built from parts becomes that number, surrounding blanks aside', () => {
    fc.assert(
      fc.property(
        decimal,
        fc.constantFrom('', ' ', '\t', '\u3000'),
        ({ text, whole, fraction, negative }, pad) => {
          const expected = (negative ? -1 : 1) * (Number(whole) + (fraction ? Number(`0.${fraction}`) : 0))
          const number = normalizeNumberOnBlur(`${pad}${text}${pad}`)
          expect(number).not.toBeNull()
          expect(Math.abs((number ?? Number.NaN) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-12)
        },
      ),
    )
  })

  it('on blur: near-misses become empty', () => {
    fc.assert(
      fc.property(
        decimal,
        fc.constantFrom('.', 'e5', ',', 'x', '-', '+', ' 1', '١', '０'),
        fc.nat(),
        ({ text }, extra, at) => {
          const position = 1 + (at % text.length)
          const broken = text.slice(0, position) + extra + text.slice(position)
          // Only refused when the insertion really breaks the form (e.g. '.' into a whole number is still fine).
          const stillValid = /^-?\d+(\.\d+)?$/.test(broken.trim())
          if (!stillValid) expect(normalizeNumberOnBlur(broken)).toBeNull()
          expect(normalizeNumberOnBlur(`${text}.`)).toBeNull()
          expect(normalizeNumberOnBlur(`+${text}`)).toBeNull()
          expect(normalizeNumberOnBlur(`--${text}`)).toBeNull()
        },
      ),
    )
  })

  it('on blur: never throws, and the answer is empty or a finite number', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const number = normalizeNumberOnBlur(value)
        expect(number === null || Number.isFinite(number)).toBe(true)
      }),
    )
  })
})

/** Model of the tags rule: the typed characters without semicolons, in pairs, each pair closed by ';'. */
function tagsModel(text: string): string {
  const characters = [...text].filter((c) => c !== ';')
  let model = ''
  for (let start = 0; start < characters.length; start += 2) {
    const chunk = characters.slice(start, start + 2)
    model += chunk.length === 2 ? `${chunk.join('')};` : chunk.join('')
  }
  return model
}

describe('tags cells', () => {
  it('a semicolon after every two characters, typed semicolons stripped, on any text', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        const tags = normalizeTags(text)
        expect(tags).toBe(tagsModel(text))
        expect(normalizeTags(tags)).toBe(tags)
        expect(tags.replace(/;/g, '')).toBe(text.replace(/;/g, ''))
      }),
    )
  })

  it('tags built from two-character parts come back as those parts', () => {
    const pair = fc.string({ unit: fc.constantFrom(...'ab中文😀12'), minLength: 2, maxLength: 2 })
    fc.assert(
      fc.property(fc.array(pair, { maxLength: 10 }), fc.array(fc.nat(), { maxLength: 4 }), (pairs, cuts) => {
        const typed = pairs.join('')
        // Semicolons typed anywhere are ignored.
        let withSemicolons = typed
        for (const cut of cuts) {
          const at = cut % (withSemicolons.length + 1)
          withSemicolons = `${withSemicolons.slice(0, at)};${withSemicolons.slice(at)}`
        }
        const tags = normalizeTags(withSemicolons)
        expect(splitTags(tags)).toEqual(pairs)
        expect(splitTags(tags).join('')).toBe(typed)
      }),
    )
  })

  it('while typing: always normalised, and a backspace over an inserted semicolon removes the character before', () => {
    fc.assert(
      fc.property(anyString, anyString, (previous, next) => {
        const tags = applyTagsInput(previous, next)
        expect(normalizeTags(tags)).toBe(tags)
      }),
    )
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcd'), minLength: 2, maxLength: 12 }), (typed) => {
        const shown = normalizeTags(typed)
        if (!shown.endsWith(';')) return
        const after = applyTagsInput(shown, shown.slice(0, -1))
        expect(after.replace(/;/g, '')).toBe(typed.slice(0, -1))
      }),
    )
  })
})

/** Days of a month, by the platform's own calendar (day 0 of the next month is its last day). */
const daysIn = (year: number, month: number) => {
  const date = new Date(0)
  date.setUTCFullYear(year, month, 0)
  return date.getUTCDate()
}
const pad = (value: number, width = 2) => String(value).padStart(width, '0')

describe('date and datetime cells', () => {
  const calendarDate = fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 31 }),
    )
    .filter(([year, month, day]) => day <= daysIn(year, month))
  const time = fc.tuple(
    fc.integer({ min: 0, max: 23 }),
    fc.integer({ min: 0, max: 59 }),
    fc.integer({ min: 0, max: 59 }),
  )

  it('a date on the calendar, written with or without leading zeros, T or space, reads as YYYY-MM-DD [HH:mm:ss]', () => {
    fc.assert(
      fc.property(
        calendarDate,
        time,
        fc.boolean(),
        fc.constantFrom('T', ' '),
        ([year, month, day], [h, m, s], zeros, separator) => {
          const written = zeros ? `${year}-${pad(month)}-${pad(day)}` : `${year}-${month}-${day}`
          const date = `${year}-${pad(month)}-${pad(day)}`
          expect(formatDateValue(written, false)).toBe(date)
          expect(formatDateValue(written, true)).toBe(`${date} 00:00:00`)
          expect(formatDateValue(`${written}${separator}${h}:${pad(m)}:${pad(s)}`, true)).toBe(
            `${date} ${pad(h)}:${pad(m)}:${pad(s)}`,
          )
          expect(formatDateValue(`${written}${separator}${h}:${pad(m)}`, true)).toBe(
            `${date} ${pad(h)}:${pad(m)}:00`,
          )
        },
      ),
    )
  })

  it('a date off the calendar, a time past 23:59:59 or text that is no date is empty', () => {
    fc.assert(
      fc.property(calendarDate, ([year, month]) => {
        expect(formatDateValue(`${year}-${month}-32`, false)).toBeNull()
        expect(formatDateValue(`${year}-13-01`, false)).toBeNull()
        expect(formatDateValue(`${year}-0-10`, false)).toBeNull()
        expect(formatDateValue(`${year}-${month}-0`, false)).toBeNull()
        expect(formatDateValue(`${year}-${month}-1 24:00:00`, true)).toBeNull()
        expect(formatDateValue(`${year}-${month}-1 10:60`, true)).toBeNull()
        expect(formatDateValue(`${year}/${month}/1`, false)).toBeNull()
        expect(formatDateValue(`${String(year).slice(1)}-${month}-1`, false)).toBeNull()
      }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 28, max: 31 }),
        (year, month, day) => {
          const written = `${String(year).padStart(4, '0')}-${pad(month)}-${day}`
          expect(formatDateValue(written, false)).toBe(day <= daysIn(year, month) ? written : null)
        },
      ),
    )
    expect(formatDateValue('2023-02-29', false)).toBeNull()
    expect(formatDateValue('2024-02-29', false)).toBe('2024-02-29')
    expect(formatDateValue('1900-02-29', false)).toBeNull()
    expect(formatDateValue('2000-02-29', false)).toBe('2000-02-29')
  })

  it('a Date object gives its own local calendar fields', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }),
        (date) => {
          const expected = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
          expect(formatDateValue(date, true)).toBe(expected)
        },
      ),
    )
  })

  it('never throws; the answer is empty or well formed', () => {
    fc.assert(
      fc.property(anyValue, fc.boolean(), (value, withTime) => {
        const formatted = formatDateValue(value, withTime)
        if (formatted !== null)
          expect(formatted).toMatch(
            withTime ? /^\d{4,}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/ : /^\d{4,}-\d{2}-\d{2}$/,
          )
      }),
    )
  })
})
