import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../start'
import { checkValue } from './system-routes'

const root = mkdtempSync(join(tmpdir(), 'erp-system-test-'))
let server: RunningServer

interface Answer {
  status: number
  body: { success: boolean; message: string; code: number; result: never }
}

async function call(token: string, method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

async function tokenOf(username: string) {
  const response = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  })
  return ((await response.json()) as { result: { token: string } }).result.token
}

let admin = ''
beforeAll(async () => {
  server = await startServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  admin = await tokenOf('admin')
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('roles and dictionaries', () => {
  it('queryall lists every role', async () => {
    const { body } = await call(admin, 'GET', '/sys/role/queryall')
    expect(body.success).toBe(true)
    expect(body.result).toEqual(expect.arrayContaining([expect.objectContaining({ roleCode: 'admin' })]))
  })

  it('getDictItems answers value, text and title in sort order; an unknown code an empty list', async () => {
    const { body } = await call(admin, 'GET', '/sys/dict/getDictItems/sex')
    expect(body.result).toEqual([
      { value: '1', text: '男', title: '男' },
      { value: '2', text: '女', title: '女' },
    ])
    expect((await call(admin, 'GET', '/sys/dict/getDictItems/no_such_dict')).body.result).toEqual([])
  })

  it('queryAllDictItems maps every code to its items; refleshCache answers success', async () => {
    const { body } = await call(admin, 'GET', '/sys/dict/queryAllDictItems')
    expect(body.code).toBe(200)
    expect(Object.keys(body.result)).toEqual(expect.arrayContaining(['sex', 'priority', 'send_status']))
    expect((await call(admin, 'GET', '/sys/dict/refleshCache')).body).toMatchObject({
      success: true,
      code: 0,
    })
  })
})

describe('GET /sys/duplicate/check', () => {
  const check = (query: string) => call(admin, 'GET', `/sys/duplicate/check?${query}`)

  it('finds a taken value, frees the row being edited, accepts a free value', async () => {
    expect((await check('tableName=sys_user&fieldName=username&fieldVal=admin')).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    })
    expect(
      (
        await check(
          'tableName=sys_user&fieldName=username&fieldVal=admin&dataId=e9ca23d68d884d4ebb19d07889727dae',
        )
      ).body,
    ).toMatchObject({ success: true, message: '该值可用！' })
    expect((await check('tableName=sys_role&fieldName=role_code&fieldVal=nobody')).body.success).toBe(true)
  })

  it('refuses tables and columns outside the system entities (no SQL from the request)', async () => {
    for (const query of [
      'tableName=auth_session&fieldName=id&fieldVal=x',
      'tableName=sys_user&fieldName=password&fieldVal=x',
      `tableName=${encodeURIComponent('sys_user; DROP TABLE sys_user')}&fieldName=username&fieldVal=x`,
    ]) {
      const { status, body } = await check(query)
      expect(status).toBe(200)
      expect(body).toMatchObject({ success: false, message: '参数不合法: 不支持校验该表或字段' })
    }
  })
})

describe('GET /sys/checkRule/checkByCode', () => {
  it('passes, fails with the rule message and slice, or says the code does not exist', async () => {
    expect(
      (await call(admin, 'GET', '/sys/checkRule/checkByCode?ruleCode=work_no&value=12345')).body,
    ).toMatchObject({ success: true, message: '成功' })
    const failed = await call(admin, 'GET', '/sys/checkRule/checkByCode?ruleCode=work_no&value=12')
    expect(failed.body).toMatchObject({
      success: false,
      message: '工号是5位数字',
      result: { digits: '*', checkValue: '12', passed: false },
    })
    const sliced = await call(admin, 'GET', '/sys/checkRule/checkByCode?ruleCode=material_code&value=AB12x4')
    expect(sliced.body).toMatchObject({
      message: '后四位必须是数字',
      result: { checkValue: '12x4', beginIndex: 2, endIndex: 6 },
    })
    expect((await call(admin, 'GET', '/sys/checkRule/checkByCode?ruleCode=nope&value=1')).body.message).toBe(
      '该编码不存在',
    )
  })

  it('checkValue: an invalid pattern fails instead of throwing', () => {
    expect(checkValue([{ digits: '*', pattern: '(', message: 'bad' }], 'x')).toMatchObject({ passed: false })
    expect(checkValue([], 'anything')).toBeNull()
  })
})

describe('visit statistics', () => {
  it('counts logins: total, today and distinct IPs today; visitInfo gives days of the last week', async () => {
    await tokenOf('jeecg')
    const info = await call(admin, 'GET', '/sys/loginfo')
    expect(info.body.message).toBe('登录成功')
    const result = info.body.result as { totalVisitCount: number; todayVisitCount: number; todayIp: number }
    expect(result.todayVisitCount).toBeGreaterThanOrEqual(2)
    expect(result.totalVisitCount).toBeGreaterThanOrEqual(result.todayVisitCount)
    expect(result.todayIp).toBe(1)
    const visits = (await call(admin, 'GET', '/sys/visitInfo')).body.result as Array<Record<string, unknown>>
    expect(visits.at(-1)).toMatchObject({ visit: result.todayVisitCount, ip: 1 })
    expect(visits.at(-1)?.tian).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(visits.at(-1)?.type).toMatch(/^\d{2}-\d{2}$/)
  })
})

describe('announcements', () => {
  interface Unread {
    anntMsgList: Array<{ id: string; titile: string; priority: string }>
    anntMsgTotal: number
    sysMsgList: Array<{ id: string }>
    sysMsgTotal: number
  }
  const unread = async (token: string) =>
    (await call(token, 'GET', '/sys/annountCement/listByUser')).body.result as Unread

  it('lists the seeded unread notices of each priority and the system message; reading removes one', async () => {
    const jeecg = await tokenOf('jeecg')
    const before = await unread(jeecg)
    expect(before.anntMsgTotal).toBe(3)
    expect(before.anntMsgList.map((notice) => notice.priority).sort()).toEqual(['H', 'L', 'M'])
    expect(before.sysMsgTotal).toBe(1)
    const first = before.anntMsgList[0]
    await call(jeecg, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: first?.id })
    const after = await unread(jeecg)
    expect(after.anntMsgTotal).toBe(2)
    expect(after.anntMsgList.map((notice) => notice.id)).not.toContain(first?.id)
  })

  it('publishing makes a new notice appear; revoking takes it away', async () => {
    const added = await call(admin, 'POST', '/sys/annountCement/add', {
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
    const page = (await call(admin, 'GET', '/sys/annountCement/list?titile=消防演练')).body.result as {
      records: Array<{ id: string; sendStatus: string }>
    }
    const id = page.records[0]?.id ?? ''
    expect(page.records[0]?.sendStatus).toBe('0')
    expect((await call(admin, 'GET', `/sys/annountCement/doReleaseData?id=${id}`)).body.message).toBe(
      '该系统通知发布成功',
    )
    expect(await titles()).toContain('消防演练')
    expect((await call(admin, 'GET', `/sys/annountCement/doReovkeData?id=${id}`)).body.message).toBe(
      '该系统通知撤销成功',
    )
    expect(await titles()).not.toContain('消防演练')
    expect((await call(admin, 'GET', '/sys/annountCement/doReleaseData?id=nope')).body.success).toBe(false)
  })
})

describe('list-page templates (/api/*)', () => {
  interface TemplatePage<T> {
    data: T[]
    pageSize: number
    pageNo: number
    totalPage: number
    totalCount: number
  }

  it('/api/service pages, filters by number and state', async () => {
    const first = (await call(admin, 'GET', '/api/service?pageSize=10')).body.result as TemplatePage<{
      no: string
      status: number
      callNo: number
    }>
    expect(first).toMatchObject({ pageSize: 10, pageNo: 1, totalCount: 46, totalPage: 5 })
    expect(first.data[0]).toMatchObject({ no: 'No 100001', status: 1, callNo: 37 })
    const byStatus = (await call(admin, 'GET', '/api/service?status=0&pageSize=100')).body
      .result as TemplatePage<{
      status: number
    }>
    expect(byStatus.totalCount).toBe(11)
    expect(byStatus.data.every((row) => row.status === 0)).toBe(true)
    const byNo = (await call(admin, 'GET', '/api/service?no=10004')).body.result as TemplatePage<unknown>
    expect(byNo.totalCount).toBe(7)
  })

  it('/api/user, /api/role and /api/permission come from the real tables', async () => {
    const users = (await call(admin, 'GET', '/api/user?username=zhang')).body.result as TemplatePage<{
      username: string
    }>
    expect(users.data.map((user) => user.username)).toEqual(['zhangsan'])
    const roles = (await call(admin, 'GET', '/api/role')).body.result as TemplatePage<{
      name: string
      permissions: string[]
    }>
    expect(roles.data.find((role) => role.name === '管理员')?.permissions).toEqual(
      expect.arrayContaining(['user:add', 'user:edit']),
    )
    const all = (await call(admin, 'GET', '/api/permission/no-pager')).body.result as Array<{
      name: string
      actionList: string[]
      actionData: string
    }>
    const users2 = all.find((page) => page.name === '用户管理')
    expect(users2?.actionList).toEqual(['user:add', 'user:edit', 'user:form:birthday', 'user:sensitive'])
    expect(JSON.parse(users2?.actionData ?? '[]')[0]).toMatchObject({
      action: 'user:add',
      describe: '添加按钮',
    })
    const paged = (await call(admin, 'GET', '/api/permission?pageSize=2')).body
      .result as TemplatePage<unknown>
    expect(paged.data).toHaveLength(2)
    expect(paged.totalCount).toBe(all.length)
  })

  it('my messages: read and unread, newest first, filtered and paged; read all', async () => {
    interface Mine {
      records: Array<{ anntId: string; titile: string; readFlag: string; priority: string; sendTime: string }>
      total: number
    }
    const lisi = await tokenOf('hr01')
    const mine = async (query = '') =>
      (await call(lisi, 'GET', `/sys/sysAnnouncementSend/getMyAnnouncementSend${query}`)).body.result as Mine
    const all = await mine()
    expect(all.total).toBeGreaterThanOrEqual(4)
    expect(all.records.every((record) => record.readFlag === '0')).toBe(true)
    expect(all.records[0]?.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const first = all.records[0]
    await call(lisi, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: first?.anntId })
    const after = await mine()
    expect(after.total).toBe(all.total)
    // The newest is first, read or not.
    await call(admin, 'POST', '/sys/annountCement/add', {
      titile: '最新的通知',
      msgContent: '<p>新</p>',
      priority: 'L',
      msgCategory: '1',
      msgType: 'ALL',
    })
    const latest = (await call(admin, 'GET', '/sys/annountCement/list?titile=最新的通知')).body.result as {
      records: Array<{ id: string }>
    }
    const latestId = latest.records[0]?.id ?? ''
    await call(admin, 'GET', `/sys/annountCement/doReleaseData?id=${latestId}`)
    expect((await mine()).records[0]?.anntId).toBe(latestId)
    await call(lisi, 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: latestId })
    const newest = await mine()
    expect(newest.records[0]).toMatchObject({ anntId: latestId, readFlag: '1' })
    const times = newest.records.map((record) => record.sendTime)
    expect(times).toEqual([...times].sort().reverse())
    await call(admin, 'GET', `/sys/annountCement/doReovkeData?id=${latestId}`)
    expect((await mine('?readFlag=1')).records.map((record) => record.anntId)).toEqual([first?.anntId])
    expect((await mine('?pageSize=2&pageNo=2')).records).toHaveLength(2)
    const readAll = await call(lisi, 'PUT', '/sys/sysAnnouncementSend/readAll')
    expect(readAll.body.message).toBe('全部已读')
    expect((await mine('?readFlag=0')).total).toBe(0)
    const left = (await call(lisi, 'GET', '/sys/annountCement/listByUser')).body.result as {
      anntMsgTotal: number
    }
    expect(left.anntMsgTotal).toBe(0)
  })
})
