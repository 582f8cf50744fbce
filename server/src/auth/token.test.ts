import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { migratedDataDir } from '../test-support/seeded-data-dir.test-helper'
import {
  configuredSecret,
  configuredTokenTtl,
  DEFAULT_TOKEN_TTL_SECONDS,
  readToken,
  sharedSecret,
  signToken,
} from './token'

const root = mkdtempSync(join(tmpdir(), 'erp-token-'))
let db: Database

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

const key = Buffer.alloc(32, 7).toString('base64')

describe('the token key of several instances', () => {
  it('comes from TOKEN_SECRET or the file TOKEN_SECRET_FILE names, the same bytes either way', () => {
    const file = join(root, 'token.key')
    writeFileSync(file, `${key}\n`)
    const fromEnv = configuredSecret({ TOKEN_SECRET: key })
    expect(fromEnv).toEqual(new Uint8Array(Buffer.alloc(32, 7)))
    expect(configuredSecret({ TOKEN_SECRET_FILE: file })).toEqual(fromEnv)
    expect(configuredSecret({})).toBeNull()
    const phrase = 'a passphrase of well over thirty-two bytes'
    expect(configuredSecret({ TOKEN_SECRET: phrase })).toEqual(new Uint8Array(Buffer.from(phrase)))
  })

  it('refuses a key shorter than 32 bytes, saying how to make one', () => {
    expect(() => configuredSecret({ TOKEN_SECRET: 'short' })).toThrow(/at least 32 bytes.*openssl rand/)
  })

  it('is one key in the database when none is configured: every instance reads the first one made', async () => {
    const [first, second] = await Promise.all([sharedSecret(db), sharedSecret(db)])
    expect(first).toHaveLength(32)
    expect(second).toEqual(first)
    const token = await signToken(
      { username: 'admin', sid: 's1' },
      first ?? new Uint8Array(),
      new Date(Date.now() + 60_000),
    )
    expect(await readToken(token, await sharedSecret(db))).toEqual({ username: 'admin', sid: 's1' })
  })
})

describe('the token lifetime (TOKEN_TTL_SECONDS)', () => {
  it('is a setting of whole seconds, at least a minute; unset, the default of 7 days applies', () => {
    expect(configuredTokenTtl({})).toBeNull()
    expect(DEFAULT_TOKEN_TTL_SECONDS).toBe(7 * 24 * 3600)
    expect(configuredTokenTtl({ TOKEN_TTL_SECONDS: '28800' })).toBe(28_800)
    for (const bad of ['59', '1.5', '-600', '8h', '1e5'])
      expect(() => configuredTokenTtl({ TOKEN_TTL_SECONDS: bad }), bad).toThrow(/TOKEN_TTL_SECONDS/)
  })
})
