import { Button } from '@erp/ui-kit/button'
import { ColumnSettings, applyColumnLayout } from '@erp/ui-kit/column-settings'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@erp/ui-kit/dropdown-menu'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { QueryForm } from '@erp/ui-kit/query-form'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import type { RowOf } from '../../lib/resource/crud-client'
import { ExcelActions } from '../../lib/resource/excel-actions'
import { draftOf, filtersOf } from '../../lib/resource/list-query'
import type { FormFieldDef, QueryFieldDef, ResourceDefinition } from '../../lib/resource/resource-definition'
import { defaultBody, fieldsFor, ResourceFormDialog } from '../../lib/resource/resource-form-dialog'
import { useColumnLayout } from '../../lib/resource/use-column-layout'
import { useDictOptions } from '../../lib/resource/use-dict-options'
import { useListController } from '../../lib/resource/use-list-controller'
import { PASSWORD_PATTERN, USER_MESSAGES, userApi, userKeys } from './user-api'
import { Avatar, PasswordDialog, RecycleBinDialog, StatusBadge, UserDetailDialog } from './user-dialogs'
import { DepartTreeSelect, RoleChecklist } from './user-form-controls'

type UserRow = RowOf<'/sys/user'>
type UserRecord = UserRow & {
  sex_dictText?: string | null
  status_dictText?: string | null
  orgCodeTxt?: string | null
}

const sysUser = (fieldName: string) => ({ tableName: 'sys_user', fieldName })

export const userFormFields: FormFieldDef[] = [
  {
    name: 'username',
    label: '用户账号',
    lockedOnEdit: true,
    rules: { required: '请输入用户账号!', maxLength: 100, duplicate: sysUser('username') },
  },
  {
    name: 'password',
    label: '登录密码',
    kind: 'password',
    only: 'add',
    rules: {
      required: USER_MESSAGES.passwordRequired,
      pattern: { regex: PASSWORD_PATTERN, message: USER_MESSAGES.passwordRule },
    },
  },
  {
    name: 'confirmpassword',
    label: '确认密码',
    kind: 'password',
    only: 'add',
    rules: {
      required: USER_MESSAGES.confirmRequired,
      validate: (value, values) =>
        String(value ?? '') === String(values.password ?? '') ? null : USER_MESSAGES.passwordsDiffer,
    },
  },
  { name: 'realname', label: '用户姓名', rules: { required: '请输入用户名称!', maxLength: 100 } },
  {
    name: 'workNo',
    label: '工号',
    rules: { required: '请输入工号', maxLength: 100, duplicate: sysUser('work_no') },
  },
  { name: 'selectedroles', label: '角色分配', wide: true, render: (props) => <RoleChecklist {...props} /> },
  {
    name: 'selecteddeparts',
    label: '部门分配',
    wide: true,
    render: (props) => <DepartTreeSelect {...props} />,
  },
  { name: 'birthday', label: '生日', kind: 'date' },
  { name: 'sex', label: '性别', kind: 'select', dictCode: 'sex' },
  { name: 'email', label: '邮箱', rules: { pattern: 'e', maxLength: 45, duplicate: sysUser('email') } },
  { name: 'phone', label: '手机号码', rules: { pattern: 'm', maxLength: 45, duplicate: sysUser('phone') } },
]

const queryFields: QueryFieldDef[] = [
  { name: 'username', label: '账号' },
  { name: 'realname', label: '姓名' },
  { name: 'sex', label: '性别', kind: 'select', dictCode: 'sex' },
  { name: 'phone', label: '手机号' },
  { name: 'status', label: '用户状态', kind: 'select', dictCode: 'user_status' },
]

/** 用户管理 (upstream system/UserList). */
export const userResource: ResourceDefinition<'/sys/user'> = {
  base: '/sys/user',
  title: '用户',
  columns: [
    { key: 'username', title: '用户账号', sortable: true, width: 120 },
    { key: 'realname', title: '用户姓名', sortable: true, width: 100 },
    { key: 'avatar', title: '头像', width: 70, render: (row) => <Avatar user={row} /> },
    { key: 'sex', title: '性别', sortable: true, width: 70, dict: true },
    {
      key: 'birthday',
      title: '生日',
      sortable: true,
      width: 110,
      render: (row) => (row.birthday ?? '').slice(0, 10),
    },
    { key: 'phone', title: '手机号码', width: 120 },
    { key: 'orgCodeTxt', title: '部门', render: (row) => (row as UserRecord).orgCodeTxt ?? '' },
    {
      key: 'status',
      title: '状态',
      sortable: true,
      width: 80,
      render: (row) => <StatusBadge status={row.status} text={(row as UserRecord).status_dictText ?? null} />,
    },
    { key: 'createTime', title: '创建时间', sortable: true, width: 170 },
  ],
  queryFields,
  formFields: userFormFields,
  permissions: { add: 'user:add', edit: 'user:edit' },
  excel: { exportPath: '/sys/user/exportXls', importPath: '/sys/user/importExcel' },
  defaultSort: { column: 'createTime', order: 'desc' },
  dialogWidth: 800,
  toBody: (values, editing) => {
    const body = defaultBody(fieldsFor(userFormFields, editing ? 'edit' : 'add'), values, editing)
    body.sex = body.sex === null || body.sex === undefined ? null : Number(body.sex)
    body.selectedroles = body.selectedroles ?? ''
    body.selecteddeparts = body.selecteddeparts ?? ''
    return body
  },
}

export const USER_PAGE_MESSAGES = {
  more: '更多',
  moreOf: (name: string) => `${name}的更多操作`,
  password: '密码',
  freeze: '冻结',
  unfreeze: '解冻',
  remove: '删除',
  batch: '批量操作',
  recycleBin: '回收站',
  confirmFreeze: (count: number) => (count > 1 ? `确定冻结选中的 ${count} 个用户吗?` : '确定冻结该用户吗?'),
  confirmUnfreeze: (count: number) => (count > 1 ? `确定解冻选中的 ${count} 个用户吗?` : '确定解冻该用户吗?'),
  confirmRemove: (count: number) => (count > 1 ? `确定删除选中的 ${count} 个用户吗?` : '确定删除该用户吗?'),
  loadingRelations: '正在读取用户的角色和部门…',
}

function QueryControl({
  field,
  value,
  onChange,
}: {
  field: QueryFieldDef
  value: string
  onChange: (value: string) => void
}) {
  const options = useDictOptions(field.dictCode, field.options)
  return (
    <FormField label={field.label}>
      {field.kind === 'select' ? (
        <select
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 w-full rounded border border-border bg-surface px-2 text-sm text-foreground"
        >
          <option value="">请选择</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.text}
            </option>
          ))}
        </select>
      ) : (
        <Input
          value={value}
          placeholder={`请输入${field.label}`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  )
}

type Pending = { kind: 'freeze' | 'unfreeze' | 'remove'; ids: string[] }
type Dialogs =
  | { kind: 'add'; key: number }
  | { kind: 'edit'; row: UserRow; key: number }
  | { kind: 'detail'; row: UserRow }
  | { kind: 'password'; row: UserRow }
  | { kind: 'recycle' }

export default function UserPage() {
  const list = useListController(userResource)
  const queryClient = useQueryClient()
  const canAdd = useCan('user:add')
  const canEdit = useCan('user:edit')
  const [draft, setDraft] = useState(() => draftOf(queryFields, list.state.filters))
  const [dialog, setDialog] = useState<Dialogs | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  const [opening, setOpening] = useState(false)
  const { layout, setLayout, setWidth } = useColumnLayout(userResource.base)

  /** Editing needs the user's roles and departments as the comma lists the form edits. */
  const openEdit = async (row: UserRow) => {
    setOpening(true)
    try {
      const [roleIds, departs] = await Promise.all([
        queryClient.fetchQuery({
          queryKey: userKeys.userRoles(row.id),
          queryFn: () => userApi.roleIdsOf(row.id),
        }),
        queryClient.fetchQuery({
          queryKey: userKeys.userDeparts(row.id),
          queryFn: () => userApi.departsOf(row.id),
        }),
      ])
      const enriched = {
        ...row,
        selectedroles: roleIds.join(','),
        selecteddeparts: departs.map((depart) => depart.key).join(','),
      }
      setDialog({ kind: 'edit', row: enriched, key: Date.now() })
    } catch (error) {
      toast.error(messageOf(error))
    } finally {
      setOpening(false)
    }
  }

  const run = async ({ kind, ids }: Pending) => {
    try {
      const message =
        kind === 'remove'
          ? ids.length === 1
            ? await list.client.remove(ids[0] ?? '')
            : await list.client.removeBatch(ids)
          : await userApi.freeze(ids, kind === 'freeze' ? '2' : '1')
      toast.success(message)
      if (kind === 'remove') list.setSelectedKeys((keys) => keys.filter((key) => !ids.includes(key)))
      await list.refresh()
      await queryClient.invalidateQueries({ queryKey: userKeys.recycleBin })
    } catch (error) {
      toast.error(messageOf(error))
    }
  }

  const actionColumn: DataColumn<UserRow> = {
    key: '__actions',
    title: '操作',
    width: 170,
    render: (row) => {
      const name = row.realname || row.username
      return (
        <div className="flex items-center gap-1">
          {canEdit ? (
            <Button size="sm" variant="link" disabled={opening} onClick={() => void openEdit(row)}>
              编辑
            </Button>
          ) : null}
          <Button size="sm" variant="link" onClick={() => setDialog({ kind: 'detail', row })}>
            详情
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="sm" variant="link" aria-label={USER_PAGE_MESSAGES.moreOf(name)}>
                {USER_PAGE_MESSAGES.more} <span aria-hidden="true">▾</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => setDialog({ kind: 'password', row })}>
                {USER_PAGE_MESSAGES.password}
              </DropdownMenuItem>
              {row.status === 2 ? (
                <DropdownMenuItem onSelect={() => setPending({ kind: 'unfreeze', ids: [row.id] })}>
                  {USER_PAGE_MESSAGES.unfreeze}
                </DropdownMenuItem>
              ) : (
                <DropdownMenuItem onSelect={() => setPending({ kind: 'freeze', ids: [row.id] })}>
                  {USER_PAGE_MESSAGES.freeze}
                </DropdownMenuItem>
              )}
              <DropdownMenuItem
                variant="danger"
                onSelect={() => setPending({ kind: 'remove', ids: [row.id] })}
              >
                {USER_PAGE_MESSAGES.remove}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      )
    },
  }
  const dataColumns = userResource.columns.map((column) =>
    column.dict && !column.render
      ? {
          ...column,
          render: (row: UserRow) => {
            const record = row as Record<string, unknown>
            const text = record[`${column.key}_dictText`] ?? record[column.key]
            return text === null || text === undefined ? '' : String(text)
          },
        }
      : column,
  )
  const columns = [...applyColumnLayout(dataColumns, layout), actionColumn]
  const selected = list.selectedKeys

  const question = pending
    ? pending.kind === 'freeze'
      ? USER_PAGE_MESSAGES.confirmFreeze(pending.ids.length)
      : pending.kind === 'unfreeze'
        ? USER_PAGE_MESSAGES.confirmUnfreeze(pending.ids.length)
        : USER_PAGE_MESSAGES.confirmRemove(pending.ids.length)
    : ''

  return (
    <section className="space-y-4 rounded bg-surface p-4" aria-label="用户列表" data-slot="resource-list">
      <QueryForm
        onSearch={() => list.setFilters(filtersOf(queryFields, draft))}
        onReset={() => {
          setDraft({})
          list.setFilters({})
        }}
      >
        {queryFields.map((field) => (
          <QueryControl
            key={field.name}
            field={field}
            value={draft[field.name] ?? ''}
            onChange={(value) => setDraft((current) => ({ ...current, [field.name]: value }))}
          />
        ))}
      </QueryForm>
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label="用户操作">
        {canAdd ? (
          <Button variant="primary" onClick={() => setDialog({ kind: 'add', key: Date.now() })}>
            新增
          </Button>
        ) : null}
        <ExcelActions
          title="用户"
          exportPath="/sys/user/exportXls"
          importPath="/sys/user/importExcel"
          query={list.request}
          selectedIds={selected}
          onImported={() => void list.refresh()}
        />
        <Button onClick={() => setDialog({ kind: 'recycle' })}>{USER_PAGE_MESSAGES.recycleBin}</Button>
        {selected.length ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>
                {USER_PAGE_MESSAGES.batch} <span aria-hidden="true">▾</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => setPending({ kind: 'freeze', ids: selected })}>
                {USER_PAGE_MESSAGES.freeze}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => setPending({ kind: 'unfreeze', ids: selected })}>
                {USER_PAGE_MESSAGES.unfreeze}
              </DropdownMenuItem>
              <DropdownMenuItem
                variant="danger"
                onSelect={() => setPending({ kind: 'remove', ids: selected })}
              >
                {USER_PAGE_MESSAGES.remove}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <Button size="sm" onClick={() => void list.refresh()}>
            刷新
          </Button>
          <ColumnSettings
            columns={userResource.columns.map(({ key, title }) => ({ key, title }))}
            layout={layout}
            onLayoutChange={setLayout}
          />
        </div>
      </div>
      {selected.length ? (
        <div className="flex items-center gap-3 rounded border border-primary/40 bg-primary/10 px-4 py-2 text-sm">
          <span aria-live="polite">已选择 {selected.length} 项</span>
          <Button size="sm" variant="link" onClick={() => list.setSelectedKeys([])}>
            清空
          </Button>
        </div>
      ) : null}
      {opening ? (
        <p role="status" className="text-sm text-muted-foreground">
          {USER_PAGE_MESSAGES.loadingRelations}
        </p>
      ) : null}
      {list.error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {list.error}
        </p>
      ) : null}
      <DataTable
        caption="用户列表"
        columns={columns}
        rows={list.rows}
        rowKey={list.rowKey}
        loading={list.loading}
        sort={list.state.sort}
        onSortChange={list.setSort}
        selectedKeys={selected}
        onSelectionChange={list.setSelectedKeys}
        onColumnResize={setWidth}
        pagination={{
          pageNo: list.state.pageNo,
          pageSize: list.state.pageSize,
          total: list.total,
          onChange: list.setPage,
        }}
      />
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ResourceFormDialog
          key={dialog.key}
          definition={userResource}
          mode={dialog.kind}
          row={dialog.kind === 'edit' ? dialog.row : null}
          open
          onOpenChange={(open) => (open ? null : setDialog(null))}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: ['user-admin'] })}
        />
      ) : null}
      {dialog?.kind === 'detail' ? (
        <UserDetailDialog user={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'password' ? (
        <PasswordDialog user={dialog.row} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'recycle' ? <RecycleBinDialog onClose={() => setDialog(null)} /> : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={question}
        variant={pending?.kind === 'remove' ? 'danger' : 'primary'}
        onConfirm={() => {
          if (pending) void run(pending)
          setPending(null)
        }}
      />
    </section>
  )
}
