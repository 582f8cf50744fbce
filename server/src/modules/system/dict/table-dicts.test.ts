/**
 * A declared table dictionary over a table of business rows reads as that table's list does: only the request's
 * tenant, and masked for a caller without the entity's view-sensitive permission. No form reads hr_person through
 * a table dictionary today, so this file declares two for itself (vi.mock of the declarations).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as TableDicts from '@erp/openapi/table-dicts'
import type { TableDictionary } from '@erp/openapi/table-dicts'
import { residentIdCheck } from '@erp/openapi/resident-id'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seedIds } from '../../../db/seed-ids'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'

vi.mock('@erp/openapi/table-dicts', async (importOriginal) => {
  const actual = await importOriginal<typeof TableDicts>()
  const extra: TableDictionary[] = ['realname', 'id_card'].map((text) => ({
    dictCode: `hr_person,${text},id`,
    table: 'hr_person',
    text,
    code: 'id',
    permission: ['/hr/person', '/cnt/card'],
    usedBy: 'this test',
  }))
  const all = [...actual.TABLE_DICTIONARIES, ...extra]
  return {
    ...actual,
    TABLE_DICTIONARIES: all,
    tableDictionaryOf: (dictCode: string) => all.find((entry) => entry.dictCode === dictCode),
  }
})

const root = mkdtempSync(join(tmpdir(), 'erp-table-dicts-'))
let server: RunningServer
const tokens = new Map<string, string>()

async function call(
  username: string,
  url: string,
  init: { method?: string; body?: unknown; tenant?: string } = {},
) {
  const response = await fetch(`${server.apiUrl}${url}`, {
    method: init.method ?? 'GET',
    headers: {
      'X-Access-Token': tokens.get(username) ?? '',
      ...(init.tenant ? { tenant_id: init.tenant } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  return (await response.json()) as { success: boolean; code: number; message: string; result: unknown }
}

async function signIn(username: string, password = '123456') {
  const response = await fetch(`${server.apiUrl}/sys/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  tokens.set(username, ((await response.json()) as { result: { token: string } }).result.token)
}

const residentId = (first17: string) => `${first17}${residentIdCheck(first17)}`
const people = {
  one: { workNo: 'TD-T1', realname: '一厂字典员工', idCard: residentId('11010519800101123'), tenant: '1' },
  two: { workNo: 'TD-T2', realname: '二厂字典员工', idCard: residentId('11010519800202123'), tenant: '2' },
}
const ids: Record<keyof typeof people, string> = { one: '', two: '' }

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  await signIn('admin')
  for (const [key, person] of Object.entries(people) as [keyof typeof people, (typeof people)['one']][]) {
    const { tenant, ...body } = person
    expect(await call('admin', '/hr/person/add', { method: 'POST', body, tenant })).toMatchObject({
      success: true,
    })
    const listed = await call('admin', `/hr/person/list?workNo=${person.workNo}`, { tenant })
    ids[key] = (listed.result as { records: { id: string }[] }).records[0]?.id ?? ''
  }
  const added = await call('admin', '/sys/user/add', {
    method: 'POST',
    body: {
      username: 'td_tenant1_hr',
      password: 'Abc12345',
      confirmpassword: 'Abc12345',
      realname: '一厂人事',
      workNo: 'TDHR01',
      relTenantIds: '1',
      selectedroles: seedIds.roleHr,
    },
  })
  expect(added).toMatchObject({ success: true })
  await signIn('td_tenant1_hr', 'Abc12345')
  await signIn('cnt01')
  await signIn('jeecg')
}, 180_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

const texts = (username: string, text: string, keys: string[]) =>
  call(username, `/sys/dict/loadDictItem/${encodeURIComponent(`hr_person,${text},id`)}?key=${keys.join(',')}`)

describe('a declared dictionary over a tenant’s rows', () => {
  it('answers a tenant-1 user the tenant-1 person only, as the list does; admin (no tenant) both', async () => {
    expect((await texts('td_tenant1_hr', 'realname', [ids.one, ids.two])).result).toEqual([
      people.one.realname,
    ])
    const search = await call(
      'td_tenant1_hr',
      `/sys/dict/loadDict/${encodeURIComponent('hr_person,realname,id')}?keyword=${encodeURIComponent('厂字典员工')}`,
    )
    expect(search.result).toEqual([{ value: ids.one, text: people.one.realname, title: people.one.realname }])
    expect((await texts('admin', 'realname', [ids.one, ids.two])).result).toEqual([
      people.one.realname,
      people.two.realname,
    ])
    // Admin working in tenant 2 (the header) sees tenant 2's.
    const inTwo = await call(
      'admin',
      `/sys/dict/loadDictItem/${encodeURIComponent('hr_person,realname,id')}?key=${ids.one},${ids.two}`,
      {
        tenant: '2',
      },
    )
    expect(inTwo.result).toEqual([people.two.realname])
  })

  it('masks the resident ID for a caller without hr:person:sensitive (cnt01); the HR manager sees it', async () => {
    expect((await texts('cnt01', 'id_card', [ids.one])).result).toEqual([
      `${people.one.idCard.slice(0, 6)}********${people.one.idCard.slice(-4)}`,
    ])
    expect((await texts('td_tenant1_hr', 'id_card', [ids.one])).result).toEqual([people.one.idCard])
  })

  it('refuses a caller of neither page with code 510', async () => {
    expect(await texts('jeecg', 'realname', [ids.one])).toMatchObject({
      success: false,
      code: 510,
      result: null,
    })
  })
})
