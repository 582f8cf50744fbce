import { t } from '@erp/ui-kit/i18n'
import type { FieldValue } from '../../../lib/resource/resource-definition'

/**
 * Local checks and body shaping shared by the JSON-bearing system forms (gateway routes, fill rules).
 */

/** A rule `validate`: empty passes (required is a separate rule), anything else must parse as JSON. */
export function jsonRule(label: string, shape: 'any' | 'array' | 'object' = 'any') {
  return (value: FieldValue): string | null => {
    const text = value === null || value === undefined ? '' : String(value).trim()
    if (!text) return null
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return t('{{label}}不是合法的JSON格式', { label })
    }
    if (shape === 'array' && !Array.isArray(parsed)) return t('{{label}}必须是JSON数组，例如 [ ]', { label })
    if (shape === 'object' && (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))) {
      return t('{{label}}必须是JSON对象，例如 { }', { label })
    }
    return null
  }
}

/** Integer columns sent as numbers (form controls hold text; the contract wants integers). */
export function withIntegers(
  body: Record<string, unknown>,
  names: readonly string[],
): Record<string, unknown> {
  const result = { ...body }
  for (const name of names) {
    const value = result[name]
    if (value === null || value === undefined || value === '') result[name] = null
    else if (typeof value === 'string') result[name] = Number(value)
  }
  return result
}
