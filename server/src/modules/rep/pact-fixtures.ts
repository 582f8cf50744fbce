import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the rep rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/rep/pact-fixtures`.
 */
export const REP_FIXTURE = {} as const

export async function insertRepFixtures(db: Queryable): Promise<void> {
  void db
}
