import { Button } from '@erp/ui-kit/button'
import { t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import type { ControlProps, FieldValue } from '../../../lib/resource/resource-definition'

/** One rule of a check rule's ruleJson (upstream: `digits` '*' = the whole value, else the next N characters). */
export interface CheckRuleRow {
  digits: string
  pattern: string
  message: string
}

const isRow = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** ruleJson text → rows; text that is not a JSON array of objects reads as no rows. */
export function parseRuleJson(value: FieldValue): CheckRuleRow[] {
  const text = value === null || value === undefined ? '' : String(value).trim()
  if (!text) return []
  try {
    const parsed: unknown = JSON.parse(text)
    if (!Array.isArray(parsed)) return []
    return parsed.filter(isRow).map((row) => ({
      digits: row.digits === undefined || row.digits === null ? '' : String(row.digits),
      pattern: typeof row.pattern === 'string' ? row.pattern : '',
      message: typeof row.message === 'string' ? row.message : '',
    }))
  } catch {
    return []
  }
}

export const serializeRules = (rows: readonly CheckRuleRow[]) => (rows.length ? JSON.stringify(rows) : '')

/** The local check of ruleJson: each row needs digits ('*' or a positive integer), a valid regex and a message. */
export function ruleJsonError(value: FieldValue): string | null {
  const text = value === null || value === undefined ? '' : String(value).trim()
  if (!text) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return t('规则JSON不是合法的JSON格式')
  }
  if (!Array.isArray(parsed)) return t('规则JSON必须是数组')
  const rows = parseRuleJson(text)
  for (const [index, row] of rows.entries()) {
    const at = t('第 {{n}} 条规则', { n: index + 1 })
    if (row.digits !== '*' && !/^[1-9]\d*$/.test(row.digits))
      return t('{{at}}：位数必须是 * 或正整数', { at })
    if (!row.pattern) return t('{{at}}：请输入正则表达式', { at })
    try {
      RegExp(row.pattern)
    } catch {
      return t('{{at}}：正则表达式不合法', { at })
    }
    if (!row.message.trim()) return t('{{at}}：请输入提示文本', { at })
  }
  return null
}

/**
 * ruleJson edited as a list of rows (位数 / 正则表达式 / 提示文本) instead of raw JSON.
 * (A general repeated-row control: it could move to ui-kit.)
 */
export function CheckRuleJsonEditor({ id, value, onChange, onBlur, invalid, disabled }: ControlProps) {
  const t = useT()
  const rows = parseRuleJson(value)
  const describedBy = invalid ? `${id}-error` : undefined
  const set = (next: CheckRuleRow[]) => onChange(serializeRules(next))
  const update = (index: number, change: Partial<CheckRuleRow>) =>
    set(rows.map((row, at) => (at === index ? { ...row, ...change } : row)))
  return (
    <div id={id} role="group" aria-label={t('规则JSON')} aria-describedby={describedBy} className="space-y-2">
      {rows.length ? (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted-foreground">
              <th className="w-24 pb-1 font-normal">{t('位数')}</th>
              <th className="pb-1 font-normal">{t('正则表达式')}</th>
              <th className="pb-1 font-normal">{t('提示文本')}</th>
              <th className="w-16 pb-1 font-normal">
                <span className="sr-only">{t('操作')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td className="pr-2 pb-2">
                  <Input
                    aria-label={t('第 {{n}} 条规则的位数', { n: index + 1 })}
                    value={row.digits}
                    placeholder="*"
                    disabled={disabled}
                    invalid={invalid}
                    onBlur={onBlur}
                    onChange={(event) => update(index, { digits: event.target.value })}
                  />
                </td>
                <td className="pr-2 pb-2">
                  <Input
                    aria-label={t('第 {{n}} 条规则的正则表达式', { n: index + 1 })}
                    value={row.pattern}
                    placeholder="^\d+$"
                    disabled={disabled}
                    invalid={invalid}
                    onBlur={onBlur}
                    onChange={(event) => update(index, { pattern: event.target.value })}
                  />
                </td>
                <td className="pr-2 pb-2">
                  <Input
                    aria-label={t('第 {{n}} 条规则的提示文本', { n: index + 1 })}
                    value={row.message}
                    disabled={disabled}
                    invalid={invalid}
                    onBlur={onBlur}
                    onChange={(event) => update(index, { message: event.target.value })}
                  />
                </td>
                <td className="pb-2">
                  {disabled ? null : (
                    <Button
                      size="sm"
                      variant="link"
                      className="text-danger-strong"
                      aria-label={t('删除第 {{n}} 条规则', { n: index + 1 })}
                      onClick={() => set(rows.filter((_, at) => at !== index))}
                    >
                      {t('删除')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-sm text-muted-foreground">{t('暂无规则')}</p>
      )}
      {disabled ? null : (
        <Button size="sm" onClick={() => set([...rows, { digits: '*', pattern: '', message: '' }])}>
          {t('添加规则')}
        </Button>
      )}
      <p className="text-xs text-muted-foreground">
        {t('位数为 * 表示校验整个值；为数字 N 表示依次校验接下来的 N 个字符。')}
      </p>
    </div>
  )
}
