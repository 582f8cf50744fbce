import type { Queryable } from '../../db/database'
import { kwhHundredths } from './meter-rules'

/** Tables of the mtr module emptied by the test reset before seeding again (children before parents). */
export const mtrTables: string[] = ['mtr_recharge', 'mtr_meter']

export const SEED_METERS = 200
export const SEED_RECHARGES_PER_METER = 5
/** Five dormitory buildings of 40 rooms (4 floors × 10). */
export const SEED_BUILDINGS = 5

/** The id of the n-th demo meter (1-based), 32 characters. */
export const meterId = (n: number) => `6d7e0000000000000000000000${n.toString(16).padStart(6, '0')}`
/** The meter number of the n-th demo meter: M0001 … M0200. */
export const meterNo = (n: number) => `M${String(n).padStart(4, '0')}`
/**
 * The owner's phone of the n-th demo meter: 139 and eight digits of n × 7919. The demo pair for the
 * self-service pages is meter M0001 with the last four digits 7919 (phone 13900007919).
 */
export const ownerPhone = (n: number) => `139${String((n * 7919) % 100_000_000).padStart(8, '0')}`
/** Meters that are disabled (5) and in arrears (7) in the demo. */
export const isDisabledSeed = (n: number) => n % 37 === 0
export const isArrearsSeed = (n: number) => n % 23 === 0 && !isDisabledSeed(n)

const PRICE_CENTS_BY_BUILDING = [50, 55, 60, 58, 62]
const AMOUNTS_YUAN = [20, 30, 50, 100, 200]
const PAY_METHODS = ['wechat', 'alipay', 'card', 'cash']
const DAY_MINUTES = 24 * 60
const SEED_DAYS = 90

interface RechargeSeed {
  n: number
  k: number
  amountCents: number
  kwhHundredths: number
  balanceAfterCents: number
  payMethod: string
  status: string
  /** Minutes after the start of the 90 days. */
  minute: number
}

/**
 * Five recharges per meter and the balance now, in cents. From zero 90 days ago the meter consumes at a steady
 * rate (¾ of what it bought over the 90 days; 115 % for arrears meters), so balanceAfter = bought so far −
 * consumed so far, and the balance now = all bought − consumed over the 90 days.
 */
export function demoRecharges(meters = SEED_METERS): { recharges: RechargeSeed[]; balanceCents: number[] } {
  const recharges: RechargeSeed[] = []
  const balanceCents: number[] = []
  for (let n = 1; n <= meters; n++) {
    const priceCents = PRICE_CENTS_BY_BUILDING[Math.floor((n - 1) / 40) % SEED_BUILDINGS] ?? 55
    const plan = Array.from({ length: SEED_RECHARGES_PER_METER }, (_, index) => {
      const k = index + 1
      return {
        k,
        amountCents: (AMOUNTS_YUAN[(n * 7 + k * 3) % AMOUNTS_YUAN.length] ?? 50) * 100,
        payMethod: PAY_METHODS[(n + k) % PAY_METHODS.length] ?? 'wechat',
        status: (n * k) % 89 === 0 ? 'failed' : 'success',
        minute: ((k - 1) * 18 + (n % 17)) * DAY_MINUTES + 8 * 60 + ((n * k * 37) % 600),
      }
    })
    const total = plan.reduce((sum, item) => sum + (item.status === 'success' ? item.amountCents : 0), 0)
    const [numerator, denominator] = isArrearsSeed(n) ? [23, 20] : [3, 4]
    const consumed = (minute: number) =>
      Math.round((total * numerator * minute) / (denominator * SEED_DAYS * DAY_MINUTES))
    let bought = 0
    for (const item of plan) {
      if (item.status === 'success') bought += item.amountCents
      recharges.push({
        n,
        ...item,
        kwhHundredths: kwhHundredths(item.amountCents, priceCents),
        balanceAfterCents: bought - consumed(item.minute),
      })
    }
    balanceCents.push(total - consumed(SEED_DAYS * DAY_MINUTES))
  }
  return { recharges, balanceCents }
}

/**
 * Demo data of the mtr module; does nothing when its rows are there (it also runs on an existing database).
 * Set-based: 200 meters (owners are the HR demo persons 1–200 where they exist) and 1000 recharges over the
 * last 90 days (demoRecharges), two INSERT … SELECT statements.
 */
export async function seedMtr(db: Queryable): Promise<void> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM mtr_meter',
  )
  if (count > 0) return
  const { recharges, balanceCents } = demoRecharges()
  await db.query(
    `INSERT INTO mtr_meter (id, meter_no, building, room, owner_name, owner_phone, balance, price_per_kwh, status,
       last_reading_kwh, last_reading_time, sys_org_code, create_by, create_time)
     SELECT '6d7e0000000000000000000000' || lpad(to_hex(g), 6, '0'),
       'M' || lpad(g::text, 4, '0'),
       ((g - 1) / 40 + 1) || '号宿舍楼',
       (((g - 1) % 40) / 10 + 1) * 100 + (g - 1) % 10 + 1,
       coalesce(p.realname, '住户' || g),
       '139' || lpad(((g * 7919) % 100000000)::text, 8, '0'),
       balance_cents / 100.0,
       price_cents / 100.0,
       CASE WHEN g % 37 = 0 THEN 'disabled' WHEN g % 23 = 0 THEN 'arrears' ELSE 'normal' END,
       1000 + g * 13, date_trunc('day', now()), 'A01A03', 'admin', date_trunc('day', now()) - interval '120 days'
     FROM unnest($1::int[], $2::int[]) WITH ORDINALITY AS t(balance_cents, price_cents, g)
     LEFT JOIN hr_person p ON p.id = '5e000000000000000000000000' || lpad(to_hex(g::int), 6, '0')`,
    [
      balanceCents,
      balanceCents.map((_, index) => PRICE_CENTS_BY_BUILDING[Math.floor(index / 40) % SEED_BUILDINGS] ?? 55),
    ],
  )
  const column = <K extends keyof RechargeSeed>(key: K) => recharges.map((recharge) => recharge[key])
  await db.query(
    `INSERT INTO mtr_recharge (id, meter_id, meter_no, amount, kwh, balance_after, pay_method, status, order_no,
       recharge_time, operator, request_id, sys_org_code, create_by, create_time)
     SELECT '6d7f' || lpad(to_hex(n), 22, '0') || lpad(to_hex(k), 6, '0'),
       '6d7e0000000000000000000000' || lpad(to_hex(n), 6, '0'), 'M' || lpad(n::text, 4, '0'),
       amount_cents / 100.0, kwh / 100.0, balance_cents / 100.0, pay_method, status,
       'MR' || to_char(at, 'YYYYMMDDHH24MISS') || upper(lpad(to_hex(n * 8 + k), 6, '0')),
       at, operator, 'seed-' || n || '-' || k, 'A01A03', operator, at
     FROM (
       SELECT t.*, date_trunc('day', now()) - interval '${SEED_DAYS} days' + minute * interval '1 minute' AS at,
         CASE WHEN pay_method = 'cash' THEN 'admin' ELSE 'self-service' END AS operator
       FROM unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::text[], $8::int[])
         AS t(n, k, amount_cents, kwh, balance_cents, pay_method, status, minute)
     ) AS planned`,
    [
      column('n'),
      column('k'),
      column('amountCents'),
      column('kwhHundredths'),
      column('balanceAfterCents'),
      column('payMethod'),
      column('status'),
      column('minute'),
    ],
  )
}
