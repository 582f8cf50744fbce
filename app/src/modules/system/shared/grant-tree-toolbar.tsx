import { Button } from '@erp/ui-kit/button'
import { msg, useT } from '@erp/ui-kit/i18n'
import { Switch } from '@erp/ui-kit/switch'

export const GRANT_TOOLBAR_MESSAGES = {
  label: msg('权限树操作'),
  cascade: msg('父子关联'),
  checkAll: msg('全选'),
  uncheckAll: msg('取消全选'),
  expandAll: msg('展开所有'),
  collapseAll: msg('合并所有'),
}

export interface GrantTreeToolbarProps {
  /** The accessible name of the toolbar. */
  label?: string
  disabled?: boolean
  cascade: boolean
  onCascadeChange: (cascade: boolean) => void
  onCheckAll: () => void
  onUncheckAll: () => void
  onExpandAll: () => void
  onCollapseAll: () => void
}

/** The buttons above a permission grant tree (role and department grants): 全选, 展开所有, 父子关联… */
export function GrantTreeToolbar({
  label = GRANT_TOOLBAR_MESSAGES.label,
  disabled = false,
  cascade,
  onCascadeChange,
  onCheckAll,
  onUncheckAll,
  onExpandAll,
  onCollapseAll,
}: GrantTreeToolbarProps) {
  const t = useT()
  const m = GRANT_TOOLBAR_MESSAGES
  return (
    <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t(label)}>
      <Button size="sm" disabled={disabled} onClick={onCheckAll}>
        {t(m.checkAll)}
      </Button>
      <Button size="sm" disabled={disabled} onClick={onUncheckAll}>
        {t(m.uncheckAll)}
      </Button>
      <Button size="sm" disabled={disabled} onClick={onExpandAll}>
        {t(m.expandAll)}
      </Button>
      <Button size="sm" disabled={disabled} onClick={onCollapseAll}>
        {t(m.collapseAll)}
      </Button>
      <label className="ml-auto inline-flex items-center gap-2 text-sm">
        <Switch checked={cascade} onCheckedChange={onCascadeChange} aria-label={t(m.cascade)} />
        <span aria-hidden="true">{t(m.cascade)}</span>
      </label>
    </div>
  )
}
