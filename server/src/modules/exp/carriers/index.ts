import type { Carrier, CarrierCode } from './carrier'
import { sfCarrier } from './sf'
import { ztoCarrier } from './zto'

/** Every carrier adapter by its dictionary code (express_carrier). */
export const CARRIERS: Record<CarrierCode, Carrier> = { sf: sfCarrier, zto: ztoCarrier }

export const carrierOf = (code: string): Carrier | null =>
  Object.hasOwn(CARRIERS, code) ? (CARRIERS[code as CarrierCode] ?? null) : null
