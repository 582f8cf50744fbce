import { msg, t, useT } from '../i18n/i18n'
import { useState } from 'react'
import { Button } from '../button/button'
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog'

/** The toolbar buttons of docs/spec.md §2 "Table toolbar": add, save, remove, clear selection, collapse/expand. */
export type ToolbarAction = 'add' | 'save' | 'remove' | 'clearSelection' | 'collapse'

export interface ToolbarLabels {
  add: string
  save: string
  remove: string
  clearSelection: string
  /** docs/spec.md §2: the remove confirmation, 'delete these N items?' (Chinese '确定要删除这 N 项吗?'). */
  confirmRemove: (count: number) => string
  confirmTitle: string
  ok: string
  cancel: string
  /** The selected-count text next to the buttons. */
  selected: (count: number) => string
  /** docs/spec.md §4: the collapse button toggles collapsed and expanded (upstream '收起' / '展开'). */
  collapse: string
  expand: string
}

/** The default labels: keys (the SPEC's Chinese texts); `defaultToolbarLabels()` gives them translated. */
export const DEFAULT_TOOLBAR_LABELS: ToolbarLabels = {
  add: msg('新增'),
  save: msg('保存'),
  remove: msg('删除'),
  clearSelection: msg('清空选择'),
  confirmRemove: (count) => t('确定要删除这 {{count}} 项吗?', { count }),
  confirmTitle: msg('确认删除'),
  ok: msg('确定'),
  cancel: msg('取消'),
  selected: (count) => t('已选择 {{count}} 项', { count }),
  collapse: msg('收起'),
  expand: msg('展开'),
}

/** The default labels in the language of `translate` (a `useT()`; default the page-wide language). */
export function defaultToolbarLabels(translate: typeof t = t): ToolbarLabels {
  const d = DEFAULT_TOOLBAR_LABELS
  return {
    ...d,
    confirmRemove: (count) => translate(msg('确定要删除这 {{count}} 项吗?'), { count }),
    selected: (count) => translate(msg('已选择 {{count}} 项'), { count }),
    add: translate(d.add),
    save: translate(d.save),
    remove: translate(d.remove),
    clearSelection: translate(d.clearSelection),
    confirmTitle: translate(d.confirmTitle),
    ok: translate(d.ok),
    cancel: translate(d.cancel),
    collapse: translate(d.collapse),
    expand: translate(d.expand),
  }
}

export interface EditableTableToolbarProps {
  actions: readonly ToolbarAction[]
  selectedCount: number
  labels: ToolbarLabels
  disabled?: boolean
  saving?: boolean
  /** The table body is collapsed (the collapse button shows 'expand'). */
  collapsed?: boolean
  /** The id of the table body the collapse button controls. */
  bodyId?: string
  onToggleCollapsed?: () => void
  onAdd: () => void
  onSave: () => void
  onRemove: () => void
  onClearSelection: () => void
}

/** Add, save, remove (after a confirmation), clear selection and collapse/expand, for the actions allowed. */
export function EditableTableToolbar({
  actions,
  selectedCount,
  labels,
  disabled = false,
  saving = false,
  collapsed = false,
  bodyId,
  onToggleCollapsed,
  onAdd,
  onSave,
  onRemove,
  onClearSelection,
}: EditableTableToolbarProps) {
  const t = useT()
  const [confirming, setConfirming] = useState(false)
  if (actions.length === 0) return null
  const has = (action: ToolbarAction) => actions.includes(action)
  return (
    <div
      data-slot="editable-table-toolbar"
      role="toolbar"
      aria-label={t('表格操作')}
      className="flex flex-wrap items-center gap-2"
    >
      {has('add') ? (
        <Button variant="primary" size="sm" disabled={disabled} onClick={onAdd}>
          {labels.add}
        </Button>
      ) : null}
      {has('save') ? (
        <Button size="sm" disabled={disabled} loading={saving} onClick={onSave}>
          {labels.save}
        </Button>
      ) : null}
      {has('remove') ? (
        <Button
          variant="danger"
          size="sm"
          disabled={disabled || selectedCount === 0}
          onClick={() => setConfirming(true)}
        >
          {labels.remove}
        </Button>
      ) : null}
      {has('clearSelection') ? (
        <Button size="sm" disabled={selectedCount === 0} onClick={onClearSelection}>
          {labels.clearSelection}
        </Button>
      ) : null}
      {has('collapse') ? (
        <Button
          variant="link"
          size="sm"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          data-state={collapsed ? 'collapsed' : 'expanded'}
          onClick={onToggleCollapsed}
        >
          {collapsed ? labels.expand : labels.collapse}
          <span aria-hidden="true">{collapsed ? '▾' : '▴'}</span>
        </Button>
      ) : null}
      {selectedCount > 0 ? (
        <span className="text-sm text-muted-foreground" aria-live="polite">
          {labels.selected(selectedCount)}
        </span>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={labels.confirmTitle}
        description={labels.confirmRemove(selectedCount)}
        confirmLabel={labels.ok}
        cancelLabel={labels.cancel}
        variant="danger"
        onConfirm={() => {
          setConfirming(false)
          onRemove()
        }}
      />
    </div>
  )
}
