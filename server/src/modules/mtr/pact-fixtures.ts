import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the mtr rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/mtr/pact-fixtures`.
 */
export const MTR_FIXTURE = {
  /** A meter without recharges, number PACT-M1 (edited and deleted by the CRUD contract). */
  meter: 'pac7mtr0000000000000000000000001',
  meterNo: 'PACT-M1',
  /** The self-service meter, number PACT-M2, owner's phone 13900001234 (recharged by the contracts). */
  selfServiceMeter: 'pac7mtr0000000000000000000000002',
  selfServiceMeterNo: 'PACT-M2',
  selfServicePhoneLast4: '1234',
  /** A recharge of PACT-M2, order MRPACT0001, the newest of all (first in the recharge list). */
  recharge: 'pac7mtr0000000000000000000000003',
  rechargeOrderNo: 'MRPACT0001',
  /**
   * The X-Meter-Token the self-service pacts record; provider verification swaps it for a real meter token of
   * PACT-M2 (contracts/provider/verify.test.ts), as it does the staff example token.
   */
  exampleMeterToken: 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6Im1ldGVyIn0.example-meter-signature',
} as const

export async function insertMtrFixtures(db: Queryable): Promise<void> {
  const f = MTR_FIXTURE
  await db.query(
    `DELETE FROM mtr_recharge WHERE id = $1 OR meter_id = ANY($2::text[]) OR order_no = $3
       OR request_id LIKE 'pact-%'`,
    [f.recharge, [f.meter, f.selfServiceMeter], f.rechargeOrderNo],
  )
  await db.query(`DELETE FROM mtr_meter WHERE id = ANY($1::text[]) OR meter_no = ANY($2::text[])`, [
    [f.meter, f.selfServiceMeter],
    [f.meterNo, f.selfServiceMeterNo, 'PACT-M3'],
  ])
  await db.query(
    `INSERT INTO mtr_meter (id, meter_no, building, room, owner_name, owner_phone, balance, price_per_kwh, status,
       create_by)
     VALUES ($1, $2, '契约楼', '101', '契约户主', '13900000001', 10, 0.6, 'normal', 'admin'),
       ($3, $4, '契约楼', '102', '契约住户', '13900001234', 20, 0.5, 'normal', 'admin')`,
    [f.meter, f.meterNo, f.selfServiceMeter, f.selfServiceMeterNo],
  )
  await db.query(
    `INSERT INTO mtr_recharge (id, meter_id, meter_no, amount, kwh, balance_after, pay_method, status, order_no,
       recharge_time, operator, request_id, create_by)
     VALUES ($1, $2, $3, 20, 40, 20, 'wechat', 'success', $4, now() + interval '1 day', 'self-service',
       'pact-fixture-0001', 'self-service')`,
    [f.recharge, f.selfServiceMeter, f.selfServiceMeterNo, f.rechargeOrderNo],
  )
}
