import type {
  PopupDataParams,
  PopupQueryItem,
  PopupReportConfig,
  PopupReportSource,
  PopupRow,
} from './popup-source'

/**
 * An in-memory online report shaped like the server's `popup_user` (for tests and stories): columns with a
 * dictionary on sex, five query items (the third on hidden), filtering, sorting and paging of 25 users.
 */
export const fakeUserReport: PopupReportConfig = {
  cgRpConfigId: '87b55a515d3441b6b98e48e5b35474a6',
  // i18n-ignore: fake report data, the server answers in Chinese
  cgRpConfigName: '选择用户',
  columns: [
    // i18n-ignore: fake report data, the server answers in Chinese
    { title: '账号', dataIndex: 'username', fieldType: 'String', align: 'center', sorter: 'true' },
    // i18n-ignore: fake report data, the server answers in Chinese
    { title: '姓名', dataIndex: 'realname', fieldType: 'String', align: 'center', sorter: 'true' },
    {
      // i18n-ignore: fake report data, the server answers in Chinese
      title: '性别',
      dataIndex: 'sex',
      fieldType: 'Integer',
      align: 'center',
      sorter: 'true',
      customRender: 'sex',
    },
    // i18n-ignore: fake report data, the server answers in Chinese
    { title: '手机号', dataIndex: 'phone', fieldType: 'String', align: 'center', sorter: 'true' },
    // i18n-ignore: fake report data, the server answers in Chinese
    { title: '工号', dataIndex: 'work_no', fieldType: 'String', align: 'center', sorter: 'true' },
    // i18n-ignore: fake report data, the server answers in Chinese
    { title: '创建日期', dataIndex: 'create_date', fieldType: 'Date', align: 'center', sorter: 'true' },
  ],
  dictOptions: {
    sex: [
      // i18n-ignore: fake report data, the server answers in Chinese
      { value: '1', text: '男', title: '男' },
      // i18n-ignore: fake report data, the server answers in Chinese
      { value: '2', text: '女', title: '女' },
    ],
  },
}

export const fakeUserQueryInfo: PopupQueryItem[] = [
  // i18n-ignore: fake report data, the server answers in Chinese
  { label: '账号', field: 'username', view: 'string', mode: 'single' },
  // i18n-ignore: fake report data, the server answers in Chinese
  { label: '姓名', field: 'realname', view: 'string', mode: 'single' },
  // i18n-ignore: fake report data, the server answers in Chinese
  { label: '性别', field: 'sex', view: 'list', mode: 'single', dictCode: 'sex', hidden: '1' },
  // i18n-ignore: fake report data, the server answers in Chinese
  { label: '工号', field: 'work_no', view: 'string', mode: 'single', hidden: '1' },
  // i18n-ignore: fake report data, the server answers in Chinese
  { label: '创建日期', field: 'create_date', view: 'date', mode: 'group', hidden: '1' },
]

export const fakeUsers: PopupRow[] = Array.from({ length: 25 }, (_, index) => {
  const n = index + 1
  return {
    username: `user${String(n).padStart(2, '0')}`,
    // i18n-ignore: fake report data, the server answers in Chinese
    realname: `用户${n}`,
    sex: n % 2 === 0 ? 2 : 1,
    phone: `1380000${String(n).padStart(4, '0')}`,
    work_no: `W${String(n).padStart(3, '0')}`,
    create_date: `2026-11-${String(n).padStart(2, '0')}`,
  }
})

const matches = (row: PopupRow, params: PopupDataParams) =>
  Object.entries(params).every(([key, value]) => {
    if (['pageNo', 'pageSize', 'column', 'order'].includes(key) || value === undefined) return true
    if (key.endsWith('_begin')) return String(row[key.slice(0, -6)]) >= String(value)
    if (key.endsWith('_end')) return String(row[key.slice(0, -4)]) <= String(value)
    return String(row[key] ?? '').includes(String(value))
  })

export interface FakeSourceOptions {
  rows?: PopupRow[]
  failColumns?: string
  failData?: string
}

export function createFakeReportSource({ rows = fakeUsers, failColumns, failData }: FakeSourceOptions = {}) {
  const calls = { columns: 0, queryInfo: 0, data: [] as PopupDataParams[] }
  const source: PopupReportSource = {
    async columns(code) {
      calls.columns += 1
      if (failColumns) throw new Error(failColumns)
      // i18n-ignore: fake report data, the server answers in Chinese
      if (code !== 'popup_user') throw new Error('实体不存在')
      return fakeUserReport
    },
    async queryInfo(configId) {
      calls.queryInfo += 1
      // i18n-ignore: fake report data, the server answers in Chinese
      if (configId !== fakeUserReport.cgRpConfigId) throw new Error('查询失败')
      return fakeUserQueryInfo
    },
    async data(_configId, params) {
      calls.data.push(params)
      if (failData) throw new Error(failData)
      const filtered = rows.filter((row) => matches(row, params))
      if (params.column) {
        const column = params.column
        const direction = params.order === 'desc' ? -1 : 1
        filtered.sort((a, b) => (String(a[column]) < String(b[column]) ? -direction : direction))
      }
      const start = (params.pageNo - 1) * params.pageSize
      return { total: filtered.length, records: filtered.slice(start, start + params.pageSize) }
    },
  }
  return { source, calls }
}
