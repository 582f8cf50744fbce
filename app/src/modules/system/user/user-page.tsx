import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@erp/ui-kit/dropdown-menu'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import type { RowOf } from '../../../lib/resource/crud-client'
import type {
  FormFieldDef,
  QueryFieldDef,
  ResourceDefinition,
} from '../../../lib/resource/resource-definition'
import { defaultBody, fieldsFor, ResourceFormDialog } from '../../../lib/resource/resource-form-dialog'
import { ResourceListPage, type FormRenderProps } from '../../../lib/resource/resource-list-page'
import { useListController } from '../../../lib/resource/use-list-controller'
import { useSession } from '../../../stores/session-store'
import { userKeys } from './api/user-keys'
import { userApi } from './api/users'
import { Avatar, PasswordDialog, RecycleBinDialog, StatusBadge, UserDetailDialog } from './user-dialogs'
import { DepartTreeSelect, RoleChecklist } from './user-form-controls'
import { PASSWORD_PATTERN, USER_MESSAGES } from './user-password'

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
    label: msg('用户账号'),
    lockedOnEdit: true,
    rules: { required: msg('请输入用户账号!'), maxLength: 100, duplicate: sysUser('username') },
  },
  {
    name: 'password',
    label: msg('登录密码'),
    kind: 'password',
    only: 'add',
    rules: {
      required: USER_MESSAGES.passwordRequired,
      pattern: { regex: PASSWORD_PATTERN, message: USER_MESSAGES.passwordRule },
    },
  },
  {
    name: 'confirmpassword',
    label: msg('确认密码'),
    kind: 'password',
    only: 'add',
    rules: {
      required: USER_MESSAGES.confirmRequired,
      validate: (value, values) =>
        String(value ?? '') === String(values.password ?? '') ? null : t(USER_MESSAGES.passwordsDiffer),
    },
  },
  { name: 'realname', label: msg('用户姓名'), rules: { required: msg('请输入用户名称!'), maxLength: 100 } },
  {
    name: 'workNo',
    label: msg('工号'),
    rules: { required: msg('请输入工号'), maxLength: 100, duplicate: sysUser('work_no') },
  },
  {
    name: 'selectedroles',
    label: msg('角色分配'),
    wide: true,
    render: (props) => <RoleChecklist {...props} />,
  },
  {
    name: 'selecteddeparts',
    label: msg('部门分配'),
    wide: true,
    render: (props) => <DepartTreeSelect {...props} />,
  },
  { name: 'birthday', label: msg('生日'), kind: 'date' },
  { name: 'sex', label: msg('性别'), kind: 'select', dictCode: 'sex' },
  { name: 'email', label: msg('邮箱'), rules: { pattern: 'e', maxLength: 45, duplicate: sysUser('email') } },
  {
    name: 'phone',
    label: msg('手机号码'),
    rules: { pattern: 'm', maxLength: 45, duplicate: sysUser('phone') },
  },
]

const queryFields: QueryFieldDef[] = [
  { name: 'username', label: msg('账号') },
  { name: 'realname', label: msg('姓名') },
  { name: 'sex', label: msg('性别'), kind: 'select', dictCode: 'sex' },
  { name: 'phone', label: msg('手机号') },
  { name: 'status', label: msg('用户状态'), kind: 'select', dictCode: 'user_status' },
]

/** 用户管理 (upstream system/UserList). */
export const userResource: ResourceDefinition<'/sys/user'> = {
  base: '/sys/user',
  title: msg('用户'),
  columns: [
    { key: 'username', title: msg('用户账号'), sortable: true, width: 120 },
    { key: 'realname', title: msg('用户姓名'), sortable: true, width: 100 },
    { key: 'avatar', title: msg('头像'), width: 70, render: (row) => <Avatar user={row} /> },
    { key: 'sex', title: msg('性别'), sortable: true, width: 70, dict: true, dictCode: 'sex' },
    {
      key: 'birthday',
      title: msg('生日'),
      sortable: true,
      width: 110,
      render: (row) => (row.birthday ?? '').slice(0, 10),
    },
    { key: 'phone', title: msg('手机号码'), width: 120 },
    { key: 'orgCodeTxt', title: msg('部门'), render: (row) => (row as UserRecord).orgCodeTxt ?? '' },
    {
      key: 'status',
      title: msg('状态'),
      sortable: true,
      width: 80,
      render: (row) => <StatusBadge status={row.status} text={(row as UserRecord).status_dictText ?? null} />,
    },
    { key: 'createTime', title: msg('创建时间'), sortable: true, width: 170 },
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
  password: msg('密码'),
  freeze: msg('冻结'),
  unfreeze: msg('解冻'),
  remove: msg('删除'),
  batch: msg('批量操作'),
  recycleBin: msg('回收站'),
  confirmFreeze: (count: number) =>
    count > 1 ? t('确定冻结选中的 {{count}} 个用户吗?', { count }) : t('确定冻结该用户吗?'),
  confirmUnfreeze: (count: number) =>
    count > 1 ? t('确定解冻选中的 {{count}} 个用户吗?', { count }) : t('确定解冻该用户吗?'),
  confirmRemove: (count: number) =>
    count > 1 ? t('确定删除选中的 {{count}} 个用户吗?', { count }) : t('确定删除该用户吗?'),
  loadingRelations: msg('正在读取用户的角色和部门…'),
  notSelfFreeze: msg('不能冻结当前登录的用户'),
  notSelfRemove: msg('不能删除当前登录的用户'),
}

type Pending = { kind: 'freeze' | 'unfreeze' | 'remove'; ids: string[] }
type Dialogs = { kind: 'detail'; row: UserRow } | { kind: 'password'; row: UserRow } | { kind: 'recycle' }

/** Editing needs the user's roles and departments as the comma lists the form edits: loaded first. */
function UserFormDialog({ mode, row, onOpenChange }: FormRenderProps<'/sys/user'>) {
  const t = useT()
  const queryClient = useQueryClient()
  const id = mode === 'edit' && row ? row.id : null
  const [roles, departs] = useQueries({
    queries: [
      { queryKey: userKeys.userRoles(id ?? ''), queryFn: () => userApi.roleIdsOf(id ?? ''), enabled: !!id },
      { queryKey: userKeys.userDeparts(id ?? ''), queryFn: () => userApi.departsOf(id ?? ''), enabled: !!id },
    ],
  })
  const error = roles.error ?? departs.error
  useEffect(() => {
    if (!error) return
    toast.error(messageOf(error))
    onOpenChange(false)
  }, [error, onOpenChange])
  // Always the server's current relations (as fetchQuery did), never a cached copy from before a save.
  if (id && !(roles.isFetchedAfterMount && departs.isFetchedAfterMount)) {
    return error ? null : (
      <p role="status" className="text-sm text-muted-foreground">
        {t(USER_PAGE_MESSAGES.loadingRelations)}
      </p>
    )
  }
  const editing =
    row && roles.data && departs.data
      ? {
          ...row,
          selectedroles: roles.data.join(','),
          selecteddeparts: departs.data.map((depart) => depart.key).join(','),
        }
      : null
  return (
    <ResourceFormDialog
      definition={userResource}
      mode={mode}
      row={editing}
      open
      onOpenChange={onOpenChange}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: userKeys.all })}
    />
  )
}

/**
 * 用户管理 (upstream system/UserList): ResourceListPage with the relations loaded before editing, an own
 * detail dialog, 密码 / 冻结 / 解冻 (and 删除) under 更多, batch operations and the recycle bin.
 */
export default function UserPage() {
  const t = useT()
  const list = useListController(userResource)
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<Dialogs | null>(null)
  const [pending, setPending] = useState<Pending | null>(null)
  // The signed-in user's own row offers neither 冻结 nor 删除 (the server refuses both too).
  const selfId = useSession((state) => state.userInfo?.id ?? null)
  const ask = (next: Pending) => {
    if (selfId && next.kind !== 'unfreeze' && next.ids.includes(selfId)) {
      toast.warning(
        t(next.kind === 'freeze' ? USER_PAGE_MESSAGES.notSelfFreeze : USER_PAGE_MESSAGES.notSelfRemove),
      )
      return
    }
    setPending(next)
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

  const question = pending
    ? pending.kind === 'freeze'
      ? USER_PAGE_MESSAGES.confirmFreeze(pending.ids.length)
      : pending.kind === 'unfreeze'
        ? USER_PAGE_MESSAGES.confirmUnfreeze(pending.ids.length)
        : USER_PAGE_MESSAGES.confirmRemove(pending.ids.length)
    : ''

  return (
    <>
      <ResourceListPage
        definition={userResource}
        controller={list}
        renderForm={(props) => <UserFormDialog {...props} />}
        onDetail={(row) => setDialog({ kind: 'detail', row })}
        rowName={(row) => row.realname || row.username}
        rowPermissions={(row) => (row.id === selfId ? { delete: false } : {})}
        rowMenu={(row) => (
          <>
            <DropdownMenuItem onSelect={() => setDialog({ kind: 'password', row })}>
              {t(USER_PAGE_MESSAGES.password)}
            </DropdownMenuItem>
            {row.status === 2 ? (
              <DropdownMenuItem onSelect={() => ask({ kind: 'unfreeze', ids: [row.id] })}>
                {t(USER_PAGE_MESSAGES.unfreeze)}
              </DropdownMenuItem>
            ) : row.id === selfId ? null : (
              <DropdownMenuItem onSelect={() => ask({ kind: 'freeze', ids: [row.id] })}>
                {t(USER_PAGE_MESSAGES.freeze)}
              </DropdownMenuItem>
            )}
          </>
        )}
        toolbar={() => (
          <Button onClick={() => setDialog({ kind: 'recycle' })}>{t(USER_PAGE_MESSAGES.recycleBin)}</Button>
        )}
        selectionActions={({ selectedKeys }) => (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button>
                {t(USER_PAGE_MESSAGES.batch)} <span aria-hidden="true">▾</span>
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem onSelect={() => ask({ kind: 'freeze', ids: selectedKeys })}>
                {t(USER_PAGE_MESSAGES.freeze)}
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={() => ask({ kind: 'unfreeze', ids: selectedKeys })}>
                {t(USER_PAGE_MESSAGES.unfreeze)}
              </DropdownMenuItem>
              <DropdownMenuItem variant="danger" onSelect={() => ask({ kind: 'remove', ids: selectedKeys })}>
                {t(USER_PAGE_MESSAGES.remove)}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
      />
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
    </>
  )
}
