import type { Queryable } from '../../db/database'

/** Tables of the mtr module emptied by the test reset before seeding again (children before parents). */
export const mtrTables: string[] = []

/** Demo data of the mtr module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedMtr(db: Queryable): Promise<void> {
  void db
}
