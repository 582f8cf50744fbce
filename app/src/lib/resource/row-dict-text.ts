import { dictText } from '@erp/ui-kit/i18n'

/**
 * A record's text for a dictionary field: the server's `<key>_dictText` (else the value itself) through the
 * dictionary's key, when the dictionary is known and the value is a string or number; '' when there is neither.
 */
export function rowDictText(row: unknown, key: string, dictCode: string | undefined): string {
  const record = row as Record<string, unknown>
  const raw = record[key]
  const text = record[`${key}_dictText`] ?? raw
  if (text === null || text === undefined) return ''
  // The dictionary text through the key the server provides (dictionary code and value).
  return dictCode && (typeof raw === 'string' || typeof raw === 'number')
    ? dictText(dictCode, raw, String(text))
    : String(text)
}
