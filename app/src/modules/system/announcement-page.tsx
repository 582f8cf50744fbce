import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { ColumnSettings, applyColumnLayout } from '@erp/ui-kit/column-settings'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { QueryForm } from '@erp/ui-kit/query-form'
import { toast } from '@erp/ui-kit/toast'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { api } from '../../lib/api'
import { messageOf } from '../../lib/api-errors'
import { RefusedError } from '../../lib/resource/crud-client'
import { ExcelActions } from '../../lib/resource/excel-actions'
import { contractColumns, contractQueryFields } from '../../lib/resource/from-contract'
import { draftOf, filtersOf } from '../../lib/resource/list-query'
import type { QueryFieldDef, ResourceDefinition } from '../../lib/resource/resource-definition'
import { useColumnLayout } from '../../lib/resource/use-column-layout'
import { useDictOptions } from '../../lib/resource/use-dict-options'
import { useListController } from '../../lib/resource/use-list-controller'
import { AnnouncementPreviewDialog, AnnouncementSendDialog } from './announcement-dialogs'
import { ANNOUNCEMENT_BASE, AnnouncementFormDialog, type AnnouncementRow } from './announcement-form-dialog'

/** Upstream send_status: 0 未发布, 1 已发布, 2 已撤销. */
export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const

export const ANNOUNCEMENT_MESSAGES = {
  title: '系统通告',
  add: '新增',
  edit: '编辑',
  delete: '删除',
  batchDelete: '批量删除',
  release: '发布',
  revoke: '撤销',
  preview: '查看',
  sends: '发送记录',
  refresh: '刷新',
  actions: '操作',
  confirmRelease: '确定发布该通告吗?',
  releaseHint: '发布后立即推送给接收人，且不能再编辑。',
  confirmRevoke: '确定撤销该通告吗?',
  revokeHint: '撤销后接收人将不再看到这条通告。',
  confirmDelete: '确定删除吗?',
  confirmBatch: (count: number) => `确定删除选中的 ${count} 条记录吗?`,
  onlyDrafts: '只能删除未发布的通告',
  selected: (count: number) => `已选择 ${count} 项`,
  clearSelection: '清空',
  status: { '0': '未发布', '1': '已发布', '2': '已撤销' } as Record<string, string>,
}

const PRIORITY_VARIANT: Record<string, 'danger' | 'warning' | 'primary'> = {
  H: 'danger',
  M: 'warning',
  L: 'primary',
}
const STATUS_VARIANT: Record<string, 'default' | 'success' | 'warning'> = {
  '0': 'default',
  '1': 'success',
  '2': 'warning',
}

const statusOf = (row: AnnouncementRow) => row.sendStatus ?? SEND_STATUS.draft
const textOf = (row: AnnouncementRow, key: string) => {
  const record = row as Record<string, unknown>
  const text = record[`${key}_dictText`] ?? record[key]
  return text === null || text === undefined ? '' : String(text)
}

export const announcementResource: ResourceDefinition<typeof ANNOUNCEMENT_BASE> = {
  base: ANNOUNCEMENT_BASE,
  title: ANNOUNCEMENT_MESSAGES.title,
  columns: contractColumns<AnnouncementRow>(
    'announcement',
    ['titile', 'msgCategory', 'sender', 'priority', 'msgType', 'sendStatus', 'sendTime', 'cancelTime'],
    {
      titile: { width: 220 },
      priority: {
        width: 90,
        render: (row) =>
          row.priority ? (
            <Badge variant={PRIORITY_VARIANT[row.priority] ?? 'default'}>{textOf(row, 'priority')}</Badge>
          ) : null,
      },
      sendStatus: {
        width: 100,
        render: (row) => (
          <Badge variant={STATUS_VARIANT[statusOf(row)] ?? 'default'}>
            {ANNOUNCEMENT_MESSAGES.status[statusOf(row)] ?? textOf(row, 'sendStatus')}
          </Badge>
        ),
      },
    },
  ),
  queryFields: contractQueryFields('announcement', ['titile', 'msgCategory', 'sendStatus']),
  permissions: {
    add: 'system:announcement:add',
    edit: 'system:announcement:edit',
    delete: 'system:announcement:delete',
    export: 'system:announcement:export',
    import: 'system:announcement:import',
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  excel: { exportPath: '/sys/annountCement/exportXls', importPath: '/sys/annountCement/importExcel' },
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
          className="h-8 w-full rounded border border-border bg-surface px-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-primary"
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

type Pending =
  { kind: 'release' | 'revoke' | 'delete'; row: AnnouncementRow } | { kind: 'deleteSelected' } | null

function unwrapMessage(data: { success: boolean; message: string } | undefined): string {
  if (!data) throw new Error('服务器的回答不可识别')
  if (!data.success) throw new RefusedError(data.message || '操作失败')
  return data.message
}

/**
 * 系统通告 (upstream system/SysAnnouncementList): drafts are edited and deleted; 发布 pushes the notice to its
 * recipients over the websocket (server side), 撤销 withdraws it; 查看 shows the sanitized content and 发送记录
 * who received and read it. The list machinery is useListController; the row actions depend on the status,
 * which ResourceListPage does not support, so the list view is composed here.
 */
export default function AnnouncementPage() {
  const definition = announcementResource
  const list = useListController(definition)
  const m = ANNOUNCEMENT_MESSAGES
  const permissions = definition.permissions ?? {}
  const allowed = {
    add: useCan(permissions.add ?? ''),
    edit: useCan(permissions.edit ?? ''),
    delete: useCan(permissions.delete ?? ''),
    export: useCan(permissions.export ?? ''),
    import: useCan(permissions.import ?? ''),
  }
  const queryFields = definition.queryFields ?? []
  const [draft, setDraft] = useState(() => draftOf(queryFields, list.state.filters))
  const [editing, setEditing] = useState<{ row: AnnouncementRow | null; key: number } | null>(null)
  const [viewing, setViewing] = useState<{ kind: 'preview' | 'sends'; row: AnnouncementRow } | null>(null)
  const [pending, setPending] = useState<Pending>(null)
  const { layout, setLayout, setWidth } = useColumnLayout(definition.base)

  const statusAction = useMutation({
    mutationFn: async ({ kind, row }: { kind: 'release' | 'revoke'; row: AnnouncementRow }) => {
      const init = { params: { query: { id: row.id } } }
      const { data } =
        kind === 'release'
          ? await api.GET('/sys/annountCement/doReleaseData', init)
          : await api.GET('/sys/annountCement/doReovkeData', init)
      return unwrapMessage(data)
    },
    onSuccess: async (message) => {
      toast.success(message)
      await list.refresh()
    },
    onError: (error) => toast.error(messageOf(error)),
  })

  const selectedRows = list.rows.filter((row) => list.selectedKeys.includes(list.rowKey(row)))
  const selectedAreDrafts = selectedRows.every((row) => statusOf(row) === SEND_STATUS.draft)

  const confirm = () => {
    const current = pending
    setPending(null)
    if (!current) return
    if (current.kind === 'deleteSelected') list.removeSelected.mutate(list.selectedKeys)
    else if (current.kind === 'delete') list.removeOne.mutate(current.row.id)
    else statusAction.mutate({ kind: current.kind, row: current.row })
  }

  const actionColumn: DataColumn<AnnouncementRow> = {
    key: '__actions',
    title: m.actions,
    width: 260,
    render: (row) => {
      const status = statusOf(row)
      return (
        <div className="flex flex-wrap items-center gap-1">
          {status === SEND_STATUS.draft && allowed.edit ? (
            <Button size="sm" variant="link" onClick={() => setEditing({ row, key: Date.now() })}>
              {m.edit}
            </Button>
          ) : null}
          {status === SEND_STATUS.draft ? (
            <Button size="sm" variant="link" onClick={() => setPending({ kind: 'release', row })}>
              {m.release}
            </Button>
          ) : null}
          {status === SEND_STATUS.published ? (
            <Button size="sm" variant="link" onClick={() => setPending({ kind: 'revoke', row })}>
              {m.revoke}
            </Button>
          ) : null}
          <Button size="sm" variant="link" onClick={() => setViewing({ kind: 'preview', row })}>
            {m.preview}
          </Button>
          {status !== SEND_STATUS.draft ? (
            <Button size="sm" variant="link" onClick={() => setViewing({ kind: 'sends', row })}>
              {m.sends}
            </Button>
          ) : null}
          {status === SEND_STATUS.draft && allowed.delete ? (
            <Button
              size="sm"
              variant="link"
              className="text-danger-strong"
              onClick={() => setPending({ kind: 'delete', row })}
            >
              {m.delete}
            </Button>
          ) : null}
        </div>
      )
    },
  }
  const columns = [...applyColumnLayout(definition.columns, layout), actionColumn]
  const selectedCount = list.selectedKeys.length

  const confirmText =
    pending?.kind === 'release'
      ? { title: m.confirmRelease, description: m.releaseHint, variant: 'primary' as const }
      : pending?.kind === 'revoke'
        ? { title: m.confirmRevoke, description: m.revokeHint, variant: 'danger' as const }
        : pending?.kind === 'deleteSelected'
          ? { title: m.confirmBatch(selectedCount), description: undefined, variant: 'danger' as const }
          : { title: m.confirmDelete, description: undefined, variant: 'danger' as const }

  return (
    <section className="min-w-0 space-y-4 rounded bg-surface p-4" aria-label={`${m.title}列表`}>
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
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={`${m.title}操作`}>
        {allowed.add ? (
          <Button variant="primary" onClick={() => setEditing({ row: null, key: Date.now() })}>
            {m.add}
          </Button>
        ) : null}
        {definition.excel ? (
          <ExcelActions
            title={m.title}
            {...(definition.excel.exportPath && allowed.export
              ? { exportPath: definition.excel.exportPath }
              : {})}
            {...(definition.excel.importPath && allowed.import
              ? { importPath: definition.excel.importPath }
              : {})}
            query={list.request}
            selectedIds={list.selectedKeys}
            onImported={() => void list.refresh()}
          />
        ) : null}
        {selectedCount > 0 && allowed.delete ? (
          <Button
            variant="danger"
            disabled={!selectedAreDrafts}
            title={selectedAreDrafts ? undefined : m.onlyDrafts}
            onClick={() => setPending({ kind: 'deleteSelected' })}
          >
            {m.batchDelete}
          </Button>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <Button size="sm" onClick={() => void list.refresh()}>
            {m.refresh}
          </Button>
          <ColumnSettings
            columns={definition.columns.map(({ key, title }) => ({ key, title }))}
            layout={layout}
            onLayoutChange={setLayout}
          />
        </div>
      </div>
      {selectedCount > 0 ? (
        <div className="flex items-center gap-3 rounded border border-primary/40 bg-primary/10 px-4 py-2 text-sm">
          <span aria-live="polite">{m.selected(selectedCount)}</span>
          {!selectedAreDrafts ? <span className="text-danger-strong">{m.onlyDrafts}</span> : null}
          <Button size="sm" variant="link" onClick={() => list.setSelectedKeys([])}>
            {m.clearSelection}
          </Button>
        </div>
      ) : null}
      {list.error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {list.error}
        </p>
      ) : null}
      <DataTable
        caption={`${m.title}列表`}
        columns={columns}
        rows={list.rows}
        rowKey={list.rowKey}
        loading={list.loading}
        sort={list.state.sort}
        onSortChange={list.setSort}
        selectedKeys={list.selectedKeys}
        onSelectionChange={list.setSelectedKeys}
        onColumnResize={setWidth}
        pagination={{
          pageNo: list.state.pageNo,
          pageSize: list.state.pageSize,
          total: list.total,
          onChange: list.setPage,
        }}
      />
      {editing ? (
        <AnnouncementFormDialog
          key={editing.key}
          row={editing.row}
          open
          onOpenChange={(open) => (open ? null : setEditing(null))}
        />
      ) : null}
      {viewing?.kind === 'preview' ? (
        <AnnouncementPreviewDialog
          row={viewing.row}
          onOpenChange={(open) => (open ? null : setViewing(null))}
        />
      ) : null}
      {viewing?.kind === 'sends' ? (
        <AnnouncementSendDialog row={viewing.row} onOpenChange={(open) => (open ? null : setViewing(null))} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={confirmText.title}
        description={confirmText.description}
        variant={confirmText.variant}
        onConfirm={confirm}
      />
    </section>
  )
}
