import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the hr rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/hr/pact-fixtures`.
 */
export const HR_FIXTURE = {} as const

export async function insertHrFixtures(db: Queryable): Promise<void> {
  void db
}
