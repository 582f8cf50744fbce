/**
 * The contract's examples are safe to send to a demo server (openapi/source/demo-records.ts): reads name seeded
 * records that exist; every delete, and every write that touches users, roles, departments or rights, changes
 * nothing when sent as its example says. A tool that sends every example (Dredd, Schemathesis's examples phase,
 * a "try it" button) leaves the demo as it found it and the administrator with all its rights.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../db/database'
import { startServer, type RunningServer } from '../start'
import { seededDataDir } from '../test-support/seeded-data-dir.test-helper'

type Json = Record<string, unknown>
interface Parameter {
  name: string
  in: string
  required?: boolean
  example?: unknown
}
interface Operation {
  operationId: string
  parameters?: (Parameter | { $ref: string })[]
  requestBody?: { content?: Record<string, { example?: unknown }> }
}

const spec = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('@erp/openapi/openapi.json'), 'utf8'),
) as { paths: Record<string, Record<string, Operation>> } & Json

const resolve = (node: Parameter | { $ref: string }): Parameter =>
  '$ref' in node
    ? (node.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Json)[key], spec) as Parameter)
    : node

const root = mkdtempSync(join(tmpdir(), 'erp-example-safety-'))
const dataDir = join(root, 'data')

/** Rows that say who is who and who may do what; compared whole before and after. */
const RIGHTS: Record<string, string> = {
  sys_user: 'id, username, realname, status, del_flag',
  sys_role: 'id, role_code, role_name',
  sys_depart: 'id, parent_id, depart_name, org_code, del_flag',
  sys_depart_role: 'id, depart_id, role_code, role_name',
  sys_role_permission: 'role_id, permission_id, data_rule_ids',
  sys_user_role: 'user_id, role_id',
  sys_user_depart: 'user_id, dep_id',
  sys_depart_permission: 'depart_id, permission_id',
  sys_depart_role_permission: 'role_id, permission_id',
  sys_depart_role_user: 'user_id, drole_id',
  sys_permission: 'id, parent_id, name, perms',
}
/**
 * Tables a session writes to whatever it does (sign-ins, logs, live notices, job firings), and the caller's own
 * preferences (the account settings examples store the signed-in user's menu theme and notices).
 */
const BOOKKEEPING = /log|^auth_|^live_message$|firing|^sys_user_setting$/

async function snapshot(): Promise<Json> {
  const db = await openDatabase(dataDir)
  try {
    const out: Json = {}
    const tables = await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
    for (const { name } of tables.filter((table) => !BOOKKEEPING.test(table.name))) {
      const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`)
      out[`${name} rows`] = row?.n
    }
    for (const [table, columns] of Object.entries(RIGHTS))
      out[table] = await db.query(`SELECT ${columns} FROM ${table} ORDER BY ${columns}`)
    return out
  } finally {
    await db.close()
  }
}

let server: RunningServer | undefined
async function start(): Promise<RunningServer> {
  server = await startServer({ port: 0, dataDir, staticDir: null, loginLimits: false })
  return server
}
/** Closes the running server, so the test can open its database (the reads leave it running for the writes). */
async function stop(): Promise<void> {
  await server?.close()
  server = undefined
}

async function signIn(api: string, username: string, password = '123456'): Promise<string | null> {
  const response = await fetch(`${api}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  const body = (await response.json()) as { success: boolean; result: { token: string } | null }
  return body.success ? (body.result?.token ?? null) : null
}

/** The request an operation's examples make: required query parameters, path parameters and the JSON body. */
function exampleRequest(path: string, method: string, op: Operation): { url: string; init: RequestInit } {
  let url = path
  const query = new URLSearchParams()
  for (const parameter of (op.parameters ?? []).map(resolve)) {
    if (parameter.example === undefined) continue
    if (parameter.in === 'path')
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(parameter.example)))
    else if (parameter.in === 'query' && parameter.required)
      query.set(parameter.name, String(parameter.example))
  }
  const body = op.requestBody?.content?.['application/json']?.example
  return {
    url: `${url}${query.size ? `?${query}` : ''}`,
    init: {
      method: method.toUpperCase(),
      headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  }
}

/** Writes about users, roles, departments and rights (adds and imports create rows by design: left out). */
const RIGHTS_PATH = /^\/sys\/(user|role|permission|sysDepart|sysDepartRole|sysDepartPermission)\//
const ADDS = /\/(add|importExcel|addPermissionRule)$/

const operations = Object.entries(spec.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
    .map(([method, op]) => ({ path, method, op })),
)
const sent = operations.filter(
  ({ path, method, op }) =>
    method === 'delete' ||
    (method !== 'get' &&
      RIGHTS_PATH.test(path) &&
      !ADDS.test(path) &&
      !op.requestBody?.content?.['multipart/form-data']),
)

let before: Json
beforeAll(async () => {
  await seededDataDir(root, dataDir) // what a first start leaves: migrated and seeded
  before = await snapshot()
}, 240_000)

afterAll(async () => {
  await stop()
  rmSync(root, { recursive: true, force: true })
})

describe('the examples of openapi.yaml against a seeded demo server', () => {
  it('sends many deletes and rights writes', () => {
    expect(sent.filter(({ method }) => method === 'delete').length).toBeGreaterThan(90)
    const ids = sent.map(({ op }) => op.operationId)
    for (const id of ['permissionSaveForRole', 'permissionSaveForDepart', 'roleUserAdd', 'userFrozenBatch'])
      expect(ids).toContain(id)
  })

  it('reads a seeded record with the example of every queryById that names one', async () => {
    const running = server ?? (await start())
    const token = (await signIn(running.apiUrl, 'admin')) ?? ''
    const reads = operations.filter(
      ({ path, method, op }) =>
        method === 'get' &&
        path.endsWith('/queryById') &&
        !(op.parameters ?? [])
          .map(resolve)
          .some((p) => String(p.example).endsWith('dead') || p.example === 999999),
    )
    expect(reads.length).toBeGreaterThan(25)
    const missing: string[] = []
    for (const { path, method, op } of reads) {
      const { url } = exampleRequest(path, method, op)
      const response = await fetch(`${running.apiUrl}${url}`, { headers: { 'X-Access-Token': token } })
      const body = (await response.json()) as { success: boolean; message: string }
      if (!body.success) missing.push(`${url}: ${body.message}`)
    }
    expect(missing).toEqual([])
  }, 240_000)

  it('changes no row of consequence and leaves every account able to sign in', async () => {
    const running = server ?? (await start())
    const token = await signIn(running.apiUrl, 'admin')
    expect(token).toBeTruthy()
    const failures: string[] = []
    for (const { path, method, op } of sent) {
      const { url, init } = exampleRequest(path, method, op)
      const response = await fetch(`${running.apiUrl}${url}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), 'X-Access-Token': token ?? '' },
      })
      if (response.status >= 500) failures.push(`${method.toUpperCase()} ${url} → ${response.status}`)
    }
    // The examples are valid requests: answered (done or refused), never a failure of the server.
    expect(failures).toEqual([])
    for (const username of ['admin', 'jeecg', 'hr01'])
      expect(await signIn(running.apiUrl, username)).toBeTruthy()
    await stop()
    expect(await snapshot()).toEqual(before)
  }, 240_000)
})
