/**
 * An in-memory upstream CRUD back end for one base path, answered through a stubbed global fetch so the
 * real client and its middleware run: list (paging, `*like*` and exact filters, sort), add, edit, delete,
 * deleteBatch, queryById, duplicate check. `refuse` makes the next add or edit answer success:false.
 */
export type FakeRow = Record<string, string | number | null>

export function fakeCrudServer(base: string, initial: FakeRow[], unique: string[] = []) {
  let rows = initial.map((row) => ({ ...row }))
  let nextId = rows.length + 1
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = []
  const state = { refuse: null as string | null }
  // i18n-ignore: fake server message, the server answers in Chinese
  const envelope = (result: unknown, success = true, message = '操作成功！') =>
    new Response(JSON.stringify({ success, message, code: success ? 0 : 500, result, timestamp: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    })
  const matches = (row: FakeRow, key: string, filter: string) => {
    const value = String(row[key] ?? '')
    if (filter.startsWith('*') && filter.endsWith('*')) return value.includes(filter.slice(1, -1))
    return value === filter
  }

  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = input.method === 'GET' || input.method === 'DELETE' ? '' : await input.clone().text()
    const body = (text ? JSON.parse(text) : null) as FakeRow | null
    requests.push({ method: input.method, path, query: url.searchParams, body })
    const query = url.searchParams
    if (path === '/sys/duplicate/check') {
      const field = query.get('fieldName') ?? ''
      const taken = rows.some(
        (row) => String(row[field]) === query.get('fieldVal') && row.id !== query.get('dataId'),
      )
      // i18n-ignore: fake server message, the server answers in Chinese
      return taken ? envelope(null, false, '该值不可用，系统中已存在！') : envelope(null, true, '该值可用！')
    }
    if (path === `${base}/list`) {
      const pageNo = Number(query.get('pageNo') ?? 1)
      const pageSize = Number(query.get('pageSize') ?? 10)
      let found = rows.filter((row) =>
        [...query.entries()].every(
          ([key, value]) =>
            ['pageNo', 'pageSize', 'column', 'order', '_t'].includes(key) || matches(row, key, value),
        ),
      )
      const column = query.get('column')
      if (column) {
        const sign = query.get('order') === 'desc' ? -1 : 1
        found = [...found].sort((a, b) => (String(a[column]) < String(b[column]) ? -sign : sign))
      }
      return envelope({
        records: found.slice((pageNo - 1) * pageSize, pageNo * pageSize),
        total: found.length,
      })
    }
    if (path === `${base}/add` || path === `${base}/edit`) {
      if (state.refuse) {
        const message = state.refuse
        state.refuse = null
        return envelope(null, false, message)
      }
      const record = body ?? {}
      for (const field of unique) {
        if (rows.some((row) => row[field] === record[field] && row.id !== record.id)) {
          // i18n-ignore: fake server message, the server answers in Chinese
          return envelope(null, false, '该值不可用，系统中已存在！')
        }
      }
      if (path.endsWith('/add')) {
        rows.push({ ...record, id: `id${nextId++}` })
        // i18n-ignore: fake server message, the server answers in Chinese
        return envelope(null, true, '添加成功！')
      }
      rows = rows.map((row) => (row.id === record.id ? { ...row, ...record } : row))
      // i18n-ignore: fake server message, the server answers in Chinese
      return envelope(null, true, '编辑成功!')
    }
    if (path === `${base}/delete`) {
      rows = rows.filter((row) => row.id !== query.get('id'))
      // i18n-ignore: fake server message, the server answers in Chinese
      return envelope(null, true, '删除成功!')
    }
    if (path === `${base}/deleteBatch`) {
      const ids = (query.get('ids') ?? '').split(',')
      rows = rows.filter((row) => !ids.includes(String(row.id)))
      // i18n-ignore: fake server message, the server answers in Chinese
      return envelope(null, true, '批量删除成功!')
    }
    if (path === `${base}/queryById`) {
      const found = rows.find((row) => row.id === query.get('id'))
      // i18n-ignore: fake server message, the server answers in Chinese
      return found ? envelope(found) : envelope(null, false, '未找到对应数据')
    }
    if (path.startsWith('/sys/dict/getDictItems/')) return envelope([])
    return new Response(JSON.stringify({ message: 'not found' }), { status: 404 })
  }
  return { fetch, requests, state, rows: () => rows }
}
