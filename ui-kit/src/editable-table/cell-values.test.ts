import { describe, expect, it } from 'vitest'
import {
  acceptNumberInput,
  applyTagsInput,
  booleanToCheckbox,
  checkboxToBoolean,
  ellipsisFileName,
  joinMultiple,
  splitMultiple,
  toUploadCellValue,
  uploadCellPath,
  uploadErrorMessage,
  visibleTags,
  formatDateValue,
  formatThousands,
  normalizeNumberOnBlur,
  normalizeTags,
  optionText,
  optionsToRefData,
  progressPercent,
  splitTags,
} from './cell-values'

describe('number cell (docs/spec.md §5)', () => {
  it('accepts only what can become an optionally negative decimal while typing', () => {
    expect(acceptNumberInput('', '-')).toBe('-')
    expect(acceptNumberInput('-', '-1')).toBe('-1')
    expect(acceptNumberInput('-1', '-1.')).toBe('-1.')
    expect(acceptNumberInput('-1.', '-1.5')).toBe('-1.5')
    expect(acceptNumberInput('12', '12a')).toBe('12')
    expect(acceptNumberInput('1.5', '1.5.')).toBe('1.5')
    expect(acceptNumberInput('1', '1-')).toBe('1')
    expect(acceptNumberInput('1', '+1')).toBe('1')
    expect(acceptNumberInput('1', '1e5')).toBe('1')
    expect(acceptNumberInput('12', '')).toBe('')
  })

  it('on blur turns a matching value into a number and anything else into empty', () => {
    expect(normalizeNumberOnBlur('42')).toBe(42)
    expect(normalizeNumberOnBlur('-3.25')).toBe(-3.25)
    expect(normalizeNumberOnBlur(' 7 ')).toBe(7)
    expect(normalizeNumberOnBlur(5)).toBe(5)
    for (const value of ['-', '1.', '.5', 'abc', '1e3', '', null, undefined, Number.NaN, Infinity, {}]) {
      expect([value, normalizeNumberOnBlur(value)]).toEqual([value, null])
    }
  })
})

describe('tags cell (docs/spec.md §4)', () => {
  it('inserts a semicolon after every two characters', () => {
    expect(normalizeTags('')).toBe('')
    expect(normalizeTags('a')).toBe('a')
    expect(normalizeTags('ab')).toBe('ab;')
    expect(normalizeTags('abc')).toBe('ab;c')
    expect(normalizeTags('abcdef')).toBe('ab;cd;ef;')
    expect(normalizeTags('标签内容')).toBe('标签;内容;')
  })

  it('strips typed semicolons', () => {
    expect(normalizeTags(';a;b;;c;')).toBe('ab;c')
    expect(normalizeTags('ab;c;def')).toBe('ab;cd;ef;')
  })

  it('normalizes while typing and lets backspace remove an inserted semicolon with its character', () => {
    expect(applyTagsInput('a', 'ab')).toBe('ab;')
    expect(applyTagsInput('ab;', 'ab;c')).toBe('ab;c')
    expect(applyTagsInput('ab;c', 'ab;c;')).toBe('ab;c')
    expect(applyTagsInput('ab;cd;', 'ab;cd')).toBe('ab;c')
    expect(applyTagsInput('ab;c', 'ab;')).toBe('ab;')
    expect(applyTagsInput('ab;cd;', 'xab;cd;')).toBe('xa;bc;d')
  })

  it('splits a value into tags', () => {
    expect(splitTags('ab;cd;e')).toEqual(['ab', 'cd', 'e'])
    expect(splitTags('ab;')).toEqual(['ab'])
    expect(splitTags(null)).toEqual([])
  })
})

describe('checkbox cell', () => {
  it('maps customValue [checked, unchecked] to booleans and back', () => {
    const yn = ['Y', 'N'] as const
    expect(checkboxToBoolean('Y', yn)).toBe(true)
    expect(checkboxToBoolean('N', yn)).toBe(false)
    expect(checkboxToBoolean(undefined, yn)).toBe(false)
    expect(booleanToCheckbox(true, yn)).toBe('Y')
    expect(booleanToCheckbox(false, yn)).toBe('N')
  })

  it('without customValue stores booleans and reads true-like values', () => {
    expect([true, 'true', 1, '1', false, 'Y', null].map((v) => checkboxToBoolean(v))).toEqual([
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ])
    expect(booleanToCheckbox(true)).toBe(true)
  })
})

describe('progress cell', () => {
  it('clamps to a whole 0-100 percentage', () => {
    expect([45, '67.6', -5, 180, 'x', null].map(progressPercent)).toEqual([45, 68, 0, 100, 0, 0])
  })
})

describe('date cells (docs/spec.md §9 formats)', () => {
  it('formats YYYY-MM-DD and YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateValue('2024-3-5', false)).toBe('2024-03-05')
    expect(formatDateValue('2024-03-05T08:09', true)).toBe('2024-03-05 08:09:00')
    expect(formatDateValue('2024-03-05 08:09:10', true)).toBe('2024-03-05 08:09:10')
    expect(formatDateValue('2024-03-05 08:09:10', false)).toBe('2024-03-05')
    expect(formatDateValue('2024-03-05', true)).toBe('2024-03-05 00:00:00')
    expect(formatDateValue(new Date(2024, 0, 2, 3, 4, 5), true)).toBe('2024-01-02 03:04:05')
  })

  it('gives null for anything else', () => {
    expect([null, '', 'tomorrow', new Date(Number.NaN), 5].map((v) => formatDateValue(v, true))).toEqual([
      null,
      null,
      null,
      null,
      null,
    ])
  })
})

describe('options', () => {
  it('shows the label (one option shape, { value, label }, as Select and Combobox)', () => {
    expect([{ value: '1', label: 'L' }].map(optionText)).toEqual(['L'])
    expect(
      optionsToRefData([
        { value: 'm', label: '男' },
        { value: 'f', label: '女' },
      ]),
    ).toEqual({ m: '男', f: '女' })
  })
})

describe('formatThousands (docs/spec.md §9)', () => {
  it('groups thousands with commas', () => {
    expect([0, 999, 1000, 1234567.891, -12345, Number.NaN].map(formatThousands)).toEqual([
      '0',
      '999',
      '1,000',
      '1,234,567.891',
      '-12,345',
      '',
    ])
  })
})

describe('file name (docs/spec.md §9)', () => {
  it('is shown to 5 characters, then an ellipsis', () => {
    expect(ellipsisFileName('abcdefgh.pdf', 5)).toBe('abcde...')
    expect(ellipsisFileName('abcde', 5)).toBe('abcde')
    expect(ellipsisFileName('中文文件名称.doc', 5)).toBe('中文文件名...')
  })
})

describe('multi-select values (docs/spec.md §4)', () => {
  it('are stored comma-separated', () => {
    expect(splitMultiple('a,b, c,,')).toEqual(['a', 'b', 'c'])
    expect(splitMultiple(['a', 2])).toEqual(['a', '2'])
    expect(splitMultiple(null)).toEqual([])
    expect(joinMultiple(['a', 'b'])).toBe('a,b')
  })

  it('show at most 1 tag and count the rest', () => {
    expect(visibleTags(['a', 'b', 'c'], 1)).toEqual({ shown: ['a'], rest: 2 })
    expect(visibleTags(['a'], 1)).toEqual({ shown: ['a'], rest: 0 })
    expect(visibleTags([], 1)).toEqual({ shown: [], rest: 0 })
  })
})

describe('upload cell values (docs/spec.md §3)', () => {
  it('accept an upload value or a stored path', () => {
    expect(toUploadCellValue('temp/a_1.pdf,temp/b.pdf')).toEqual({
      name: 'a_1.pdf',
      path: 'temp/a_1.pdf',
      status: 'done',
    })
    expect(toUploadCellValue({ name: 'x', status: 'uploading', percent: 5 })).toEqual({
      name: 'x',
      status: 'uploading',
      percent: 5,
    })
    expect(toUploadCellValue({ name: 'x', status: 'removed' })).toBeNull()
    expect(toUploadCellValue('')).toBeNull()
    expect(toUploadCellValue(42)).toBeNull()
  })

  it('give the stored path once done', () => {
    expect(uploadCellPath({ name: 'x', status: 'done', path: 'temp/x' })).toBe('temp/x')
    expect(uploadCellPath({ name: 'x', status: 'error', message: 'no' })).toBeNull()
    expect(uploadCellPath('temp/y')).toBe('temp/y')
  })

  it("fall back to 'unknown error' when a failure has no message (docs/spec.md §8)", () => {
    expect(uploadErrorMessage(new Error('boom'), 'unknown error')).toBe('boom')
    expect(uploadErrorMessage(new Error(''), 'unknown error')).toBe('unknown error')
    expect(uploadErrorMessage(undefined, 'unknown error')).toBe('unknown error')
    expect(uploadErrorMessage('text', 'unknown error')).toBe('text')
  })
})
