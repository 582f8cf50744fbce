import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import cors from '@fastify/cors'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CaptchaStore } from './auth/captcha'
import { loadSpec } from './openapi/spec'
import { CORS_MAX_AGE, corsDelegator, corsOptions, type RunningServer } from './start'
import { startSeededServer } from './test-support/seeded-data-dir.test-helper'

/**
 * Requests shaped as the upstream JeecgBoot 2.4.6 Vue client sends them (src/utils/request.js and
 * src/api/manage.js): from another origin, so the browser preflights every call that carries its headers;
 * `X-Access-Token`, `tenant-id` (0 when none is chosen), `X-Sign` and `X-TIMESTAMP` on every call; `_t` on
 * GETs; JSON bodies for POST and PUT; ids in the query for DELETE. Each answer must have the shape the
 * client's page reads.
 */

const PAGE_ORIGIN = 'http://localhost:3000'

/** A store that remembers the codes it hands out, so the test can answer the captcha as a person would. */
class ReadableCaptchas extends CaptchaStore {
  readonly issued = new Map<string, string>()
  override issue(key: string) {
    const issued = super.issue(key)
    this.issued.set(key, issued.code)
    return issued
  }
}

const root = mkdtempSync(join(tmpdir(), 'erp-upstream-client-'))
const captchas = new ReadableCaptchas()
let server: RunningServer
let token = ''

/** upstream signMd5Utils.getDateTimeToString: yyyyMMddHHmmss. */
const timestamp = () => {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}${pad(now.getHours())}${pad(now.getMinutes())}${pad(now.getSeconds())}`
}

interface Preflight {
  status: number
  allowOrigin: string | null
  allowMethods: string[]
  allowHeaders: string[]
  maxAge: string | null
  allowCredentials: string | null
}

async function preflight(
  path: string,
  method: string,
  headers: string[],
  origin = PAGE_ORIGIN,
): Promise<Preflight> {
  const response = await fetch(server.apiUrl + path, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': headers.join(','),
    },
  })
  const list = (name: string) =>
    (response.headers.get(name) ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean)
  return {
    status: response.status,
    allowOrigin: response.headers.get('access-control-allow-origin'),
    allowMethods: list('access-control-allow-methods'),
    allowHeaders: list('access-control-allow-headers'),
    maxAge: response.headers.get('access-control-max-age'),
    allowCredentials: response.headers.get('access-control-allow-credentials'),
  }
}

/**
 * One call as the upstream client makes it, preceded by the browser's preflight, which must let it through.
 * Returns the envelope and the CORS header of the actual answer.
 */
async function upstream(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { params?: Record<string, string | number>; json?: unknown } = {},
) {
  const headers: Record<string, string> = {
    'X-Sign': createHash('md5')
      .update(`${path}${JSON.stringify(options.params ?? {})}`)
      .digest('hex')
      .toUpperCase(),
    'X-TIMESTAMP': timestamp(),
    'tenant-id': '0',
    ...(token ? { 'X-Access-Token': token } : {}),
    ...(options.json !== undefined ? { 'Content-Type': 'application/json;charset=UTF-8' } : {}),
  }
  const allowed = await preflight(path, method, Object.keys(headers))
  expect(allowed.status).toBe(204)
  expect(allowed.allowOrigin).toBe(PAGE_ORIGIN)
  expect(allowed.allowMethods).toContain(method.toLowerCase())
  for (const name of Object.keys(headers)) expect(allowed.allowHeaders).toContain(name.toLowerCase())

  const query = new URLSearchParams(
    Object.entries({
      ...(method === 'GET' ? { _t: Math.floor(Date.now() / 1000) } : {}),
      ...options.params,
    }).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString()
  const response = await fetch(`${server.apiUrl}${path}${query ? `?${query}` : ''}`, {
    method,
    headers: { ...headers, Origin: PAGE_ORIGIN },
    ...(options.json !== undefined ? { body: JSON.stringify(options.json) } : {}),
  })
  expect(response.headers.get('access-control-allow-origin')).toBe(PAGE_ORIGIN)
  return {
    status: response.status,
    body: (await response.json()) as {
      success: boolean
      code: number
      message: string
      result: any
      timestamp: number
    },
  }
}

beforeAll(async () => {
  // The client's origin is allowed as README § Access and security shows: CORS_ORIGINS=http://localhost:3000.
  server = await startSeededServer({
    port: 0,
    dataDir: join(root, 'data'),
    captchas,
    corsOrigins: [PAGE_ORIGIN],
  })
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('CORS as upstream answers it', () => {
  it('allows the headers and methods of upstream’s client in a preflight, cached for an hour, without credentials', async () => {
    const allowed = await preflight('/sys/user/edit', 'PUT', [
      'x-access-token',
      'x-sign',
      'x-timestamp',
      'content-type',
    ])
    expect(allowed.status).toBe(204)
    expect(allowed.allowOrigin).toBe(PAGE_ORIGIN)
    expect(allowed.allowHeaders).toEqual(['x-access-token', 'x-sign', 'x-timestamp', 'content-type'])
    expect(allowed.allowMethods).toEqual(
      expect.arrayContaining(['get', 'post', 'options', 'put', 'delete', 'head']),
    )
    expect(allowed.maxAge).toBe(String(CORS_MAX_AGE))
    // Sessions travel in a header, so the browser's cookies are never offered to another origin.
    expect(allowed.allowCredentials).toBeNull()
  })

  it('lets any requested header through, e.g. tenant-id and X-Low-App-ID', async () => {
    const allowed = await preflight('/sys/user/delete', 'DELETE', ['tenant-id', 'x-low-app-id'])
    expect(allowed.allowHeaders).toEqual(['tenant-id', 'x-low-app-id'])
    expect(allowed.allowMethods).toContain('delete')
  })

  it('with CORS_ORIGINS set, answers only the listed origins', async () => {
    const app = Fastify()
    await app.register(cors, corsOptions(['https://erp.example.com/', ' http://localhost:3000']))
    app.get('/ping', async () => ({ ok: true }))
    const ask = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/ping',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-sign',
        },
      })
    expect((await ask('https://erp.example.com')).headers['access-control-allow-origin']).toBe(
      'https://erp.example.com',
    )
    expect((await ask(PAGE_ORIGIN)).headers['access-control-allow-origin']).toBe(PAGE_ORIGIN)
    expect((await ask('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined()
    await app.close()
  })

  it('`*` means any origin; nothing configured means none but the server’s own', async () => {
    expect(corsOptions(['*']).origin).toBe(true)
    expect(corsOptions().origin).toEqual([])
    expect(corsOptions(['', ' ']).origin).toEqual([])
    const app = Fastify()
    await app.register(cors, { delegator: corsDelegator() })
    app.get('/ping', async () => ({ ok: true }))
    const ask = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/ping',
        headers: { host: 'erp.example.com', origin, 'access-control-request-method': 'GET' },
      })
    expect((await ask('http://erp.example.com')).headers['access-control-allow-origin']).toBe(
      'http://erp.example.com',
    )
    expect((await ask(PAGE_ORIGIN)).headers['access-control-allow-origin']).toBeUndefined()
    await app.close()
  })

  it('does not reflect an origin the setting does not list, preflight or not', async () => {
    const refused = await preflight('/sys/user/list', 'GET', ['x-access-token'], 'https://evil.example')
    expect(refused.allowOrigin).toBeNull()
    const answer = await fetch(`${server.apiUrl}/sys/dict/getDictItems/sex`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('sign-in with the captcha (LoginAccount.vue)', () => {
  it('draws a captcha image for the check key', async () => {
    const { body } = await upstream('GET', '/sys/randomImage/1700000000001')
    expect(body).toMatchObject({ success: true, code: 0 })
    expect(body.result).toMatch(/^data:image\/(png|jpg);base64,[A-Za-z0-9+/]+=*$/)
    const image = Buffer.from(String(body.result).split(',')[1] ?? '', 'base64')
    expect(image.subarray(1, 4).toString('ascii')).toBe('PNG')
  })

  it('refuses a wrong captcha, then signs in with the right one (once)', async () => {
    const checkKey = Date.now()
    await upstream('GET', `/sys/randomImage/${checkKey}`)
    const wrong = await upstream('POST', '/sys/login', {
      json: { username: 'admin', password: '123456', captcha: '0000', checkKey, remember_me: true },
    })
    expect(wrong.body).toMatchObject({ success: false, code: 500, message: '验证码错误' })

    // Login.vue asks for a new image after a failure.
    await upstream('GET', `/sys/randomImage/${checkKey}`)
    const code = captchas.issued.get(String(checkKey)) ?? ''
    expect(code).toMatch(/^\w{4}$/)
    const signedIn = await upstream('POST', '/sys/login', {
      json: {
        username: 'admin',
        password: '123456',
        captcha: code.toLowerCase(),
        checkKey,
        remember_me: true,
      },
    })
    expect(signedIn.body).toMatchObject({ success: true, code: 200, message: '登录成功' })
    token = signedIn.body.result.token

    const again = await upstream('POST', '/sys/login', {
      json: { username: 'admin', password: '123456', captcha: code, checkKey, remember_me: true },
    })
    expect(again.body.message).toBe('验证码错误')
  })

  it('an empty captcha is invalid, as upstream', async () => {
    const { body } = await upstream('POST', '/sys/login', {
      json: { username: 'admin', password: '123456', captcha: '', checkKey: Date.now() },
    })
    expect(body).toMatchObject({ success: false, message: '验证码无效' })
  })

  it('draws the menu with the signed-in token and the signing headers', async () => {
    const { body } = await upstream('GET', '/sys/permission/getUserPermissionByToken')
    expect(body.success).toBe(true)
    expect(Array.isArray(body.result.menu)).toBe(true)
  })
})

describe('the endpoints of upstream’s pages', () => {
  it('GET /sys/thirdApp/getEnabledType: neither app enabled (user list and detail)', async () => {
    const { body } = await upstream('GET', '/sys/thirdApp/getEnabledType')
    expect(body).toMatchObject({
      success: true,
      code: 200,
      result: { wechatEnterprise: false, dingtalk: false },
    })
  })

  it('GET /sys/tenant/queryList: active tenants only, narrowed by ids (user form)', async () => {
    for (const [id, name, status] of [
      [901, '一厂', 1],
      [902, '二厂', 1],
      [903, '冻结厂', 0],
    ] as const) {
      const added = await upstream('POST', '/sys/tenant/add', { json: { id, name, status } })
      expect(added.body.success).toBe(true)
    }
    const { body } = await upstream('GET', '/sys/tenant/queryList')
    expect(body).toMatchObject({ success: true, code: 0 })
    const ids = (body.result as Array<{ id: number }>).map((tenant) => tenant.id)
    expect(ids).toEqual(expect.arrayContaining([901, 902]))
    expect(ids).not.toContain(903)
    expect(body.result.find((tenant: { id: number }) => tenant.id === 901)).toMatchObject({
      id: 901,
      name: '一厂',
      status: 1,
    })
    const narrowed = await upstream('GET', '/sys/tenant/queryList', { params: { ids: '902,903' } })
    expect(narrowed.body.result.map((tenant: { id: number }) => tenant.id)).toEqual([902])
  })

  it('GET /sys/dictItem/dictItemCheck, then add, edit and delete a dictionary item (SysDictItemModal.vue)', async () => {
    const dicts = await upstream('GET', '/sys/dict/list', {
      params: { dictCode: 'sex', pageNo: 1, pageSize: 10 },
    })
    const dictId = dicts.body.result.records.find((dict: { dictCode: string }) => dict.dictCode === 'sex')
      .id as string

    const taken = await upstream('GET', '/sys/dictItem/dictItemCheck', { params: { itemValue: '1', dictId } })
    expect(taken.body).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' })
    const free = await upstream('GET', '/sys/dictItem/dictItemCheck', { params: { itemValue: '9', dictId } })
    expect(free.body).toMatchObject({ success: true, code: 200, message: '该值可用！' })

    const added = await upstream('POST', '/sys/dictItem/add', {
      json: { dictId, itemText: '未知', itemValue: '9', description: '', sortOrder: 3, status: 1 },
    })
    expect(added.body.success).toBe(true)
    const items = await upstream('GET', '/sys/dictItem/list', { params: { dictId, pageNo: 1, pageSize: 10 } })
    const item = items.body.result.records.find((row: { itemValue: string }) => row.itemValue === '9')
    expect(item).toMatchObject({ itemText: '未知', itemValue: '9' })

    // Editing the item itself: its own value is still free for it, not for a new item.
    const ownValue = await upstream('GET', '/sys/dictItem/dictItemCheck', {
      params: { itemValue: '9', dictId, id: item.id },
    })
    expect(ownValue.body.success).toBe(true)
    expect(
      (await upstream('GET', '/sys/dictItem/dictItemCheck', { params: { itemValue: '9', dictId } })).body
        .success,
    ).toBe(false)

    const edited = await upstream('PUT', '/sys/dictItem/edit', { json: { ...item, itemText: '未说明' } })
    expect(edited.body.success).toBe(true)
    const deleted = await upstream('DELETE', '/sys/dictItem/delete', { params: { id: item.id } })
    expect(deleted.body.success).toBe(true)
    const after = await upstream('GET', '/sys/dictItem/list', { params: { dictId, pageNo: 1, pageSize: 10 } })
    expect(after.body.result.records.some((row: { id: string }) => row.id === item.id)).toBe(false)
  })

  it('GET /sys/position/list?pageSize=99999 answers the rows, at most 10000 a page (通讯录)', async () => {
    await upstream('POST', '/sys/position/add', {
      json: { code: 'upstream-lead', name: '组长', postRank: '3' },
    })
    const { status, body } = await upstream('GET', '/sys/position/list', {
      params: { pageNo: 1, pageSize: 99999 },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ success: true, result: { size: 10000, current: 1 } })
    expect(body.result.records.map((row: { code: string }) => row.code)).toContain('upstream-lead')
  })

  it('the address book and the user list also take upstream’s page sizes', async () => {
    for (const path of ['/sys/user/queryByOrgCodeForAddressList', '/sys/user/list', '/sys/role/list']) {
      const { status, body } = await upstream('GET', path, { params: { pageNo: 1, pageSize: 99999 } })
      expect(status, path).toBe(200)
      expect(body.success, path).toBe(true)
      expect(body.result.size, path).toBe(10000)
      expect(body.result.records.length, path).toBeGreaterThan(0)
    }
  })
})

describe('the contract', () => {
  it('every pageSize parameter accepts any Java int and names the ceiling the server answers with', () => {
    const sizes = loadSpec().operations.flatMap((op) =>
      op.parameters
        .filter((p) => p.name === 'pageSize' && p.in === 'query')
        .map((p) => ({ op, schema: p.schema })),
    )
    expect(sizes.length).toBeGreaterThan(50)
    for (const { op, schema } of sizes) {
      expect(schema?.maximum, op.operationId).toBe(2147483647)
      expect(op.ceilings?.pageSize, op.operationId).toBe(schema?.['x-ceiling'])
      expect(op.ceilings?.pageSize, op.operationId).toBeGreaterThan(0)
    }
  })
})

describe('/mock/api: the demo pages of upstream’s menu (工作台, 个人中心, 查询表格)', () => {
  it('the 查询表格 page (STable) gets its rule rows, with its sorter and filters accepted', async () => {
    const { status, body } = await upstream('GET', '/mock/api/service', {
      params: { pageNo: 1, pageSize: 10, sortField: 'no', sortOrder: 'ascend', id: '', useStatus: '0' },
    })
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    expect(body.result).toMatchObject({ pageNo: 1, pageSize: 10 })
    expect(body.result.totalCount).toBeGreaterThan(0)
    expect(body.result.data[0]).toMatchObject({
      key: expect.any(Number),
      no: expect.any(String),
      callNo: expect.any(Number),
      status: expect.any(Number),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })
  })

  it('the workplace’s role list (sent with t=<date>) holds the real roles', async () => {
    const { body } = await upstream('GET', '/mock/api/role', { params: { t: new Date().toString() } })
    expect(body.success).toBe(true)
    const names = body.result.data.map((role: { name: string }) => role.name)
    expect(names).toContain('管理员')
  })

  it('projects, activity, teams and radar come from the signed-in user’s pages and departments', async () => {
    const added = await upstream('POST', '/sys/annountCement/add', {
      json: { titile: '工作台动态', msgContent: '<p>x</p>', priority: 'L', msgCategory: '1', msgType: 'ALL' },
    })
    expect(added.body.success).toBe(true)

    let started = Date.now()
    const projects = await upstream('GET', '/mock/api/list/search/projects')
    console.log('projects ms', Date.now() - started)
    started = Date.now()
    expect(projects.body.success).toBe(true)
    const system = projects.body.result.data.find((p: { title: string }) => p.title === '系统管理')
    expect(system).toMatchObject({ cover: null, status: 1 })
    expect(system.description).toContain('系统通告')
    expect(system.updatedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
    expect(projects.body.result.totalCount).toBe(projects.body.result.data.length)

    const activity = await upstream('GET', '/mock/api/workplace/activity')
    expect(activity.body.result.length).toBeLessThanOrEqual(10)
    expect(activity.body.result[0]).toMatchObject({
      id: 1,
      user: { nickname: '管理员', avatar: null },
      project: { name: '系统管理', action: '新建', event: '系统通告' },
    })

    console.log('activity ms', Date.now() - started)
    started = Date.now()
    const teams = await upstream('GET', '/mock/api/workplace/teams')
    expect(teams.body.result).toEqual([{ id: expect.any(String), name: expect.any(String), avatar: null }])

    const radar = await upstream('GET', '/mock/api/workplace/radar')
    console.log('radar ms', Date.now() - started)
    const row = radar.body.result.find((item: { item: string }) => item.item === '系统管理')
    expect(row.个人).toBeGreaterThanOrEqual(1)
    expect(row.部门).toBeGreaterThanOrEqual(row.个人)
    expect(row.团队).toBeGreaterThanOrEqual(row.部门)
    expect(radar.body.result.every((item: Record<string, unknown>) => typeof item.团队 === 'number')).toBe(
      true,
    )
  })

  it('asks for a session, as upstream’s Shiro filter does (HTTP 500, Token失效)', async () => {
    const response = await fetch(`${server.apiUrl}/mock/api/workplace/teams`)
    expect(response.status).toBe(500)
    expect(((await response.json()) as { message: string }).message).toContain('Token失效')
  })
})

describe('the calls of upstream’s forms (RoleModal, UserModal, DepartList, SysAnnouncementModal, Login)', () => {
  it('GET /sys/role/checkRoleCode: a taken code is refused, the role’s own code and a new one are free', async () => {
    const taken = await upstream('GET', '/sys/role/checkRoleCode', { params: { roleCode: 'admin' } })
    expect(taken.body).toMatchObject({ success: false, message: '角色编码已存在' })
    const roles = await upstream('GET', '/sys/role/list', {
      params: { roleCode: 'admin', pageNo: 1, pageSize: 10 },
    })
    const admin = roles.body.result.records[0] as { id: string }
    const own = await upstream('GET', '/sys/role/checkRoleCode', {
      params: { roleCode: 'admin', id: admin.id },
    })
    expect(own.body).toMatchObject({ success: true, result: true })
    const free = await upstream('GET', '/sys/role/checkRoleCode', { params: { roleCode: 'brand_new' } })
    expect(free.body).toMatchObject({ success: true, result: true })
  })

  it('GET /sys/user/generateUserId and /sys/getEncryptedString answer upstream’s shapes', async () => {
    const id = await upstream('GET', '/sys/user/generateUserId')
    expect(id.body.result).toMatch(/^[0-9a-f]{32}$/)
    const encrypted = await upstream('GET', '/sys/getEncryptedString')
    expect(encrypted.body.result).toEqual({ key: '1234567890adbcde', iv: '1234567890hjlkew' })
  })

  it('GET /sys/user/queryByIds answers the users of the ids', async () => {
    const users = await upstream('GET', '/sys/user/list', {
      params: { username: 'admin', pageNo: 1, pageSize: 10 },
    })
    const admin = users.body.result.records[0] as { id: string }
    const { body } = await upstream('GET', '/sys/user/queryByIds', {
      params: { userIds: `${admin.id},nobody` },
    })
    expect(body.result.map((user: { username: string }) => user.username)).toEqual(['admin'])
    expect(body.result[0].password).toBeUndefined()
  })

  it('reads numbers sent as text, as Jackson does: the department form’s departOrder "0"', async () => {
    const added = await upstream('POST', '/sys/sysDepart/add', {
      json: { departOrder: '3', orgCategory: '1', parentId: null, departName: '文本排序部门' },
    })
    expect(added.body.success).toBe(true)
    const found = await upstream('GET', '/sys/sysDepart/searchBy', { params: { keyWord: '文本排序部门' } })
    expect(found.body.result[0]).toMatchObject({ departName: '文本排序部门', departOrder: 3 })

    // DepartList's 批量删除.
    const second = await upstream('POST', '/sys/sysDepart/add', {
      json: { departOrder: '4', orgCategory: '1', parentId: null, departName: '文本排序部门二' },
    })
    expect(second.body.success).toBe(true)
    const both = await upstream('GET', '/sys/sysDepart/searchBy', { params: { keyWord: '文本排序部门' } })
    const ids = both.body.result.map((row: { id: string }) => row.id).join(',')
    const deleted = await upstream('DELETE', '/sys/sysDepart/deleteBatch', { params: { ids } })
    expect(deleted.body).toMatchObject({ success: true, message: '删除成功!' })
    const after = await upstream('GET', '/sys/sysDepart/searchBy', { params: { keyWord: '文本排序部门' } })
    expect(after.body.success).toBe(false)
  })

  it('POST /sys/checkCaptcha checks the answer once', async () => {
    const checkKey = String(Date.now())
    await upstream('GET', `/sys/randomImage/${checkKey}`)
    const code = captchas.issued.get(checkKey) ?? ''
    const right = await upstream('POST', '/sys/checkCaptcha', { json: { captcha: code, checkKey } })
    expect(right.body.success).toBe(true)
    const again = await upstream('POST', '/sys/checkCaptcha', { json: { captcha: code, checkKey } })
    expect(again.body).toMatchObject({ success: false, message: '验证码错误' })
  })
})
