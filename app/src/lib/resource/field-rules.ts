import { findPattern } from '@erp/ui-kit/editable-table/validation'
import { t } from '@erp/ui-kit/i18n'
import { api } from '../api'
import { messageOf } from '../api-errors'
import type { FieldValue, FormFieldDef, FormValues } from './resource-definition'

const isEmpty = (value: FieldValue) => value === null || value === undefined || String(value).trim() === ''

/**
 * A value the server masked for a user without the view-sensitive permission (`138****0011`,
 * `440306********1238`, `****-**-**`). Sent back unchanged, the server keeps the stored value, so the field's
 * format and server checks do not apply to it (a new value typed over it is checked as usual).
 */
export const isMaskedValue = (value: FieldValue): boolean =>
  typeof value === 'string' && /^[\dXx-]*\*{2,}[\dXx*-]*$/.test(value)

/** docs/spec.md §5 duplicate-value check: skipped when the value is empty; the server's message is the error. */
export async function checkDuplicate(
  duplicate: { tableName: string; fieldName: string },
  value: FieldValue,
  dataId: string | undefined,
): Promise<string | null> {
  if (isEmpty(value)) return null
  try {
    const { data } = await api.GET('/sys/duplicate/check', {
      params: {
        query: { ...duplicate, fieldVal: String(value), ...(dataId ? { dataId } : {}) },
      },
    })
    return data?.success ? null : (data?.message ?? t('校验失败'))
  } catch (error) {
    return messageOf(error)
  }
}

/** docs/spec.md §5 rule-code check: skipped when the code or the value is empty; the server's message on failure. */
export async function checkByRule(ruleCode: string, value: FieldValue): Promise<string | null> {
  if (!ruleCode || isEmpty(value)) return null
  try {
    const { data } = await api.GET('/sys/checkRule/checkByCode', {
      params: { query: { ruleCode, value: String(value) } },
    })
    return data?.success ? null : (data?.message ?? t('校验失败'))
  } catch (error) {
    return messageOf(error)
  }
}

/** The local rules of a field (required, pattern, length): the first message, or null. */
export function localError(field: FormFieldDef, value: FieldValue): string | null {
  const rules = field.rules
  if (!rules) return null
  if (isEmpty(value)) {
    if (!rules.required) return null
    return typeof rules.required === 'string'
      ? t(rules.required)
      : t('请输入{{label}}!', { label: t(field.label) })
  }
  const text = String(value)
  // Characters as the server's schema check and the database count them (an emoji is one, not two).
  if (rules.maxLength !== undefined && Array.from(text).length > rules.maxLength) {
    return t('{{label}}最多{{max}}个字符', { label: t(field.label), max: rules.maxLength })
  }
  if (rules.pattern && !isMaskedValue(value)) {
    if (typeof rules.pattern === 'string') {
      const named = findPattern(rules.pattern)
      if (named && !named.regex.test(text)) return t('请输入正确的{{label}}!', { label: t(named.label) })
    } else if (!rules.pattern.regex.test(text)) {
      return t(rules.pattern.message)
    }
  }
  return null
}

/** Every rule of a field, local ones first, then the custom and server checks. */
export async function fieldError(
  field: FormFieldDef,
  value: FieldValue,
  values: FormValues,
  dataId: string | undefined,
): Promise<string | null> {
  const local = localError(field, value)
  if (local) return local
  const rules = field.rules
  if (!rules || isMaskedValue(value)) return null
  if (rules.validate) {
    const custom = await rules.validate(value, values)
    if (custom) return custom
  }
  if (rules.duplicate) {
    const duplicate = await checkDuplicate(rules.duplicate, value, dataId)
    if (duplicate) return duplicate
  }
  if (rules.checkRule) return checkByRule(rules.checkRule, value)
  return null
}
