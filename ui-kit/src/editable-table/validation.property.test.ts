import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { PATTERNS, validateRowsSync, type PatternCode, type ValidateRule } from './validation'

/**
 * Property tests of the docs/spec.md §5 table column patterns. Each named pattern is checked
 * against an independent model written from docs/spec.md §5 and the upstream regex table (contract.md
 * "Validation patterns"): valid values are BUILT from parts and must be accepted, near-misses are built
 * by breaking one part and must be refused, and arbitrary strings (unicode, binary, huge) never throw and
 * are accepted exactly when the model says so.
 */

/** One cell checked through the public validator, as the table checks it. */
function accepts(rules: readonly ValidateRule[], value: unknown): boolean {
  const columns = [{ key: 'v', title: '值', validateRules: rules }]
  return validateRowsSync([{ id: 'r', v: value }], columns).valid
}
const acceptsPattern = (code: PatternCode, value: string) => accepts([{ pattern: code }], value)

const DIGITS = '0123456789'
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'
const WORD = `${LETTERS}${DIGITS}_`
const isDigit = (c: string) => DIGITS.includes(c) && c.length === 1
const isLetter = (c: string) => LETTERS.includes(c) && c.length === 1
const chars = (text: string) => text.split('') // UTF-16 units: the regexes have no `u` flag
const digitString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max })
const letterString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...LETTERS), minLength: min, maxLength: max })
const wordString = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...WORD), minLength: min, maxLength: max })
const LINE_BREAKS = ['\n', '\r', '\u2028', '\u2029']

/** Strings built mostly of the characters patterns care about, so both answers come up often. */
const nearAlphabet = fc.string({
  unit: fc.constantFrom(...'0123456789-.aZ|@_:/?# \n中９'),
  maxLength: 24,
})
/** Anything at all: binary code units (lone surrogates too), graphemes, and huge strings. */
const anyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  nearAlphabet,
  fc.constantFrom('a'.repeat(100_000), '1'.repeat(100_000), `${'a'.repeat(50_000)}.${'b'.repeat(50_000)}@`),
)

/** Independent models: what docs/spec.md §5 and the upstream table say each pattern accepts (non-empty text). */
const MODELS: Record<Exclude<PatternCode, '*' | 'url' | 'e'>, (text: string) => boolean> = {
  // docs/spec.md §5: "6 to 18 digits (labelled 6-16)".
  'n6-16': (t) => t.length >= 6 && t.length <= 18 && chars(t).every(isDigit),
  // Any characters but line breaks (`.` of a regex without the s flag), 6 to 16 UTF-16 units.
  '*6-16': (t) => t.length >= 6 && t.length <= 16 && !LINE_BREAKS.some((b) => t.includes(b)),
  // Upstream's `[a-z|A-Z]` also lets `|` through; kept for compatibility with upstream.
  's6-18': (t) => t.length >= 6 && t.length <= 18 && chars(t).every((c) => isLetter(c) || c === '|'),
  m: (t) => t.length === 11 && t[0] === '1' && '3456789'.includes(t[1] ?? 'x') && chars(t).every(isDigit),
  p: (t) => t.length === 6 && t[0] !== '0' && chars(t).every(isDigit),
  s: (t) => t.length > 0 && chars(t).every((c) => isLetter(c) || c === '|'),
  n: (t) => {
    const body = t.startsWith('-') ? t.slice(1) : t
    const [whole = '', fraction, extra] = body.split('.')
    const allDigits = (part: string) => part.length > 0 && chars(part).every(isDigit)
    return extra === undefined && allDigits(whole) && (fraction === undefined || allDigits(fraction))
  },
  z: (t) => {
    const body = t.startsWith('-') ? t.slice(1) : t
    return body.length > 0 && chars(body).every(isDigit)
  },
  // Upstream money: a whole number without a leading zero, or 0./N. with up to two decimals ('0' alone is refused).
  money: (t) => {
    const [whole = '', fraction, extra] = t.split('.')
    if (extra !== undefined || !chars(whole).every(isDigit) || whole === '') return false
    if (fraction === undefined) return whole[0] !== '0'
    if (fraction.length > 2 || !chars(fraction).every(isDigit)) return false
    return whole === '0' || whole[0] !== '0'
  },
}

/**
 * A standard e-mail address (upstream's pattern refused a@b.cn and Zhang_San+hr@sdn-erp.com.cn): one
 * `@`; a local part of letters, digits and `_ ' + - .`, not starting with a dot, without two dots in a row and
 * not ending in a dot or `'`; a domain of two or more dot-separated labels, each of letters, digits and hyphens
 * starting with a letter or digit, the last one two or more letters.
 */
const LOCAL = `${WORD}'+-.`
const LABEL = `${LETTERS}${DIGITS}-`
function emailModel(text: string): boolean {
  const parts = text.split('@')
  if (parts.length !== 2) return false
  const [local = '', domain = ''] = parts
  const localOk =
    local.length > 0 &&
    chars(local).every((c) => LOCAL.includes(c)) &&
    !local.startsWith('.') &&
    !local.includes('..') &&
    !local.endsWith('.') &&
    !local.endsWith("'")
  const labels = domain.split('.')
  const top = labels[labels.length - 1] ?? ''
  const domainOk =
    labels.length >= 2 &&
    labels
      .slice(0, -1)
      .every(
        (label) => label.length > 0 && label[0] !== '-' && chars(label).every((c) => LABEL.includes(c)),
      ) &&
    top.length >= 2 &&
    chars(top).every(isLetter)
  return localOk && domainOk
}

describe('the named patterns carry the docs/spec.md §5 labels', () => {
  it('has every code with its upstream label', () => {
    expect(Object.fromEntries(PATTERNS.map((p) => [p.code, p.label]))).toEqual({
      '*': '非空',
      'n6-16': '6到16位数字',
      '*6-16': '6到16位任意字符',
      's6-18': '6到18位字母',
      url: '网址',
      e: '电子邮件',
      m: '手机号码',
      p: '邮政编码',
      s: '字母',
      n: '数字',
      z: '整数',
      money: '金额',
    })
  })
})

describe('every named pattern never throws and accepts exactly what its model says', () => {
  it.each(Object.keys(MODELS) as Array<keyof typeof MODELS>)('%s on arbitrary strings', (code) => {
    const model = MODELS[code]
    fc.assert(
      fc.property(anyString, (text) => {
        expect(acceptsPattern(code, text)).toBe(text === '' || model(text))
      }),
    )
  })

  it('e on arbitrary strings', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        expect(acceptsPattern('e', text)).toBe(text === '' || emailModel(text))
      }),
    )
  })

  it('e accepts exactly what its model says on texts of the characters addresses are made of', () => {
    const short = fc.string({ unit: fc.constantFrom(...`ab_1.@-+'Z`), maxLength: 20 })
    fc.assert(
      fc.property(short, (text) => {
        expect(acceptsPattern('e', text)).toBe(text === '' || emailModel(text))
      }),
      { numRuns: 1000 },
    )
  })

  it('n accepts exactly what the upstream regex accepts (short texts, where backtracking is harmless)', () => {
    const upstream = /^-?\d+(\.?\d+|\d?)$/
    const short = fc.oneof(nearAlphabet, fc.string({ unit: fc.constantFrom(...'ab_1.@-'), maxLength: 20 }))
    fc.assert(
      fc.property(short, (text) => {
        expect(acceptsPattern('n', text)).toBe(text === '' || upstream.test(text))
      }),
      { numRuns: 500 },
    )
  })

  it('url never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        expect(typeof acceptsPattern('url', text)).toBe('boolean')
      }),
    )
  })
})

describe('valid values built from parts are accepted, near-misses are refused', () => {
  it('n6-16: 6 to 18 digits; 5 or 19 digits, or a letter among them, is refused', () => {
    fc.assert(
      fc.property(digitString(6, 18), fc.nat(), fc.constantFrom('a', ' ', '９', '.'), (digits, at, bad) => {
        expect(acceptsPattern('n6-16', digits)).toBe(true)
        const position = at % digits.length
        expect(acceptsPattern('n6-16', digits.slice(0, position) + bad + digits.slice(position + 1))).toBe(
          false,
        )
        expect(acceptsPattern('n6-16', digits.slice(0, 5))).toBe(false)
        expect(acceptsPattern('n6-16', digits.padEnd(19, '7'))).toBe(false)
      }),
    )
  })

  it('*6-16: 6 to 16 characters of any kind; 5 or 17 refused', () => {
    const unit = fc
      .string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 })
      .filter((c) => !LINE_BREAKS.includes(c))
    fc.assert(
      fc.property(fc.array(unit, { minLength: 6, maxLength: 16 }), (parts) => {
        const text = parts.join('')
        expect(acceptsPattern('*6-16', text)).toBe(true)
        expect(acceptsPattern('*6-16', text.slice(0, 5))).toBe(false)
        expect(acceptsPattern('*6-16', text.padEnd(17, 'x'))).toBe(false)
      }),
    )
  })

  it('s6-18 and s: letters; a digit, space or CJK letter is refused', () => {
    fc.assert(
      fc.property(letterString(6, 18), fc.constantFrom('1', ' ', '中', '_', 'é'), (letters, bad) => {
        expect(acceptsPattern('s6-18', letters)).toBe(true)
        expect(acceptsPattern('s', letters)).toBe(true)
        expect(acceptsPattern('s6-18', letters.slice(1) + bad)).toBe(false)
        expect(acceptsPattern('s', bad + letters)).toBe(false)
        expect(acceptsPattern('s6-18', letters.slice(0, 5))).toBe(false)
        expect(acceptsPattern('s6-18', letters.padEnd(19, 'q'))).toBe(false)
      }),
    )
  })

  it('m: 1, then 3-9, then nine digits; a second digit 0-2, 10 or 12 digits are refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...'3456789'),
        digitString(9, 9),
        fc.constantFrom('0', '1', '2'),
        (second, rest, bad) => {
          expect(acceptsPattern('m', `1${second}${rest}`)).toBe(true)
          expect(acceptsPattern('m', `1${bad}${rest}`)).toBe(false)
          expect(acceptsPattern('m', `2${second}${rest}`)).toBe(false)
          expect(acceptsPattern('m', `1${second}${rest.slice(1)}`)).toBe(false)
          expect(acceptsPattern('m', `1${second}${rest}0`)).toBe(false)
          expect(acceptsPattern('m', `+861${second}${rest}`)).toBe(false)
        },
      ),
    )
  })

  it('p: six digits not starting with 0', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'123456789'), digitString(5, 5), (first, rest) => {
        expect(acceptsPattern('p', first + rest)).toBe(true)
        expect(acceptsPattern('p', `0${rest}`)).toBe(false)
        expect(acceptsPattern('p', first + rest.slice(1))).toBe(false)
        expect(acceptsPattern('p', `${first}${rest}1`)).toBe(false)
      }),
    )
  })

  it('n and z: optionally negative numbers; z refuses decimals, both refuse a trailing dot, + or spaces', () => {
    fc.assert(
      fc.property(fc.boolean(), digitString(1, 12), digitString(1, 6), (negative, whole, fraction) => {
        const sign = negative ? '-' : ''
        expect(acceptsPattern('z', sign + whole)).toBe(true)
        expect(acceptsPattern('n', sign + whole)).toBe(true)
        expect(acceptsPattern('n', `${sign}${whole}.${fraction}`)).toBe(true)
        expect(acceptsPattern('z', `${sign}${whole}.${fraction}`)).toBe(false)
        expect(acceptsPattern('n', `${sign}${whole}.`)).toBe(false)
        expect(acceptsPattern('n', `+${whole}`)).toBe(false)
        expect(acceptsPattern('z', ` ${whole}`)).toBe(false)
        expect(acceptsPattern('n', `${whole}.${fraction}.1`)).toBe(false)
      }),
    )
  })

  it('money: up to two decimals, no sign, no leading zero', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...'123456789'),
        digitString(0, 8),
        digitString(0, 2),
        (lead, rest, cents) => {
          expect(acceptsPattern('money', lead + rest)).toBe(true)
          expect(acceptsPattern('money', `${lead}${rest}.${cents}`)).toBe(true)
          expect(acceptsPattern('money', `0.${cents}`)).toBe(true)
          expect(acceptsPattern('money', `${lead}${rest}.${cents.padEnd(3, '5')}`)).toBe(false)
          expect(acceptsPattern('money', `0${cents}`)).toBe(false)
          expect(acceptsPattern('money', `-${lead}${rest}`)).toBe(false)
          expect(acceptsPattern('money', `0${lead}${rest}`)).toBe(false)
        },
      ),
    )
  })

  it('e: an address built from parts is accepted (one-letter local parts, hyphens, plus and two-letter endings too); broken ones are refused', () => {
    const labelString = fc.string({
      unit: fc.constantFrom(...`${LETTERS}${DIGITS}-`),
      minLength: 0,
      maxLength: 8,
    })
    fc.assert(
      fc.property(
        wordString(1, 10),
        fc.constantFrom('', '.', '+', '-', '_'),
        wordString(1, 10),
        fc.tuple(letterString(1, 1), labelString),
        letterString(2, 6),
        fc.option(letterString(2, 2), { nil: undefined }),
        (head, joint, tail, [first, rest], top, country) => {
          const host = `${first}${rest}`
          const address = `${head}${joint}${tail}@${host}.${top}${country ? `.${country}` : ''}`
          expect(acceptsPattern('e', address)).toBe(true)
          expect(acceptsPattern('e', `${head.slice(0, 1)}@${host}.${top}`)).toBe(true)
          expect(acceptsPattern('e', address.replace('@', '@@'))).toBe(false)
          expect(acceptsPattern('e', `${head}..${tail}@${host}.${top}`)).toBe(false)
          expect(acceptsPattern('e', `.${head}@${host}.${top}`)).toBe(false)
          expect(acceptsPattern('e', `${head}@${host}`)).toBe(false)
          expect(acceptsPattern('e', `${head}@${host}.${top.slice(0, 1)}`)).toBe(false)
          expect(acceptsPattern('e', `${head} ${tail}@${host}.${top}`)).toBe(false)
        },
      ),
    )
  })

  it('url: scheme, slashes, host, port, path, query and fragment built from parts are accepted', () => {
    const host = fc.string({ unit: fc.constantFrom(...`${LETTERS}${DIGITS}.-`), minLength: 1, maxLength: 20 })
    fc.assert(
      fc.property(
        fc.option(letterString(1, 6), { nil: undefined }),
        fc.constantFrom('', '/', '//', '///'),
        host,
        fc.option(digitString(1, 5), { nil: undefined }),
        fc.option(fc.string({ unit: fc.constantFrom(...'abc/=&._~中'), maxLength: 12 }), { nil: undefined }),
        fc.option(fc.string({ unit: fc.constantFrom(...'abc=&/?'), maxLength: 10 }), { nil: undefined }),
        fc.option(fc.string({ unit: fc.constantFrom(...'ab#?/ 中😀'), maxLength: 10 }), { nil: undefined }),
        (scheme, slashes, name, port, path, query, fragment) => {
          const url =
            (scheme === undefined ? '' : `${scheme}:`) +
            slashes +
            name +
            (port === undefined ? '' : `:${port}`) +
            (path === undefined ? '' : `/${path.replace(/[?#]/g, '')}`) +
            (query === undefined ? '' : `?${query.replace(/#/g, '')}`) +
            (fragment === undefined ? '' : `#${fragment}`)
          expect(acceptsPattern('url', url)).toBe(true)
          // A host with a space, an underscore or a port with a letter is refused.
          const origin = `${scheme ?? 'http'}://${name}`
          expect(acceptsPattern('url', `${origin} x`)).toBe(false)
          expect(acceptsPattern('url', `${origin}_x`)).toBe(false)
          expect(acceptsPattern('url', `${origin}:8a`)).toBe(false)
          expect(acceptsPattern('url', `${slashes}////${name}`)).toBe(false)
        },
      ),
    )
  })
})

describe('required, unique and custom handlers never throw on any value', () => {
  const anyValue = fc.oneof(
    anyString,
    fc.constantFrom(null, undefined, [], [''], Number.NaN, new Date(Number.NaN)),
    fc.double(),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.object(),
    // Found by this property: an object whose toString is not a function made validation throw.
    fc.constantFrom({ toString: false }, { valueOf: null, toString: 1 }),
  )

  it('required (and pattern *) refuses exactly the empty values: null, undefined, empty text, NaN, []', () => {
    fc.assert(
      fc.property(anyValue, (value) => {
        const empty =
          value === null ||
          value === undefined ||
          value === '' ||
          (typeof value === 'number' && Number.isNaN(value)) ||
          (Array.isArray(value) && value.join(',') === '') ||
          (value instanceof Date && Number.isNaN(value.getTime()))
        expect(accepts([{ required: true }], value)).toBe(!empty)
        expect(accepts([{ pattern: '*' }], value)).toBe(!empty)
      }),
    )
  })

  it('unique refuses exactly the repeated non-empty texts of a column', () => {
    fc.assert(
      fc.property(fc.array(nearAlphabet, { maxLength: 30 }), (texts) => {
        const rows = texts.map((v, index) => ({ id: String(index), v }))
        const result = validateRowsSync(rows, [{ key: 'v', title: '值', validateRules: [{ unique: true }] }])
        const refused = new Set(result.errors.map((error) => error.rowIndex))
        texts.forEach((text, index) => {
          const repeated = text !== '' && texts.filter((other) => other === text).length > 1
          expect(refused.has(index)).toBe(repeated)
        })
      }),
    )
  })

  it('a custom handler is given the value and its string answer becomes the message', () => {
    fc.assert(
      fc.property(
        anyString.filter((text) => text !== ''),
        fc.string({ minLength: 1 }),
        (value, message) => {
          const rules: ValidateRule[] = [{ handler: ({ value: seen }) => (seen === value ? message : true) }]
          const result = validateRowsSync(
            [{ id: 'r', v: value }],
            [{ key: 'v', title: '值', validateRules: rules }],
          )
          expect(result.first?.message).toBe(message)
        },
      ),
    )
  })
})
