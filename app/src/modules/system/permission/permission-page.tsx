import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { useT } from '@erp/ui-kit/i18n'
import { Icon } from '@erp/ui-kit/icon'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useCan } from '../../../hooks/use-can'
import { messageOf } from '../../../lib/api-errors'
import { menuApi, type MenuRecord } from './api/menus'
import { menuKeys } from './api/permission-keys'
import { menuIds, menuTypeText, visibleMenuRows, type MenuRow } from './menu-tree'
import { PermissionDataRules } from './permission-data-rules'
import { PermissionFormDialog } from './permission-form-dialog'

export const PERMISSION_CODES = {
  add: 'system:permission:add',
  edit: 'system:permission:edit',
  delete: 'system:permission:delete',
}

/** 菜单管理 (upstream system/PermissionList): every menu, page and button as a tree table. */
export default function PermissionPage() {
  const t = useT()
  const queryClient = useQueryClient()
  const menus = useQuery({ queryKey: menuKeys.list, queryFn: menuApi.list })
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [form, setForm] = useState<{ record: MenuRecord | null; parentId: string | null } | null>(null)
  const [removing, setRemoving] = useState<MenuRecord | null>(null)
  const [rulesOf, setRulesOf] = useState<MenuRecord | null>(null)
  const canAdd = useCan(PERMISSION_CODES.add)
  const canEdit = useCan(PERMISSION_CODES.edit)
  const canDelete = useCan(PERMISSION_CODES.delete)
  const tree = useMemo(() => menus.data ?? [], [menus.data])
  const rows = useMemo(() => visibleMenuRows(tree, expanded), [tree, expanded])

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: menuKeys.list })
  }
  const remove = useMutation({
    mutationFn: (id: string) => menuApi.remove(id),
    onSuccess: async (message) => {
      toast.success(message || t('删除成功!'))
      setRemoving(null)
      await refresh()
    },
    onError: (error) => {
      setRemoving(null)
      toast.error(messageOf(error))
    },
  })
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  const columns: DataColumn<MenuRow>[] = [
    {
      key: 'name',
      title: t('菜单名称'),
      width: 260,
      render: ({ record, depth, hasChildren }) => (
        <span className="inline-flex items-center gap-1" style={{ paddingLeft: `${depth * 20}px` }}>
          {hasChildren ? (
            <button
              type="button"
              aria-expanded={expanded.has(record.id)}
              aria-label={
                expanded.has(record.id)
                  ? t('收起{{name}}', { name: String(record.name) })
                  : t('展开{{name}}', { name: String(record.name) })
              }
              onClick={() => toggle(record.id)}
              className="inline-flex size-5 items-center justify-center rounded border border-border text-xs hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
            >
              {expanded.has(record.id) ? '−' : '+'}
            </button>
          ) : (
            <span aria-hidden="true" className="inline-block size-5" />
          )}
          {record.name}
        </span>
      ),
    },
    {
      key: 'menuType',
      title: t('菜单类型'),
      width: 100,
      render: ({ record }) => menuTypeText(record.menuType),
    },
    {
      key: 'icon',
      title: t('图标'),
      width: 110,
      // The icon itself, named by its icon name; a name no icon has stays as text.
      render: ({ record }) =>
        record.icon ? (
          <span title={record.icon} className="inline-flex items-center text-base">
            <Icon
              name={record.icon}
              aria-label={record.icon}
              fallback={<span className="text-sm">{record.icon}</span>}
            />
          </span>
        ) : (
          ''
        ),
    },
    { key: 'component', title: t('组件'), render: ({ record }) => record.component ?? '' },
    { key: 'url', title: t('路径'), render: ({ record }) => record.url ?? '' },
    { key: 'sortNo', title: t('排序'), width: 70, render: ({ record }) => (record.sortNo ?? '').toString() },
    {
      key: 'actions',
      title: t('操作'),
      fit: 'content',
      pinned: 'right',
      render: ({ record }) => (
        <div className="flex gap-1">
          {canEdit ? (
            <Button variant="link" size="sm" onClick={() => setForm({ record, parentId: null })}>
              {t('编辑')}
            </Button>
          ) : null}
          {canAdd && record.menuType !== 2 ? (
            <Button variant="link" size="sm" onClick={() => setForm({ record: null, parentId: record.id })}>
              {t('添加下级')}
            </Button>
          ) : null}
          {canEdit && record.menuType !== 2 ? (
            <Button variant="link" size="sm" onClick={() => setRulesOf(record)}>
              {t('数据规则')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="link" size="sm" onClick={() => setRemoving(record)}>
              {t('删除')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ]

  return (
    <div className="space-y-3 rounded bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        {canAdd ? (
          <Button variant="primary" onClick={() => setForm({ record: null, parentId: null })}>
            {t('新增菜单')}
          </Button>
        ) : null}
        <Button onClick={() => setExpanded(new Set(menuIds(tree)))}>{t('展开全部')}</Button>
        <Button onClick={() => setExpanded(new Set())}>{t('折叠全部')}</Button>
        <Button onClick={() => void refresh()}>{t('刷新')}</Button>
      </div>
      {menus.isError ? (
        <p role="alert" className="text-sm text-danger-strong">
          {messageOf(menus.error)}
        </p>
      ) : null}
      <DataTable
        caption={t('菜单列表')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.record.id}
        loading={menus.isFetching}
      />
      {form ? (
        <PermissionFormDialog
          menus={tree}
          record={form.record}
          parentId={form.parentId}
          onClose={() => setForm(null)}
          onSaved={refresh}
        />
      ) : null}
      {rulesOf ? <PermissionDataRules menu={rulesOf} onClose={() => setRulesOf(null)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('确定删除吗?')}
        description={
          removing ? t('删除“{{name}}”及其全部下级菜单和按钮。', { name: removing.name }) : undefined
        }
        variant="danger"
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </div>
  )
}
