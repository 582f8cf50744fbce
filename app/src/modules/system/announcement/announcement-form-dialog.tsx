import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useId, useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { messageOf } from '../../../lib/api-errors'
import { sanitizeHtml } from '../../../lib/sanitize-html'
import { crudClient, type RowOf } from '../../../lib/resource/crud-client'
import { fieldError } from '../../../lib/resource/field-rules'
import { FormDialog } from '../../../lib/resource/form-dialog'
import { contractFormFields } from '../../../lib/resource/from-contract'
import { FieldLabel, ResourceFormField } from '../../../lib/resource/resource-form-field'
import type { FieldValue, FormFieldDef, FormValues } from '../../../lib/resource/resource-definition'
import { resourceKeys } from '../../../lib/resource/use-list-controller'
import { idsOf, UserPickerDialog, userLabel, useUserNames, type PickedUser } from '../user/user-picker-dialog'

/** Loaded on first use: only the announcement dialog pays for the editor. */
const RichTextEditor = lazy(() => import('./rich-text-editor'))

export const ANNOUNCEMENT_BASE = '/sys/annountCement' as const
export type AnnouncementRow = RowOf<typeof ANNOUNCEMENT_BASE>

export const AUDIENCE_OPTIONS = [
  { value: 'ALL', label: msg('全体用户') },
  { value: 'USER', label: msg('指定用户') },
] as const

export const ANNOUNCEMENT_FORM_MESSAGES = {
  add: msg('新增系统通告'),
  edit: msg('编辑系统通告'),
  cancel: msg('取消'),
  save: msg('保存'),
  pickUsers: msg('选择用户'),
  noUsers: msg('未选择用户'),
  usersRequired: msg('请选择指定用户!'),
  endBeforeStart: msg('结束时间不能早于开始时间'),
  contentRequired: msg('请输入内容!'),
  editorLoading: msg('编辑器加载中…'),
  removeUser: (name: string) => t('移除 {{name}}', { name }),
}

const fieldList: FormFieldDef[] = contractFormFields(
  'announcement',
  ['titile', 'msgCategory', 'priority', 'startTime', 'endTime', 'msgType', 'msgAbstract'],
  {
    titile: { wide: true },
    msgCategory: { rules: { required: msg('请选择消息类型!') }, defaultValue: '1' },
    priority: { defaultValue: 'L' },
    endTime: {
      rules: {
        validate: (value, values) =>
          value && values.startTime && String(value) < String(values.startTime)
            ? t(ANNOUNCEMENT_FORM_MESSAGES.endBeforeStart)
            : null,
      },
    },
    msgType: { kind: 'radio', options: AUDIENCE_OPTIONS, defaultValue: 'ALL', rules: { required: true } },
    msgAbstract: { kind: 'textarea', wide: true },
  },
)
/** Above the user picker: everything but the abstract. */
const headFields = fieldList.filter((field) => field.name !== 'msgAbstract')
const tailFields = fieldList.filter((field) => field.name === 'msgAbstract')

const valuesOf = (row: AnnouncementRow | null): FormValues => {
  const record = (row ?? {}) as Record<string, unknown>
  const value = (name: string, fallback: FieldValue = '') => {
    const found = record[name]
    return typeof found === 'string' || typeof found === 'number' ? found : fallback
  }
  return {
    ...Object.fromEntries(
      fieldList.map((field) => [field.name, row ? value(field.name) : (field.defaultValue ?? '')]),
    ),
    userIds: value('userIds'),
    msgContent: value('msgContent'),
  }
}

/** The add or edit body: content sanitized, users only for USER (upstream's comma list with a trailing comma). */
export function announcementBody(values: FormValues, editing: AnnouncementRow | null) {
  const text = (name: string) => {
    const value = values[name]
    return value === '' || value === null || value === undefined ? null : String(value)
  }
  const ids = idsOf(text('userIds'))
  return {
    ...(editing ? { id: editing.id } : {}),
    titile: text('titile') ?? '',
    msgCategory: text('msgCategory'),
    priority: text('priority'),
    startTime: text('startTime'),
    endTime: text('endTime'),
    msgType: text('msgType') ?? 'ALL',
    userIds: text('msgType') === 'USER' && ids.length ? `${ids.join(',')},` : null,
    msgAbstract: text('msgAbstract'),
    msgContent: sanitizeHtml(text('msgContent')) || null,
  }
}

export interface AnnouncementFormDialogProps {
  row: AnnouncementRow | null
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** 新增 / 编辑 系统通告: the fields of the contract, a rich-text content and, for 指定用户, a user picker. */
export function AnnouncementFormDialog({ row, open, onOpenChange }: AnnouncementFormDialogProps) {
  const t = useT()
  const formId = useId()
  const queryClient = useQueryClient()
  const [failure, setFailure] = useState<string | null>(null)
  const [picking, setPicking] = useState(false)
  const [picked, setPicked] = useState<Map<string, PickedUser>>(() => new Map())
  const form = useForm<FormValues>({ mode: 'onBlur', defaultValues: valuesOf(row) })
  const audience = useWatch({ control: form.control, name: 'msgType' })
  const userIds = idsOf(String(useWatch({ control: form.control, name: 'userIds' }) ?? ''))
  const known = useUserNames(audience === 'USER' && userIds.length > 0)
  const m = ANNOUNCEMENT_FORM_MESSAGES

  const save = form.handleSubmit(async (values) => {
    setFailure(null)
    const client = crudClient(ANNOUNCEMENT_BASE)
    try {
      const body = announcementBody(values, row)
      const message = row ? await client.edit({ ...body, id: row.id }) : await client.add(body)
      toast.success(message)
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(ANNOUNCEMENT_BASE) })
      onOpenChange(false)
    } catch (error) {
      setFailure(messageOf(error))
    }
  })

  const setUsers = (ids: readonly string[]) =>
    form.setValue('userIds', ids.length ? `${ids.join(',')},` : '', {
      shouldValidate: true,
      shouldDirty: true,
    })

  const renderField = (field: FormFieldDef) => (
    <ResourceFormField
      key={field.name}
      field={field}
      form={form}
      idPrefix={formId}
      validate={(value, values) => fieldError(field, value, values, undefined)}
    />
  )

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={row ? t(m.edit) : t(m.add)}
      width={900}
      dirty={form.formState.isDirty}
      failure={failure}
      formId={formId}
      cancelLabel={t(m.cancel)}
      saveLabel={t(m.save)}
      onCancel={() => onOpenChange(false)}
      saving={form.formState.isSubmitting}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => void save(event)}
        className="grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2"
      >
        {headFields.map(renderField)}
        {audience === 'USER' ? (
          <Controller
            name="userIds"
            control={form.control}
            rules={{
              validate: (value) => (idsOf(String(value ?? '')).length ? true : t(m.usersRequired)),
            }}
            render={({ fieldState }) => (
              <div className="space-y-1 md:col-span-2" role="group" aria-labelledby={`${formId}-users-label`}>
                <span id={`${formId}-users-label`} className="block text-sm font-medium text-foreground">
                  <FieldLabel text={t('指定用户')} />
                </span>
                <div className="flex flex-wrap items-center gap-1">
                  {userIds.length ? (
                    userIds.map((id) => {
                      const name = userLabel(picked.get(id) ?? known.get(id), id)
                      return (
                        <Badge key={id} variant="primary" className="gap-1">
                          {name}
                          <button
                            type="button"
                            aria-label={m.removeUser(name)}
                            className="rounded px-0.5 focus-visible:outline-2 focus-visible:outline-primary"
                            onClick={() => setUsers(userIds.filter((other) => other !== id))}
                          >
                            ×
                          </button>
                        </Badge>
                      )
                    })
                  ) : (
                    <span className="text-sm text-muted-foreground">{t(m.noUsers)}</span>
                  )}
                  <Button size="sm" onClick={() => setPicking(true)}>
                    {t(m.pickUsers)}
                  </Button>
                </div>
                {fieldState.error ? (
                  <p role="alert" className="text-sm text-danger-strong">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </div>
            )}
          />
        ) : null}
        {tailFields.map(renderField)}
        <Controller
          name="msgContent"
          control={form.control}
          render={({ field: input }) => (
            <div className="space-y-1 md:col-span-2">
              <span id={`${formId}-content-label`} className="block text-sm font-medium text-foreground">
                {t('内容')}
              </span>
              <Suspense
                fallback={
                  <p className="rounded border border-border px-3 py-2 text-sm text-muted-foreground">
                    {t(m.editorLoading)}
                  </p>
                }
              >
                <RichTextEditor
                  id={`${formId}-msgContent`}
                  label={t('内容')}
                  value={String(input.value ?? '')}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                />
              </Suspense>
            </div>
          )}
        />
      </form>
      {picking ? (
        <UserPickerDialog
          open
          onOpenChange={setPicking}
          value={userIds}
          onChange={(ids, users) => {
            setPicked((current) => new Map([...current, ...users.map((user) => [user.id, user] as const)]))
            setUsers(ids)
          }}
        />
      ) : null}
    </FormDialog>
  )
}
