import type { Announcement } from '../../lib/queries/notice-queries'

/**
 * A tiny in-memory back end for the notification tests: listByUser, queryById, editByAnntIdAndUserId,
 * getMyAnnouncementSend and readAll, answered through a stubbed global fetch (the real client and middleware run).
 */
export interface FakeNotice extends Announcement {
  read?: boolean
}

export function fakeNoticeServer(initial: FakeNotice[]) {
  const notices = initial.map((notice) => ({ ...notice }))
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = []
  // i18n-ignore: fake server data, the server answers in Chinese
  const envelope = (result: unknown, success = true, message = '操作成功！') =>
    new Response(JSON.stringify({ success, message, code: success ? 0 : 500, result, timestamp: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    })
  const strip = ({ read: _read, ...notice }: FakeNotice): Announcement => notice

  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = input.method === 'GET' ? '' : await input.clone().text()
    const body: unknown = text ? JSON.parse(text) : null
    requests.push({ method: input.method, path, query: url.searchParams, body })
    if (path === '/sys/annountCement/listByUser') {
      const unread = (category: string) => notices.filter((n) => !n.read && n.msgCategory === category)
      return envelope({
        anntMsgList: unread('1').slice(0, 5).map(strip),
        anntMsgTotal: unread('1').length,
        sysMsgList: unread('2').slice(0, 5).map(strip),
        sysMsgTotal: unread('2').length,
      })
    }
    if (path === '/sys/annountCement/queryById') {
      const found = notices.find((n) => n.id === url.searchParams.get('id'))
      // i18n-ignore: fake server data, the server answers in Chinese
      return found ? envelope(strip(found)) : envelope(null, false, '未找到对应数据')
    }
    if (path === '/sys/sysAnnouncementSend/editByAnntIdAndUserId') {
      const found = notices.find((n) => n.id === (body as { anntId: string }).anntId)
      if (found) found.read = true
      return envelope(null)
    }
    if (path === '/sys/sysAnnouncementSend/getMyAnnouncementSend') {
      const pageNo = Number(url.searchParams.get('pageNo') ?? 1)
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10)
      // The order is the server's business (server/src/modules/system/announcement/routes.test.ts); here: as listed.
      const records = notices.slice((pageNo - 1) * pageSize, pageNo * pageSize).map((n) => ({
        id: `send-${n.id}`,
        anntId: n.id,
        userId: 'u1',
        titile: n.titile ?? null,
        msgContent: n.msgContent ?? null,
        sender: n.sender ?? null,
        priority: n.priority ?? null,
        readFlag: n.read ? '1' : '0',
        sendTime: n.sendTime ?? n.createTime ?? null,
        msgCategory: n.msgCategory ?? null,
        openType: n.openType ?? null,
        openPage: n.openPage ?? null,
      }))
      return envelope({ records, total: notices.length, size: pageSize, current: pageNo, pages: 1 })
    }
    if (path === '/sys/sysAnnouncementSend/readAll') {
      for (const notice of notices) notice.read = true
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope(null, true, '全部已读')
    }
    return new Response(JSON.stringify({ message: 'not found' }), { status: 404 })
  }
  return { fetch, requests, notices }
}

export const sampleNotices = (): FakeNotice[] => [
  {
    id: 'a1',
    // i18n-ignore: fake server data, the server answers in Chinese
    titile: '二车间周六停电检修',
    msgContent:
      // i18n-ignore: fake server data, the server answers in Chinese
      '<p>周六 <strong>8:00-12:00</strong></p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
    priority: 'H',
    msgCategory: '1',
    sender: 'admin',
    createTime: '2026-11-20 09:00:00',
    sendTime: '2026-11-20 09:30:00',
  },
  // i18n-ignore: fake server data, the server answers in Chinese
  { id: 'a2', titile: '食堂新菜单上线', priority: 'M', msgCategory: '1', createTime: '2026-11-19 09:00:00' },
  // i18n-ignore: fake server data, the server answers in Chinese
  { id: 'a3', titile: '年度体检安排', priority: 'L', msgCategory: '1', createTime: '2026-11-18 09:00:00' },
  {
    id: 's1',
    // i18n-ignore: fake server data, the server answers in Chinese
    titile: '系统将于今晚 22:00 升级',
    priority: 'M',
    msgCategory: '2',
    openType: 'url',
    openPage: '/isystem/user',
    createTime: '2026-11-17 09:00:00',
  },
]
