import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import type { DataColumn } from '@erp/ui-kit/data-table'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { dictText, msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import type { Page } from '../../../lib/resource/crud-client'
import { departKeys } from './api/depart-keys'
import { type DepartUserRow } from './api/depart-types'
import { departUsersApi } from './api/depart-users'
import { KeywordSearch, LoadError, PagedTable } from './depart-list-parts'

type Row = DepartUserRow & { sex_dictText?: string | null; status_dictText?: string | null }

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))

const userColumns: DataColumn<Row>[] = [
  { key: 'username', title: msg('用户账号') },
  { key: 'realname', title: msg('用户名称') },
  {
    key: 'sex',
    title: msg('性别'),
    render: (row) =>
      row.sex_dictText && row.sex !== null && row.sex !== undefined
        ? dictText('sex', row.sex, row.sex_dictText)
        : row.sex === 1
          ? t('男')
          : row.sex === 2
            ? t('女')
            : '',
  },
  { key: 'phone', title: msg('手机号码') },
  { key: 'orgCode', title: msg('部门') },
  {
    key: 'status',
    title: msg('状态'),
    render: (row) =>
      row.status_dictText && row.status !== null && row.status !== undefined
        ? dictText('user_status', row.status, row.status_dictText)
        : row.status === 1
          ? t('正常')
          : row.status === 2
            ? t('冻结')
            : text(row.status),
  },
]

/** Picks existing users (/sys/user/list, searched by account), several at a time. */
function UserSelectDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: (ids: string[]) => void
  pending: boolean
}) {
  const t = useT()
  const [query, setQuery] = useState({ username: '', pageNo: 1, pageSize: 10 })
  const [selected, setSelected] = useState<string[]>([])
  const users = useQuery({
    queryKey: departKeys.pickUsers(query),
    enabled: open,
    placeholderData: keepPreviousData,
    queryFn: async () => (await departUsersApi.pickUsers(query)) as Page<Row>,
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setSelected([])
        onOpenChange(next)
      }}
    >
      <DialogContent width={800} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('选择用户')}</DialogTitle>
        </DialogHeader>
        <KeywordSearch
          className="mb-3 flex items-end gap-2"
          label={t('用户账号')}
          placeholder={t('请输入用户账号')}
          defaultValue={query.username}
          onSearch={(username) => setQuery({ ...query, username, pageNo: 1 })}
        />
        <PagedTable
          caption={t('可选用户')}
          columns={userColumns.filter((column) => column.key !== 'orgCode')}
          rowKey={(row) => row.id}
          selectedKeys={selected}
          onSelectionChange={setSelected}
          result={users}
          page={query}
          onPageChange={(page) => setQuery({ ...query, ...page })}
        />
        <DialogFooter className="mt-4">
          <Button onClick={() => onOpenChange(false)}>{t('取消')}</Button>
          <Button
            variant="primary"
            loading={pending}
            onClick={() => (selected.length === 0 ? toast.warning(t('请选择用户')) : onConfirm(selected))}
          >
            {t('确定')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** 用户 tab: the users of a department (paged), 添加已有用户, 取消关联 one or a selection. */
export function DepartUsersTab({ departId, canEdit }: { departId: string; canEdit: boolean }) {
  const t = useT()
  const queryClient = useQueryClient()
  const [query, setQuery] = useState({ username: '', pageNo: 1, pageSize: 10 })
  const [selected, setSelected] = useState<string[]>([])
  const [picking, setPicking] = useState(false)
  const [removing, setRemoving] = useState<string[] | null>(null)
  const request = {
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    ...(query.username ? { username: query.username } : {}),
  }
  const users = useQuery({
    queryKey: departKeys.users(departId, request),
    queryFn: () => departUsersApi.users({ depId: departId, ...request }),
    placeholderData: keepPreviousData,
  })
  const refresh = () => queryClient.invalidateQueries({ queryKey: departKeys.usersOf(departId) })

  const add = useMutation({
    mutationFn: (ids: string[]) => departUsersApi.addUsers(departId, ids),
    onSuccess: async (message) => {
      toast.success(message || t('添加成功!'))
      setPicking(false)
      await refresh()
    },
    onError: (error) => toast.error(messageOf(error)),
  })
  const remove = useMutation({
    mutationFn: (ids: string[]) =>
      ids.length === 1
        ? departUsersApi.removeUser(departId, ids[0] ?? '')
        : departUsersApi.removeUsers(departId, ids),
    onSuccess: async (message) => {
      toast.success(message || t('删除成功!'))
      setRemoving(null)
      setSelected([])
      await refresh()
    },
    onError: (error) => {
      setRemoving(null)
      toast.error(messageOf(error))
    },
  })

  const columns: DataColumn<Row>[] = canEdit
    ? [
        ...userColumns,
        {
          key: 'actions',
          title: t('操作'),
          fit: 'content',
          pinned: 'right',
          render: (row) => (
            <Button variant="link" size="sm" onClick={() => setRemoving([row.id])}>
              {t('取消关联')}
            </Button>
          ),
        },
      ]
    : userColumns

  return (
    <div className="space-y-3">
      <KeywordSearch
        label={t('用户账号')}
        placeholder={t('请输入用户账号')}
        onSearch={(username) => setQuery({ ...query, username, pageNo: 1 })}
      >
        {canEdit ? (
          <>
            <Button onClick={() => setPicking(true)}>{t('添加已有用户')}</Button>
            {selected.length > 0 ? (
              <Button variant="danger" onClick={() => setRemoving(selected)}>
                {t('取消关联')}
              </Button>
            ) : null}
          </>
        ) : null}
      </KeywordSearch>
      <LoadError result={users} />
      <PagedTable
        caption={t('部门用户列表')}
        columns={columns}
        rowKey={(row) => row.id}
        {...(canEdit ? { selectedKeys: selected, onSelectionChange: setSelected } : {})}
        result={users}
        page={query}
        onPageChange={(page) => setQuery({ ...query, ...page })}
      />
      <UserSelectDialog
        open={picking}
        onOpenChange={setPicking}
        pending={add.isPending}
        onConfirm={(ids) => add.mutate(ids)}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('确认取消关联')}
        description={
          (removing?.length ?? 0) > 1
            ? t('确定取消选中的 {{length}} 个用户与本部门的关联吗?', { length: removing?.length ?? 0 })
            : t('确定取消该用户与本部门的关联吗?')
        }
        variant="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </div>
  )
}
