import type { Queryable } from '../../db/database'

/** Tables of the cnt module emptied by the test reset before seeding again (children before parents). */
export const cntTables: string[] = []

/** Demo data of the cnt module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedCnt(db: Queryable): Promise<void> {
  void db
}
