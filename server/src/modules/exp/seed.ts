import type { Queryable } from '../../db/database'

/** Tables of the exp module emptied by the test reset before seeding again (children before parents). */
export const expTables: string[] = []

/** Demo data of the exp module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedExp(db: Queryable): Promise<void> {
  void db
}
