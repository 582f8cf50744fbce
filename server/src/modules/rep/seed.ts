import type { Queryable } from '../../db/database'

/** Tables of the rep module emptied by the test reset before seeding again (children before parents). */
export const repTables: string[] = []

/** Demo data of the rep module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedRep(db: Queryable): Promise<void> {
  void db
}
