import { describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'

const { call, callAs, tokenOf } = systemTestServer('announcement')

describe('announcements', () => {
  interface Unread {
    anntMsgList: Array<{ id: string; titile: string; priority: string }>
    anntMsgTotal: number
    sysMsgList: Array<{ id: string }>
    sysMsgTotal: number
  }
  const unread = async (token: string) =>
    (await callAs(token, 'GET', '/sys/annountCement/listByUser')).body.result as Unread

  it('lists the seeded unread notices of each priority and the system message; reading removes one', async () => {
    const jeecg = await tokenOf('jeecg')
    const before = await unread(jeecg)
    expect(before.anntMsgTotal).toBe(3)
    expect(before.anntMsgList.map((notice) => notice.priority).sort()).toEqual(['H', 'L', 'M'])
    expect(before.sysMsgTotal).toBe(1)
    const first = before.anntMsgList[0]
    await callAs(jeecg, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: first?.id })
    const after = await unread(jeecg)
    expect(after.anntMsgTotal).toBe(2)
    expect(after.anntMsgList.map((notice) => notice.id)).not.toContain(first?.id)
  })

  it('publishing makes a new notice appear; revoking takes it away', async () => {
    const added = await call('POST', '/sys/annountCement/add', {
      titile: '消防演练',
      msgContent: '<p>周五下午</p>',
      priority: 'H',
      msgCategory: '1',
      msgType: 'ALL',
    })
    expect(added.body.success).toBe(true)
    const zhangsan = await tokenOf('zhangsan')
    const titles = async () => (await unread(zhangsan)).anntMsgList.map((notice) => notice.titile)
    expect(await titles()).not.toContain('消防演练')
    const page = (await call('GET', '/sys/annountCement/list?titile=消防演练')).body.result as {
      records: Array<{ id: string; sendStatus: string }>
    }
    const id = page.records[0]?.id ?? ''
    expect(page.records[0]?.sendStatus).toBe('0')
    expect((await call('GET', `/sys/annountCement/doReleaseData?id=${id}`)).body.message).toBe(
      '该系统通知发布成功',
    )
    expect(await titles()).toContain('消防演练')
    expect((await call('GET', `/sys/annountCement/doReovkeData?id=${id}`)).body.message).toBe(
      '该系统通知撤销成功',
    )
    expect(await titles()).not.toContain('消防演练')
    expect((await call('GET', '/sys/annountCement/doReleaseData?id=nope')).body.success).toBe(false)
  })
})

describe('my messages', () => {
  it('my messages: read and unread, newest first, filtered and paged; read all', async () => {
    interface Mine {
      records: Array<{ anntId: string; titile: string; readFlag: string; priority: string; sendTime: string }>
      total: number
    }
    const lisi = await tokenOf('hr01')
    const mine = async (query = '') =>
      (await callAs(lisi, 'GET', `/sys/sysAnnouncementSend/getMyAnnouncementSend${query}`)).body
        .result as Mine
    const all = await mine()
    expect(all.total).toBeGreaterThanOrEqual(4)
    expect(all.records.every((record) => record.readFlag === '0')).toBe(true)
    expect(all.records[0]?.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const first = all.records[0]
    await callAs(lisi, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: first?.anntId })
    const after = await mine()
    expect(after.total).toBe(all.total)
    // The newest is first, read or not.
    await call('POST', '/sys/annountCement/add', {
      titile: '最新的通知',
      msgContent: '<p>新</p>',
      priority: 'L',
      msgCategory: '1',
      msgType: 'ALL',
    })
    const latest = (await call('GET', '/sys/annountCement/list?titile=最新的通知')).body.result as {
      records: Array<{ id: string }>
    }
    const latestId = latest.records[0]?.id ?? ''
    await call('GET', `/sys/annountCement/doReleaseData?id=${latestId}`)
    expect((await mine()).records[0]?.anntId).toBe(latestId)
    await callAs(lisi, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: latestId })
    const newest = await mine()
    expect(newest.records[0]).toMatchObject({ anntId: latestId, readFlag: '1' })
    const times = newest.records.map((record) => record.sendTime)
    expect(times).toEqual([...times].sort().reverse())
    await call('GET', `/sys/annountCement/doReovkeData?id=${latestId}`)
    expect((await mine('?readFlag=1')).records.map((record) => record.anntId)).toEqual([first?.anntId])
    expect((await mine('?pageSize=2&pageNo=2')).records).toHaveLength(2)
    const readAll = await callAs(lisi, 'PUT', '/sys/sysAnnouncementSend/readAll')
    expect(readAll.body.message).toBe('全部已读')
    expect((await mine('?readFlag=0')).total).toBe(0)
    const left = (await callAs(lisi, 'GET', '/sys/annountCement/listByUser')).body.result as {
      anntMsgTotal: number
    }
    expect(left.anntMsgTotal).toBe(0)
  })
})
