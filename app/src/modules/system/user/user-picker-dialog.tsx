import { Button } from '@erp/ui-kit/button'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import type { components } from '@erp/openapi/schema'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState, type FormEvent } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { userPageQuery } from './api/get-user-page'

/**
 * 选择用户: a dialog listing /sys/user/list (paged, searched by account or name) with a checkbox per row. The
 * selection survives paging and searching. Should move to ui-kit once it takes a data source instead of the API.
 */

export type PickedUser = Pick<components['schemas']['SysUser'], 'id' | 'username' | 'realname'>

export const USER_PICKER_MESSAGES = {
  title: msg('选择用户'),
  search: msg('查询'),
  keyword: msg('账号或姓名'),
  username: msg('账号'),
  realname: msg('姓名'),
  phone: msg('手机号'),
  depart: msg('部门'),
  selected: (count: number) => t('已选择 {{count}} 位用户', { count }),
  clear: msg('清空'),
  cancel: msg('取消'),
  ok: msg('确定'),
}

const PAGE_SIZE = 10

/** Names of users by id (one page of up to 1000 users, cached): for showing chosen ids and send records. */
export function useUserNames(enabled = true): ReadonlyMap<string, PickedUser> {
  const query = useQuery({ ...userPageQuery(1, 1000, '', 'username'), enabled, staleTime: 60_000 })
  return useMemo(
    () => new Map((query.data?.records ?? []).map((user) => [user.id, user] as const)),
    [query.data],
  )
}

export const userLabel = (user: PickedUser | undefined, id: string) =>
  user
    ? user.realname
      ? t('{{realname}}（{{username}}）', { realname: user.realname, username: user.username })
      : user.username
    : id

/** Ids of a comma list (upstream writes a trailing comma). */
export const idsOf = (list: string | null | undefined) =>
  (list ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

export interface UserPickerDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The ids chosen so far. */
  value: readonly string[]
  onChange: (ids: string[], users: PickedUser[]) => void
}

export function UserPickerDialog({ open, onOpenChange, value, onChange }: UserPickerDialogProps) {
  const t = useT()
  const titleId = useId()
  const [selected, setSelected] = useState<string[]>(() => [...value])
  const [seen, setSeen] = useState<Map<string, PickedUser>>(() => new Map())
  const [pageNo, setPageNo] = useState(1)
  const [keyword, setKeyword] = useState('')
  const [draft, setDraft] = useState('')
  const list = useQuery({ ...userPageQuery(pageNo, PAGE_SIZE, keyword, 'username'), enabled: open })
  const byName = useQuery({
    ...userPageQuery(1, PAGE_SIZE, keyword, 'realname'),
    enabled: open && Boolean(keyword),
  })
  const rows = useMemo(() => {
    const found = list.data?.records ?? []
    if (!keyword || pageNo !== 1) return found
    const extra = (byName.data?.records ?? []).filter((user) => !found.some((row) => row.id === user.id))
    return [...found, ...extra]
  }, [list.data, byName.data, keyword, pageNo])
  const m = USER_PICKER_MESSAGES

  const remember = (users: readonly PickedUser[]) =>
    setSeen((current) => {
      const next = new Map(current)
      for (const user of users) next.set(user.id, user)
      return next
    })

  const columns: DataColumn<(typeof rows)[number]>[] = [
    { key: 'username', title: t(m.username) },
    { key: 'realname', title: t(m.realname) },
    { key: 'phone', title: t(m.phone) },
    { key: 'orgCodeTxt', title: t(m.depart) },
  ]

  const search = (event: FormEvent) => {
    event.preventDefault()
    setKeyword(draft.trim())
    setPageNo(1)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={800} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{t(m.title)}</DialogTitle>
        </DialogHeader>
        <form role="search" onSubmit={search} className="mb-3 flex items-center gap-2">
          <Input
            aria-label={t(m.keyword)}
            placeholder={t('请输入{{keyword}}', { keyword: t(m.keyword) })}
            value={draft}
            className="max-w-xs"
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" variant="primary">
            {t(m.search)}
          </Button>
          <span className="ml-auto text-sm text-muted-foreground" aria-live="polite">
            {m.selected(selected.length)}
          </span>
          {selected.length ? (
            <Button size="sm" variant="link" onClick={() => setSelected([])}>
              {t(m.clear)}
            </Button>
          ) : null}
        </form>
        {list.error ? (
          <p role="alert" className="mb-2 text-sm text-danger-strong">
            {messageOf(list.error)}
          </p>
        ) : null}
        <DataTable
          caption={t('{{title}}列表', { title: t(m.title) })}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          loading={list.isFetching}
          selectedKeys={selected}
          onSelectionChange={(keys) => {
            const visible = new Set(rows.map((row) => row.id))
            remember(rows.filter((row) => keys.includes(row.id)))
            setSelected((current) => [
              ...current.filter((id) => !visible.has(id)),
              ...keys.filter((id) => visible.has(id)),
            ])
          }}
          pagination={{
            pageNo,
            pageSize: PAGE_SIZE,
            total: list.data?.total ?? 0,
            onChange: (page) => setPageNo(page),
          }}
        />
        <DialogFooter className="mt-4">
          <Button onClick={() => onOpenChange(false)}>{t(m.cancel)}</Button>
          <Button
            variant="primary"
            onClick={() => {
              onChange(
                selected,
                selected.flatMap((id) => {
                  const user = seen.get(id)
                  return user ? [user] : []
                }),
              )
              onOpenChange(false)
            }}
          >
            {t(m.ok)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
