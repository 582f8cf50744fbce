import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'

/**
 * A fake back end for the attendance pages: the generic CRUD of one base path (fakeCrudServer) plus the
 * staff directory, departments, shifts and the att operations, through a stubbed global fetch.
 */

export const PERSONS = [
  // i18n-ignore: fake server data, the server answers in Chinese
  { id: 'p1', workNo: 'W00001', realname: '王伟', departId: 'd1' },
  // i18n-ignore: fake server data, the server answers in Chinese
  { id: 'p2', workNo: 'W00002', realname: '李娜', departId: 'd2' },
]
export const SHIFTS = [
  // i18n-ignore: fake server data, the server answers in Chinese
  { id: 's-day', code: 'DAY', name: '早班', startTime: '08:00', endTime: '17:00' },
  // i18n-ignore: fake server data, the server answers in Chinese
  { id: 's-night', code: 'NIGHT', name: '夜班', startTime: '22:00', endTime: '06:00' },
]
export const DICTS = {
  clock_source: [
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'device', text: '考勤机', title: '考勤机' },
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'app', text: '手机', title: '手机' },
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'manual', text: '补录', title: '补录' },
  ],
  clock_direction: [
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'in', text: '上班', title: '上班' },
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'out', text: '下班', title: '下班' },
  ],
  leave_type: [
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'annual', text: '年假', title: '年假' },
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'sick', text: '病假', title: '病假' },
  ],
  leave_status: [
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'draft', text: '草稿', title: '草稿' },
    // i18n-ignore: fake server data, the server answers in Chinese
    { value: 'submitted', text: '已提交', title: '已提交' },
  ],
}

type Answer = (
  body: unknown,
  query: URLSearchParams,
) => { success: boolean; message: string; result: unknown }

export function attFakeServer(base: string, rows: FakeRow[], operations: Record<string, Answer> = {}) {
  const crud = fakeCrudServer(base, rows)
  const calls: { path: string; body: unknown; query: URLSearchParams }[] = []
  const json = (answer: { success: boolean; message: string; result: unknown }) =>
    new Response(JSON.stringify({ ...answer, code: answer.success ? 0 : 500, timestamp: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    })
  // The typed client passes a Request; file downloads (transfers) pass a URL and init.
  const fetch = async (target: Request | string, init?: RequestInit) => {
    const input = typeof target === 'string' ? new Request(new URL(target, 'http://localhost'), init) : target
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = input.method === 'GET' || input.method === 'DELETE' ? '' : await input.clone().text()
    const body: unknown = text ? JSON.parse(text) : null
    const operation = operations[path]
    if (operation) {
      calls.push({ path, body, query: url.searchParams })
      return json(operation(body, url.searchParams))
    }
    if (path === '/hr/person/pickerList') return json({ success: true, message: '', result: PERSONS })
    if (path === '/att/shift/list' && base !== '/att/shift')
      return json({ success: true, message: '', result: { records: SHIFTS, total: 2 } })
    if (path === '/sys/sysDepart/queryTreeList')
      return json({
        success: true,
        message: '',
        // i18n-ignore: fake server data, the server answers in Chinese
        result: [{ id: 'd0', departName: '总公司', children: [{ id: 'd1', departName: '质检部' }] }],
      })
    return crud.fetch(input)
  }
  return { ...crud, fetch, calls }
}
