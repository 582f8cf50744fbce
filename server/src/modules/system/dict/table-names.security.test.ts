/**
 * Security suite (issue: no one reaches data their role does not give): every endpoint that takes a table,
 * column or field name, × names that are not declared (openapi/source/table-dicts.ts), × every demo user,
 * is refused; every declared use keeps working for the role that owns it, and only for it. The issue's rows 1–4
 * (a user of no role reading resident IDs, the data source password and ~45 tables' columns through the table
 * dictionaries; a tenant-confined HR manager reading another tenant's person) are each a test here.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DUPLICATE_CHECKS, duplicateCheckOf, TABLE_DICTIONARIES } from '@erp/openapi/table-dicts'
import { residentIdCheck } from '@erp/openapi/resident-id'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIds } from '../../../db/seed-ids'
import { NO_PERMISSION } from '../../../http/envelope'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { CHECK_NOT_DECLARED, DICT_CODE_MALFORMED, DICT_NOT_DECLARED, TREE_NOT_DECLARED } from './table-dicts'

const root = mkdtempSync(join(tmpdir(), 'erp-table-names-'))
let server: RunningServer
const DEMO_USERS = ['admin', 'hr01', 'qc01', 'cnt01', 'jeecg', 'zhangsan'] as const
type Caller = (typeof DEMO_USERS)[number] | 'tenantHr'
const tokens = new Map<Caller, string>()

interface Answer {
  status: number
  text: string
  body: { success?: boolean; code?: number; message?: string; result?: unknown }
}

async function call(
  caller: Caller,
  url: string,
  init: { method?: string; body?: unknown; tenant?: string } = {},
) {
  const response = await fetch(`${server.apiUrl}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Access-Token': tokens.get(caller) ?? '',
      ...(init.tenant ? { tenant_id: init.tenant } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, text, body: JSON.parse(text) as Answer['body'] } satisfies Answer
}

async function signIn(username: string, password = '123456') {
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  const answer = (await response.json()) as { result: { token: string } | null; message: string }
  if (!answer.result) throw new Error(`${username} cannot sign in: ${answer.message}`)
  return answer.result.token
}

const enc = encodeURIComponent

/** Each endpoint that takes table or column names, as a request for `table,text,code` (code doubles as pid). */
const ENDPOINTS: Record<string, (table: string, text: string, code: string) => string> = {
  loadDict: (table, text, code) =>
    `/sys/dict/loadDict/${enc(`${table},${text},${code}`)}?keyword=&pageSize=3`,
  loadDictItem: (table, text, code) =>
    `/sys/dict/loadDictItem/${enc(`${table},${text},${code}`)}?key=1,admin`,
  loadDictOrderByValue: (table, text, code) =>
    `/sys/dict/loadDictOrderByValue/${enc(`${table},${text},${code}`)}?keyword=a&pageSize=3`,
  getDictItems: (table, text, code) => `/sys/dict/getDictItems/${enc(`${table},${text},${code}`)}`,
  loadTreeData: (table, text, code) =>
    `/sys/dict/loadTreeData?tableName=${enc(table)}&text=${enc(text)}&code=${enc(code)}&pidField=${enc(code)}&pid=`,
  duplicateCheck: (table, text) =>
    `/sys/duplicate/check?tableName=${enc(table)}&fieldName=${enc(text)}&fieldVal=admin`,
}

/** Names no form reads: secrets, personal data, logs, money, and SQL smuggled into a name. */
const UNDECLARED: readonly (readonly [string, string, string])[] = [
  ['sys_data_source', 'db_password', 'code'],
  ['sys_data_source', 'db_username', 'code'],
  ['sys_data_source', 'db_url', 'code'],
  ['hr_person', 'id_card', 'realname'],
  ['hr_person', 'realname', 'id'],
  ['sys_user', 'phone', 'username'],
  ['sys_user', 'password', 'username'],
  ['sys_user', 'salt', 'username'],
  ['rec_candidate', 'phone', 'name'],
  ['sys_sms', 'es_content', 'es_receiver'],
  ['cnt_card', 'balance', 'card_no'],
  ['att_leave', 'reason', 'id'],
  ['sys_log', 'ip', 'id'],
  ['sys_role', 'role_name', 'role_code'],
  ['auth_session', 'id', 'id'],
  ['pg_user', 'usename', 'usesysid'],
  ['sys_user', 'realname', "username' OR '1'='1"],
  ['sys_user; DROP TABLE sys_user', 'realname', 'username'],
  ['sys_user', '(SELECT password FROM sys_user LIMIT 1)', 'username'],
  ['sys_user', 'realname', 'username--'],
  ['"sys_user"', 'realname', 'username'],
]

/** The refusals an undeclared name may get (or a declared one, to a caller without its permission): never data. */
const REFUSALS = [
  DICT_NOT_DECLARED,
  DICT_CODE_MALFORMED,
  TREE_NOT_DECLARED,
  CHECK_NOT_DECLARED,
  NO_PERMISSION,
]

const expectRefused = (answer: Answer, what: string) => {
  expect(answer.body.success, `${what}: ${answer.text}`).toBe(false)
  expect(answer.body.result ?? null, what).toBeNull()
  if (answer.status === 200) expect(REFUSALS, `${what}: ${answer.text}`).toContain(answer.body.message)
  else expect(answer.status, what).toBe(400)
}

/** A resident ID number with a valid check digit, from its first 17 digits. */
const residentId = (first17: string) => `${first17}${residentIdCheck(first17)}`
const tenantTwoPerson = {
  workNo: 'T2SEC01',
  realname: '二厂保密员工',
  idCard: residentId('11010519700501661'),
}
let tenantTwoPersonId = ''

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  for (const username of DEMO_USERS) tokens.set(username, await signIn(username))
  // The issue's row 4: an HR manager confined to tenant 1, and a person of tenant 2.
  const added = await call('admin', '/sys/user/add', {
    method: 'POST',
    body: {
      username: 'tenant1_hr',
      password: 'Abc12345',
      confirmpassword: 'Abc12345',
      realname: '一厂人事',
      workNo: 'T1HR01',
      relTenantIds: '1',
      selectedroles: seedIds.roleHr,
    },
  })
  expect(added.body.success, added.text).toBe(true)
  tokens.set('tenantHr', await signIn('tenant1_hr', 'Abc12345'))
  const person = await call('admin', '/hr/person/add', { method: 'POST', body: tenantTwoPerson, tenant: '2' })
  expect(person.body.success, person.text).toBe(true)
  const listed = await call('admin', `/hr/person/list?workNo=${tenantTwoPerson.workNo}`, { tenant: '2' })
  tenantTwoPersonId = (listed.body.result as { records: { id: string }[] }).records[0]?.id ?? ''
  expect(tenantTwoPersonId).not.toBe('')
}, 180_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('names that are not declared are refused, to every demo user, on every endpoint', () => {
  for (const [endpoint, url] of Object.entries(ENDPOINTS))
    it(`${endpoint}: ${UNDECLARED.length} undeclared names × ${DEMO_USERS.length} users`, async () => {
      for (const caller of DEMO_USERS)
        for (const [table, text, code] of UNDECLARED) {
          // The user form checks that a phone is free (a declared check, tested below with its permission).
          if (endpoint === 'duplicateCheck' && duplicateCheckOf(table, text)) continue
          const answer = await call(caller, url(table, text, code))
          expectRefused(answer, `${caller} ${endpoint} ${table},${text},${code}`)
        }
    }, 120_000)

  it('a condition after the declared code is refused (upstream spliced it into SQL)', async () => {
    for (const condition of ['1=1', "username!='admin' order by create_time", '1=1) UNION SELECT password']) {
      const code = enc(`sys_user,realname,username,${condition}`)
      for (const url of [`/sys/dict/loadDict/${code}?keyword=`, `/sys/dict/loadDictItem/${code}?key=admin`])
        expectRefused(await call('admin', url), `${url}`)
    }
  })
})

describe('the issue’s rows 1–4, as the tester tried them', () => {
  it('row 1: jeecg (no role) reads no resident ID through loadDict/hr_person,id_card,realname', async () => {
    const answer = await call('jeecg', `/sys/dict/loadDict/${enc('hr_person,id_card,realname')}?pageSize=3`)
    expectRefused(answer, 'row 1')
    expect(answer.text).not.toMatch(/\d{17}[\dX]/)
  })

  it('row 2: jeecg reads no data source password, user name or URL', async () => {
    const stored = await call('admin', '/sys/dataSource/list?pageSize=50')
    const sources = (stored.body.result as { records: Record<string, unknown>[] }).records
    for (const column of ['db_password', 'db_username', 'db_url']) {
      const answer = await call('jeecg', `/sys/dict/loadDict/${enc(`sys_data_source,${column},code`)}`)
      expectRefused(answer, `row 2 ${column}`)
      for (const source of sources) expect(answer.text).not.toContain(`"value":"${String(source.code)}"`)
    }
  })

  it('row 3: jeecg reaches no other table through any table-name endpoint', async () => {
    const tables: readonly (readonly [string, string, string])[] = [
      ['sys_user', 'phone', 'username'],
      ['rec_candidate', 'phone', 'name'],
      ['sys_sms', 'es_content', 'es_receiver'],
      ['cnt_card', 'balance', 'card_no'],
      ['att_leave', 'reason', 'id'],
      ['rec_requisition', 'salary_max', 'id'],
      ['sys_log', 'ip', 'id'],
    ]
    for (const [endpoint, url] of Object.entries(ENDPOINTS))
      for (const [table, text, code] of tables)
        expectRefused(await call('jeecg', url(table, text, code)), `row 3 ${endpoint} ${table}.${text}`)
  })

  it('row 4: an HR manager of tenant 1 reads no tenant-2 person through loadDictItem', async () => {
    for (const [code, key] of [
      ['hr_person,id_card,realname', tenantTwoPerson.realname],
      ['hr_person,realname,id', tenantTwoPersonId],
      ['hr_person,id_card,id', tenantTwoPersonId],
    ] as const) {
      const answer = await call('tenantHr', `/sys/dict/loadDictItem/${enc(code)}?key=${enc(key)}`)
      expectRefused(answer, `row 4 ${code}`)
      expect(answer.text).not.toContain(tenantTwoPerson.idCard)
      expect(answer.text).not.toContain(tenantTwoPerson.realname)
    }
    // The list, for comparison, does not show the person either: the tenant filter of the dictionaries is the list's.
    const list = await call('tenantHr', `/hr/person/list?workNo=${tenantTwoPerson.workNo}`)
    expect((list.body.result as { total: number }).total).toBe(0)
  })
})

describe('the declared uses keep working for the roles that own them, and only for them', () => {
  it('every declared table dictionary answers admin on each of its endpoints', async () => {
    for (const dict of TABLE_DICTIONARIES) {
      const code = enc(dict.dictCode)
      for (const url of [
        `/sys/dict/loadDict/${code}?keyword=`,
        `/sys/dict/loadDictItem/${code}?key=x`,
        `/sys/dict/loadDictOrderByValue/${code}?keyword=`,
        `/sys/dict/getDictItems/${code}`,
        ...(dict.tree
          ? [
              `/sys/dict/loadTreeData?tableName=${dict.table}&text=${dict.text}&code=${dict.code}&pidField=${dict.tree.pidField}&pid=0${dict.tree.hasChildField ? `&hasChildField=${dict.tree.hasChildField}` : ''}&condition=`,
            ]
          : []),
      ]) {
        const answer = await call('admin', url)
        expect(answer.body, `${url}: ${answer.text}`).toMatchObject({ success: true })
        expect(Array.isArray(answer.body.result), url).toBe(true)
      }
    }
  })

  it('the user dictionary (sys_user,realname,username) answers the user page’s holders, 510 to the others', async () => {
    const url = `/sys/dict/loadDict/${enc('sys_user,realname,username')}?keyword=${enc('管理')}`
    for (const caller of ['admin', 'hr01'] as const)
      expect((await call(caller, url)).body.result, caller).toEqual([
        { value: 'admin', text: '管理员', title: '管理员' },
      ])
    for (const caller of ['qc01', 'cnt01', 'jeecg', 'zhangsan'] as const)
      expect((await call(caller, url)).body, caller).toMatchObject({
        success: false,
        code: 510,
        message: NO_PERMISSION,
        result: null,
      })
  })

  it('the category tree and its texts (upstream 分类字典 form) answer admin, 510 to a user of no role', async () => {
    const tree =
      '/sys/dict/loadTreeData?tableName=sys_category&text=name&code=id&pidField=pid&hasChildField=has_child&pid=0&condition='
    const roots = (await call('admin', tree)).body.result as { title: string; key: string }[]
    expect(roots.map((node) => node.title)).toContain('物料')
    const material = roots.find((node) => node.title === '物料')
    const texts = await call(
      'admin',
      `/sys/dict/loadDictItem/${enc('sys_category,name,id')}?key=${material?.key ?? ''}`,
    )
    expect(texts.body.result).toEqual(['物料'])
    for (const url of [
      tree,
      `/sys/dict/loadDictItem/${enc('sys_category,name,id')}?key=${material?.key ?? ''}`,
    ])
      expect((await call('jeecg', url)).body).toMatchObject({ success: false, code: 510, result: null })
  })

  it('every declared duplicate check answers admin; a taken and a free value tell apart', async () => {
    for (const check of DUPLICATE_CHECKS) {
      const answer = await call(
        'admin',
        `/sys/duplicate/check?tableName=${check.table}&fieldName=${check.field}&fieldVal=${enc('没有这个值-zz')}`,
      )
      expect(answer.body, `${check.table}.${check.field}: ${answer.text}`).toMatchObject({
        success: true,
        message: '该值可用！',
      })
    }
  })

  it('菜单管理 → 新增按钮: a new 授权标识 is free, an existing one is taken (sys_permission.perms)', async () => {
    const check = (value: string, caller: Caller = 'admin') =>
      call(caller, `/sys/duplicate/check?tableName=sys_permission&fieldName=perms&fieldVal=${enc(value)}`)
    expect((await check('system:permission:brandNew')).body).toMatchObject({
      success: true,
      message: '该值可用！',
    })
    expect((await check('user:add')).body).toMatchObject({
      success: false,
      message: '该值不可用，系统中已存在！',
    })
    for (const caller of ['hr01', 'jeecg'] as const)
      expect((await check('user:add', caller)).body, caller).toMatchObject({ success: false, code: 510 })
  })

  it('the user form’s checks answer its editors (hr01 holds user:edit), 510 to the others', async () => {
    const url = '/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=admin'
    for (const caller of ['admin', 'hr01'] as const)
      expect((await call(caller, url)).body, caller).toMatchObject({
        success: false,
        message: '该值不可用，系统中已存在！',
      })
    for (const caller of ['qc01', 'cnt01', 'jeecg', 'zhangsan'] as const)
      expect((await call(caller, url)).body, caller).toMatchObject({ success: false, code: 510 })
  })
})
