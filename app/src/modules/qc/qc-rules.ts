import { msg, t } from '@erp/ui-kit/i18n'
import type { FieldValue } from '../../lib/resource/resource-definition'

/** The contract's bounds of a registration's quantities (openapi/src/module-resources/qc-inspection.ts). */
export const LOT_SIZE_RANGE = { min: 2, max: 10_000_000 } as const
export const ORDER_QTY_RANGE = { min: 0, max: 100_000_000 } as const

const RANGE_MESSAGE = msg('{{label}}须为 {{min}} 至 {{max}} 之间的整数')

/**
 * A whole number from `min` to `max`, said with the range in the user's language before anything is sent
 * (−5, 0 or 99999999 as a lot size used to reach the server and come back as 'body.lotSize 超出范围').
 */
export const integerIn =
  (label: string, range: { min: number; max: number }) =>
  (value: FieldValue): string | null => {
    if (value === null || value === undefined || String(value).trim() === '') return null
    const number = Number(value)
    return Number.isInteger(number) && number >= range.min && number <= range.max
      ? null
      : t(RANGE_MESSAGE, { label: t(label), min: range.min, max: range.max })
  }
