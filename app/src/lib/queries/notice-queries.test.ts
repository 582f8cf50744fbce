import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  NOTICE_POLL_MS,
  announcementQuery,
  markAnnouncementRead,
  myAnnouncementsQuery,
  noticeKeys,
  unreadNoticesQuery,
} from './notice-queries'

const calls: Request[] = []
function serve(result: unknown, success = true) {
  vi.stubGlobal('fetch', async (request: Request) => {
    calls.push(request)
    return new Response(
      JSON.stringify({ success, message: success ? '' : '失败了', code: 0, result, timestamp: 1 }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    )
  })
}

afterEach(() => {
  vi.unstubAllGlobals()
  calls.length = 0
})

describe('notice queries', () => {
  it('share the notices key prefix, so one invalidation reloads them all', () => {
    expect(unreadNoticesQuery().queryKey.slice(0, 1)).toEqual(noticeKeys.all)
    expect(announcementQuery('a1').queryKey).toEqual(['notices', 'detail', 'a1'])
    expect(myAnnouncementsQuery('u1', 2, 10).queryKey).toEqual(['notices', 'mine', 'u1', 2, 10])
  })

  it('poll only on demand: every 6 s when asked, never by default (docs/spec.md §9)', () => {
    expect(unreadNoticesQuery().refetchInterval).toBe(false)
    expect(unreadNoticesQuery({ poll: true }).refetchInterval).toBe(NOTICE_POLL_MS)
    expect(NOTICE_POLL_MS).toBe(6000)
  })

  it('fetches listByUser, queryById and the user’s deliveries; a refusal is an error', async () => {
    const unread = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }
    serve(unread)
    const fetchUnread = unreadNoticesQuery().queryFn as () => Promise<unknown>
    await expect(fetchUnread()).resolves.toEqual(unread)
    expect(new URL(calls[0]!.url).pathname).toBe('/jeecg-boot/sys/annountCement/listByUser')
    serve(null, false)
    const fetchOne = announcementQuery('a1').queryFn as () => Promise<unknown>
    await expect(fetchOne()).rejects.toThrow('失败了')
    expect(new URL(calls[1]!.url).searchParams.get('id')).toBe('a1')
    serve({ records: [], total: 0 })
    const fetchMine = myAnnouncementsQuery('u1', 3, 10).queryFn as () => Promise<unknown>
    await fetchMine()
    const url = new URL(calls[2]!.url)
    expect(url.pathname).toBe('/jeecg-boot/sys/sysAnnouncementSend/getMyAnnouncementSend')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ pageNo: '3', pageSize: '10' })
  })

  it('marks read with a PUT of anntId', async () => {
    serve(null)
    await markAnnouncementRead('a1')
    expect(calls[0]?.method).toBe('PUT')
    expect(await calls[0]?.json()).toEqual({ anntId: 'a1' })
    serve(null, false)
    await expect(markAnnouncementRead('a1')).rejects.toThrow('失败了')
  })
})
