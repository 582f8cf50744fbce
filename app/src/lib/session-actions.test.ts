import { describe, expect, it } from 'vitest'
import { loginPathFor, redirectTarget } from './session-actions'

describe('redirect handling (SPEC §2 guard)', () => {
  it('builds the login path with the wanted path as redirect query', () => {
    expect(loginPathFor('/isystem/user?page=2')).toBe('/user/login?redirect=%2Fisystem%2Fuser%3Fpage%3D2')
  })

  it('returns to the redirect target after sign-in', () => {
    expect(redirectTarget('?redirect=%2Fisystem%2Fuser%3Fpage%3D2')).toBe('/isystem/user?page=2')
  })

  it('falls back to the dashboard without a redirect', () => {
    expect(redirectTarget('')).toBe('/dashboard/analysis')
  })

  it('refuses off-site redirects', () => {
    expect(redirectTarget('?redirect=https%3A%2F%2Fevil.example')).toBe('/dashboard/analysis')
    expect(redirectTarget('?redirect=%2F%2Fevil.example')).toBe('/dashboard/analysis')
  })
})
