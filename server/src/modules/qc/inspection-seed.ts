import type { Queryable } from '../../db/database'

/** Tables of the quality inspections emptied by the test reset before seeding again (children first). */
export const qcInspectionTables: string[] = []

/** Demo registrations and reports (a season); does nothing when its rows are there. Runs after seedQc. */
export async function seedQcInspection(db: Queryable): Promise<void> {
  void db
}
