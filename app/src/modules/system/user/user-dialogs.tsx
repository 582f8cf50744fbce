import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { dictText, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { config } from '../../../lib/config'
import type { RowOf } from '../../../lib/resource/crud-client'
import { resourceKeys } from '../../../lib/resource/use-list-controller'
import { recycleBinApi } from './api/recycle-bin'
import { userKeys } from './api/user-keys'
import { userOptionsApi } from './api/user-options'
import { userApi } from './api/users'
import { avatarSrc } from '../../../lib/avatar-src'
import { PASSWORD_PATTERN, USER_MESSAGES } from './user-password'

type UserRow = RowOf<'/sys/user'>

export function StatusBadge({ status, text }: { status: number | null | undefined; text?: string | null }) {
  const t = useT()
  // The server's text through the key it provides (dictionary user_status and the value).
  const shown = text && status !== null && status !== undefined ? dictText('user_status', status, text) : text
  return status === 2 ? (
    <Badge variant="danger">{shown || t('冻结')}</Badge>
  ) : (
    <Badge variant="success">{shown || t('正常')}</Badge>
  )
}

export function Avatar({ user }: { user: Pick<UserRow, 'avatar' | 'realname' | 'username'> }) {
  const t = useT()
  const src = avatarSrc(user.avatar, config.apiBaseUrl)
  const name = user.realname || user.username
  return src ? (
    <img
      src={src}
      alt={t('{{name}}的头像', { name })}
      className="size-8 rounded-full object-cover"
      loading="lazy"
    />
  ) : (
    <span className="text-xs text-muted-foreground">{t('无')}</span>
  )
}

/** 密码: an administrator sets a user's new password (upstream PasswordModal, PUT /sys/user/changePassword). */
export function PasswordDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const t = useT()
  const titleId = useId()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({})
  const [failure, setFailure] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: () => userApi.changePassword(user.username, password, confirm),
    onSuccess: (message) => {
      toast.success(message)
      onClose()
    },
    onError: (error) => setFailure(messageOf(error)),
  })
  const check = () => {
    const next: { password?: string; confirm?: string } = {}
    if (!password) next.password = t(USER_MESSAGES.newPasswordRequired)
    else if (!PASSWORD_PATTERN.test(password)) next.password = t(USER_MESSAGES.passwordRule)
    if (!confirm) next.confirm = t(USER_MESSAGES.confirmNewRequired)
    else if (confirm !== password) next.confirm = t(USER_MESSAGES.passwordsDiffer)
    setErrors(next)
    return !next.password && !next.confirm
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFailure(null)
    if (check()) save.mutate()
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent
        width={520}
        dirty={password !== '' || confirm !== ''}
        aria-labelledby={titleId}
        aria-describedby={undefined}
      >
        <DialogHeader>
          <DialogTitle id={titleId}>{t('重新设定密码')}</DialogTitle>
        </DialogHeader>
        <form id={`${titleId}-form`} noValidate onSubmit={submit} className="space-y-4">
          <FormField label={t('用户账号')}>
            <Input value={user.username} disabled />
          </FormField>
          <FormField label={t('新密码')} error={errors.password ?? null}>
            <Input
              type="password"
              autoComplete="new-password"
              value={password}
              invalid={Boolean(errors.password)}
              placeholder={t('请输入新密码')}
              onChange={(event) => setPassword(event.target.value)}
            />
          </FormField>
          <FormField label={t('确认新密码')} error={errors.confirm ?? null}>
            <Input
              type="password"
              autoComplete="new-password"
              value={confirm}
              invalid={Boolean(errors.confirm)}
              placeholder={t('请再次输入新密码')}
              onChange={(event) => setConfirm(event.target.value)}
            />
          </FormField>
        </form>
        {failure ? (
          <p role="alert" className="mt-4 text-sm text-danger-strong">
            {failure}
          </p>
        ) : null}
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t('取消')}</Button>
          <Button type="submit" form={`${titleId}-form`} variant="primary" loading={save.isPending}>
            {t('确定')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** 详情: the user's fields, roles and departments. */
export function UserDetailDialog({ user, onClose }: { user: UserRow; onClose: () => void }) {
  const t = useT()
  const titleId = useId()
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: userOptionsApi.allRoles, staleTime: 60_000 })
  const roleIds = useQuery({
    queryKey: userKeys.userRoles(user.id),
    queryFn: () => userApi.roleIdsOf(user.id),
  })
  const departs = useQuery({
    queryKey: userKeys.userDeparts(user.id),
    queryFn: () => userApi.departsOf(user.id),
  })
  const roleNames = (roleIds.data ?? []).map(
    (id) => roles.data?.find((role) => role.id === id)?.roleName ?? id,
  )
  const record = user as UserRow & {
    sex_dictText?: string | null
    status_dictText?: string | null
    orgCodeTxt?: string | null
  }
  const loading = t('加载中...')
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={800} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{t('用户详情')}</DialogTitle>
        </DialogHeader>
        <DetailList col={2}>
          <DetailListItem term={t('用户账号')}>{user.username}</DetailListItem>
          <DetailListItem term={t('用户姓名')}>{user.realname ?? ''}</DetailListItem>
          <DetailListItem term={t('头像')}>
            <Avatar user={user} />
          </DetailListItem>
          <DetailListItem term={t('工号')}>{user.workNo ?? ''}</DetailListItem>
          <DetailListItem term={t('性别')}>
            {record.sex_dictText && user.sex !== null && user.sex !== undefined
              ? dictText('sex', user.sex, record.sex_dictText)
              : user.sex === 1
                ? t('男')
                : user.sex === 2
                  ? t('女')
                  : ''}
          </DetailListItem>
          <DetailListItem term={t('生日')}>{(user.birthday ?? '').slice(0, 10)}</DetailListItem>
          <DetailListItem term={t('邮箱')}>{user.email ?? ''}</DetailListItem>
          <DetailListItem term={t('手机号码')}>{user.phone ?? ''}</DetailListItem>
          <DetailListItem term={t('状态')}>
            <StatusBadge status={user.status} text={record.status_dictText ?? null} />
          </DetailListItem>
          <DetailListItem term={t('创建时间')}>{user.createTime ?? ''}</DetailListItem>
          <DetailListItem term={t('角色')}>
            {roleIds.error
              ? messageOf(roleIds.error)
              : roleIds.isLoading
                ? loading
                : roleNames.join(t('、')) || t('无')}
          </DetailListItem>
          <DetailListItem term={t('部门')}>
            {departs.error
              ? messageOf(departs.error)
              : departs.isLoading
                ? loading
                : (departs.data ?? []).map((depart) => depart.title).join(t('、')) ||
                  record.orgCodeTxt ||
                  t('无')}
          </DetailListItem>
        </DetailList>
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t('关闭')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

type DeletedUser = Awaited<ReturnType<typeof recycleBinApi.recycleBin>>[number]

/** 回收站: logically deleted users, restored (还原) or deleted for good (彻底删除), one or a selection. */
export function RecycleBinDialog({ onClose }: { onClose: () => void }) {
  const t = useT()
  const titleId = useId()
  const queryClient = useQueryClient()
  const bin = useQuery({ queryKey: userKeys.recycleBin, queryFn: recycleBinApi.recycleBin, gcTime: 0 })
  const [selected, setSelected] = useState<string[]>([])
  const [asking, setAsking] = useState<{ kind: 'restore' | 'purge'; ids: string[] } | null>(null)
  const act = useMutation({
    mutationFn: ({ kind, ids }: { kind: 'restore' | 'purge'; ids: string[] }) =>
      kind === 'restore' ? recycleBinApi.restore(ids) : recycleBinApi.purge(ids),
    onSuccess: async (message, { ids }) => {
      toast.success(message)
      setSelected((keys) => keys.filter((key) => !ids.includes(key)))
      await queryClient.invalidateQueries({ queryKey: userKeys.recycleBin })
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all('/sys/user') })
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const columns: DataColumn<DeletedUser>[] = [
    { key: 'username', title: t('用户账号') },
    { key: 'realname', title: t('用户姓名') },
    { key: 'avatar', title: t('头像'), render: (row) => <Avatar user={row} /> },
    { key: 'orgCodeTxt', title: t('部门'), render: (row) => row.orgCodeTxt ?? '' },
    { key: 'status', title: t('状态'), render: (row) => <StatusBadge status={row.status} /> },
    {
      key: '__actions',
      title: t('操作'),
      fit: 'content',
      pinned: 'right',
      render: (row) => (
        <div className="flex gap-1">
          <Button size="sm" variant="link" onClick={() => setAsking({ kind: 'restore', ids: [row.id] })}>
            {t('还原')}
          </Button>
          <Button
            size="sm"
            variant="link"
            className="text-danger-strong"
            onClick={() => setAsking({ kind: 'purge', ids: [row.id] })}
          >
            {t('彻底删除')}
          </Button>
        </div>
      ),
    },
  ]
  const question = asking
    ? asking.kind === 'restore'
      ? asking.ids.length > 1
        ? t('确定还原选中的 {{length}} 个用户吗?', { length: asking.ids.length })
        : t('确定还原该用户吗?')
      : asking.ids.length > 1
        ? t('确定彻底删除选中的 {{length}} 个用户吗? 删除后不可恢复', { length: asking.ids.length })
        : t('确定彻底删除该用户吗? 删除后不可恢复')
    : ''
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={1000} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{t('用户回收站')}</DialogTitle>
        </DialogHeader>
        <div className="space-y-3">
          {selected.length ? (
            <div className="flex items-center gap-2" role="toolbar" aria-label={t('回收站批量操作')}>
              <span className="text-sm">{t('已选择 {{length}} 项', { length: selected.length })}</span>
              <Button size="sm" onClick={() => setAsking({ kind: 'restore', ids: selected })}>
                {t('批量还原')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setAsking({ kind: 'purge', ids: selected })}>
                {t('批量彻底删除')}
              </Button>
            </div>
          ) : null}
          {bin.error ? (
            <p role="alert" className="text-sm text-danger-strong">
              {messageOf(bin.error)}
            </p>
          ) : null}
          <DataTable
            caption={t('已删除的用户')}
            columns={columns}
            rows={bin.data ?? []}
            rowKey={(row) => row.id}
            loading={bin.isFetching}
            selectedKeys={selected}
            onSelectionChange={setSelected}
          />
        </div>
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t('关闭')}</Button>
        </DialogFooter>
        <ConfirmDialog
          open={asking !== null}
          onOpenChange={(open) => (open ? null : setAsking(null))}
          title={question}
          variant={asking?.kind === 'purge' ? 'danger' : 'primary'}
          onConfirm={() => {
            if (asking) act.mutate(asking)
            setAsking(null)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
