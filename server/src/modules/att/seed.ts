import type { Queryable } from '../../db/database'

/** Tables of the att module emptied by the test reset before seeding again (children before parents). */
export const attTables: string[] = []

/** Demo data of the att module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedAtt(db: Queryable): Promise<void> {
  void db
}
