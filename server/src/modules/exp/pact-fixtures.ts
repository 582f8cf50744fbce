import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the exp rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/exp/pact-fixtures`.
 */
export const EXP_FIXTURE = {} as const

export async function insertExpFixtures(db: Queryable): Promise<void> {
  void db
}
