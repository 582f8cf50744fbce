import type { Queryable } from '../../db/database'

/** Tables of the rec module emptied by the test reset before seeding again (children before parents). */
export const recTables: string[] = []

/** Demo data of the rec module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedRec(db: Queryable): Promise<void> {
  void db
}
