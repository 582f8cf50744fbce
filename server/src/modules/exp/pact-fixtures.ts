import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'

/**
 * Fixed ids of the exp rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/exp/pact-fixtures`.
 */
export const EXP_FIXTURE = {
  shipment: 'pac7exp0000000000000000000000001',
  trackingEvent: 'pac7exp0000000000000000000000002',
  /** The fixture shipment's waybill (SF format). */
  waybillNo: 'SF9990000000001',
} as const

export async function insertExpFixtures(db: Queryable): Promise<void> {
  const F = EXP_FIXTURE
  await db.query(
    `INSERT INTO exp_shipment (id, carrier, waybill_no, sender_id, sender_depart_id, recipient_name, recipient_phone,
       recipient_province, recipient_city, recipient_district, recipient_detail, item_description, weight_kg, fee,
       status, sys_org_code, create_by, create_time)
     VALUES ($1, 'sf', $2, $3, $4, '契约收件人', '13800000001', '广东省', '深圳市', '南山区', '契约路1号', '契约样衣',
       2.5, 16, 'created', 'A01', 'admin', now() + interval '1 day')
     ON CONFLICT (id) DO NOTHING`,
    [F.shipment, F.waybillNo, seedIds.admin, seedIds.departRoot],
  )
  await db.query(
    `INSERT INTO exp_tracking_event (id, shipment_id, time, location, description, sys_org_code, create_by,
       create_time)
     VALUES ($1, $2, TIMESTAMP '2099-01-01 09:00:00', '东莞长安营业点', '契约测试轨迹', 'A01', 'admin', now())
     ON CONFLICT (id) DO NOTHING`,
    [F.trackingEvent, F.shipment],
  )
}
