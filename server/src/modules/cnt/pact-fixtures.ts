import type { Queryable } from '../../db/database'
import { personId } from '../hr/seed'

/**
 * Fixed ids of the cnt rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/cnt/pact-fixtures`.
 */
export const CNT_FIXTURE = {
  /**
   * A frozen card of person 1 without transactions (card number 00000001, first in the list): edited and
   * deleted. Frozen, because person 1 holds the active seeded card 88000001 (one active card per person).
   */
  card: 'pac7cnt0000000000000000000000001',
  cardNo: '00000001',
  /**
   * An active card of person 251 (who has no seeded card), 100.00 recharged and a 12.00 lunch paid (card number
   * 00000002): paid, recharged, frozen.
   */
  payingCard: 'pac7cnt0000000000000000000000002',
  payingCardNo: '00000002',
  /** The recharge of the paying card. */
  recharge: 'pac7cnt0000000000000000000000003',
  /** The lunch paid with the paying card: refunded. */
  meal: 'pac7cnt0000000000000000000000005',
  /** A frozen card of person 252 with 50.00 (card number 00000003): a payment is refused. */
  frozenCard: 'pac7cnt0000000000000000000000006',
  frozenCardNo: '00000003',
  frozenRecharge: 'pac7cnt0000000000000000000000007',
  /** A breakfast price of 2020 (first in the list when filtered by its date): edited and deleted. */
  mealPrice: 'pac7cnt0000000000000000000000004',
  mealPriceFrom: '2020-01-01',
  /** Who holds the three cards. */
  cardHolders: [personId(1), personId(251), personId(252)],
  /** Person 2's seeded card is lost in this state, so a new card for person 2 (the consumer's add) is allowed. */
  lostSeededCardOf: personId(2),
} as const

export async function insertCntFixtures(db: Queryable): Promise<void> {
  const F = CNT_FIXTURE
  await db.query(`UPDATE cnt_card SET status = 'lost' WHERE person_id = $1 AND status = 'active'`, [
    F.lostSeededCardOf,
  ])
  await db.query(
    `INSERT INTO cnt_card (id, card_no, person_id, person_name, balance, status, remark, sys_org_code, create_by)
     SELECT id, card_no, person_id, (SELECT realname FROM hr_person WHERE id = person_id), balance::numeric, status,
       '契约测试', 'A01', 'admin'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
       AS t(id, card_no, person_id, balance, status)
     ON CONFLICT (id) DO NOTHING`,
    [
      [F.card, F.payingCard, F.frozenCard],
      [F.cardNo, F.payingCardNo, F.frozenCardNo],
      [...F.cardHolders],
      ['0.00', '88.00', '50.00'],
      ['frozen', 'active', 'frozen'],
    ],
  )
  // Balances equal the sums of these transactions: 100.00 − 12.00 = 88.00 and 50.00.
  await db.query(
    `INSERT INTO cnt_transaction (id, card_id, card_no, person_name, type, amount, balance_after, meal_type, "window",
       time, operator, request_id, sys_org_code, create_by)
     SELECT t.id, c.id, c.card_no, c.person_name, t.type, t.amount::numeric, t.balance_after::numeric, t.meal_type,
       t.window_name, now() - t.age * interval '1 minute', 'admin', t.request_id, 'A01', 'admin'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
       $9::text[]) AS t(id, card_id, type, amount, balance_after, meal_type, window_name, age, request_id)
     JOIN cnt_card c ON c.id = t.card_id
     ON CONFLICT (id) DO NOTHING`,
    [
      [F.recharge, F.meal, F.frozenRecharge],
      [F.payingCard, F.payingCard, F.frozenCard],
      ['recharge', 'meal', 'recharge'],
      ['100.00', '12.00', '50.00'],
      ['100.00', '88.00', '50.00'],
      [null, 'lunch', null],
      [null, '1号窗口', null],
      [10, 5, 10],
      ['pact-cnt-recharge', 'pact-cnt-meal', 'pact-cnt-frozen-recharge'],
    ],
  )
  await db.query(
    `INSERT INTO cnt_meal_price (id, meal_type, price, effective_from, effective_to, sys_org_code, create_by)
     VALUES ($1, 'breakfast', 2.50, $2::date, DATE '2020-12-31', 'A01', 'admin')
     ON CONFLICT (id) DO NOTHING`,
    [F.mealPrice, F.mealPriceFrom],
  )
}
