import { describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'

const { call, callAs, tokenOf, apiUrl } = systemTestServer('announcement')

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

describe('who reads an announcement (issue 30 item 4)', () => {
  const idOf = async (titile: string) => {
    const page = (await call('GET', `/sys/annountCement/list?titile=${encodeURIComponent(titile)}`)).body
      .result as { records: Array<{ id: string }> }
    return page.records[0]?.id ?? ''
  }
  const userIdOf = async (username: string) => {
    const page = (await call('GET', `/sys/user/list?username=${username}`)).body.result as {
      records: Array<{ id: string; username: string }>
    }
    return page.records.find((record) => record.username === username)?.id ?? ''
  }
  const show = (id: string, token?: string) =>
    fetch(`${apiUrl()}/sys/annountCement/show/${id}${token ? `?token=${encodeURIComponent(token)}` : ''}`)

  it('answers queryById and show/{id} to the recipients of a published notice and its managers only', async () => {
    const hr01Id = await userIdOf('hr01')
    expect(hr01Id).not.toBe('')
    for (const [titile, msgType, userIds] of [
      ['只给人事的通知', 'USER', hr01Id],
      ['未发布的草稿', 'ALL', ''],
    ] as const)
      expect(
        (
          await call('POST', '/sys/annountCement/add', {
            titile,
            msgContent: `<p>${titile}的内容</p>`,
            priority: 'M',
            msgCategory: '1',
            msgType,
            userIds,
          })
        ).body.success,
      ).toBe(true)
    const targeted = await idOf('只给人事的通知')
    const draft = await idOf('未发布的草稿')
    expect((await call('GET', `/sys/annountCement/doReleaseData?id=${targeted}`)).body.success).toBe(true)
    const [jeecg, hr01, admin] = await Promise.all([tokenOf('jeecg'), tokenOf('hr01'), tokenOf('admin')])
    const read = async (token: string, id: string) =>
      (await callAs(token, 'GET', `/sys/annountCement/queryById?id=${id}`)).body

    // jeecg is neither the recipient nor a manager: the notice and the draft are "not found", as an unknown id.
    for (const id of [targeted, draft])
      expect(await read(jeecg, id)).toMatchObject({ success: false, message: '未找到对应实体', result: null })
    expect(await read(hr01, draft)).toMatchObject({ success: false, message: '未找到对应实体' })
    expect(await read(hr01, targeted)).toMatchObject({ success: true, result: { titile: '只给人事的通知' } })
    expect(await read(admin, draft)).toMatchObject({ success: true, result: { titile: '未发布的草稿' } })
    // An ALL notice once published: every signed-in user.
    const everybody = (await callAs(jeecg, 'GET', '/sys/annountCement/listByUser')).body.result as {
      anntMsgList: Array<{ id: string }>
    }
    const allId = everybody.anntMsgList[0]?.id ?? ''
    expect(await read(jeecg, allId)).toMatchObject({ success: true })

    // The page: no token (even for an ALL notice) or a stranger's token → 404; the recipient's ?token= → the page.
    for (const [id, token] of [
      [targeted, undefined],
      [targeted, jeecg],
      [draft, hr01],
      [allId, undefined],
      [targeted, 'not-a-token'],
    ] as const) {
      const page = await show(id, token)
      expect(page.status).toBe(404)
      expect(await page.text()).not.toContain('的内容')
    }
    const forRecipient = await show(targeted, hr01)
    expect(forRecipient.status).toBe(200)
    expect(await forRecipient.text()).toContain('只给人事的通知的内容')
    // The announcement page's detail view opens drafts for its holders, with the header as well as ?token=.
    expect((await show(draft, admin)).status).toBe(200)
    const byHeader = await fetch(`${apiUrl()}/sys/annountCement/show/${targeted}`, {
      headers: { 'X-Access-Token': hr01 },
    })
    expect(byHeader.status).toBe(200)
  })
})
