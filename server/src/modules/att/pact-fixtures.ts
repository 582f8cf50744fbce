import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the att rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/att/pact-fixtures`.
 */
export const ATT_FIXTURE = {} as const

export async function insertAttFixtures(db: Queryable): Promise<void> {
  void db
}
