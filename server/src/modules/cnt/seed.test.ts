import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../../db/database'
import { migratedDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { seedHr } from '../hr/seed'
import { insertCntFixtures } from './pact-fixtures'
import { SEED_CARDS, seedCnt } from './seed'

/** The demo data of the canteen module on a fresh database: volume, speed and the balance invariant. */

const root = mkdtempSync(join(tmpdir(), 'erp-cnt-seed-'))
let db: Database
let seedMilliseconds = 0

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  await seedHr(db)
  const started = performance.now()
  await db.transaction((tx) => seedCnt(tx))
  seedMilliseconds = performance.now() - started
  console.log(`seedCnt: ${seedMilliseconds.toFixed(0)} ms`)
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the canteen demo data', () => {
  it('has the cards, a few lost or frozen, the four current prices and about ten thousand transactions', async () => {
    const [counts] = await db.query<{ cards: number; lost: number; frozen: number; transactions: number }>(
      `SELECT (SELECT count(*)::int FROM cnt_card) AS cards,
         (SELECT count(*)::int FROM cnt_card WHERE status = 'lost') AS lost,
         (SELECT count(*)::int FROM cnt_card WHERE status = 'frozen') AS frozen,
         (SELECT count(*)::int FROM cnt_transaction) AS transactions`,
    )
    expect(counts?.cards).toBe(SEED_CARDS)
    expect(counts?.lost).toBeGreaterThan(0)
    expect(counts?.frozen).toBeGreaterThan(0)
    expect(counts?.transactions).toBeGreaterThan(8000)
    expect(counts?.transactions).toBeLessThan(12000)
    const prices = await db.query<{ mealType: string; price: string }>(
      `SELECT meal_type AS "mealType", price::text AS price FROM cnt_meal_price
       WHERE effective_from <= current_date AND (effective_to IS NULL OR effective_to >= current_date)
       ORDER BY cnt_meal_price.price`,
    )
    expect(prices).toEqual([
      { mealType: 'breakfast', price: '3.00' },
      { mealType: 'night', price: '8.00' },
      { mealType: 'dinner', price: '10.00' },
      { mealType: 'lunch', price: '12.00' },
    ])
  })

  it('keeps every card balance equal to the sum of its signed transactions, never negative', async () => {
    const broken = await db.query(
      `SELECT c.card_no FROM cnt_card c
       LEFT JOIN cnt_transaction t ON t.card_id = c.id
       GROUP BY c.id, c.card_no, c.balance
       HAVING c.balance <> coalesce(sum(CASE WHEN t.type = 'meal' THEN -t.amount ELSE t.amount END), 0)
         OR c.balance < 0 OR min(t.balance_after) < 0`,
    )
    expect(broken).toEqual([])
    const [last] = await db.query<{ mismatched: number }>(
      `SELECT count(*)::int AS mismatched FROM cnt_card c
       JOIN LATERAL (SELECT balance_after FROM cnt_transaction t WHERE t.card_id = c.id
                     ORDER BY time DESC LIMIT 1) t ON TRUE
       WHERE t.balance_after <> c.balance`,
    )
    expect(last?.mismatched).toBe(0)
  })

  it('seeds only once', async () => {
    await seedCnt(db)
    const [{ cards } = { cards: 0 }] = await db.query<{ cards: number }>(
      'SELECT count(*)::int AS cards FROM cnt_card',
    )
    expect(cards).toBe(SEED_CARDS)
  })
  it('gives nobody two active cards, also with the contract fixtures on top (a unique index holds it)', async () => {
    const twice = `SELECT person_id FROM cnt_card WHERE status = 'active' GROUP BY person_id HAVING count(*) > 1`
    expect(await db.query(twice)).toEqual([])
    await insertCntFixtures(db)
    expect(await db.query(twice)).toEqual([])
    expect((await db.query(`SELECT 1 FROM cnt_card WHERE card_no = '00000002'`)).length).toBe(1)
    await expect(
      db.query(
        `INSERT INTO cnt_card (id, card_no, person_id, status) SELECT 'twice', '99999999', person_id, 'active'
         FROM cnt_card WHERE status = 'active' LIMIT 1`,
      ),
    ).rejects.toThrow()
  })
})
