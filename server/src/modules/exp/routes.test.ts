import { mkdtempSync, rmSync } from 'node:fs'
import { handlerContext } from '../handler-context.test-helper'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerContext } from '../../context'
import { openDatabase, type Database } from '../../db/database'
import { englishMessage } from '../../http/message-language'
import { migratedDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { EXP_FIXTURE as F, insertExpFixtures } from './pact-fixtures'
import { eventTimeOf, expHandlers, mergeTracking, statusOf } from './routes'
import { SEED_SHIPMENTS, seedExp } from './seed'

/**
 * The exp handlers on a fresh embedded database with only the exp seed and its contract fixtures: fees from
 * the carrier adapters, waybill numbers made or checked per carrier, quotes and tracking.
 */

const root = mkdtempSync(join(tmpdir(), 'erp-exp-test-'))
let db: Database
let context: ServerContext & {
  user: { userId: string; username: string; sessionId: string }
  tenantId: string
}
let seedMs = 0

type Handler = (input: never, ctx: typeof context) => Promise<unknown>
interface Answer {
  success: boolean
  message: string
  result: never
}
const call = async (op: keyof typeof expHandlers, body: Record<string, unknown>, query = {}) =>
  (await (expHandlers[op] as unknown as Handler)({ body, query } as never, context)) as Answer

const parcel = {
  carrier: 'sf',
  recipientName: '测试收件人',
  recipientPhone: '13800138000',
  recipientProvince: '湖南省',
  recipientCity: '长沙市',
  recipientDistrict: '岳麓区',
  recipientDetail: '麓山南路1号',
  itemDescription: '样衣2件',
  weightKg: 3,
}
const rowOf = async (recipientName: string) =>
  (
    await db.query<{ id: string; waybill_no: string; fee: string; status: string; sender_id: string }>(
      'SELECT id, waybill_no, fee::text AS fee, status, sender_id FROM exp_shipment WHERE recipient_name = $1',
      [recipientName],
    )
  )[0]

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  const started = performance.now()
  await db.transaction((tx) => seedExp(tx))
  seedMs = performance.now() - started
  await insertExpFixtures(db)
  context = handlerContext(db, root, {
    userId: 'u0000000000000000000000000000001',
    username: 'admin',
    sessionId: 's',
  })
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the exp seed', () => {
  it('has shipments of both carriers in every status, with events', async () => {
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM exp_shipment WHERE id NOT LIKE 'pac7%'`,
    )
    expect(count).toBe(SEED_SHIPMENTS)
    const statuses = await db.query<{ status: string }>('SELECT DISTINCT status FROM exp_shipment ORDER BY 1')
    expect(statuses.map((row) => row.status)).toEqual([
      'created',
      'delivered',
      'exception',
      'in_transit',
      'picked_up',
    ])
    const carriers = await db.query<{ carrier: string }>(
      'SELECT DISTINCT carrier FROM exp_shipment ORDER BY 1',
    )
    expect(carriers.map((row) => row.carrier)).toEqual(['sf', 'zto'])
    const [{ events } = { events: 0 }] = await db.query<{ events: number }>(
      'SELECT count(*)::int AS events FROM exp_tracking_event',
    )
    expect(events).toBeGreaterThan(SEED_SHIPMENTS * 2)
    const wrongFormat = await db.query(
      `SELECT 1 FROM exp_shipment WHERE NOT ((carrier = 'sf' AND waybill_no ~ '^SF\\d{13}$')
         OR (carrier = 'zto' AND waybill_no ~ '^7\\d{11}$'))`,
    )
    expect(wrongFormat).toEqual([])
    console.log(`seedExp took ${seedMs.toFixed(1)} ms`)
  })
})

describe('adding a shipment', () => {
  it('computes the fee with the adapter and makes a waybill number of the carrier', async () => {
    expect(await call('shipmentAdd', { ...parcel, fee: 1 })).toMatchObject({ success: true })
    const row = await rowOf('测试收件人')
    expect(row?.waybill_no).toMatch(/^SF\d{13}$/)
    expect(row?.fee).toBe('28.00')
    expect(row?.status).toBe('created')
    expect(row?.sender_id).toBe(context.user.userId)
  })

  it('checks a given waybill number against the format and per carrier', async () => {
    expect(
      await call('shipmentAdd', { ...parcel, recipientName: '格式', waybillNo: '712345678901' }),
    ).toMatchObject({
      success: false,
      message: '运单号格式不正确',
    })
    expect(
      await call('shipmentAdd', { ...parcel, recipientName: '重复', waybillNo: F.waybillNo }),
    ).toMatchObject({ success: false, message: '该快递公司已有此运单号' })
    expect(
      await call('shipmentAdd', {
        ...parcel,
        carrier: 'zto',
        recipientName: '中通',
        waybillNo: '712345678901',
        weightKg: 0.5,
        recipientProvince: '广东省',
      }),
    ).toMatchObject({ success: true })
    expect(await rowOf('中通')).toMatchObject({ waybill_no: '712345678901', fee: '8.00' })
  })

  it('refuses an unknown province and a weight out of range', async () => {
    expect(await call('shipmentAdd', { ...parcel, recipientProvince: '火星' })).toMatchObject({
      success: false,
      message: '未知的省份：火星',
    })
    expect(await call('shipmentAdd', { ...parcel, weightKg: 0 })).toMatchObject({ success: false })
    expect(await call('shipmentAdd', { ...parcel, weightKg: 100.5 })).toMatchObject({ success: false })
  })

  it('requires the city, district and item the form marks required, on add and on edit', async () => {
    expect(
      await call('shipmentAdd', { ...parcel, recipientName: '缺城市', recipientCity: ' ' }),
    ).toMatchObject({
      success: false,
      message: '请填写城市',
    })
    expect(
      await call('shipmentAdd', { ...parcel, recipientName: '缺区县', recipientDistrict: null }),
    ).toMatchObject({ success: false, message: '请填写区县' })
    const { itemDescription: _left, ...withoutItem } = parcel
    expect(await call('shipmentAdd', { ...withoutItem, recipientName: '缺物品' })).toMatchObject({
      success: false,
      message: '请填写物品',
    })
    expect(englishMessage('请填写物品')).toBe('Enter the item.')
    expect(await call('shipmentAdd', { ...parcel, recipientName: '齐全' })).toMatchObject({ success: true })
    const added = await rowOf('齐全')
    // An edit that leaves them out keeps the stored ones; one that empties them is refused.
    expect(await call('shipmentEdit', { id: added?.id, weightKg: 2 })).toMatchObject({ success: true })
    expect(await call('shipmentEdit', { id: added?.id, itemDescription: '' })).toMatchObject({
      success: false,
      message: '请填写物品',
    })
  })

  it('recomputes the fee on edit', async () => {
    expect(
      await call('shipmentEdit', { id: F.shipment, weightKg: 10, recipientProvince: '北京市' }),
    ).toMatchObject({
      success: true,
    })
    const [row] = await db.query<{ fee: string }>('SELECT fee::text AS fee FROM exp_shipment WHERE id = $1', [
      F.shipment,
    ])
    expect(row?.fee).toBe('140.00')
  })
})

describe('quotes and tracking', () => {
  it('quotes both carriers', async () => {
    expect(await call('shipmentQuote', { carrier: 'sf', weightKg: 2.5, province: '广东省' })).toMatchObject({
      success: true,
      result: { carrier: 'sf', zone: 'same', fee: 16 },
    })
    expect(await call('shipmentQuote', { carrier: 'zto', weightKg: 3, province: '福建省' })).toMatchObject({
      result: { zone: 'neighbour', fee: 16 },
    })
    expect(await call('shipmentQuote', { carrier: 'zto', weightKg: 3, province: 'X' })).toMatchObject({
      success: false,
      message: '未知的省份：X',
    })
  })

  it('merges stored and carrier events without duplicates, oldest first, with the status they imply', async () => {
    const [seeded] = await db.query<{ id: string }>(
      `SELECT id FROM exp_shipment WHERE status = 'delivered' AND id NOT LIKE 'pac7%' LIMIT 1`,
    )
    const answer = await call('shipmentTracking', {}, { id: seeded?.id })
    const tracking = answer.result as { status: string; events: { time: string; source: string }[] }
    expect(tracking.status).toBe('delivered')
    const [{ stored } = { stored: 0 }] = await db.query<{ stored: number }>(
      'SELECT count(*)::int AS stored FROM exp_tracking_event WHERE shipment_id = $1',
      [seeded?.id],
    )
    expect(tracking.events).toHaveLength(stored)
    const times = tracking.events.map((event) => event.time)
    expect(times).toEqual([...times].sort())
    expect(await call('shipmentTracking', {}, { id: 'nope' })).toMatchObject({
      success: false,
      message: '快递单不存在',
    })
  })

  it('keeps exception and never goes back', () => {
    expect(statusOf('exception', 'delivered')).toBe('exception')
    expect(statusOf('delivered', 'in_transit')).toBe('delivered')
    expect(statusOf('created', 'picked_up')).toBe('picked_up')
    expect(
      mergeTracking(
        [{ time: '2026-01-01 10:00:00', location: 'A', description: 'x' }],
        [
          { time: '2026-01-01 09:00:00', location: 'B', description: 'y', status: 'created' },
          { time: '2026-01-01 10:00:00', location: 'A', description: 'x', status: 'picked_up' },
        ],
      ).map((event) => event.source),
    ).toEqual(['carrier', 'stored'])
  })
})

describe('tracking events', () => {
  const shipmentOf = async () => {
    const [row] = await db.query<{ id: string; sent: string }>(
      `SELECT id, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS sent FROM exp_shipment
       WHERE id NOT LIKE 'pac7%' AND create_time < localtimestamp - interval '2 hours' ORDER BY create_time LIMIT 1`,
    )
    if (!row) throw new Error('no seeded shipment')
    return row
  }
  const later = (time: string, minutes: number) => {
    const date = new Date(`${time.replace(' ', 'T')}`)
    date.setMinutes(date.getMinutes() + minutes)
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  }

  it('reads an event time in the forms a form sends, and nothing else', () => {
    expect(eventTimeOf('2026-11-22 09:30')).toBe('2026-11-22 09:30:00')
    expect(eventTimeOf('2026-11-22T09:30:15')).toBe('2026-11-22 09:30:15')
    expect(eventTimeOf('2026-02-30 09:30:00')).toBeNull()
    expect(eventTimeOf('yesterday')).toBeNull()
    expect(eventTimeOf(null)).toBeNull()
  })

  it('adds an event between the send time and now, and it shows in the tracking', async () => {
    const shipment = await shipmentOf()
    const time = later(shipment.sent, 30)
    const answer = await call('trackingEventAdd', {
      shipmentId: shipment.id,
      time,
      location: '长沙岳麓营业点',
      description: '客户来电改约派送时间',
    })
    expect(answer).toMatchObject({ success: true })
    const tracking = (await call('shipmentTracking', {}, { id: shipment.id })).result as {
      events: { time: string; description: string; source: string }[]
    }
    expect(tracking.events).toContainEqual(
      expect.objectContaining({ time, description: '客户来电改约派送时间', source: 'stored' }),
    )
  })

  it('refuses an event in the future, before the shipment was sent, or of an unknown shipment', async () => {
    const shipment = await shipmentOf()
    const body = { shipmentId: shipment.id, location: 'X', description: '不该保存的轨迹' }
    expect(await call('trackingEventAdd', { ...body, time: '2099-01-01 00:00:00' })).toMatchObject({
      success: false,
      message: '轨迹时间不能晚于当前时间',
    })
    expect(await call('trackingEventAdd', { ...body, time: later(shipment.sent, -60) })).toMatchObject({
      success: false,
      message: '轨迹时间不能早于寄件时间',
    })
    expect(
      await call('trackingEventAdd', { ...body, shipmentId: 'nope', time: later(shipment.sent, 5) }),
    ).toMatchObject({ success: false, message: '快递单不存在' })
    const [{ count } = { count: -1 }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM exp_tracking_event WHERE description = '不该保存的轨迹'`,
    )
    expect(count).toBe(0)
    // The minute the shipment was created counts as after it (a form has no seconds).
    expect(
      await call('trackingEventAdd', {
        ...body,
        time: `${shipment.sent.slice(0, 16)}:00`,
        description: '同一分钟',
      }),
    ).toMatchObject({ success: true })
  })

  it('checks the time again when an event is edited', async () => {
    const shipment = await shipmentOf()
    const added = await call('trackingEventAdd', {
      shipmentId: shipment.id,
      time: later(shipment.sent, 10),
      description: '待修改的轨迹',
    })
    expect(added.success).toBe(true)
    const [event] = await db.query<{ id: string }>(
      `SELECT id FROM exp_tracking_event WHERE description = '待修改的轨迹'`,
    )
    expect(
      await call('trackingEventEdit', {
        id: event?.id,
        time: '2099-01-01 00:00:00',
        description: '待修改的轨迹',
      }),
    ).toMatchObject({ success: false, message: '轨迹时间不能晚于当前时间' })
  })
})
