import { describe, expect, it } from 'vitest'
import {
  CELL_PADDING_X,
  MAX_AUTO_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  autoColumnWidth,
  createTextMeasurer,
  estimateTextWidth,
  fitColumns,
  fontSizeOf,
  pinOffsets,
  type MeasureText,
} from './column-widths'

/** 10 px per character, whatever the font: easy sums. */
const tenPerChar: MeasureText = (text) => text.length * 10
const font = '14px sans-serif'

describe('estimateTextWidth', () => {
  it('counts CJK characters as one em and Latin ones as less', () => {
    expect(fontSizeOf('500 14px / 20px Inter')).toBe(14)
    expect(fontSizeOf('bold Inter')).toBe(14)
    expect(estimateTextWidth('检验报告', font)).toBe(56)
    const latin = estimateTextWidth('BG20260101', font)
    expect(latin).toBeGreaterThan(50)
    expect(latin).toBeLessThan(140)
    expect(estimateTextWidth('MMMM', font)).toBeGreaterThan(estimateTextWidth('iiii', font))
  })

  it('measures through the estimate without a canvas, and caches', () => {
    const measure = createTextMeasurer()
    expect(measure('', font)).toBe(0)
    expect(measure('快递单号', '16px serif')).toBe(64)
    expect(measure('快递单号', '16px serif')).toBe(64)
  })
})

describe('autoColumnWidth', () => {
  it('fits the widest value, padding included', () => {
    const width = autoColumnWidth({ header: 'No', texts: ['SF6001234567', 'SF1'], measure: tenPerChar, font })
    expect(width).toBe(120 + CELL_PADDING_X + 2)
  })

  it('never cuts the header, even past the cap, and adds the sort indicator', () => {
    const header = '严重缺陷数'
    const plain = autoColumnWidth({ header, texts: ['1'], measure: tenPerChar, font })
    expect(plain).toBe(50 + CELL_PADDING_X + 2)
    const sortable = autoColumnWidth({ header, texts: ['1'], measure: tenPerChar, font, headerExtra: 18 })
    expect(sortable).toBe(plain + 18)
    const long = autoColumnWidth({ header: 'x'.repeat(50), texts: [], measure: tenPerChar, font })
    expect(long).toBeGreaterThan(MAX_AUTO_COLUMN_WIDTH)
  })

  it('caps long values and keeps a minimum', () => {
    expect(autoColumnWidth({ header: 'a', texts: ['y'.repeat(100)], measure: tenPerChar, font })).toBe(
      MAX_AUTO_COLUMN_WIDTH,
    )
    expect(autoColumnWidth({ header: 'a', texts: ['1'], measure: tenPerChar, font })).toBe(MIN_COLUMN_WIDTH)
    expect(
      autoColumnWidth({ header: 'a', texts: ['y'.repeat(100)], measure: tenPerChar, font, max: 200 }),
    ).toBe(200)
  })

  it('measures the header in its own font', () => {
    const fontAware: MeasureText = (text, f) => text.length * (f.startsWith('500') ? 20 : 10)
    expect(
      autoColumnWidth({ header: 'abcdef', texts: [], measure: fontAware, font, headerFont: `500 ${font}` }),
    ).toBe(120 + CELL_PADDING_X + 2)
  })
})

describe('fitColumns', () => {
  it('gives spare room to growing columns in proportion to their widths', () => {
    const fitted = fitColumns(
      [
        { width: 48, grow: false },
        { width: 100, grow: true },
        { width: 300, grow: true },
        { width: 120, grow: false },
      ],
      968,
    )
    expect(fitted.widths).toEqual([48, 200, 600, 120])
    expect(fitted.total).toBe(968)
    expect(fitted.overflows).toBe(false)
  })

  it('keeps every pixel: the rounding remainder goes to the last growing column', () => {
    const fitted = fitColumns(
      [
        { width: 100, grow: true },
        { width: 100, grow: true },
        { width: 100, grow: true },
      ],
      401,
    )
    expect(fitted.widths.reduce((sum, width) => sum + width, 0)).toBe(401)
  })

  it('stretches every column when none grows', () => {
    expect(
      fitColumns(
        [
          { width: 100, grow: false },
          { width: 100, grow: false },
        ],
        400,
      ).widths,
    ).toEqual([200, 200])
  })

  it('keeps the widths and overflows when the columns need more than there is', () => {
    const fitted = fitColumns(
      [
        { width: 300, grow: true },
        { width: 300, grow: true },
      ],
      500,
    )
    expect(fitted).toEqual({ widths: [300, 300], total: 600, overflows: true })
  })

  it('does not stretch while the available width is unknown', () => {
    expect(fitColumns([{ width: 100, grow: true }], null)).toEqual({
      widths: [100],
      total: 100,
      overflows: false,
    })
  })
})

describe('pinOffsets', () => {
  it('stacks left-pinned columns from the left and right-pinned ones from the right', () => {
    expect(
      pinOffsets(
        [{ pinned: 'left' }, { pinned: 'left' }, {}, { pinned: 'right' }, { pinned: 'right' }],
        [48, 100, 200, 80, 120],
      ),
    ).toEqual([0, 48, undefined, 120, 0])
  })
})
