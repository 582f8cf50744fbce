import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'
import {
  impliedStatus,
  naiveMillis,
  naiveText,
  type CarrierCode,
  type ShipmentStatus,
} from './carriers/carrier'
import { CARRIERS } from './carriers/index'

/** Tables of the exp module emptied by the test reset before seeding again (children before parents). */
export const expTables: string[] = ['exp_tracking_event', 'exp_shipment']

export const SEED_SHIPMENTS = 150

const hexId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(32 - prefix.length, '0')}`
export const shipmentId = (n: number) => hexId('e4b1', n)

/** [province, city, district] of the demo recipients. */
const ADDRESSES: ReadonlyArray<readonly [string, string, string]> = [
  ['广东省', '深圳市', '南山区'],
  ['广东省', '广州市', '天河区'],
  ['广东省', '佛山市', '顺德区'],
  ['湖南省', '长沙市', '岳麓区'],
  ['福建省', '厦门市', '思明区'],
  ['广西壮族自治区', '南宁市', '青秀区'],
  ['上海市', '上海市', '浦东新区'],
  ['北京市', '北京市', '朝阳区'],
  ['浙江省', '杭州市', '西湖区'],
  ['江苏省', '苏州市', '工业园区'],
  ['四川省', '成都市', '武侯区'],
  ['湖北省', '武汉市', '洪山区'],
  ['山东省', '青岛市', '崂山区'],
  ['新疆维吾尔自治区', '乌鲁木齐市', '天山区'],
]
const STREETS = ['科技园南区', '人民路', '解放大道', '中山路', '建设路', '滨江大道', '工业大道', '长安街']
const RECIPIENTS = [
  '陈经理',
  '刘小姐',
  '王先生',
  '张工',
  '李主管',
  '赵女士',
  '周采购',
  '吴跟单',
  '孙总',
  '郑助理',
]
const ITEMS = ['样衣2件', '合同文件', '面料小样', '验货报告', '辅料样卡', '发票', '吊牌样品', '色卡一套']
const SENDERS: ReadonlyArray<readonly [string, string, string]> = [
  [seedIds.admin, seedIds.departRoot, 'A01'],
  [seedIds.qc01, seedIds.departQc, 'A01A02'],
  [seedIds.hr01, seedIds.departHr, 'A01A01'],
  [seedIds.cnt01, seedIds.departLogistics, 'A01A03'],
]

interface SeedShipment {
  id: string
  carrier: CarrierCode
  waybillNo: string
  senderId: string
  senderDepartId: string
  orgCode: string
  recipientName: string
  recipientPhone: string
  province: string
  city: string
  district: string
  detail: string
  item: string
  weightKg: number
  fee: number
  status: ShipmentStatus
  createTime: string
}

/** The demo shipments of the last 30 days as of `now` (the database's local time), with their events. */
export function demoShipments(now: string): { shipments: SeedShipment[]; events: SeedEvent[] } {
  const shipments: SeedShipment[] = []
  const events: SeedEvent[] = []
  const nowMillis = naiveMillis(now)
  for (let n = 1; n <= SEED_SHIPMENTS; n++) {
    const carrierCode: CarrierCode = n % 5 < 2 ? 'sf' : 'zto'
    const carrier = CARRIERS[carrierCode]
    const [province, city, district] = ADDRESSES[(n * 7) % ADDRESSES.length] ?? ['广东省', '深圳市', '南山区']
    const [senderId, senderDepartId, orgCode] = SENDERS[n % SENDERS.length] ?? [seedIds.admin, '', 'A01']
    const weightKg = Math.round(((n * 37) % 200) / 10 + 2) / 10 // 0.2 … 2.1 kg, in steps of 0.1
    const heavy = n % 11 === 0 ? 8 + (n % 7) : 0
    const weight = Math.round((weightKg + heavy) * 10) / 10
    const hoursAgo = (n * 4.8) % 720
    const createTime = naiveText(nowMillis - Math.round(hoursAgo * 60) * 60_000)
    const waybillNo =
      carrierCode === 'sf'
        ? `SF${String(6_000_000_000_000 + n * 7_919_113).padStart(13, '0')}`
        : `7${String(30_000_000_000 + n * 7_919_113).padStart(11, '0')}`
    const parcel = {
      waybillNo,
      recipientProvince: province,
      recipientCity: city,
      recipientDistrict: district,
      createTime,
    }
    const reported = carrier.queryTracking(parcel, now)
    const exception = n % 25 === 0 && reported.length >= 3
    const id = shipmentId(n)
    for (const { time, location, description } of reported)
      events.push({ shipmentId: id, time, location, description })
    if (exception) {
      const last = reported.at(-1)
      events.push({
        shipmentId: id,
        time: naiveText(naiveMillis(last?.time ?? createTime) + 30 * 60_000),
        location: last?.location ?? city,
        description: '派送异常：收件人电话无人接听，已联系寄件人',
      })
    }
    shipments.push({
      id,
      carrier: carrierCode,
      waybillNo,
      senderId,
      senderDepartId,
      orgCode,
      recipientName: RECIPIENTS[n % RECIPIENTS.length] ?? '王先生',
      recipientPhone: `1${5 + (n % 4)}${String(200_000_000 + n * 6_113).padStart(9, '0')}`,
      province,
      city,
      district,
      detail: `${STREETS[n % STREETS.length] ?? '人民路'}${(n % 98) + 1}号`,
      item: ITEMS[n % ITEMS.length] ?? '文件',
      weightKg: weight,
      fee: (carrier.quote(weight, province) ?? 0) / 100,
      status: exception ? 'exception' : impliedStatus(reported),
      createTime,
    })
  }
  return { shipments, events }
}

interface SeedEvent {
  shipmentId: string
  time: string
  location: string
  description: string
}

/** Demo data of the exp module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedExp(db: Queryable): Promise<void> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM exp_shipment',
  )
  if (count > 0) return
  const [{ now } = { now: '2026-11-22 09:00:00' }] = await db.query<{ now: string }>(
    `SELECT to_char(localtimestamp, 'YYYY-MM-DD HH24:MI:SS') AS now`,
  )
  const { shipments, events } = demoShipments(now)
  const column = <K extends keyof SeedShipment>(key: K) => shipments.map((shipment) => shipment[key])
  await db.query(
    `INSERT INTO exp_shipment (id, carrier, waybill_no, sender_id, sender_depart_id, sys_org_code, recipient_name,
       recipient_phone, recipient_province, recipient_city, recipient_district, recipient_detail, item_description,
       weight_kg, fee, status, create_by, create_time)
     SELECT id, carrier, waybill_no, sender_id, sender_depart_id, org_code, recipient_name, recipient_phone,
       province, city, district, detail, item, weight_kg, fee, status, 'admin', create_time::timestamp
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::numeric[], $15::numeric[], $16::text[],
       $17::text[])
       AS t(id, carrier, waybill_no, sender_id, sender_depart_id, org_code, recipient_name, recipient_phone,
         province, city, district, detail, item, weight_kg, fee, status, create_time)`,
    [
      column('id'),
      column('carrier'),
      column('waybillNo'),
      column('senderId'),
      column('senderDepartId'),
      column('orgCode'),
      column('recipientName'),
      column('recipientPhone'),
      column('province'),
      column('city'),
      column('district'),
      column('detail'),
      column('item'),
      column('weightKg'),
      column('fee'),
      column('status'),
      column('createTime'),
    ],
  )
  await db.query(
    `INSERT INTO exp_tracking_event (id, shipment_id, time, location, description, create_by, create_time)
     SELECT md5(shipment_id || time || description), shipment_id, time::timestamp, location, description, 'admin',
       time::timestamp
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS t(shipment_id, time, location, description)`,
    [
      events.map((event) => event.shipmentId),
      events.map((event) => event.time),
      events.map((event) => event.location),
      events.map((event) => event.description),
    ],
  )
}
