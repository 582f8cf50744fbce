import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the cnt rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/cnt/pact-fixtures`.
 */
export const CNT_FIXTURE = {} as const

export async function insertCntFixtures(db: Queryable): Promise<void> {
  void db
}
