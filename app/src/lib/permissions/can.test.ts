import { describe, expect, it } from 'vitest'
import { can, type AccessContext } from './can'

const allAuth: AccessContext['allAuth'] = [
  { action: 'user:add', type: '1', status: '1' },
  { action: 'user:edit', type: '1', status: '1' },
  { action: 'user:export', type: '1', status: '0' },
  { action: 'user:form:birthday', type: '2', status: '1' },
  { action: 'user:form:phone', type: '2', status: '0' },
]

const admin: AccessContext = {
  auth: [
    { action: 'user:add', type: '1' },
    { action: 'user:edit,user:sex', type: '1' },
    { action: 'user:form:birthday', type: '2' },
  ],
  allAuth,
}
const clerk: AccessContext = { auth: [{ action: 'user:edit', type: '1' }], allAuth }
const nobody: AccessContext = { auth: [], allAuth }

describe('can() — button permissions (type 1, docs/spec.md §6)', () => {
  it('shows a button whose action the user holds', () => {
    expect(can('user:add', admin)).toBe(true)
    expect(can('user:add', clerk)).toBe(false)
  })

  it('splits comma-separated actions', () => {
    expect(can('user:sex', admin)).toBe(true)
  })

  it('keeps a button whose system rule is switched off (status 0)', () => {
    expect(can('user:export', clerk)).toBe(true)
    expect(can('user:export', nobody)).toBe(true)
  })

  it('removes everything else when the user has no button entries', () => {
    expect(can('user:edit', nobody)).toBe(false)
  })

  it('a code configured nowhere is removed', () => {
    expect(can('unknown:code', admin)).toBe(false)
  })

  it('type-2 entries of the user never show a button', () => {
    expect(
      can('user:form:birthday', { auth: [{ action: 'user:form:birthday', type: '2' }], allAuth: [] }),
    ).toBe(false)
  })

  it('form data permissions are checked first (process nodes)', () => {
    expect(can('user:add', { ...clerk, formPermissions: [{ action: 'user:add', type: '1' }] })).toBe(true)
    expect(can('user:add', { ...clerk, formPermissions: [{ action: 'user:add', type: '2' }] })).toBe(false)
  })
})

describe('can(…, "2") — data permissions (type 2, docs/spec.md §6)', () => {
  it("allows what the user's own type-2 list contains", () => {
    expect(can('user:form:birthday', admin, '2')).toBe(true)
  })

  it('an active rule the user lacks forbids', () => {
    expect(can('user:form:birthday', clerk, '2')).toBe(false)
  })

  it('an authorization entry with status 0 forbids', () => {
    expect(can('user:form:phone', admin, '2')).toBe(false)
    expect(can('user:form:phone', nobody, '2')).toBe(false)
  })

  it('with no type-2 entries of the user, the authorization list alone decides', () => {
    expect(can('user:form:birthday', nobody, '2')).toBe(false)
    expect(can('not:configured', nobody, '2')).toBe(true)
  })
})
