/**
 * Column widths of a list table, sized to their content: the pure part (measuring text, fitting widths to
 * the available space), kept apart from the component so it can be tested without a browser.
 */

export const MIN_COLUMN_WIDTH = 60
/** An auto-sized column never grows past this from its content alone (long text is cut, with a tooltip). */
export const MAX_AUTO_COLUMN_WIDTH = 360
/** Left plus right padding of a cell (`px-3`). */
export const CELL_PADDING_X = 24
/** The sort indicator of a sortable header and its gap. */
export const SORT_ICON_WIDTH = 18
/** A selection (checkbox) column. */
export const SELECTION_COLUMN_WIDTH = 48

/** Width in px of `text` drawn in the CSS `font` (a shorthand such as `500 14px Inter, sans-serif`). */
export type MeasureText = (text: string, font: string) => number

/** The font size in px of a CSS font shorthand (14 when it has none). */
export function fontSizeOf(font: string): number {
  const match = /(\d+(?:\.\d+)?)px/.exec(font)
  return match ? Number(match[1]) : 14
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/

/**
 * A fair guess of a text's width without a canvas (tests, old browsers): CJK and full-width characters are
 * one em, digits and lower-case letters about half, capitals and wide letters a little more.
 */
export function estimateTextWidth(text: string, font: string): number {
  const size = fontSizeOf(font)
  let ems = 0
  for (const char of text) {
    if (WIDE.test(char)) ems += 1
    else if (/[A-Z@%&MWmw]/.test(char)) ems += 0.68
    else if (/[\s.,:;'|!il1()[\]]/.test(char)) ems += 0.3
    else ems += 0.56
  }
  return ems * size
}

/**
 * A measurer through an OffscreenCanvas 2D context where there is one (every current browser), with the
 * estimate as fallback; results are cached per font and text, so a 100-row page measures cheaply.
 */
export function createTextMeasurer(): MeasureText {
  const cache = new Map<string, number>()
  let context: OffscreenCanvasRenderingContext2D | null | undefined
  const contextOf = () => {
    if (context === undefined) {
      context = typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d')
    }
    return context
  }
  return (text, font) => {
    if (!text) return 0
    const id = `${font}\u0000${text}`
    const known = cache.get(id)
    if (known !== undefined) return known
    const ctx = contextOf()
    let width: number
    if (ctx) {
      ctx.font = font
      width = ctx.measureText(text).width
    } else {
      width = estimateTextWidth(text, font)
    }
    if (cache.size > 5000) cache.clear()
    cache.set(id, width)
    return width
  }
}

let sharedMeasurer: MeasureText | undefined
/** One measurer (and cache) for every table of the page. */
export function sharedTextMeasurer(): MeasureText {
  sharedMeasurer ??= createTextMeasurer()
  return sharedMeasurer
}

export interface AutoWidthInput {
  header: string
  /** The cells' texts (those of the rows shown). */
  texts: readonly string[]
  measure: MeasureText
  /** Font of the body cells. */
  font: string
  /** Font of the header cells (bolder); the body font when not given. */
  headerFont?: string
  /** Room taken in the header besides the title (the sort indicator). */
  headerExtra?: number
  max?: number
}

/**
 * The width a column needs for its header (never cut) and its widest value, padding included, between
 * MIN_COLUMN_WIDTH and `max` (the header alone may go past `max`, so headers never overlap).
 */
export function autoColumnWidth({
  header,
  texts,
  measure,
  font,
  headerFont = font,
  headerExtra = 0,
  max = MAX_AUTO_COLUMN_WIDTH,
}: AutoWidthInput): number {
  const headerWidth = Math.ceil(measure(header, headerFont) + headerExtra) + CELL_PADDING_X + 2
  let widest = 0
  for (const text of texts) {
    // The longest line decides; a value with line breaks is shown on one line anyway.
    const width = measure(text, font)
    if (width > widest) widest = width
  }
  const contentWidth = Math.min(max, Math.ceil(widest) + CELL_PADDING_X + 2)
  return Math.max(MIN_COLUMN_WIDTH, headerWidth, contentWidth)
}

export interface FitColumn {
  /** The width the column needs (its own or its content's). */
  width: number
  /** Whether it takes a share of spare room (not the selection or action columns, not a resized one). */
  grow: boolean
}

export interface FittedColumns {
  widths: number[]
  /** The table's width: the columns' sum, at least the available width when that is known. */
  total: number
  /** True when the columns need more than the available width (the table scrolls sideways). */
  overflows: boolean
}

/**
 * Fits the columns to the available width: when they need less, the spare room goes to the growing columns
 * in proportion to their widths (to every column when none grows); when they need more, every column keeps
 * its width and the table is wider than its container.
 */
export function fitColumns(columns: readonly FitColumn[], available: number | null): FittedColumns {
  const widths = columns.map((column) => Math.max(1, Math.round(column.width)))
  const sum = widths.reduce((total, width) => total + width, 0)
  if (available === null || available <= 0 || sum >= available) {
    return { widths, total: sum, overflows: available !== null && available > 0 && sum > available }
  }
  let growing = columns.map((column, index) => (column.grow ? index : -1)).filter((index) => index >= 0)
  if (growing.length === 0) growing = columns.map((_, index) => index)
  const spare = available - sum
  const base = growing.reduce((total, index) => total + (widths[index] ?? 0), 0)
  let given = 0
  for (const index of growing) {
    const share = Math.floor((spare * (widths[index] ?? 0)) / base)
    widths[index] = (widths[index] ?? 0) + share
    given += share
  }
  const last = growing[growing.length - 1]
  if (last !== undefined) widths[last] = (widths[last] ?? 0) + spare - given
  return { widths, total: available, overflows: false }
}

/**
 * Sticky offsets of pinned columns: a left-pinned column sits after the left-pinned ones before it, a
 * right-pinned one before the right-pinned ones after it. Unpinned columns get undefined.
 */
export function pinOffsets(
  columns: readonly { pinned?: 'left' | 'right' | undefined }[],
  widths: readonly number[],
): (number | undefined)[] {
  const offsets: (number | undefined)[] = columns.map(() => undefined)
  let left = 0
  columns.forEach((column, index) => {
    if (column.pinned === 'left') {
      offsets[index] = left
      left += widths[index] ?? 0
    }
  })
  let right = 0
  for (let index = columns.length - 1; index >= 0; index--) {
    if (columns[index]?.pinned === 'right') {
      offsets[index] = right
      right += widths[index] ?? 0
    }
  }
  return offsets
}
