import { describe, expect, it } from 'vitest'
import { systemTestServer } from '../system-server.test-helper'

const { call, callAs, tokenOf } = systemTestServer('pickers')

describe('picker projections (issue 30 item 7)', () => {
  it("gives the canteen's card holder picker id, name, work number and department, and nothing else", async () => {
    const cnt01 = await tokenOf('cnt01')
    const picked = await callAs(cnt01, 'GET', '/hr/person/pickerList')
    expect(picked.body.success).toBe(true)
    const people = picked.body.result as Array<Record<string, unknown>>
    expect(people.length).toBeGreaterThan(0)
    for (const person of people)
      expect(Object.keys(person).sort()).toEqual(['departId', 'departName', 'id', 'realname', 'workNo'])
    const workNos = people.map((person) => String(person.workNo))
    expect(workNos).toEqual([...workNos].sort())
    const name = String(people[0]?.realname)
    const filtered = (
      await callAs(cnt01, 'GET', `/hr/person/pickerList?realname=${encodeURIComponent(name)}`)
    ).body.result as Array<{ realname: string }>
    expect(filtered.length).toBeGreaterThan(0)
    expect(filtered.every((person) => person.realname.includes(name))).toBe(true)
    // The full list, with its ID numbers and phones, is not the canteen's any more.
    expect((await callAs(cnt01, 'GET', '/hr/person/list')).body.code).toBe(510)
  })

  it('gives the QC and repair pickers users as a picker shows them, by role when asked', async () => {
    const qc01 = await tokenOf('qc01')
    const all = (await callAs(qc01, 'GET', '/sys/user/pickerList')).body.result as Array<
      Record<string, unknown>
    >
    expect(all.map((user) => user.username)).toEqual(expect.arrayContaining(['admin', 'qc01', 'rep01']))
    for (const user of all)
      expect(Object.keys(user).sort()).toEqual(['departName', 'id', 'realname', 'username', 'workNo'])
    expect(all.find((user) => user.username === 'qc01')).toMatchObject({
      realname: '质检李工',
      workNo: '00012',
    })
    const inspectors = (await callAs(qc01, 'GET', '/sys/user/pickerList?roleCode=qc_inspector')).body
      .result as Array<{ username: string }>
    expect(inspectors.map((user) => user.username)).toEqual(['qc01'])
    expect((await callAs(qc01, 'GET', '/sys/user/list')).body.code).toBe(510)
    // A user without a page that picks users is refused the projection too.
    expect((await callAs(await tokenOf('jeecg'), 'GET', '/sys/user/pickerList')).body.code).toBe(510)
    expect((await call('GET', '/sys/user/pickerList')).body.success).toBe(true)
  })
})
