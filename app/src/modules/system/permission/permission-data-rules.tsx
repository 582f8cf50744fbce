import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { Drawer, DrawerContent, DrawerTitle } from '@erp/ui-kit/drawer'
import { FormField } from '@erp/ui-kit/form-field'
import { msg, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { RadioGroup } from '@erp/ui-kit/radio-group'
import { Select } from '@erp/ui-kit/select'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { FailureAlert } from '../../../lib/resource/form-dialog'
import { FieldLabel } from '../../../lib/resource/resource-form-field'
import { useDictOptions } from '../../../lib/resource/use-dict-options'
import { dataRuleApi, type DataRule } from './api/data-rules'
import type { MenuRecord } from './api/menus'
import { menuKeys } from './api/permission-keys'

/** Upstream dictionary rule_conditions, used when the dictionary is not loaded. */
export const RULE_CONDITIONS = [
  { value: '>', label: msg('大于') },
  { value: '<', label: msg('小于') },
  { value: '!=', label: msg('不等于') },
  { value: '=', label: msg('等于') },
  { value: '>=', label: msg('大于等于') },
  { value: '<=', label: msg('小于等于') },
  { value: 'LEFT_LIKE', label: msg('左模糊') },
  { value: 'RIGHT_LIKE', label: msg('右模糊') },
  { value: 'LIKE', label: msg('模糊') },
  { value: 'IN', label: msg('包含') },
  { value: 'USE_SQL_RULES', label: msg('自定义SQL') },
] as const

function useRuleConditions() {
  const dict = useDictOptions('rule_conditions')
  return dict.length > 0 ? dict : RULE_CONDITIONS
}

interface RuleValues {
  ruleName: string
  ruleColumn: string
  ruleConditions: string
  ruleValue: string
  status: string
}

const str = (value: string | null | undefined) => value ?? ''

function RuleDialog({
  permissionId,
  rule,
  onClose,
}: {
  permissionId: string
  rule: DataRule | null
  onClose: () => void
}) {
  const t = useT()
  const formId = useId()
  const queryClient = useQueryClient()
  const conditions = useRuleConditions()
  const [values, setValues] = useState<RuleValues>({
    ruleName: str(rule?.ruleName),
    ruleColumn: str(rule?.ruleColumn),
    ruleConditions: str(rule?.ruleConditions),
    ruleValue: str(rule?.ruleValue),
    status: str(rule?.status) || '1',
  })
  const [errors, setErrors] = useState<Partial<Record<keyof RuleValues, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const sql = values.ruleConditions === 'USE_SQL_RULES'
  const check = (next: RuleValues) => {
    const found: Partial<Record<keyof RuleValues, string>> = {}
    if (!next.ruleName.trim()) found.ruleName = t('请输入规则名称!')
    if (!next.ruleConditions) found.ruleConditions = t('请选择条件规则!')
    if (!next.ruleValue.trim()) found.ruleValue = t('请输入规则值!')
    if (!sql && next.ruleConditions && !next.ruleColumn.trim()) found.ruleColumn = t('请输入规则字段!')
    return found
  }
  const save = useMutation({
    mutationFn: () => {
      const body = {
        permissionId,
        ruleName: values.ruleName.trim(),
        ruleColumn: sql ? null : values.ruleColumn.trim() || null,
        ruleConditions: values.ruleConditions,
        ruleValue: values.ruleValue.trim(),
        status: values.status,
      }
      return rule ? dataRuleApi.editRule({ ...body, id: rule.id }) : dataRuleApi.addRule(body)
    },
    onSuccess: async (message) => {
      toast.success(message || t('保存成功！'))
      await queryClient.invalidateQueries({ queryKey: menuKeys.rules(permissionId) })
      onClose()
    },
    onError: (error) => setFailure(messageOf(error)),
  })
  const input = (name: keyof RuleValues, label: string, required: boolean) => (
    <FormField
      label={<FieldLabel text={label} required={required} />}
      error={errors[name] ?? null}
      controlId={`${formId}-${name}`}
    >
      <Input
        value={values[name]}
        placeholder={t('请输入{{label}}', { label })}
        invalid={Boolean(errors[name])}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </FormField>
  )
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent width={560} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{rule ? t('编辑数据规则') : t('新增数据规则')}</DialogTitle>
        </DialogHeader>
        <form
          id={formId}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault()
            const found = check(values)
            setErrors(found)
            setFailure(null)
            if (Object.keys(found).length === 0) save.mutate()
          }}
        >
          {input('ruleName', t('规则名称'), true)}
          {sql ? null : input('ruleColumn', t('规则字段'), true)}
          <FormField
            label={<FieldLabel text={t('条件规则')} />}
            error={errors.ruleConditions ?? null}
            controlId={`${formId}-ruleConditions`}
          >
            <Select
              value={values.ruleConditions}
              placeholder={t('请选择条件规则')}
              invalid={Boolean(errors.ruleConditions)}
              onValueChange={(next) => setValues({ ...values, ruleConditions: next })}
              options={conditions.map((option) => ({ value: option.value, label: t(option.label) }))}
            />
          </FormField>
          {input('ruleValue', t('规则值'), true)}
          <div className="flex items-center gap-4 text-sm">
            <span id={`${formId}-status`} className="font-medium">
              {t('状态')}
            </span>
            <RadioGroup
              aria-labelledby={`${formId}-status`}
              value={values.status}
              onValueChange={(next) => setValues({ ...values, status: next })}
              options={[
                { value: '1', label: t('有效') },
                { value: '0', label: t('无效') },
              ]}
            />
          </div>
        </form>
        <FailureAlert failure={failure} className="mt-4" />
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t('取消')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={save.isPending}>
            {t('确定')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** 数据规则 of a menu (upstream PermissionDataRuleList): the rules, add / edit / delete. */
export function PermissionDataRules({ menu, onClose }: { menu: MenuRecord; onClose: () => void }) {
  const t = useT()
  const queryClient = useQueryClient()
  const conditions = useRuleConditions()
  const rules = useQuery({ queryKey: menuKeys.rules(menu.id), queryFn: () => dataRuleApi.rules(menu.id) })
  const [editing, setEditing] = useState<{ rule: DataRule | null } | null>(null)
  const [removing, setRemoving] = useState<DataRule | null>(null)
  const remove = useMutation({
    mutationFn: (id: string) => dataRuleApi.removeRule(id),
    onSuccess: async (message) => {
      toast.success(message || t('删除成功!'))
      setRemoving(null)
      await queryClient.invalidateQueries({ queryKey: menuKeys.rules(menu.id) })
    },
    onError: (error) => {
      setRemoving(null)
      toast.error(messageOf(error))
    },
  })
  const columns: DataColumn<DataRule>[] = [
    { key: 'ruleName', title: t('规则名称') },
    { key: 'ruleColumn', title: t('规则字段') },
    {
      key: 'ruleConditions',
      title: t('条件规则'),
      render: (row) =>
        t(
          conditions.find((option) => option.value === row.ruleConditions)?.label ?? row.ruleConditions ?? '',
        ),
    },
    { key: 'ruleValue', title: t('规则值') },
    { key: 'status', title: t('状态'), render: (row) => (row.status === '1' ? t('有效') : t('无效')) },
    {
      key: 'actions',
      title: t('操作'),
      fit: 'content',
      pinned: 'right',
      render: (row) => (
        <div className="flex gap-1">
          <Button variant="link" size="sm" onClick={() => setEditing({ rule: row })}>
            {t('编辑')}
          </Button>
          <Button variant="link" size="sm" onClick={() => setRemoving(row)}>
            {t('删除')}
          </Button>
        </div>
      ),
    },
  ]
  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DrawerContent width={720} aria-describedby={undefined}>
        <DrawerTitle className="mb-4 text-base font-medium">
          {t('数据权限规则 - {{name}}', { name: menu.name })}
        </DrawerTitle>
        <div className="mb-3 flex justify-end">
          <Button variant="primary" onClick={() => setEditing({ rule: null })}>
            {t('新增')}
          </Button>
        </div>
        {rules.isError ? (
          <p role="alert" className="text-sm text-danger-strong">
            {messageOf(rules.error)}
          </p>
        ) : null}
        <DataTable
          caption={t('数据规则列表')}
          columns={columns}
          rows={rules.data ?? []}
          rowKey={(row) => row.id}
          loading={rules.isFetching}
        />
        {editing ? (
          <RuleDialog permissionId={menu.id} rule={editing.rule} onClose={() => setEditing(null)} />
        ) : null}
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={t('确定删除吗?')}
          variant="danger"
          pending={remove.isPending}
          onConfirm={() => removing && remove.mutate(removing.id)}
        />
      </DrawerContent>
    </Drawer>
  )
}
