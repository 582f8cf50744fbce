import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the mtr rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/mtr/pact-fixtures`.
 */
export const MTR_FIXTURE = {} as const

export async function insertMtrFixtures(db: Queryable): Promise<void> {
  void db
}
