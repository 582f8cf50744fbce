/**
 * Consumer contract of the notification bell (docs/spec.md §2 header, §4 announcement, §7 announcements): the unread
 * notices and system messages, one announcement for the detail modal, marking it read, and the user's
 * deliveries for the full list page (/isps/userAnnouncement). The REAL client of @erp/openapi is used.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { ADMIN_ID, API_PREFIX, EXAMPLE_TOKEN, PACT_ANNOUNCEMENT_ID, STATES } from '../pact-names'
import { JWT, clientFor, newPact, readEnvelope } from './pact-helpers'

const { eachLike, like, integer, regex } = MatchersV3

const pact = newPact()
const signedIn = { 'X-Access-Token': regex(JWT, EXAMPLE_TOKEN), 'tenant-id': '0' }
const timestamp = { _t: regex('^\\d+$', '1700000000') }
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$'

describe('GET /sys/annountCement/listByUser', () => {
  it('answers the unread notices and system messages of the signed-in user with their totals', async () => {
    await pact
      .addInteraction()
      .given(STATES.unreadAnnouncementForAdmin)
      .uponReceiving('a request for the unread announcements of the signed-in user')
      .withRequest('GET', `${API_PREFIX}/sys/annountCement/listByUser`, (builder) => {
        builder.headers(signedIn).query(timestamp)
      })
      .willRespondWith(200, (builder) => {
        const item = (titile: string, priority: string, msgCategory: string) => ({
          id: like(PACT_ANNOUNCEMENT_ID),
          titile: like(titile),
          priority: regex('^[LMH]$', priority),
          msgCategory,
          createTime: regex(DATE_TIME, '2026-11-22 09:30:00'),
        })
        builder.jsonBody(
          readEnvelope({
            anntMsgList: eachLike(item('停电通知', 'H', '1')),
            anntMsgTotal: integer(4),
            sysMsgList: eachLike(item('系统将于今晚 22:00 升级', 'M', '2')),
            sysMsgTotal: integer(1),
          }),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET('/sys/annountCement/listByUser')
        expect(data?.success).toBe(true)
        expect(data?.result?.anntMsgTotal).toBe(4)
        expect(data?.result?.anntMsgList[0]).toMatchObject({ id: PACT_ANNOUNCEMENT_ID, priority: 'H' })
        expect(data?.result?.sysMsgList[0]?.msgCategory).toBe('2')
      })
  })
})

describe('GET /sys/annountCement/queryById', () => {
  it('answers one announcement with its HTML content', async () => {
    await pact
      .addInteraction()
      .given(STATES.unreadAnnouncementForAdmin)
      .uponReceiving('a request for one announcement by id')
      .withRequest('GET', `${API_PREFIX}/sys/annountCement/queryById`, (builder) => {
        builder.headers(signedIn).query({ ...timestamp, id: PACT_ANNOUNCEMENT_ID })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          readEnvelope({
            id: PACT_ANNOUNCEMENT_ID,
            titile: like('停电通知'),
            msgContent: like('<p>周六 8:00-12:00 二车间停电检修</p>'),
            priority: 'H',
            msgCategory: '1',
            sender: like('admin'),
            sendTime: regex(DATE_TIME, '2026-11-22 09:30:00'),
          }),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET('/sys/annountCement/queryById', {
          params: { query: { id: PACT_ANNOUNCEMENT_ID } },
        })
        expect(data?.result).toMatchObject({ id: PACT_ANNOUNCEMENT_ID, priority: 'H' })
        expect(data?.result?.msgContent).toContain('<p>')
      })
  })
})

describe('PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId', () => {
  it('marks the announcement read for the signed-in user', async () => {
    await pact
      .addInteraction()
      .given(STATES.unreadAnnouncementForAdmin)
      .uponReceiving('a request to mark an announcement read')
      .withRequest('PUT', `${API_PREFIX}/sys/sysAnnouncementSend/editByAnntIdAndUserId`, (builder) => {
        builder.headers(signedIn).jsonBody({ anntId: PACT_ANNOUNCEMENT_ID })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(readEnvelope(null))
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).PUT(
          '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
          { body: { anntId: PACT_ANNOUNCEMENT_ID } },
        )
        expect(data?.success).toBe(true)
      })
  })
})

describe('GET /sys/sysAnnouncementSend/getMyAnnouncementSend', () => {
  it("pages the signed-in user's announcements with their titles, unread first", async () => {
    await pact
      .addInteraction()
      .given(STATES.unreadAnnouncementForAdmin)
      .uponReceiving('a request for my announcements')
      .withRequest('GET', `${API_PREFIX}/sys/sysAnnouncementSend/getMyAnnouncementSend`, (builder) => {
        builder.headers(signedIn).query({ ...timestamp, pageNo: '1', pageSize: '10' })
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody(
          readEnvelope({
            records: eachLike({
              id: like('send1580000000000000000000000000'),
              anntId: PACT_ANNOUNCEMENT_ID,
              userId: ADMIN_ID,
              titile: like('停电通知'),
              priority: regex('^[LMH]$', 'H'),
              readFlag: '0',
              sendTime: regex(DATE_TIME, '2026-11-22 09:30:00'),
            }),
            total: integer(1),
            size: 10,
            current: 1,
          }),
        )
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).GET(
          '/sys/sysAnnouncementSend/getMyAnnouncementSend',
          { params: { query: { pageNo: 1, pageSize: 10 } } },
        )
        expect(data?.result?.records[0]).toMatchObject({ anntId: PACT_ANNOUNCEMENT_ID, readFlag: '0' })
        expect(data?.result?.records[0]?.titile).toBe('停电通知')
      })
  })
})

describe('PUT /sys/sysAnnouncementSend/readAll', () => {
  it('marks every announcement of the signed-in user read', async () => {
    await pact
      .addInteraction()
      .given(STATES.unreadAnnouncementForAdmin)
      .uponReceiving('a request to mark all my announcements read')
      .withRequest('PUT', `${API_PREFIX}/sys/sysAnnouncementSend/readAll`, (builder) => {
        builder.headers(signedIn)
      })
      .willRespondWith(200, (builder) => {
        builder.jsonBody({ ...readEnvelope(null), message: '全部已读', code: integer(200) })
      })
      .executeTest(async (mockServer) => {
        const { data } = await clientFor(mockServer.url, EXAMPLE_TOKEN).PUT(
          '/sys/sysAnnouncementSend/readAll',
        )
        expect(data?.message).toBe('全部已读')
      })
  })
})
