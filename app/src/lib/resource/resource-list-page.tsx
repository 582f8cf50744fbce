import { Button } from '@erp/ui-kit/button'
import { ColumnSettings, applyColumnLayout } from '@erp/ui-kit/column-settings'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { QueryControl } from './query-control'
import { QueryForm } from '@erp/ui-kit/query-form'
import { Fragment, useState, type ReactNode } from 'react'
import { useCan } from '../../hooks/use-can'
import type { ListBase, RowOf } from './crud-client'
import { ExcelActions } from './excel-actions'
import { draftOf, filtersOf } from './list-query'
import type { ResourceDefinition } from './resource-definition'
import { ResourceDetailDialog } from './resource-detail-dialog'
import { ResourceFormDialog, type FormMode } from './resource-form-dialog'
import { rowDictText } from './row-dict-text'
import { RowActions } from './row-actions'
import { useColumnLayout } from './use-column-layout'
import { useListController, type ListController } from './use-list-controller'

/** The list's own texts: keys (translate them with t() where they are drawn); the functions translate. */
export const LIST_MESSAGES = {
  add: msg('新增'),
  edit: msg('编辑'),
  detail: msg('详情'),
  delete: msg('删除'),
  batchDelete: msg('批量删除'),
  actions: msg('操作'),
  refresh: msg('刷新'),
  confirmDelete: msg('确定删除吗?'),
  confirmBatch: (count: number) => t('确定删除选中的 {{count}} 条记录吗?', { count }),
  selected: (count: number) => t('已选择 {{count}} 项', { count }),
  clearSelection: msg('清空'),
  more: msg('更多'),
  moreOf: (name: string) => t('{{name}}的更多操作', { name }),
  notAllDeletable: msg('选中的记录中有不能删除的'),
}

/** Which built-in actions a row offers (all by default, within the definition's permissions). */
export interface RowPermissions {
  edit?: boolean
  delete?: boolean
  detail?: boolean
}

export interface FormRenderProps<B extends ListBase> {
  mode: 'add' | 'edit'
  row: RowOf<B> | null
  onOpenChange: (open: boolean) => void
}

export interface ResourceListPageProps<B extends ListBase> {
  definition: ResourceDefinition<B>
  /** More actions of a row, after 编辑 / 详情 / 删除. */
  rowActions?: (row: RowOf<B>, list: ListController<B>) => ReactNode
  /**
   * Per row: `false` hides 编辑, 删除 or 详情 (a published notice is no longer edited). 批量删除 is offered
   * only while every selected row may be deleted.
   */
  rowPermissions?: (row: RowOf<B>) => RowPermissions
  /** Items (DropdownMenuItem) of a 更多 ▾ menu after the row's buttons; the built-in 删除 moves into it. */
  rowMenu?: (row: RowOf<B>, list: ListController<B>) => ReactNode
  /** A row's name in the 更多 menu's label (`<name>的更多操作`). */
  rowName?: (row: RowOf<B>) => string
  /** Replaces the built-in detail dialog. */
  onDetail?: (row: RowOf<B>) => void
  /**
   * Replaces the built-in add/edit dialog (a form of its own, or one that loads more first); with it the
   * list offers 新增 and 编辑 even without `formFields`.
   */
  renderForm?: (props: FormRenderProps<B>) => ReactNode
  /** Buttons for the selected rows; they replace 批量删除 (call list.removeSelected to keep it). */
  selectionActions?: (list: ListController<B>) => ReactNode
  /** More toolbar buttons, after 新增 and the Excel buttons. */
  toolbar?: (list: ListController<B>) => ReactNode
  /** Something beside the list (a tree, a detail panel). */
  aside?: ReactNode
  /** Above the query form (a heading, tabs, a hint). */
  header?: ReactNode
  /** The controller to use, when the page needs it too (call useListController(definition) itself). */
  controller?: ListController<B>
}

/** The standard CRUD screen: query form, toolbar, server-side table, add/edit/detail dialog. */
export function ResourceListPage<B extends ListBase>(props: ResourceListPageProps<B>) {
  // A page passing its own controller must keep passing it; a page without one gets one here.
  return props.controller ? (
    <ResourceListView {...props} controller={props.controller} />
  ) : (
    <OwnController {...props} />
  )
}

function OwnController<B extends ListBase>(props: ResourceListPageProps<B>) {
  const controller = useListController(props.definition)
  return <ResourceListView {...props} controller={controller} />
}

function ResourceListView<B extends ListBase>({
  definition,
  rowActions,
  rowPermissions,
  rowMenu,
  rowName,
  onDetail,
  renderForm,
  selectionActions,
  toolbar,
  aside,
  header,
  controller: list,
}: ResourceListPageProps<B> & { controller: ListController<B> }) {
  const t = useT()
  // Titles of definitions (msg-marked or the contract's) are keys: translated here, where they are drawn.
  const entity = t(definition.title)
  const permissions = definition.permissions ?? {}
  const allowed = {
    add: useCan(permissions.add ?? '') || !permissions.add,
    edit: useCan(permissions.edit ?? '') || !permissions.edit,
    delete: useCan(permissions.delete ?? '') || !permissions.delete,
    export: useCan(permissions.export ?? '') || !permissions.export,
    import: useCan(permissions.import ?? '') || !permissions.import,
  }
  // An import adds rows: 导入 asks for the add button as well as its own (the server asks for add).
  allowed.import = allowed.import && allowed.add
  const editable = !definition.readOnly && Boolean(definition.formFields?.length || renderForm)
  const hasDetail = Boolean(definition.formFields?.length || onDetail)
  const queryFields = definition.queryFields ?? []
  const [draft, setDraft] = useState(() => draftOf(queryFields, list.state.filters))
  const [dialog, setDialog] = useState<{ mode: FormMode; row: RowOf<B> | null; key: number } | null>(null)
  const [deleting, setDeleting] = useState<RowOf<B> | 'selected' | null>(null)
  const { layout, setLayout, setWidth } = useColumnLayout(definition.base)

  const actionColumn: DataColumn<RowOf<B>> = {
    key: '__actions',
    title: t(LIST_MESSAGES.actions),
    // Sized to its buttons, never cut or wrapped, and kept in view while the list scrolls sideways.
    fit: 'content',
    pinned: 'right',
    render: (row) => {
      const own = rowPermissions?.(row) ?? {}
      const canDelete = allowed.delete && own.delete !== false
      return (
        <RowActions
          actions={
            <>
              {editable && allowed.edit && own.edit !== false ? (
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => setDialog({ mode: 'edit', row, key: Date.now() })}
                >
                  {t(LIST_MESSAGES.edit)}
                </Button>
              ) : null}
              {hasDetail && own.detail !== false ? (
                <Button
                  size="sm"
                  variant="link"
                  onClick={() =>
                    onDetail ? onDetail(row) : setDialog({ mode: 'detail', row, key: Date.now() })
                  }
                >
                  {t(LIST_MESSAGES.detail)}
                </Button>
              ) : null}
              {rowActions?.(row, list)}
            </>
          }
          menu={rowMenu?.(row, list)}
          trailing={
            canDelete ? (
              <Button
                size="sm"
                variant="link"
                className="text-danger-strong"
                onClick={() => setDeleting(row)}
              >
                {t(LIST_MESSAGES.delete)}
              </Button>
            ) : null
          }
          {...(rowName ? { moreLabel: LIST_MESSAGES.moreOf(rowName(row)) } : {})}
        />
      )
    },
  }
  const dataColumns = definition.columns.map((column) => {
    const titled = { ...column, title: t(column.title) }
    if (!column.dict || column.render) return titled
    const { dictCode } = column
    return {
      ...titled,
      render: (row: RowOf<B>) => rowDictText(row, column.key, dictCode),
    }
  })
  const columns = [...applyColumnLayout(dataColumns, layout), actionColumn]
  const selectedCount = list.selectedKeys.length
  const allDeletable =
    !rowPermissions ||
    list.rows
      .filter((row) => list.selectedKeys.includes(list.rowKey(row)))
      .every((row) => rowPermissions(row).delete !== false)

  const confirmDelete = () => {
    if (deleting === 'selected') list.removeSelected.mutate(list.selectedKeys)
    else if (deleting) list.removeOne.mutate(list.rowKey(deleting))
    setDeleting(null)
  }

  return (
    <section className="flex gap-4" data-slot="resource-list" aria-label={t('{{entity}}列表', { entity })}>
      {aside}
      <div className="min-w-0 flex-1 space-y-4 rounded bg-surface p-4">
        {header}
        {queryFields.length ? (
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
                draft={draft}
                onDraft={(name, value) => setDraft((current) => ({ ...current, [name]: value }))}
              />
            ))}
          </QueryForm>
        ) : null}
        <div
          className="flex flex-wrap items-center gap-2"
          role="toolbar"
          aria-label={t('{{entity}}操作', { entity })}
        >
          {editable && allowed.add ? (
            <Button variant="primary" onClick={() => setDialog({ mode: 'add', row: null, key: Date.now() })}>
              {t(LIST_MESSAGES.add)}
            </Button>
          ) : null}
          {definition.excel ? (
            <ExcelActions
              title={entity}
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
          {toolbar?.(list)}
          {selectionActions && selectedCount > 0 ? selectionActions(list) : null}
          {selectedCount > 0 && allowed.delete && !selectionActions ? (
            <Button
              variant="danger"
              disabled={!allDeletable}
              title={allDeletable ? undefined : t(LIST_MESSAGES.notAllDeletable)}
              onClick={() => setDeleting('selected')}
            >
              {t(LIST_MESSAGES.batchDelete)}
            </Button>
          ) : null}
          <div className="ml-auto flex items-center gap-2">
            <Button size="sm" onClick={() => void list.refresh()}>
              {t(LIST_MESSAGES.refresh)}
            </Button>
            <ColumnSettings
              columns={definition.columns.map(({ key, title }) => ({ key, title: t(title) }))}
              layout={layout}
              onLayoutChange={setLayout}
            />
          </div>
        </div>
        {selectedCount > 0 ? (
          <div className="flex items-center gap-3 rounded border border-primary/40 bg-primary/10 px-4 py-2 text-sm">
            <span aria-live="polite">{LIST_MESSAGES.selected(selectedCount)}</span>
            {allDeletable || selectionActions ? null : (
              <span className="text-danger-strong">{t(LIST_MESSAGES.notAllDeletable)}</span>
            )}
            <Button size="sm" variant="link" onClick={() => list.setSelectedKeys([])}>
              {t(LIST_MESSAGES.clearSelection)}
            </Button>
          </div>
        ) : null}
        {list.error ? (
          <p role="alert" className="text-sm text-danger-strong">
            {list.error}
          </p>
        ) : null}
        <DataTable
          caption={t('{{entity}}列表', { entity })}
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
      </div>
      {dialog && renderForm && dialog.mode !== 'detail' ? (
        <Fragment key={dialog.key}>
          {renderForm({
            mode: dialog.mode,
            row: dialog.row,
            onOpenChange: (open) => (open ? null : setDialog(null)),
          })}
        </Fragment>
      ) : null}
      {dialog?.mode === 'detail' && dialog.row ? (
        <ResourceDetailDialog
          key={dialog.key}
          definition={definition}
          row={dialog.row}
          open
          onOpenChange={(open) => (open ? null : setDialog(null))}
        />
      ) : null}
      {dialog && dialog.mode !== 'detail' && !renderForm ? (
        <ResourceFormDialog
          key={dialog.key}
          definition={definition}
          mode={dialog.mode}
          row={dialog.row}
          open
          onOpenChange={(open) => (open ? null : setDialog(null))}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={
          deleting === 'selected' ? LIST_MESSAGES.confirmBatch(selectedCount) : t(LIST_MESSAGES.confirmDelete)
        }
        variant="danger"
        onConfirm={confirmDelete}
      />
    </section>
  )
}
