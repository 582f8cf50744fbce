import { Checkbox } from '@erp/ui-kit/checkbox'
import { useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { messageOf } from '../../../lib/api-errors'
import type { ControlProps } from '../../../lib/resource/resource-definition'
import { Tree, type TreeNode } from '@erp/ui-kit/tree'
import { indexTree } from '@erp/ui-kit/tree/tree-model'
import { userOptionsApi } from './api/user-options'
import { userKeys } from './api/user-keys'

/** A comma list (upstream `selectedroles` / `selecteddeparts`) ↔ a set of ids. */
export const idsOf = (value: ControlProps['value']) =>
  new Set(
    String(value ?? '')
      .split(',')
      .filter(Boolean),
  )
const listOf = (ids: Iterable<string>) => [...ids].join(',')

/** 角色分配: a checkbox per role of /sys/role/queryall; the value is the comma list of role ids. */
export function RoleChecklist({ id, value, onChange, disabled }: ControlProps) {
  const t = useT()
  const roles = useQuery({ queryKey: userKeys.roles, queryFn: userOptionsApi.allRoles, staleTime: 60_000 })
  const selected = idsOf(value)
  return (
    <div
      id={id}
      role="group"
      aria-label={t('角色分配')}
      className="flex min-h-8 flex-wrap gap-x-4 gap-y-1 rounded border border-border px-2 py-1"
    >
      {roles.error ? <span className="text-sm text-danger-strong">{messageOf(roles.error)}</span> : null}
      {roles.data?.length === 0 ? (
        <span className="text-sm text-muted-foreground">{t('暂无角色')}</span>
      ) : null}
      {(roles.data ?? []).map((role) => (
        <label key={role.id} htmlFor={`${id}-${role.id}`} className="inline-flex items-center gap-2 text-sm">
          <Checkbox
            id={`${id}-${role.id}`}
            disabled={disabled}
            checked={selected.has(role.id)}
            onCheckedChange={(checked) => {
              const next = new Set(selected)
              if (checked === true) next.add(role.id)
              else next.delete(role.id)
              onChange(listOf(next))
            }}
          />
          {role.roleName ?? role.roleCode ?? role.id}
        </label>
      ))}
    </div>
  )
}

interface DepartNode {
  id: string
  departName: string
  children?: DepartNode[] | null
}

const toTree = (nodes: readonly DepartNode[]): TreeNode[] =>
  nodes.map((node) => ({
    key: node.id,
    title: node.departName,
    ...(node.children?.length ? { children: toTree(node.children) } : {}),
  }))

/** 部门分配: the department tree of /sys/sysDepart/queryTreeList, each department checked on its own. */
export function DepartTreeSelect({ id, value, onChange, disabled }: ControlProps) {
  const t = useT()
  const departs = useQuery({
    queryKey: userKeys.departs,
    queryFn: userOptionsApi.departTree,
    staleTime: 60_000,
  })
  const nodes = useMemo(() => toTree(departs.data ?? []), [departs.data])
  const selected = idsOf(value)
  const names = indexTree(nodes)
  return (
    <div id={id} className="max-h-56 overflow-y-auto rounded border border-border p-1">
      {departs.error ? <p className="text-sm text-danger-strong">{messageOf(departs.error)}</p> : null}
      {nodes.length ? (
        <Tree
          label={t('部门分配')}
          nodes={nodes}
          checkable
          checkedKeys={selected}
          onCheckedKeysChange={(next) => onChange(listOf(next))}
          cascade={false}
          disabled={disabled}
        />
      ) : (
        <p className="px-1 text-sm text-muted-foreground">
          {departs.isLoading ? t('加载中...') : t('暂无部门')}
        </p>
      )}
      {selected.size ? (
        <p className="border-t border-border px-1 pt-1 text-xs text-muted-foreground">
          {t('已选：{{list}}', {
            list: [...selected].map((key) => names.byKey.get(key)?.title ?? key).join(t('、')),
          })}
        </p>
      ) : null}
    </div>
  )
}
