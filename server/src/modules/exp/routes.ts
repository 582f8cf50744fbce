import { addInputOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import { withinTransaction, type Queryable } from '../../db/database'
import { fail, okRead } from '../../http/envelope'
import type { OperationHandler, OperationId } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { impliedStatus, type ShipmentStatus } from './carriers/carrier'
import { carrierOf } from './carriers/index'
import { zoneOf } from './carriers/zones'

/**
 * The exp module's own operations (openapi/source/exp-operations.ts) and the overrides of its generic CRUD
 * (start.ts spreads these after crudHandlers): the fee comes from the carrier adapter, the waybill number is
 * made by the carrier or checked against its format and unique per carrier; quotes and tracking.
 */
type ExpOperationId = Extract<
  OperationId,
  | 'shipmentAdd'
  | 'shipmentEdit'
  | 'shipmentQuote'
  | 'shipmentTracking'
  | 'trackingEventAdd'
  | 'trackingEventEdit'
>
export type ExpHandlers = { [Op in ExpOperationId]: OperationHandler<Op, ServerContext> }

export const EXP_MESSAGES = {
  unknownCarrier: '快递公司不正确',
  waybillFormat: '运单号格式不正确',
  waybillTaken: '该快递公司已有此运单号',
  notFound: '快递单不存在',
  weight: '重量必须大于0且不超过100公斤',
  province: (province: string) => `未知的省份：${province}`,
  eventTime: '轨迹时间格式不正确',
  eventInFuture: '轨迹时间不能晚于当前时间',
  eventBeforeSent: '轨迹时间不能早于寄件时间',
  city: '请填写城市',
  district: '请填写区县',
  item: '请填写物品',
}

/** The fields a shipment must have besides those the contract requires (the form marks them required too). */
const REQUIRED_TEXTS = [
  ['recipientCity', 'recipient_city', EXP_MESSAGES.city],
  ['recipientDistrict', 'recipient_district', EXP_MESSAGES.district],
  ['itemDescription', 'item_description', EXP_MESSAGES.item],
] as const

type RequiredText = (typeof REQUIRED_TEXTS)[number][0]

/** The first of 城市, 区县, 物品 left empty (an edit keeps the stored value of a field it leaves out), or null. */
function missingText(
  body: Partial<Record<RequiredText, string | null>>,
  stored?: Record<string, string | null>,
): string | null {
  for (const [field, column, message] of REQUIRED_TEXTS) {
    const value = body[field] !== undefined ? body[field] : stored?.[column]
    if (typeof value !== 'string' || value.trim() === '') return message
  }
  return null
}

/** 'YYYY-MM-DD HH:mm[:ss]' (or with a 'T') → 'YYYY-MM-DD HH:mm:ss'; null when it is no such time. */
export function eventTimeOf(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim())
  if (!match) return null
  const time = `${match[1]} ${match[2]}${match[3] ?? ':00'}`
  const parsed = new Date(time.replace(' ', 'T'))
  // Reject dates that roll over (2026-02-30) as well as unparsable ones.
  return Number.isNaN(parsed.getTime()) || parsed.getDate() !== Number(time.slice(8, 10)) ? null : time
}

/**
 * A tracking event of a shipment may not lie in the future nor before the shipment was sent (created):
 * the refusal, or null when the time holds.
 */
async function eventTimeRefusal(db: Queryable, shipmentId: string, value: unknown) {
  const time = eventTimeOf(value)
  if (!time) return fail(EXP_MESSAGES.eventTime)
  const [shipment] = await db.query<{ sent: string; now: string }>(
    `SELECT to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS sent,
       to_char(localtimestamp, 'YYYY-MM-DD HH24:MI:SS') AS now
     FROM exp_shipment WHERE id = $1`,
    [shipmentId],
  )
  if (!shipment) return fail(EXP_MESSAGES.notFound)
  if (time > shipment.now) return fail(EXP_MESSAGES.eventInFuture)
  // To the minute: forms pick minutes, and an event in the minute the shipment was created is not before it.
  if (time.slice(0, 16) < shipment.sent.slice(0, 16)) return fail(EXP_MESSAGES.eventBeforeSent)
  return null
}

const STATUS_ORDER: readonly ShipmentStatus[] = ['created', 'picked_up', 'in_transit', 'delivered']

const centsToYuan = (cents: number) => cents / 100

async function waybillTaken(db: Queryable, carrier: string, waybillNo: string, exceptId: string | null) {
  const rows = await db.query(
    `SELECT 1 FROM exp_shipment WHERE carrier = $1 AND waybill_no = $2 AND ($3::text IS NULL OR id <> $3)`,
    [carrier, waybillNo, exceptId],
  )
  return rows.length > 0
}

class Refused extends Error {
  constructor(readonly answer: { success: boolean; message: string }) {
    super(answer.message)
  }
}

interface ShipmentRow {
  id: string
  carrier: string
  waybill_no: string
  recipient_province: string
  recipient_city: string | null
  recipient_district: string | null
  weight_kg: string
  status: string
  create_time: string
  now: string
}

export const expHandlers: ExpHandlers = {
  async shipmentAdd(input, context) {
    const { body } = input
    const carrier = carrierOf(body.carrier ?? '')
    if (!carrier) return fail(EXP_MESSAGES.unknownCarrier)
    const missing = missingText(body)
    if (missing) return fail(missing)
    const weightKg = body.weightKg ?? 0
    if (!(weightKg > 0 && weightKg <= 100)) return fail(EXP_MESSAGES.weight)
    const province = body.recipientProvince ?? ''
    const fee = carrier.quote(weightKg, province)
    if (fee === null) return fail(EXP_MESSAGES.province(province))
    const given = body.waybillNo?.trim() ?? ''
    if (given && !carrier.waybillPattern.test(given)) return fail(EXP_MESSAGES.waybillFormat)
    if (given && (await waybillTaken(context.db, carrier.code, given, null)))
      return fail(EXP_MESSAGES.waybillTaken)
    let waybillNo = given
    for (let attempt = 0; !waybillNo && attempt < 5; attempt++) {
      const made = carrier.createWaybill({ createTime: '' })
      if (!(await waybillTaken(context.db, carrier.code, made, null))) waybillNo = made
    }
    if (!waybillNo) return fail('生成运单号失败，请重试')
    try {
      return await context.db.transaction(async (tx) => {
        const answer = await crudHandlers.shipmentAdd(
          {
            ...input,
            body: {
              ...body,
              waybillNo,
              status: 'created',
              senderId: body.senderId || context.user?.userId || null,
            },
          },
          { ...context, db: withinTransaction(context.db, tx) },
        )
        if (!answer.success) throw new Refused(answer)
        await tx.query('UPDATE exp_shipment SET fee = $3 WHERE carrier = $1 AND waybill_no = $2', [
          carrier.code,
          waybillNo,
          centsToYuan(fee),
        ])
        return answer
      })
    } catch (error) {
      if (error instanceof Refused) return fail(error.answer.message)
      throw error
    }
  },

  async shipmentEdit(input, context) {
    const { body } = input
    const [current] = await context.db.query<{
      carrier: string
      waybill_no: string
      weight_kg: string
      recipient_province: string
      recipient_city: string | null
      recipient_district: string | null
      item_description: string | null
    }>(
      `SELECT carrier, waybill_no, weight_kg, recipient_province, recipient_city, recipient_district,
         item_description
       FROM exp_shipment WHERE id = $1`,
      [body.id],
    )
    if (!current) return fail(EXP_MESSAGES.notFound)
    const missing = missingText(body, current)
    if (missing) return fail(missing)
    const carrier = carrierOf(body.carrier ?? current.carrier)
    if (!carrier) return fail(EXP_MESSAGES.unknownCarrier)
    const weightKg = body.weightKg ?? Number(current.weight_kg)
    if (!(weightKg > 0 && weightKg <= 100)) return fail(EXP_MESSAGES.weight)
    const province = body.recipientProvince ?? current.recipient_province
    const fee = carrier.quote(weightKg, province)
    if (fee === null) return fail(EXP_MESSAGES.province(province))
    const waybillNo = body.waybillNo?.trim() || current.waybill_no
    if (!carrier.waybillPattern.test(waybillNo)) return fail(EXP_MESSAGES.waybillFormat)
    if (await waybillTaken(context.db, carrier.code, waybillNo, String(body.id))) {
      return fail(EXP_MESSAGES.waybillTaken)
    }
    try {
      return await context.db.transaction(async (tx) => {
        const answer = await crudHandlers.shipmentEdit(
          { ...input, body: { ...body, waybillNo } },
          { ...context, db: withinTransaction(context.db, tx) },
        )
        if (!answer.success) throw new Refused(answer)
        await tx.query('UPDATE exp_shipment SET fee = $2 WHERE id = $1', [body.id, centsToYuan(fee)])
        return answer
      })
    } catch (error) {
      if (error instanceof Refused) return fail(error.answer.message)
      throw error
    }
  },

  async trackingEventAdd(input, context) {
    const refusal = await eventTimeRefusal(context.db, input.body.shipmentId ?? '', input.body.time)
    return refusal ?? crudHandlers.trackingEventAdd(input, context)
  },

  async trackingEventEdit(input, context) {
    const [current] = await context.db.query<{ shipment_id: string; time: string }>(
      `SELECT shipment_id, to_char(time, 'YYYY-MM-DD HH24:MI:SS') AS time FROM exp_tracking_event WHERE id = $1`,
      [input.body.id],
    )
    if (!current) return crudHandlers.trackingEventEdit(input, context)
    const refusal = await eventTimeRefusal(
      context.db,
      input.body.shipmentId ?? current.shipment_id,
      input.body.time ?? current.time,
    )
    return refusal ?? crudHandlers.trackingEventEdit(input, context)
  },

  async shipmentQuote({ body }) {
    const carrier = carrierOf(body.carrier)
    if (!carrier) return fail(EXP_MESSAGES.unknownCarrier)
    const fee = carrier.quote(body.weightKg, body.province)
    if (fee === null) return fail(EXP_MESSAGES.province(body.province))
    const zone = zoneFor(body.province)
    return okRead({
      carrier: carrier.code,
      weightKg: body.weightKg,
      province: body.province,
      zone,
      fee: centsToYuan(fee),
    })
  },

  async shipmentTracking({ query }, { db }) {
    const [shipment] = await db.query<ShipmentRow>(
      `SELECT id, carrier, waybill_no, recipient_province, recipient_city, recipient_district, weight_kg, status,
         to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time,
         to_char(localtimestamp, 'YYYY-MM-DD HH24:MI:SS') AS now
       FROM exp_shipment WHERE id = $1`,
      [query.id],
    )
    if (!shipment) return fail(EXP_MESSAGES.notFound)
    const carrier = carrierOf(shipment.carrier)
    if (!carrier) return fail(EXP_MESSAGES.unknownCarrier)
    const stored = await db.query<{ time: string; location: string | null; description: string }>(
      `SELECT to_char(time, 'YYYY-MM-DD HH24:MI:SS') AS time, location, description
       FROM exp_tracking_event WHERE shipment_id = $1 ORDER BY time, id`,
      [shipment.id],
    )
    const reported = carrier.queryTracking(
      {
        waybillNo: shipment.waybill_no,
        recipientProvince: shipment.recipient_province,
        recipientCity: shipment.recipient_city,
        recipientDistrict: shipment.recipient_district,
        createTime: shipment.create_time,
      },
      shipment.now,
    )
    const events = mergeTracking(stored, reported)
    return okRead({
      shipmentId: shipment.id,
      carrier: carrier.code,
      waybillNo: shipment.waybill_no,
      status: statusOf(shipment.status, impliedStatus(reported)),
      events,
    })
  },
}

const zoneFor = (province: string) => zoneOf(province) ?? 'far'

export interface TrackingStep {
  time: string
  location: string | null
  description: string
  source: 'stored' | 'carrier'
  status: ShipmentStatus | null
}

/** Stored events and the carrier's, oldest first; a carrier event already stored (same time and text) once. */
export function mergeTracking(
  stored: readonly { time: string; location: string | null; description: string }[],
  reported: readonly { time: string; location: string; description: string; status: ShipmentStatus }[],
): TrackingStep[] {
  const seen = new Set(stored.map((event) => `${event.time}|${event.description}`))
  const steps: TrackingStep[] = [
    ...stored.map((event) => ({ ...event, source: 'stored' as const, status: null })),
    ...reported
      .filter((event) => !seen.has(`${event.time}|${event.description}`))
      .map((event) => ({ ...event, source: 'carrier' as const })),
  ]
  return steps.sort((a, b) => a.time.localeCompare(b.time))
}

/** A shipment marked exception stays so; otherwise the further of the stored and the reported status. */
export function statusOf(stored: string, reported: ShipmentStatus): ShipmentStatus {
  if (stored === 'exception') return 'exception'
  const storedIndex = STATUS_ORDER.indexOf(stored as ShipmentStatus)
  return storedIndex > STATUS_ORDER.indexOf(reported) ? (STATUS_ORDER[storedIndex] ?? reported) : reported
}

/** Imported shipments go through the carrier adapter like added ones (waybill number and fee). */
export const expImportChecks: ImportChecks = {
  shipment: { add: (row, through) => expHandlers.shipmentAdd(addInputOf(row, through), through.context) },
}
