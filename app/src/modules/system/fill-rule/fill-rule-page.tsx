import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useId, useState } from 'react'
import { testFillRule } from './api/test-fill-rule'
import { messageOf } from '../../../lib/api-errors'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { jsonRule } from '../shared/json-field-rules'

export const FILL_RULE_MESSAGES = {
  test: msg('功能测试'),
  title: (name: string) => t('功能测试：{{name}}', { name }),
  generated: msg('生成的编码'),
  copy: msg('复制'),
  copied: msg('复制成功！'),
  copyFailed: msg('复制失败，请手动选择编码复制'),
  failed: msg('生成失败'),
  close: msg('关闭'),
}

/** 系统编码规则 (upstream system/SysFillRuleList). */
export const fillRuleResource: ResourceDefinition<'/sys/fillRule'> = {
  base: '/sys/fillRule',
  title: msg('填值规则'),
  columns: contractColumns('fillRule', ['ruleName', 'ruleCode', 'ruleClass', 'ruleParams', 'createTime']),
  queryFields: contractQueryFields('fillRule', ['ruleName', 'ruleCode']),
  formFields: contractFormFields('fillRule', ['ruleName', 'ruleCode', 'ruleClass', 'ruleParams'], {
    ruleClass: { wide: true, placeholder: msg('例如 org.jeecg.modules.system.rule.OrderNumberRule') },
    ruleParams: {
      kind: 'textarea',
      placeholder: msg('例如 {"prefix":"CN"}'),
      hint: msg('JSON 格式，可为空'),
      rules: { validate: jsonRule(msg('规则参数'), 'object') },
    },
  }),
  permissions: {
    add: 'system:fillRule:add',
    edit: 'system:fillRule:edit',
    delete: 'system:fillRule:delete',
    export: 'system:fillRule:export',
    import: 'system:fillRule:import',
  },
  excel: { exportPath: '/sys/fillRule/exportXls', importPath: '/sys/fillRule/importExcel' },
}

type Outcome = { code: string } | { error: string }

/** The generated code of one test run, with a copy button. */
function FillRuleTestDialog({
  rule,
  onClose,
}: {
  rule: { name: string; outcome: Outcome }
  onClose: () => void
}) {
  const t = useT()
  const titleId = useId()
  const outcome = rule.outcome
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code)
      toast.success(t(FILL_RULE_MESSAGES.copied))
    } catch {
      toast.error(t(FILL_RULE_MESSAGES.copyFailed))
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={520} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{FILL_RULE_MESSAGES.title(rule.name)}</DialogTitle>
        </DialogHeader>
        {'code' in outcome ? (
          <div className="mt-4 space-y-2">
            <p className="text-sm text-muted-foreground">{t(FILL_RULE_MESSAGES.generated)}</p>
            <div className="flex items-center gap-2">
              <output
                aria-label={t(FILL_RULE_MESSAGES.generated)}
                className="flex-1 rounded border border-border bg-muted px-3 py-2 font-mono text-base break-all select-all"
              >
                {outcome.code}
              </output>
              <Button onClick={() => void copy(outcome.code)}>{t(FILL_RULE_MESSAGES.copy)}</Button>
            </div>
          </div>
        ) : (
          <p
            role="alert"
            className="mt-4 rounded border border-danger bg-danger/10 px-3 py-2 text-sm text-danger-strong"
          >
            {outcome.error}
          </p>
        )}
        <DialogFooter className="mt-6">
          <Button variant="primary" onClick={onClose}>
            {t(FILL_RULE_MESSAGES.close)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

async function runFillRuleTest(ruleCode: string): Promise<Outcome> {
  try {
    const verdict = await testFillRule(ruleCode)
    if (!verdict.ok) return { error: verdict.message || t(FILL_RULE_MESSAGES.failed) }
    const result: unknown = verdict.result
    if (result === null || result === undefined || result === '')
      return { error: verdict.message || t(FILL_RULE_MESSAGES.failed) }
    return { code: typeof result === 'string' ? result : JSON.stringify(result) }
  } catch (error) {
    return { error: messageOf(error) }
  }
}

export default function FillRulePage() {
  const t = useT()
  const [tested, setTested] = useState<{ name: string; outcome: Outcome } | null>(null)
  const [running, setRunning] = useState<string | null>(null)
  return (
    <>
      <ResourceListPage
        definition={fillRuleResource}
        rowActions={(row) => (
          <Button
            size="sm"
            variant="link"
            loading={running === row.id}
            disabled={!row.ruleCode}
            onClick={async () => {
              setRunning(row.id)
              const outcome = await runFillRuleTest(row.ruleCode ?? '')
              setRunning(null)
              setTested({ name: row.ruleName ?? row.ruleCode ?? '', outcome })
            }}
          >
            {t(FILL_RULE_MESSAGES.test)}
          </Button>
        )}
      />
      {tested ? <FillRuleTestDialog rule={tested} onClose={() => setTested(null)} /> : null}
    </>
  )
}
