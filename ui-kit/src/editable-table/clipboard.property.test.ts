import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyBlock, parseTsv, pasteValue, TRUTHY_TEXTS, toTsv } from './clipboard'
import type { CellType, EditableColumn } from './editable-column'

/**
 * Property tests of clipboard paste conversion (docs/spec.md §4/§5): TSV text from any
 * spreadsheet never throws and round-trips, and each pasted text becomes what the column's rule says —
 * numbers (with thousands separators) or empty, tags with their semicolons, dates or empty, options by
 * value or text, checkboxes from truthy words.
 */

const anyString = fc.oneof(
  { arbitrary: fc.string({ unit: 'binary', maxLength: 80 }), weight: 5 },
  { arbitrary: fc.string({ unit: fc.constantFrom(...'a"\t\r\n 中😀;,'), maxLength: 40 }), weight: 4 },
  // Huge texts one time in ten: enough to meet them in every run, few enough to stay fast.
  {
    arbitrary: fc.constantFrom(
      `"${'a'.repeat(100_000)}`,
      '\t'.repeat(50_000),
      '"'.repeat(100_001),
      '\r\n'.repeat(30_000),
    ),
    weight: 1,
  },
)
const cell = fc.string({ unit: fc.constantFrom(...'ab"\t\r\n 中😀'), maxLength: 8 })
const column = (type: CellType, extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key: 'v',
  title: '值',
  type,
  ...extra,
})
const DIGITS = '0123456789'
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max })

describe('TSV text', () => {
  it('never throws on any text, and every row it reads has at least one cell', () => {
    fc.assert(
      fc.property(anyString, (text) => {
        const rows = parseTsv(text)
        expect(rows.every((row) => row.length > 0)).toBe(true)
        expect(rows.length === 0).toBe(text === '')
      }),
    )
  })

  it('reads back exactly the block it wrote (quotes, tabs and line breaks inside cells included)', () => {
    const block = fc
      .integer({ min: 1, max: 4 })
      .chain((width) =>
        fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 5 }),
      )
      // A last row of one empty cell is the trailing line break spreadsheets add: no row, by design.
      .filter((rows) => !(rows.at(-1)?.length === 1 && rows.at(-1)?.[0] === ''))
    fc.assert(
      fc.property(block, (rows) => {
        expect(parseTsv(toTsv(rows))).toEqual(rows)
        expect(parseTsv(`${toTsv(rows)}\r\n`)).toEqual(rows)
      }),
    )
  })

  it('pasting any block into any columns never throws and writes only what the block covers', () => {
    const types: CellType[] = [
      'input',
      'inputNumber',
      'select',
      'select-multiple',
      'checkbox',
      'date',
      'datetime',
      'tags',
    ]
    const columns = types.map((type, index) =>
      column(type, {
        key: `c${index}`,
        options: [
          { value: '1', label: '男' },
          { value: '2', label: '女' },
        ],
      }),
    )
    fc.assert(
      fc.property(
        fc.array(fc.array(anyString, { maxLength: 10 }), { maxLength: 6 }),
        fc.nat(10),
        (block, startRow) => {
          const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
          const changes = applyBlock(rows, columns, { rowIndex: startRow % 4, columnKey: 'c0' }, block, {
            newRow: (index) => ({ id: `new${index}` }),
          })
          expect(changes.width).toBeLessThanOrEqual(columns.length)
          expect(changes.rows.length).toBe(rows.length + changes.added.length)
          for (const pasted of changes.cells) expect(columns.some((c) => c.key === pasted.key)).toBe(true)
        },
      ),
    )
  })
})

describe('each pasted text becomes what its column says', () => {
  it('number: grouped or plain optionally negative decimals become the number; other text is empty', () => {
    const grouped = fc
      .tuple(
        fc.boolean(),
        fc.integer({ min: 1, max: 999 }),
        fc.array(digits(3, 3), { minLength: 1, maxLength: 4 }),
        fc.option(digits(1, 4), { nil: undefined }),
      )
      .map(([negative, head, groups, fraction]) => ({
        text: `${negative ? '-' : ''}${head},${groups.join(',')}${fraction === undefined ? '' : `.${fraction}`}`,
        value: Number(
          `${negative ? '-' : ''}${head}${groups.join('')}${fraction === undefined ? '' : `.${fraction}`}`,
        ),
      }))
    fc.assert(
      fc.property(grouped, ({ text, value }) => {
        expect(pasteValue(column('inputNumber'), ` ${text} `)).toBe(value)
        expect(pasteValue(column('inputNumber'), text.replace(/,/g, ''))).toBe(value)
        // A misplaced separator is no number.
        expect(pasteValue(column('inputNumber'), text.replace(',', ',,'))).toBeNull()
        expect(pasteValue(column('inputNumber'), `${text}元`)).toBeNull()
      }),
    )
    fc.assert(
      fc.property(anyString, (text) => {
        const value = pasteValue(column('inputNumber'), text)
        expect(value === null || (typeof value === 'number' && Number.isFinite(value))).toBe(true)
      }),
    )
  })

  it('tags: semicolons after every two characters; select: by value or text, unknown is empty', () => {
    const select = column('select', {
      options: [
        { value: '1', label: '男' },
        { value: '2', label: '女', disabled: true },
      ],
    })
    fc.assert(
      fc.property(anyString, (text) => {
        const tags = pasteValue(column('tags'), text) as string
        expect(tags.replace(/;/g, '')).toBe(text.trim().replace(/;/g, ''))
        const chosen = pasteValue(select, text)
        expect(chosen).toBe(text.trim() === '1' || text.trim() === '男' ? '1' : null)
      }),
    )
  })

  it('checkbox: checked exactly for the truthy words, in any case and surrounded by blanks', () => {
    const truthy = fc.constantFrom(...TRUTHY_TEXTS)
    fc.assert(
      fc.property(truthy, fc.constantFrom('', ' ', '\t'), fc.boolean(), (word, pad, upper) => {
        const text = `${pad}${upper ? word.toUpperCase() : word}${pad}`
        expect(pasteValue(column('checkbox'), text)).toBe(true)
        expect(pasteValue(column('checkbox', { customValue: ['Y', 'N'] }), text)).toBe('Y')
      }),
    )
    fc.assert(
      fc.property(anyString, (text) => {
        const checked = TRUTHY_TEXTS.has(text.trim().toLowerCase())
        expect(pasteValue(column('checkbox'), text)).toBe(checked)
      }),
    )
  })

  it('date and datetime: 2024-5-1, 2024/5/1, 2024.5.1 and 2024年5月1日 with an optional time; anything else is empty', () => {
    const calendar = fc.tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
    )
    const pad = (value: number) => String(value).padStart(2, '0')
    fc.assert(
      fc.property(
        calendar,
        fc.constantFrom('-', '/', '.', '年'),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        ([year, month, day], separator, hour, minute) => {
          const written =
            separator === '年' ? `${year}年${month}月${day}日` : [year, month, day].join(separator)
          const date = `${year}-${pad(month)}-${pad(day)}`
          expect(pasteValue(column('date'), written)).toBe(date)
          expect(pasteValue(column('datetime'), `${written} ${hour}:${pad(minute)}`)).toBe(
            `${date} ${pad(hour)}:${pad(minute)}:00`,
          )
          expect(pasteValue(column('date'), `${year}${separator}13${separator}${day}`)).toBeNull()
          expect(pasteValue(column('date'), `${month}/${day}/${year}`)).toBeNull()
        },
      ),
    )
    fc.assert(
      fc.property(anyString, (text) => {
        const value = pasteValue(column('datetime'), text)
        if (value !== null) expect(value).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
      }),
    )
  })
})
