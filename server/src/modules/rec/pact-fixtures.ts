import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the rec rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/rec/pact-fixtures`.
 */
export const REC_FIXTURE = {} as const

export async function insertRecFixtures(db: Queryable): Promise<void> {
  void db
}
