import type { Queryable } from '../../db/database'

/** Fixed ids of the inspection rows the system-fixtures provider state inserts (contracts import them). */
export const QC_INSPECTION_FIXTURE = {} as const

export async function insertQcInspectionFixtures(db: Queryable): Promise<void> {
  void db
}
