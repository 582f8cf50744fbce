import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from './password'

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('123456')
    expect(await verifyPassword('123456', stored)).toBe(true)
    expect(await verifyPassword('1234567', stored)).toBe(false)
  })

  it('stores scrypt with a random salt, never the password', async () => {
    const a = await hashPassword('123456')
    const b = await hashPassword('123456')
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/)
    expect(a).not.toBe(b)
    expect(a).not.toContain('123456')
  })

  it('refuses malformed stored values', async () => {
    expect(await verifyPassword('123456', 'cb362cfeefbf3d8d')).toBe(false)
    expect(await verifyPassword('123456', 'scrypt$1$2')).toBe(false)
  })
})
