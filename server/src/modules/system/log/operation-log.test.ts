import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { xlsxOf, type Cell } from '../../../excel/excel-test-client.test-helper'
import { seedIds } from '../../../db/seed'
import { mountOperations, type Handlers, type WriteRecord } from '../../../openapi/operations'
import { loadSpec } from '../../../openapi/spec'
import { systemTestServer } from '../system-server.test-helper'
import { isLoggedWrite, operationContent, requestParams } from './operation-log'

const { call, tokenOf, apiUrl } = systemTestServer('operation-log')

interface LogRow {
  logType: number
  logContent: string
  operateType: number | null
  userid: string | null
  username: string | null
  ip: string | null
  method: string | null
  requestUrl: string | null
  requestParam: string | null
  requestType: string | null
  costTime: number | null
}

async function logs(logType: 1 | 2): Promise<LogRow[]> {
  const answer = await call(
    'GET',
    `/sys/log/list?logType=${logType}&pageSize=200&column=createTime&order=desc`,
  )
  return (answer.body.result as { records: LogRow[] }).records
}

const signIn = async (username: string, password: string) => {
  const response = await fetch(apiUrl() + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  return (await response.json()) as { success: boolean; message: string }
}

async function upload(path: string, rows: Cell[][]) {
  const form = new FormData()
  form.append('file', await xlsxOf(rows), 'import.xlsx')
  const response = await fetch(apiUrl() + path, {
    method: 'POST',
    headers: { 'X-Access-Token': await tokenOf('admin') },
    body: form,
  })
  return (await response.json()) as { success: boolean; message: string }
}

describe('the operation log', () => {
  it('records an add, an edit, a delete, a freeze and an import by admin: who, what, type, no password', async () => {
    const added = await call('POST', '/sys/position/add', { code: 'log-1', name: '日志职务' })
    expect(added.body.success).toBe(true)
    const list = await call('GET', '/sys/position/list?code=log-1')
    const id = (list.body.result as { records: Array<{ id: string }> }).records[0]?.id
    expect(id).toBeTruthy()
    expect(
      (await call('PUT', '/sys/position/edit', { id, code: 'log-1', name: '日志职务二' })).body.success,
    ).toBe(true)
    expect((await call('DELETE', `/sys/position/delete?id=${id}`)).body.success).toBe(true)
    const frozen = await call('PUT', '/sys/user/frozenBatch', { ids: seedIds.zhangsan, status: '2' })
    expect(frozen.body.success).toBe(true)
    const imported = await upload('/sys/position/importExcel', [
      ['职务编码', '职务名称'],
      ['log-2', '导入职务'],
    ])
    expect(imported.success).toBe(true)
    // A password set by the administrator: the password is never in the log.
    const withPassword = await call('PUT', '/sys/user/changePassword', {
      username: 'zhangsan',
      password: 'Secret-pass9',
    })
    expect(withPassword.status).toBeLessThan(500)

    let rows: LogRow[] = []
    await expectEventually(async () => {
      rows = await logs(2)
      expect(rows.map((row) => row.logContent)).toEqual(
        expect.arrayContaining([
          '职务-添加',
          '职务-编辑',
          '职务-删除',
          '用户管理-冻结/解冻',
          '职务-导入',
          expect.stringMatching(/^用户管理-修改密码/),
        ]),
      )
    })
    const row = (content: string) => rows.find((r) => r.logContent === content)
    expect(row('职务-添加')).toMatchObject({
      logType: 2,
      operateType: 2,
      userid: 'admin',
      username: '管理员',
      requestType: 'POST',
      requestUrl: '/jeecg-boot/sys/position/add',
      method: 'positionAdd',
    })
    expect(row('职务-添加')?.requestParam).toContain('日志职务')
    expect(row('职务-添加')?.ip).toBeTruthy()
    expect(row('职务-添加')?.costTime).toBeGreaterThanOrEqual(0)
    expect(row('职务-编辑')).toMatchObject({ operateType: 3, requestType: 'PUT' })
    expect(row('职务-删除')).toMatchObject({ operateType: 4, requestType: 'DELETE' })
    expect(row('职务-删除')?.requestParam).toContain(String(id))
    expect(row('用户管理-冻结/解冻')).toMatchObject({ operateType: 3, userid: 'admin' })
    expect(row('用户管理-冻结/解冻')?.requestParam).toContain(seedIds.zhangsan)
    expect(row('职务-导入')).toMatchObject({ operateType: 5 })
    for (const each of rows) {
      expect(each.requestParam ?? '').not.toContain('Secret-pass9')
      expect(each.requestParam ?? '').not.toContain('123456')
    }
    // Reads are not operations of the log.
    expect(rows.some((r) => r.requestType === 'GET')).toBe(false)
  })

  it('records a refused write with its reason', async () => {
    const twice = await call('POST', '/sys/position/add', { code: 'log-dup', name: '重复' })
    expect(twice.body.success).toBe(true)
    const refused = await call('POST', '/sys/position/add', { code: 'log-dup', name: '重复' })
    expect(refused.body.success).toBe(false)
    await expectEventually(async () => {
      const contents = (await logs(2)).map((row) => row.logContent)
      expect(contents).toContain(`职务-添加（失败：${refused.body.message}）`)
    })
  })

  it('logs refused sign-ins of a frozen user and of a wrong password with the user, not counted as visits', async () => {
    const visitsBefore = (await call('GET', '/sys/loginfo')).body.result as { totalVisitCount: number }
    await call('PUT', '/sys/user/frozenBatch', { ids: seedIds.jeecg, status: '2' })
    expect(await signIn('jeecg', '123456')).toMatchObject({ success: false, message: '该用户已冻结' })
    expect(await signIn('hr01', 'wrong-password')).toMatchObject({
      success: false,
      message: '用户名或密码错误',
    })
    expect(await signIn('nobody-here', 'x')).toMatchObject({ success: false })
    const byPhone = await fetch(apiUrl() + '/sys/phoneLogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mobile: '13999999991', captcha: '123456' }),
    })
    expect(((await byPhone.json()) as { success: boolean }).success).toBe(false)
    await expectEventually(async () => {
      const rows = await logs(1)
      const frozen = rows.find((row) => row.logContent === '用户名: jeecg,登录失败：该用户已冻结')
      expect(frozen).toMatchObject({ logType: 1, userid: 'jeecg' })
      expect(frozen?.username).not.toBe(seedIds.jeecg)
      expect(frozen?.username).toBeTruthy()
      const wrong = rows.find((row) => row.logContent === '用户名: hr01,登录失败：用户名或密码错误')
      expect(wrong).toMatchObject({ logType: 1, userid: 'hr01' })
      expect(rows.some((row) => row.logContent.startsWith('用户名: nobody-here,登录失败'))).toBe(true)
      expect(rows.find((row) => row.logContent.startsWith('用户名: 13999999991,登录失败'))).toMatchObject({
        requestUrl: '/sys/phoneLogin',
      })
      // Signed-in rows name the account and the person, never the user's id.
      const signedIn = rows.find((row) => row.logContent === '用户名: admin,登录成功！')
      expect(signedIn).toMatchObject({ userid: 'admin', username: '管理员' })
      for (const each of rows) expect(each.requestParam ?? '').not.toContain('wrong-password')
    })
    const visitsAfter = (await call('GET', '/sys/loginfo')).body.result as { totalVisitCount: number }
    expect(visitsAfter.totalVisitCount).toBe(visitsBefore.totalVisitCount)
  })
})

describe('what a write is', () => {
  it('every write the log records has a readable Chinese content', () => {
    const unnamed = loadSpec()
      .operations.filter(isLoggedWrite)
      .filter((op) => !/[\u4e00-\u9fff]/.test(operationContent(op.operationId)))
      .map((op) => op.operationId)
    expect(unnamed).toEqual([])
  })

  it('leaves passwords, tokens, captchas and file bytes out of the parameters', () => {
    const params = requestParams({
      query: { token: 't0k' },
      body: {
        username: 'lisi',
        password: 'p1',
        confirmpassword: 'p2',
        oldpassword: 'p3',
        captcha: 'c1',
        checkKey: 'k1',
        nested: { accessToken: 'a1', secretKey: 's1', keep: 'yes' },
        photo: Buffer.from('bytes'),
        long: 'x'.repeat(600),
      },
    })
    for (const secret of ['t0k', 'p1', 'p2', 'p3', 'c1', 'k1', 'a1', 's1', 'bytes', 'x'.repeat(600)])
      expect(params).not.toContain(secret)
    expect(JSON.parse(params)).toMatchObject({ body: { username: 'lisi', nested: { keep: 'yes' } } })
  })
})

describe('a failing log write', () => {
  const app = Fastify()
  afterAll(() => app.close())

  it('does not fail or hold up the request', async () => {
    const spec = loadSpec()
    const operations = spec.operations.filter((op) => op.operationId === 'positionAdd')
    const written: WriteRecord[] = []
    const handlers = {
      positionAdd: async () => ({
        success: true,
        message: '添加成功！',
        code: 200,
        result: null,
        timestamp: 0,
      }),
    } as unknown as Handlers<object>
    let calls = 0
    mountOperations(app, {
      spec: { ...spec, operations },
      prefix: '',
      handlers,
      context: {},
      authenticate: async () => ({ userId: 'u1', username: 'admin', sessionId: 's1' }),
      authorize: async () => true,
      recordWrite: (write) => {
        calls += 1
        written.push(write)
        // Once it throws at once, once it rejects, once it never settles.
        if (calls === 1) throw new Error('sys_log is gone')
        if (calls === 2) return Promise.reject(new Error('database down'))
        return new Promise<void>(() => undefined)
      },
    })
    await app.ready()
    for (let round = 0; round < 3; round++) {
      const answer = await app.inject({
        method: 'POST',
        url: '/sys/position/add',
        headers: { 'x-access-token': 'any' },
        payload: { code: `c${round}`, name: 'n' },
      })
      expect(answer.statusCode).toBe(200)
      expect(answer.json()).toMatchObject({ success: true })
    }
    await expectEventually(async () => expect(calls).toBe(3))
    expect(written[0]?.user.username).toBe('admin')
  })
})

/** `eventually` for checks that read over HTTP. */
async function expectEventually(check: () => Promise<void>, timeout = 5000) {
  const started = Date.now()
  for (;;) {
    try {
      await check()
      return
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
