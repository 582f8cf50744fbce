import { describe, expect, it, vi } from 'vitest'
import { createFakeReportSource } from './fake-report-source.test-helper'
import {
  compactQuery,
  copySelectedFields,
  dictText,
  loadPopupPage,
  pageRangeText,
  parsePopupFields,
  POPUP_DATA_CACHE_MS,
  POPUP_MESSAGES,
  POPUP_MODAL_WIDTH,
  POPUP_PAGE_SIZES,
  POPUP_ROW_KEY_MAX,
  popupCellText,
  popupRowKey,
  type PopupReportSource,
} from './popup-source'

describe('popup constants and messages (docs/spec.md §5, §9)', () => {
  it('match the spec verbatim', () => {
    expect(POPUP_MESSAGES.configMissing).toBe('popup参数未正确配置!')
    expect(POPUP_MESSAGES.configCountMismatch).toBe('popup参数未正确配置,原始值和目标值数量不一致!')
    expect(POPUP_MESSAGES.selectOne).toBe('请选择一条记录')
    expect(POPUP_DATA_CACHE_MS).toBe(30000)
    expect(POPUP_MODAL_WIDTH).toBe(1200)
    expect(POPUP_ROW_KEY_MAX).toBe(50)
    expect(POPUP_PAGE_SIZES).toEqual([10, 20, 30])
  })
})

describe('parsePopupFields', () => {
  it('requires code, original and destination fields', () => {
    expect(parsePopupFields('', 'a', 'b')).toEqual({ ok: false, message: 'popup参数未正确配置!' })
    expect(parsePopupFields('popup_user', '', 'b')).toEqual({ ok: false, message: 'popup参数未正确配置!' })
    expect(parsePopupFields('popup_user', 'a', undefined)).toEqual({
      ok: false,
      message: 'popup参数未正确配置!',
    })
    expect(parsePopupFields('popup_user', ' , ', 'b')).toEqual({ ok: false, message: 'popup参数未正确配置!' })
  })

  it('requires as many destination fields as original fields', () => {
    expect(parsePopupFields('popup_user', 'username,realname', 'account')).toEqual({
      ok: false,
      message: 'popup参数未正确配置,原始值和目标值数量不一致!',
    })
    expect(parsePopupFields('popup_user', 'username, realname', 'account,name')).toEqual({
      ok: true,
      orgFields: ['username', 'realname'],
      destFields: ['account', 'name'],
    })
  })
})

describe('copySelectedFields', () => {
  it("copies each original field into its destination, rows joined with ','", () => {
    const rows = [
      { username: 'admin', realname: '管理员', sex: 1 },
      { username: 'jeecg', realname: null, sex: 0 },
    ]
    expect(copySelectedFields(rows, ['username', 'realname', 'sex'], ['account', 'name', 'gender'])).toEqual({
      account: 'admin,jeecg',
      name: '管理员,',
      gender: '1,0',
    })
  })
})

describe('popupRowKey', () => {
  it('concatenates the row values and caps the key at 50 characters', () => {
    expect(popupRowKey({ a: 'x', b: 1, c: null })).toBe('x1')
    const long = { a: 'a'.repeat(40), b: 'b'.repeat(40) }
    expect(popupRowKey(long)).toHaveLength(50)
    expect(popupRowKey(long)).toBe(`${'a'.repeat(40)}${'b'.repeat(10)}`)
  })

  it('uses the id when the row has one', () => {
    expect(popupRowKey({ id: '42', name: 'x' })).toBe('42')
    expect(popupRowKey({ id: 'i'.repeat(80) })).toHaveLength(50)
  })
})

describe('dictionary texts', () => {
  const options = [
    { value: '1', text: '男' },
    { value: '2', text: '女' },
  ]

  it('translates single and comma-separated values, keeping unknown ones', () => {
    expect(dictText(options, 1)).toBe('男')
    expect(dictText(options, '1,2')).toBe('男,女')
    expect(dictText(options, '3')).toBe('3')
    expect(dictText(undefined, '1')).toBe('1')
    expect(dictText(options, null)).toBe('')
  })

  it('prefers <field>_dictText on the row, then the column dictionary (customRender)', () => {
    const column = { title: '性别', dataIndex: 'sex', customRender: 'sex' }
    expect(popupCellText({ sex: 2 }, column, { sex: options })).toBe('女')
    expect(popupCellText({ sex: 2, sex_dictText: '女士' }, column, { sex: options })).toBe('女士')
    expect(popupCellText({ name: 'x' }, { title: 'n', dataIndex: 'name' }, undefined)).toBe('x')
  })
})

describe('query and pagination helpers', () => {
  it('drops empty query values', () => {
    expect(compactQuery({ username: 'ad', realname: '', sex: ' ' })).toEqual({ username: 'ad' })
  })

  it("writes the total as 'a-b 共 n 条'", () => {
    expect(pageRangeText(1, 10, 25)).toBe('1-10 共 25 条')
    expect(pageRangeText(3, 10, 25)).toBe('21-25 共 25 条')
    expect(pageRangeText(1, 10, 0)).toBe('0-0 共 0 条')
  })
})

describe('loadPopupPage (30 s data cache)', () => {
  const params = { pageNo: 1, pageSize: 10 }

  it('reuses the result of the same parameters within 30 s and asks again after', async () => {
    const { source, calls } = createFakeReportSource()
    let now = 1_000_000
    const clock = { now: () => now }
    await loadPopupPage(source, 'r', params, clock)
    now += 29_999
    await loadPopupPage(source, 'r', { pageSize: 10, pageNo: 1 }, clock)
    expect(calls.data).toHaveLength(1)
    await loadPopupPage(source, 'r', { ...params, pageNo: 2 }, clock)
    expect(calls.data).toHaveLength(2)
    now += 1
    await loadPopupPage(source, 'r', params, clock)
    expect(calls.data).toHaveLength(3)
  })

  it('keeps caches apart per source and report, skips the cache when forced or disabled', async () => {
    const first = createFakeReportSource()
    const second = createFakeReportSource()
    await loadPopupPage(first.source, 'r', params)
    await loadPopupPage(second.source, 'r', params)
    await loadPopupPage(first.source, 'other', params)
    expect(first.calls.data).toHaveLength(2)
    expect(second.calls.data).toHaveLength(1)
    await loadPopupPage(first.source, 'r', params, { force: true })
    expect(first.calls.data).toHaveLength(3)
    await loadPopupPage(first.source, 'x', params, { cacheTime: 0 })
    await loadPopupPage(first.source, 'x', params, { cacheTime: 0 })
    expect(first.calls.data).toHaveLength(5)
  })

  it('does not cache failures', async () => {
    const data = vi.fn<PopupReportSource['data']>()
    data.mockRejectedValueOnce(new Error('SqlServer不支持SQL内排序!'))
    data.mockResolvedValue({ total: 0, records: [] })
    const source: PopupReportSource = { columns: vi.fn(), queryInfo: vi.fn(), data }
    await expect(loadPopupPage(source, 'r', params)).rejects.toThrow('SqlServer不支持SQL内排序!')
    await expect(loadPopupPage(source, 'r', params)).resolves.toEqual({ total: 0, records: [] })
    expect(data).toHaveBeenCalledTimes(2)
  })
})
