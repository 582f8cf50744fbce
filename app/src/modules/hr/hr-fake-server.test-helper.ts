import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'

/**
 * The HR pages' back end for component tests: the generic CRUD of one base path (fakeCrudServer) plus the
 * department tree, the positions and the dictionaries they read, and whatever special operations a test
 * answers through `special` (path → handler of the JSON body).
 */
export const DEPART_TREE = [
  {
    id: 'd-root',
    // i18n-ignore: fake server data of component tests
    departName: '总厂',
    children: [
      // i18n-ignore: fake server data of component tests
      { id: 'd-qc', departName: '质检部', children: [] },
      // i18n-ignore: fake server data of component tests
      { id: 'd-hr', departName: '人事部', children: [] },
    ],
  },
]
export const POSITIONS = [
  // i18n-ignore: fake server data of component tests
  { id: 'p1', code: 'qc-lead', name: '质检组长' },
  // i18n-ignore: fake server data of component tests
  { id: 'p2', code: 'sewer', name: '车工' },
]
const DICTS: Record<string, { value: string; text: string }[]> = {
  sex: [
    // i18n-ignore: fake server data of component tests
    { value: '1', text: '男' },
    // i18n-ignore: fake server data of component tests
    { value: '2', text: '女' },
  ],
  person_status: [
    // i18n-ignore: fake server data of component tests
    { value: 'probation', text: '试用' },
    // i18n-ignore: fake server data of component tests
    { value: 'regular', text: '正式' },
  ],
  contract_type: [
    // i18n-ignore: fake server data of component tests
    { value: 'fixed', text: '固定期限' },
    // i18n-ignore: fake server data of component tests
    { value: 'temp', text: '临时工' },
  ],
  worker_entry_status: [
    // i18n-ignore: fake server data of component tests
    { value: 'submitted', text: '已提交' },
    // i18n-ignore: fake server data of component tests
    { value: 'reviewed', text: '已审核' },
  ],
}

// i18n-ignore: fake server data of component tests
const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

export type SpecialHandler = (body: Record<string, unknown>) => {
  success: boolean
  message: string
  result?: unknown
}

export function hrFakeServer(
  base: string,
  rows: FakeRow[],
  unique: string[] = [],
  special: Record<string, SpecialHandler> = {},
) {
  const crud = fakeCrudServer(base, rows, unique)
  const calls: { path: string; body: Record<string, unknown> }[] = []
  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/sys/sysDepart/queryTreeList') return envelope(DEPART_TREE)
    if (path === '/sys/position/list') return envelope({ records: POSITIONS, total: POSITIONS.length })
    if (path.startsWith('/sys/dict/getDictItems/')) return envelope(DICTS[path.split('/').pop() ?? ''] ?? [])
    const handler = special[path]
    if (handler) {
      const text = await input.clone().text()
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>
      calls.push({ path, body })
      const answer = handler(body)
      return envelope(answer.result ?? null, answer.success, answer.message)
    }
    return crud.fetch(input)
  }
  return { ...crud, fetch, calls }
}
