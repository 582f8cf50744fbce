import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the qc rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/qc/pact-fixtures`.
 */
export const QC_FIXTURE = {} as const

export async function insertQcFixtures(db: Queryable): Promise<void> {
  void db
}
