import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { toast } from '@erp/ui-kit/toast'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { crudClient, type RowOf } from '../../../lib/resource/crud-client'
import { roleUsersApi } from '../user/api/role-users'
import { userKeys } from '../user/api/user-keys'

export const ROLE_USERS_MESSAGES = {
  title: (roleName: string) => t('{{roleName}}的用户', { roleName }),
  // True in the side-by-side and in the stacked layout.
  none: msg('请先在角色列表中点“用户”选择一个角色，查看和维护它的用户'),
  username: msg('用户账号'),
  realname: msg('用户姓名'),
  status: msg('状态'),
  search: msg('查询'),
  reset: msg('重置'),
  addExisting: msg('添加已有用户'),
  unlink: msg('取消关联'),
  batchUnlink: msg('批量取消关联'),
  confirmUnlink: msg('确定取消关联吗?'),
  confirmBatch: (count: number) => t('确定取消选中的 {{count}} 个用户与该角色的关联吗?', { count }),
  pickTitle: msg('选择用户'),
  pickNone: msg('请选择用户'),
  confirm: msg('确定'),
  cancel: msg('取消'),
  actions: msg('操作'),
}

type UserRow = RowOf<'/sys/user'>

const statusBadge = (status: number | null | undefined) =>
  status === 2 ? <Badge variant="danger">{t('冻结')}</Badge> : <Badge variant="success">{t('正常')}</Badge>

function UsernameSearch({ label, onSearch }: { label: string; onSearch: (username: string) => void }) {
  const t = useT()
  const [draft, setDraft] = useState('')
  const inputId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(draft.trim())
  }
  return (
    <form role="search" aria-label={label} onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={inputId} className="block text-sm font-medium">
          {t(ROLE_USERS_MESSAGES.username)}
        </label>
        <Input
          id={inputId}
          value={draft}
          placeholder={t('请输入用户账号')}
          onChange={(event) => setDraft(event.target.value)}
        />
      </div>
      <Button type="submit" variant="primary">
        {t(ROLE_USERS_MESSAGES.search)}
      </Button>
      <Button
        onClick={() => {
          setDraft('')
          onSearch('')
        }}
      >
        {t(ROLE_USERS_MESSAGES.reset)}
      </Button>
    </form>
  )
}

/** The users of the role chosen on the left (upstream RoleUserList's right table). */
/** Wide enough for the role list and this panel side by side (role-page.tsx: `2xl:grid-cols-…`). */
export const SIDE_BY_SIDE_QUERY = '(min-width: 1536px)'

export function RoleUsersPanel({ role }: { role: { id: string; roleName: string } | null }) {
  const t = useT()
  if (!role) {
    return (
      <section aria-label={t('角色用户')} className="rounded bg-surface p-4 text-sm text-muted-foreground">
        {t(ROLE_USERS_MESSAGES.none)}
      </section>
    )
  }
  return <RoleUsers key={role.id} role={role} />
}

function RoleUsers({ role }: { role: { id: string; roleName: string } }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const [username, setUsername] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const [unlinking, setUnlinking] = useState<string | 'selected' | null>(null)
  const [picking, setPicking] = useState(false)
  // Stacked under the role list, the panel opens below the fold: bring it into view.
  // Once per role (the panel is keyed by the role), not again when the window is resized.
  const sectionRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const sideBySide =
      typeof window.matchMedia === 'function' && window.matchMedia(SIDE_BY_SIDE_QUERY).matches
    if (!sideBySide) sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  }, [])
  const query = useQuery({
    queryKey: userKeys.roleUsersPage(role.id, page, username),
    queryFn: () => roleUsersApi.roleUsers({ roleId: role.id, ...page, username }),
    placeholderData: keepPreviousData,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: userKeys.roleUsers(role.id) })
  const unlink = useMutation({
    mutationFn: (target: string | 'selected') =>
      target === 'selected'
        ? roleUsersApi.removeRoleUsers(role.id, selected)
        : roleUsersApi.removeRoleUser(role.id, target),
    onSuccess: async (message, target) => {
      toast.success(message)
      setSelected((keys) => (target === 'selected' ? [] : keys.filter((key) => key !== target)))
      await refresh()
    },
    onError: (error) => toast.error(messageOf(error)),
  })

  const columns: DataColumn<UserRow>[] = [
    { key: 'username', title: t(ROLE_USERS_MESSAGES.username) },
    { key: 'realname', title: t(ROLE_USERS_MESSAGES.realname) },
    { key: 'status', title: t(ROLE_USERS_MESSAGES.status), render: (row) => statusBadge(row.status) },
    {
      key: '__actions',
      title: t(ROLE_USERS_MESSAGES.actions),
      fit: 'content',
      pinned: 'right',
      render: (row) => (
        <Button size="sm" variant="link" className="text-danger-strong" onClick={() => setUnlinking(row.id)}>
          {t(ROLE_USERS_MESSAGES.unlink)}
        </Button>
      ),
    },
  ]

  return (
    <section
      ref={sectionRef}
      aria-label={ROLE_USERS_MESSAGES.title(role.roleName)}
      className="min-w-0 scroll-mt-4 space-y-4 rounded bg-surface p-4"
    >
      <h2 className="text-base font-medium">{ROLE_USERS_MESSAGES.title(role.roleName)}</h2>
      <UsernameSearch
        label={t('查询角色用户')}
        onSearch={(value) => {
          setUsername(value)
          setPage((current) => ({ ...current, pageNo: 1 }))
        }}
      />
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('角色用户操作')}>
        <Button variant="primary" onClick={() => setPicking(true)}>
          {t(ROLE_USERS_MESSAGES.addExisting)}
        </Button>
        {selected.length ? (
          <Button variant="danger" onClick={() => setUnlinking('selected')}>
            {t(ROLE_USERS_MESSAGES.batchUnlink)}
          </Button>
        ) : null}
      </div>
      {query.error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {messageOf(query.error)}
        </p>
      ) : null}
      <DataTable
        caption={ROLE_USERS_MESSAGES.title(role.roleName)}
        columns={columns}
        rows={query.data?.records ?? []}
        rowKey={(row) => row.id}
        loading={query.isFetching}
        selectedKeys={selected}
        onSelectionChange={setSelected}
        pagination={{
          ...page,
          total: query.data?.total ?? 0,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(open) => (open ? null : setUnlinking(null))}
        title={
          unlinking === 'selected'
            ? ROLE_USERS_MESSAGES.confirmBatch(selected.length)
            : t(ROLE_USERS_MESSAGES.confirmUnlink)
        }
        variant="danger"
        onConfirm={() => {
          if (unlinking) unlink.mutate(unlinking)
          setUnlinking(null)
        }}
      />
      {picking ? (
        <UserPickerDialog
          onClose={() => setPicking(false)}
          onPick={async (ids) => {
            const message = await roleUsersApi.addRoleUsers(role.id, ids)
            toast.success(message)
            await refresh()
          }}
        />
      ) : null}
    </section>
  )
}

const userClient = crudClient('/sys/user')

/** 添加已有用户: every user, paged and searchable, with checkboxes (upstream SelectUserModal). */
function UserPickerDialog({
  onClose,
  onPick,
}: {
  onClose: () => void
  onPick: (ids: string[]) => Promise<void>
}) {
  const t = useT()
  const titleId = useId()
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 })
  const [username, setUsername] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const [failure, setFailure] = useState<string | null>(null)
  const users = useQuery({
    queryKey: userKeys.picker(page, username),
    queryFn: () => userClient.list({ ...page, ...(username ? { username: `*${username}*` } : {}) }),
    placeholderData: keepPreviousData,
  })
  const pick = useMutation({
    mutationFn: () => onPick(selected),
    onSuccess: onClose,
    onError: (error) => setFailure(messageOf(error)),
  })
  const columns: DataColumn<UserRow>[] = [
    { key: 'username', title: t(ROLE_USERS_MESSAGES.username) },
    { key: 'realname', title: t(ROLE_USERS_MESSAGES.realname) },
    { key: 'status', title: t(ROLE_USERS_MESSAGES.status), render: (row) => statusBadge(row.status) },
  ]
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent width={800} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{t(ROLE_USERS_MESSAGES.pickTitle)}</DialogTitle>
        </DialogHeader>
        <div className="space-y-4">
          <UsernameSearch
            label={t('查询用户')}
            onSearch={(value) => {
              setUsername(value.replace(/[*,!]/g, ''))
              setPage((current) => ({ ...current, pageNo: 1 }))
            }}
          />
          <DataTable
            caption={t(ROLE_USERS_MESSAGES.pickTitle)}
            columns={columns}
            rows={users.data?.records ?? []}
            rowKey={(row) => row.id}
            loading={users.isFetching}
            selectedKeys={selected}
            onSelectionChange={(keys) => {
              setFailure(null)
              setSelected(keys)
            }}
            pagination={{
              ...page,
              total: users.data?.total ?? 0,
              onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
            }}
          />
          {failure ? (
            <p role="alert" className="text-sm text-danger-strong">
              {failure}
            </p>
          ) : null}
        </div>
        <DialogFooter className="mt-6">
          <Button onClick={onClose}>{t(ROLE_USERS_MESSAGES.cancel)}</Button>
          <Button
            variant="primary"
            loading={pick.isPending}
            onClick={() => (selected.length ? pick.mutate() : setFailure(t(ROLE_USERS_MESSAGES.pickNone)))}
          >
            {t(ROLE_USERS_MESSAGES.confirm)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
