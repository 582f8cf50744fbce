import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { useId, useState } from 'react'
import { checkByCode } from './api/check-by-code'
import { messageOf } from '../../../lib/api-errors'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { CheckRuleJsonEditor, ruleJsonError } from './check-rule-json-editor'

export const CHECK_RULE_MESSAGES = {
  test: msg('功能测试'),
  title: (name: string) => t('功能测试：{{name}}', { name }),
  value: msg('需要测试的值'),
  run: msg('测试'),
  empty: msg('请输入需要测试的值'),
  passed: msg('校验通过'),
  close: msg('关闭'),
}

/** 系统校验规则 (upstream system/SysCheckRuleList). */
export const checkRuleResource: ResourceDefinition<'/sys/checkRule'> = {
  base: '/sys/checkRule',
  title: msg('校验规则'),
  columns: contractColumns('checkRule', ['ruleName', 'ruleCode', 'ruleDescription', 'createTime']),
  queryFields: contractQueryFields('checkRule', ['ruleName', 'ruleCode']),
  formFields: contractFormFields('checkRule', ['ruleName', 'ruleCode', 'ruleJson', 'ruleDescription'], {
    ruleJson: {
      wide: true,
      render: (props) => <CheckRuleJsonEditor {...props} />,
      rules: { validate: ruleJsonError },
    },
    ruleDescription: { kind: 'textarea' },
  }),
  permissions: {
    add: 'system:checkRule:add',
    edit: 'system:checkRule:edit',
    delete: 'system:checkRule:delete',
    export: 'system:checkRule:export',
    import: 'system:checkRule:import',
  },
  excel: { exportPath: '/sys/checkRule/exportXls', importPath: '/sys/checkRule/importExcel' },
}

type Outcome = { passed: true; message: string } | { passed: false; message: string }

/** Tries a value against a rule with /sys/checkRule/checkByCode (docs/spec.md §5: an empty value is not sent). */
function CheckRuleTestDialog({
  rule,
  onClose,
}: {
  rule: { name: string; code: string }
  onClose: () => void
}) {
  const t = useT()
  const titleId = useId()
  const [value, setValue] = useState('')
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const [running, setRunning] = useState(false)
  const run = async () => {
    if (!value.trim()) {
      setOutcome({ passed: false, message: t(CHECK_RULE_MESSAGES.empty) })
      return
    }
    setRunning(true)
    try {
      const verdict = await checkByCode(rule.code, value)
      setOutcome(
        verdict.ok
          ? { passed: true, message: t(CHECK_RULE_MESSAGES.passed) }
          : { passed: false, message: verdict.message || t('校验失败') },
      )
    } catch (error) {
      setOutcome({ passed: false, message: messageOf(error) })
    } finally {
      setRunning(false)
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={520} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{CHECK_RULE_MESSAGES.title(rule.name)}</DialogTitle>
        </DialogHeader>
        <form
          noValidate
          className="mt-4 flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            void run()
          }}
        >
          <FormField label={t(CHECK_RULE_MESSAGES.value)} className="flex-1">
            <Input
              value={value}
              placeholder={t(CHECK_RULE_MESSAGES.empty)}
              onChange={(event) => {
                setValue(event.target.value)
                setOutcome(null)
              }}
            />
          </FormField>
          <Button type="submit" variant="primary" loading={running}>
            {t(CHECK_RULE_MESSAGES.run)}
          </Button>
        </form>
        <div aria-live="polite" className="mt-3 min-h-9">
          {outcome ? (
            <p
              className={
                outcome.passed
                  ? 'rounded border border-success bg-success/10 px-3 py-2 text-sm'
                  : 'rounded border border-danger bg-danger/10 px-3 py-2 text-sm text-danger-strong'
              }
            >
              <span aria-hidden="true" className="mr-1">
                {outcome.passed ? '✓' : '✗'}
              </span>
              {outcome.message}
            </p>
          ) : null}
        </div>
        <DialogFooter className="mt-4">
          <Button onClick={onClose}>{t(CHECK_RULE_MESSAGES.close)}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export default function CheckRulePage() {
  const t = useT()
  const [testing, setTesting] = useState<{ name: string; code: string } | null>(null)
  return (
    <>
      <ResourceListPage
        definition={checkRuleResource}
        rowActions={(row) => (
          <Button
            size="sm"
            variant="link"
            disabled={!row.ruleCode}
            onClick={() => setTesting({ name: row.ruleName ?? row.ruleCode ?? '', code: row.ruleCode ?? '' })}
          >
            {t(CHECK_RULE_MESSAGES.test)}
          </Button>
        )}
      />
      {testing ? <CheckRuleTestDialog rule={testing} onClose={() => setTesting(null)} /> : null}
    </>
  )
}
