import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { duplicateCheckOf, TABLE_DICTIONARIES } from '@erp/openapi/table-dicts'
import { SignJWT, decodeJwt } from 'jose'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_PERMISSION, TOKEN_INVALID } from '../http/envelope'
import { loadSpec, specPath } from '../openapi/spec'
import type { RunningServer } from '../start'
import { startSeededServer } from '../test-support/seeded-data-dir.test-helper'
import { loadSecret } from './token'

/**
 * Access: every operation of openapi.yaml that needs a session refuses a request without a token,
 * with an expired token (signed by this server, its session still open) and with a forged one (the same
 * claims signed with another key) — and answers none of its data. Requests are built from the operation's
 * own examples, so most pass the schema check and reach the token check; the others are refused earlier,
 * with 400 and no data either. Every operation that asks for a permission (`x-permission`) also refuses a
 * signed-in user whose roles do not grant it (upstream's code 510), and changes nothing.
 *
 * Reads: every read (each GET of the spec that needs a session) × every demo user of the README.
 * A read of a business module or of system administration names what it needs; the few that stay open to
 * every signed-in user are listed in OPEN_READS below (reviewed). A user's answer is expected from what their
 * roles grant as the shell sees it (the menu URLs and button codes of getUserPermissionByToken): refused with
 * 510 and no data when the read names nothing they hold, answered otherwise. The cases come from the spec, so
 * a new read is covered (and must either name a permission or be added to OPEN_READS) without editing here.
 */

interface RawOperation {
  requestBody?: { content?: Record<string, { example?: unknown }> }
  parameters?: Array<{ $ref?: string; name?: string; in?: string; required?: boolean; example?: unknown }>
}
const document = parse(readFileSync(specPath(), 'utf8')) as {
  paths: Record<string, Record<string, RawOperation>>
  components: {
    parameters: Record<string, { name?: string; in?: string; required?: boolean; example?: unknown }>
  }
}
const spec = loadSpec()
const guarded = spec.operations.filter((op) => !op.isPublic)
const permissioned = guarded.filter((op) => op.permission)
const reads = guarded.filter((op) => op.method === 'GET')
/** The demo users of the README (zhagnxiao is frozen and cannot sign in). */
const DEMO_USERS = ['admin', 'jeecg', 'zhangsan', 'hr01', 'qc01', 'cnt01'] as const
/**
 * Reads any signed-in user may call (openapi/source/permissions.ts OPEN_READS): the shell of a user with no
 * role (menus, own account, departments, notices), dictionaries and form helpers, the home page's figures.
 */
const OPEN_READS = new Set([
  '/sys/permission/getUserPermissionByToken',
  '/sys/user/getCurrentUserDeparts',
  '/sys/sysDepart/queryMyDeptTreeList',
  '/sys/user/account/profile',
  '/sys/user/account/bindings',
  '/sys/user/account/settings',
  '/user/info',
  '/sys/dict/getDictItems/{dictCode}',
  '/sys/dict/queryAllDictItems',
  '/sys/dict/refleshCache',
  '/sys/dict/loadDict/{dictCode}',
  '/sys/dict/loadDictItem/{dictCode}',
  '/sys/category/rootList',
  '/sys/category/childList',
  '/sys/category/getChildListBatch',
  '/sys/category/loadTreeData',
  '/sys/category/loadTreeRoot',
  '/sys/duplicate/check',
  '/sys/checkRule/checkByCode',
  '/sys/thirdApp/getEnabledType',
  '/sys/annountCement/listByUser',
  '/sys/annountCement/queryById',
  '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  '/sys/loginfo',
  '/sys/visitInfo',
  '/sys/dashboard/moduleFigures',
  '/sys/dashboard/workplace',
  '/sys/dashboard/moduleCharts',
  // Upstream's helpers of every form and notice reader, and the workplace of the upstream client's demo pages.
  '/sys/dict/getDictText/{dictCode}/{key}',
  '/sys/dict/loadDictOrderByValue/{dictCode}',
  '/sys/dict/loadTreeData',
  '/sys/annountCement/syncNotic',
  '/mock/api/list/search/projects',
  '/mock/api/workplace/activity',
  '/mock/api/workplace/teams',
  '/mock/api/workplace/radar',
])
const root = mkdtempSync(join(tmpdir(), 'erp-access-'))
const dataDir = join(root, 'data')
let server: RunningServer
let live = ''
/** jeecg: signed in, active, and holding no role at all. */
let roleless = ''
const tokens: Record<'none' | 'expired' | 'forged', string | null> = {
  none: null,
  expired: null,
  forged: null,
}
const counts = {
  requests: 0,
  tokenRefusals: 0,
  schemaRefusals: 0,
  permissionRequests: 0,
  permissionRefusals: 0,
}

async function signIn(username: string): Promise<string> {
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password: '123456' }),
  })
  return ((await response.json()) as { result: { token: string } }).result.token
}

async function call(token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${server.apiUrl}${url}`, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return {
    status: response.status,
    answer: (await response.json()) as {
      success?: boolean
      code?: number
      message?: string
      result?: unknown
    },
  }
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir, staticDir: null })
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  live = ((await response.json()) as { result: { token: string } }).result.token
  roleless = await signIn('jeecg')
  const claims = decodeJwt(live)
  const sign = (key: Uint8Array, expires: number) =>
    new SignJWT({ username: claims.username, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(expires - 3600)
      .setExpirationTime(expires)
      .sign(key)
  const now = Math.floor(Date.now() / 1000)
  tokens.expired = await sign(loadSecret(dataDir), now - 60)
  tokens.forged = await sign(new Uint8Array(32).fill(7), now + 3600)
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
  console.log(
    `access: ${guarded.length} operations × 3 token cases = ${counts.requests} requests refused ` +
      `(${counts.tokenRefusals} by the token check, ${counts.schemaRefusals} by the schema check first); ` +
      `${permissioned.length} operations asking a permission × a user without it = ` +
      `${counts.permissionRequests} requests: ${counts.permissionRefusals} refused by the permission check`,
  )
})

/**
 * Open reads whose table or column names carry their own permission (openapi/source/table-dicts.ts): the
 * permission of the declaration the example request names, if any.
 */
function declaredPermission(url: string): readonly string[] | undefined {
  const query = new URL(url, 'http://localhost').searchParams
  if (url.startsWith('/sys/duplicate/check'))
    return duplicateCheckOf(query.get('tableName') ?? '', query.get('fieldName') ?? '')?.permission
  if (url.startsWith('/sys/dict/loadTreeData'))
    return TABLE_DICTIONARIES.find(
      (entry) => entry.tree && entry.table === query.get('tableName') && entry.text === query.get('text'),
    )?.permission
  return undefined
}

function requestOf(path: string, method: string) {
  const raw = document.paths[path]?.[method.toLowerCase()] ?? {}
  const query = new URLSearchParams()
  for (const parameter of raw.parameters ?? []) {
    const resolved = parameter.$ref
      ? document.components.parameters[parameter.$ref.split('/').pop() ?? '']
      : parameter
    if (resolved?.in === 'query' && resolved.required && resolved.name)
      query.set(resolved.name, resolved.example === undefined ? '1' : String(resolved.example))
  }
  const json = raw.requestBody?.content?.['application/json']
  const url = `${path.replace(/\{(\w+)\}/g, 'sample')}${query.size ? `?${query}` : ''}`
  return { url, body: json ? JSON.stringify(json.example ?? {}) : undefined }
}

describe('every operation that needs a session refuses a missing, expired or forged token', () => {
  it.each(guarded.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const { url, body } = requestOf(op.path, op.method)
    for (const [kind, token] of Object.entries(tokens)) {
      const response = await fetch(`${server.apiUrl}${url}`, {
        method: op.method,
        headers: {
          ...(token ? { 'X-Access-Token': token } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body,
      })
      counts.requests += 1
      const answer = (await response.json()) as { message?: string; result?: unknown; status?: number }
      expect(answer.result ?? null, `${kind}: no data`).toBeNull()
      if (response.status === 400) {
        counts.schemaRefusals += 1
        continue
      }
      expect({ kind, status: response.status, message: answer.message }).toEqual({
        kind,
        status: 500,
        message: TOKEN_INVALID,
      })
      counts.tokenRefusals += 1
    }
  })

  it('reaches the token check for most operations, and the same request with the live token is answered', async () => {
    expect(counts.tokenRefusals).toBeGreaterThan(counts.requests * 0.8)
    const response = await fetch(`${server.apiUrl}/sys/user/list`, { headers: { 'X-Access-Token': live } })
    expect(((await response.json()) as { success: boolean }).success).toBe(true)
  })
})

describe('every operation that asks a permission refuses a signed-in user whose roles do not grant it', () => {
  it.each(permissioned.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const { url, body } = requestOf(op.path, op.method)
    const { status, answer } = await call(
      roleless,
      op.method,
      url,
      body === undefined ? undefined : JSON.parse(body),
    )
    counts.permissionRequests += 1
    expect(answer.result ?? null, 'no data').toBeNull()
    if (status === 400) {
      counts.schemaRefusals += 1
      return
    }
    expect({ status, code: answer.code, message: answer.message }).toEqual({
      status: 200,
      code: 510,
      message: NO_PERMISSION,
    })
    counts.permissionRefusals += 1
  })

  it('reaches the permission check for most of them', () => {
    expect(permissioned.length).toBeGreaterThan(300)
    expect(counts.permissionRefusals).toBeGreaterThan(permissioned.length * 0.8)
  })

  it('names only permissions the menu has, so an administrator can grant each one', async () => {
    const menu = await call(live, 'GET', '/sys/permission/list')
    const rows: Array<{ perms?: string | null; url?: string | null; children?: unknown[] }> = []
    const walk = (nodes: unknown) => {
      for (const node of (nodes as typeof rows | null) ?? []) {
        rows.push(node)
        walk(node.children)
      }
    }
    walk(menu.answer.result)
    const granted = new Set(rows.flatMap((row) => [row.perms, row.url]).filter(Boolean))
    const unknown = [...new Set(permissioned.flatMap((op) => op.permission ?? []))].filter(
      (value) => !granted.has(value),
    )
    expect(unknown).toEqual([])
  })

  it('answers a user whose role grants the button, and only that button', async () => {
    const qc = await signIn('qc01')
    const canteen = await signIn('cnt01')
    const brand = { name: `权限测试品牌${Date.now()}`, code: `P${Date.now() % 100000}` }
    const added = await call(qc, 'POST', '/qc/brand/add', brand)
    expect(added.answer).toMatchObject({ success: true })
    const refused = await call(canteen, 'POST', '/qc/brand/add', brand)
    expect(refused.answer).toMatchObject({ success: false, code: 510, message: NO_PERMISSION })
    // The HR manager may edit users (user:edit) but not add them (no user:add).
    const hr = await signIn('hr01')
    const example = requestOf('/sys/user/add', 'POST')
    const newUser = { ...(JSON.parse(example.body ?? '{}') as object), username: 'nobody' }
    const addUser = await call(hr, 'POST', example.url, newUser)
    expect(addUser.answer).toMatchObject({ success: false, code: 510 })
    const count = await call(live, 'GET', '/sys/user/list?username=nobody')
    expect((count.answer.result as { total: number }).total).toBe(0)
  })
})

describe('every read × every demo user: answered only when the user holds what the read names', () => {
  const held = new Map<string, Set<string>>()
  const demoTokens = new Map<string, string>()
  const tally = { answered: 0, refused: 0 }

  beforeAll(async () => {
    for (const username of DEMO_USERS) {
      const token = username === 'admin' ? live : username === 'jeecg' ? roleless : await signIn(username)
      demoTokens.set(username, token)
      const permissions = await call(token, 'GET', '/sys/permission/getUserPermissionByToken')
      const result = permissions.answer.result as {
        menu: Array<{ path?: string; children?: unknown[] }>
        auth: Array<{ action: string; type: string }>
      }
      const grants = new Set<string>()
      const walk = (nodes: unknown) => {
        for (const node of (nodes as Array<{ path?: string; children?: unknown[] }> | null) ?? []) {
          if (node.path) grants.add(node.path)
          walk(node.children)
        }
      }
      walk(result.menu)
      for (const entry of result.auth) for (const code of entry.action.split(',')) grants.add(code.trim())
      held.set(username, grants)
    }
  }, 60_000)

  afterAll(() => {
    console.log(
      `reads: ${reads.length} operations × ${DEMO_USERS.length} demo users: ` +
        `${tally.answered} answered, ${tally.refused} refused with 510`,
    )
  })

  it('every read of a business module or of system administration names what it needs', () => {
    const open = reads.filter((op) => !op.permission).map((op) => op.path)
    expect(open.filter((path) => !OPEN_READS.has(path))).toEqual([])
    expect(reads.length).toBeGreaterThan(150)
  })

  it.each(reads.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_name, op) => {
    const { url } = requestOf(op.path, op.method)
    for (const username of DEMO_USERS) {
      const { status, answer } = await call(demoTokens.get(username) ?? '', op.method, url).catch(() => ({
        status: 0,
        answer: {} as { code?: number; result?: unknown; message?: string },
      }))
      const grants = held.get(username) ?? new Set<string>()
      const permission = op.permission ?? declaredPermission(url)
      const allowed = !permission || permission.some((value) => grants.has(value))
      if (allowed) {
        expect({ username, refused: answer.code === 510 }).toEqual({ username, refused: false })
        tally.answered += 1
      } else if (status !== 400) {
        expect({ username, code: answer.code, data: answer.result ?? null }).toEqual({
          username,
          code: 510,
          data: null,
        })
        tally.refused += 1
      }
    }
  })

  it('refuses the reads and answers the pages each role has', async () => {
    const token = (username: string) => demoTokens.get(username) ?? ''
    const code = async (username: string, url: string) => {
      const { answer } = await call(token(username), 'GET', url)
      return answer.success ? 'answered' : answer.code
    }
    for (const url of ['/hr/person/list', '/mtr/meter/list', '/cnt/card/list', '/sys/role/list'])
      expect({ url, code: await code('qc01', url) }).toEqual({ url, code: 510 })
    for (const url of ['/mtr/meter/list', '/qc/checkReport/list', '/sys/quartzJob/list'])
      expect({ url, code: await code('cnt01', url) }).toEqual({ url, code: 510 })
    for (const url of ['/sys/role/list', '/sys/quartzJob/list', '/sys/permission/list'])
      expect({ url, code: await code('hr01', url) }).toEqual({ url, code: 510 })
    for (const url of ['/hr/person/list', '/sys/user/list', '/qc/checkReport/list'])
      expect({ url, code: await code('jeecg', url) }).toEqual({ url, code: 510 })
    // Each role's own pages, and the cross reads of its pickers.
    expect(await code('hr01', '/hr/person/list')).toBe('answered')
    expect(await code('hr01', '/sys/user/list')).toBe('answered')
    expect(await code('qc01', '/qc/checkReport/list')).toBe('answered')
    expect(await code('cnt01', '/cnt/card/list')).toBe('answered')
    // Pickers read picker projections (issue 30 item 7): the full person and user lists are refused again.
    expect(await code('qc01', '/sys/user/pickerList')).toBe('answered')
    expect(await code('cnt01', '/hr/person/pickerList')).toBe('answered')
    expect(await code('qc01', '/sys/user/list')).toBe(510)
    expect(await code('cnt01', '/hr/person/list')).toBe(510)
    expect(await code('jeecg', '/sys/user/pickerList')).toBe(510)
    // The shell of a user with no role still draws.
    for (const url of [
      '/sys/permission/getUserPermissionByToken',
      '/sys/user/getCurrentUserDeparts',
      '/sys/dict/getDictItems/sex',
      '/sys/annountCement/listByUser',
      '/sys/dashboard/moduleFigures',
    ])
      expect({ url, code: await code('jeecg', url) }).toEqual({ url, code: 'answered' })
  })
})
