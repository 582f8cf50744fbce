import type { Queryable } from '../../db/database'
import { personId } from '../hr/seed'

/** Tables of the cnt module emptied by the test reset before seeding again (children before parents). */
export const cntTables: string[] = ['cnt_transaction', 'cnt_card', 'cnt_meal_price']

/** How many persons (HR's first ones) hold a meal card. */
export const SEED_CARDS = 250

/** The id of the n-th demo card (1-based). */
export const cardId = (n: number) => `c4700000000000000000000000${n.toString(16).padStart(6, '0')}`
/** The card number of the n-th demo card: 88000001, 88000002, … */
export const cardNo = (n: number) => `8800${String(n).padStart(4, '0')}`

/** Meal prices of the demo: the current ones open-ended, plus last year's lunch price as history. */
const PRICES: ReadonlyArray<readonly [string, string, string, string, string | null]> = [
  ['c4710000000000000000000000000001', 'breakfast', '3.00', '2025-01-01', null],
  ['c4710000000000000000000000000002', 'lunch', '12.00', '2025-01-01', null],
  ['c4710000000000000000000000000003', 'dinner', '10.00', '2025-01-01', null],
  ['c4710000000000000000000000000004', 'night', '8.00', '2025-01-01', null],
  ['c4710000000000000000000000000005', 'lunch', '11.00', '2024-01-01', '2024-12-31'],
]

/**
 * Demo data of the cnt module; does nothing when its rows are there (it also runs on an existing database).
 * Set-based: 250 cards (every 50th lost, every 37th frozen), the meal prices, and the 30 days before today of
 * transactions: 500.00 recharged on the first day and 300.00 on the fifteenth, meals on weekdays (lunch most
 * days, breakfast, dinner and a night snack some days). balanceAfter is the running sum of each card's signed
 * transactions (a window function) and each card's balance is their total, so the invariant holds from the
 * start; the recharges always cover a month of meals, so no balance is ever negative.
 */
export async function seedCnt(db: Queryable): Promise<void> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM cnt_card',
  )
  if (count > 0) return
  const personPrefix = personId(1).slice(0, 26)
  const cardPrefix = cardId(1).slice(0, 26)
  await db.query(
    `INSERT INTO cnt_meal_price (id, meal_type, price, effective_from, effective_to, sys_org_code, create_by)
     SELECT id, meal_type, price::numeric, effective_from::date, effective_to::date, 'A01', 'admin'
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
       AS t(id, meal_type, price, effective_from, effective_to)`,
    [0, 1, 2, 3, 4].map((column) => PRICES.map((price) => price[column] ?? null)),
  )
  await db.query(
    `INSERT INTO cnt_card (id, card_no, person_id, person_name, balance, status, sys_org_code, create_by, create_time)
     SELECT $2 || lpad(to_hex(n), 6, '0'), '8800' || lpad(n::text, 4, '0'), p.id, p.realname, 0,
       CASE WHEN n % 50 = 0 THEN 'lost' WHEN n % 37 = 0 THEN 'frozen' ELSE 'active' END,
       p.sys_org_code, 'admin', (current_date - 31)::timestamp + time '09:00'
     FROM generate_series(1, $3::int) AS n
     JOIN hr_person p ON p.id = $1 || lpad(to_hex(n), 6, '0')`,
    [personPrefix, cardPrefix, SEED_CARDS],
  )
  // Slot k of a day: 0 and 1 the recharges (first and fifteenth day), 2–5 breakfast, lunch, dinner, night on
  // weekdays, each on the days a bit of arithmetic picks. Ids and request ids follow (card, time), so every index
  // but the one on time grows at its end: the insert stays fast on the embedded database.
  await db.query(
    `WITH card AS (
       SELECT id, card_no, person_name, sys_org_code, substr(card_no, 5)::int AS n FROM cnt_card
     ),
     event AS (
       SELECT card.*, k,
         (current_date - 30 + i) + CASE k
           WHEN 0 THEN interval '6 hours 50 minutes'
           WHEN 1 THEN interval '6 hours 50 minutes'
           WHEN 2 THEN interval '7 hours 10 minutes' + (n % 40) * interval '1 minute'
           WHEN 3 THEN interval '11 hours 30 minutes' + (n % 50) * interval '1 minute'
           WHEN 4 THEN interval '17 hours 30 minutes' + (n % 45) * interval '1 minute'
           ELSE interval '22 hours' + (n % 30) * interval '1 minute' END AS at
       FROM card CROSS JOIN generate_series(0, 29) AS i CROSS JOIN generate_series(0, 5) AS k
       WHERE CASE k
           WHEN 0 THEN i = 0
           WHEN 1 THEN i = 14
           ELSE extract(isodow FROM current_date - 30 + i) < 6 AND CASE k
             WHEN 2 THEN (n * 3 + i) % 3 = 0
             WHEN 3 THEN (n + i) % 11 <> 0
             WHEN 4 THEN (n + i * 5) % 3 = 0
             ELSE (n * 7 + i) % 15 = 0 END
         END
     ),
     priced AS (
       SELECT event.*, CASE WHEN k < 2 THEN 'recharge' ELSE 'meal' END AS type,
         (ARRAY[NULL, NULL, 'breakfast', 'lunch', 'dinner', 'night'])[k + 1] AS meal_type,
         (ARRAY[500.00, 300.00, 3.00, 12.00, 10.00, 8.00])[k + 1] AS amount,
         row_number() OVER (ORDER BY card_no, at) AS seq
       FROM event
     )
     INSERT INTO cnt_transaction (id, card_id, card_no, person_name, type, amount, balance_after, meal_type,
       "window", time, operator, request_id, sys_org_code, create_by, create_time)
     SELECT 'c472' || lpad(seq::text, 28, '0'), id, card_no, person_name, type, amount,
       sum(CASE WHEN type = 'meal' THEN -amount ELSE amount END)
         OVER (PARTITION BY id ORDER BY at ROWS UNBOUNDED PRECEDING),
       meal_type, CASE WHEN type = 'meal' THEN (n % 6 + 1) || '号窗口' END, at,
       CASE WHEN type = 'meal' THEN 'pos' ELSE 'admin' END, 'seed-' || lpad(seq::text, 12, '0'),
       sys_org_code, 'admin', at
     FROM priced ORDER BY seq`,
  )
  await db.query(
    `UPDATE cnt_card c SET balance = t.total
     FROM (SELECT card_id, sum(CASE WHEN type = 'meal' THEN -amount ELSE amount END) AS total
           FROM cnt_transaction GROUP BY card_id) t
     WHERE t.card_id = c.id`,
  )
}
