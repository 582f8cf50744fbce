import { zoneOf, type Zone } from './zones'

/**
 * One interface for every express carrier (docs/modules.md: each carrier sits behind one adapter; the reference
 * back end simulates both). Money is integer cents; times are the database's local timestamps as
 * 'YYYY-MM-DD HH:mm:ss' text, so the simulation never depends on the machine's time zone.
 */
export type CarrierCode = 'sf' | 'zto'
export type ShipmentStatus = 'created' | 'picked_up' | 'in_transit' | 'delivered' | 'exception'

/** What an adapter needs of a shipment. */
export interface CarrierShipment {
  waybillNo: string
  recipientProvince: string
  recipientCity: string | null
  recipientDistrict: string | null
  /** 'YYYY-MM-DD HH:mm:ss' */
  createTime: string
}

export interface CarrierEvent {
  time: string
  location: string
  description: string
  status: ShipmentStatus
}

export interface Carrier {
  code: CarrierCode
  name: string
  waybillPattern: RegExp
  /** A new waybill number in the carrier's format (random digits; the caller checks uniqueness). */
  createWaybill(shipment: { createTime: string }): string
  /** The fee in cents from the carrier's price table, or null for a province it does not deliver to. */
  quote(weightKg: number, province: string): number | null
  /** The events up to `now`, simulated from the creation time and the zone, oldest first. */
  queryTracking(shipment: CarrierShipment, now: string): CarrierEvent[]
}

/** First kilogram and each additional started kilogram, in cents. */
export interface ZonePrice {
  firstKgCents: number
  additionalKgCents: number
}
export type PriceTable = Record<Zone, ZonePrice>

/** How many kilograms after the first one a weight starts (weights are read to the gram). */
export function additionalKilograms(weightKg: number): number {
  const grams = Math.round(weightKg * 1000)
  return Math.max(0, Math.ceil((grams - 1000) / 1000))
}

export function feeFromTable(table: PriceTable, weightKg: number, province: string): number | null {
  const zone = zoneOf(province)
  if (zone === null || !(weightKg > 0)) return null
  const price = table[zone]
  return price.firstKgCents + additionalKilograms(weightKg) * price.additionalKgCents
}

/** A step of the simulated journey: hours after creation (by zone) and what the carrier says then. */
export interface JourneyStep {
  hours: Record<Zone, number>
  status: ShipmentStatus
  location: (shipment: CarrierShipment) => string
  description: (shipment: CarrierShipment) => string
}

const NAIVE = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/

/** 'YYYY-MM-DD HH:mm:ss' as milliseconds of a clock without time zone. */
export function naiveMillis(text: string): number {
  const match = NAIVE.exec(text)
  if (!match) throw new Error(`not a timestamp: ${text}`)
  const [, y, mo, d, h, mi, s] = match
  return Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0))
}

export function naiveText(millis: number): string {
  return new Date(millis).toISOString().slice(0, 19).replace('T', ' ')
}

/** The journey's events whose time has come, oldest first. */
export function simulateJourney(steps: readonly JourneyStep[], shipment: CarrierShipment, now: string) {
  const zone = zoneOf(shipment.recipientProvince) ?? 'far'
  const created = naiveMillis(shipment.createTime)
  const until = naiveMillis(now)
  return steps
    .map((step) => ({ at: created + step.hours[zone] * 3_600_000, step }))
    .filter(({ at }) => at <= until)
    .map(({ at, step }) => ({
      time: naiveText(at),
      location: step.location(shipment),
      description: step.description(shipment),
      status: step.status,
    }))
}

/** The status the events imply: the latest event's, or created before the first one. */
export const impliedStatus = (events: readonly { status: ShipmentStatus | null }[]): ShipmentStatus =>
  [...events].reverse().find((event) => event.status)?.status ?? 'created'

/** `count` random digits. */
export function randomDigits(count: number, random: () => number = Math.random): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('')
}

/** The recipient's city, or the province where the address names no city. */
export const cityOf = (shipment: CarrierShipment) => shipment.recipientCity ?? shipment.recipientProvince

export const destination = (shipment: CarrierShipment) =>
  `${cityOf(shipment)}${shipment.recipientDistrict ?? ''}`

/** What a step says: fixed text, or text made from the shipment. */
type StepText = string | ((shipment: CarrierShipment) => string)

/** A journey written as rows: status, hours after creation for [same, neighbour, far], location, description. */
export function journey(
  rows: readonly (readonly [ShipmentStatus, readonly [number, number, number], StepText, StepText])[],
): JourneyStep[] {
  const textOf = (text: StepText) => (typeof text === 'string' ? () => text : text)
  return rows.map(([status, [same, neighbour, far], location, description]) => ({
    hours: { same, neighbour, far },
    status,
    location: textOf(location),
    description: textOf(description),
  }))
}

/**
 * A carrier of the reference back end: fees from its price table, tracking simulated along its journey,
 * waybills of a fixed prefix and a number of random digits.
 */
export function tableCarrier(spec: {
  code: CarrierCode
  name: string
  waybillPrefix: string
  waybillDigits: number
  prices: PriceTable
  journey: readonly JourneyStep[]
}): Carrier {
  const { waybillPrefix: prefix, waybillDigits: digits } = spec
  return {
    code: spec.code,
    name: spec.name,
    waybillPattern: new RegExp(`^${prefix}\\d{${digits}}$`),
    createWaybill: () => `${prefix}${randomDigits(digits)}`,
    quote: (weightKg, province) => feeFromTable(spec.prices, weightKg, province),
    queryTracking: (shipment, now) => simulateJourney(spec.journey, shipment, now),
  }
}
