import type { Queryable } from '../../db/database'

/** Tables of the qc module emptied by the test reset before seeding again (children before parents). */
export const qcTables: string[] = []

/** Demo data of the qc module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedQc(db: Queryable): Promise<void> {
  void db
}
