import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Queryable } from './database'
import { countedPageOf, countRows, pageOf } from './page'
import { Where } from './sql'

/** The cheap count of a big list (issue 36): exact up to the limit, then the planner's estimate, marked. */
const pg = new PGlite()
const db: Queryable = { query: async (sql, params) => (await pg.query(sql, params)).rows as never }

beforeAll(async () => {
  await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, kind text);
    INSERT INTO t SELECT i, CASE WHEN i % 10 = 0 THEN 'rare' ELSE 'common' END FROM generate_series(1, 5000) i;
    ANALYZE t;`)
})

afterAll(async () => {
  await pg.close()
})

const kind = (value: string) => {
  const where = new Where()
  where.add((p) => `kind = ${p}`, value)
  return where
}

describe('countRows', () => {
  it('counts exactly up to the limit', async () => {
    expect(await countRows(db, 't', kind('rare'), 1000)).toEqual({ total: 500, estimated: false })
    expect(await countRows(db, 't', new Where(), 5000)).toEqual({ total: 5000, estimated: false })
  })

  it("answers the planner's estimate beyond it, never below the limit", async () => {
    const all = await countRows(db, 't', new Where(), 1000)
    expect(all).toEqual({ total: 5000, estimated: true })
    expect(await countRows(db, 't', new Where(), 500)).toEqual({ total: 5000, estimated: true }) // not counted
    const common = await countRows(db, 't', kind('common'), 1000)
    expect(common.estimated).toBe(true)
    expect(common.total).toBeGreaterThan(1000)
    expect(common.total).toBeLessThanOrEqual(5000)
  })
})

describe('countedPageOf', () => {
  it('is the plain page when the count is exact', () => {
    expect(countedPageOf([1, 2], { total: 12, estimated: false }, 2, 10)).toEqual(pageOf([1, 2], 12, 2, 10))
  })

  it('marks an estimated total', () => {
    const page = countedPageOf(Array(10).fill(0), { total: 20_000, estimated: true }, 1, 10)
    expect(page).toMatchObject({ total: 20_000, pages: 2000, searchCount: false })
  })

  it('answers the exact total once a page reaches the end', () => {
    const page = countedPageOf([1, 2, 3], { total: 20_000, estimated: true }, 1500, 10)
    expect(page).toEqual(pageOf([1, 2, 3], 14_993, 1500, 10))
  })
})
