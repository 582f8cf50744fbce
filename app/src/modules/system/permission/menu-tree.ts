import { msg, t } from '@erp/ui-kit/i18n'
import type { MenuRecord } from './api/menus'

/** The menu types and the menu tree of 菜单管理: pure helpers of its pages, no API calls. */

/** menuType → its upstream name. */
export const MENU_TYPES = [
  { value: '0', text: msg('一级菜单') },
  { value: '1', text: msg('子菜单') },
  { value: '2', text: msg('按钮/权限') },
] as const

export const menuTypeText = (menuType: number) =>
  menuType === 0
    ? t('一级菜单')
    : menuType === 1
      ? t('子菜单')
      : menuType === 2
        ? t('按钮权限')
        : String(menuType)

export interface MenuRow {
  record: MenuRecord
  depth: number
  hasChildren: boolean
}

/** The rows shown: a node, then its children when it is open. */
export function visibleMenuRows(
  nodes: readonly MenuRecord[],
  expanded: ReadonlySet<string>,
  depth = 0,
): MenuRow[] {
  return nodes.flatMap((record) => {
    const children = record.children ?? []
    const row = { record, depth, hasChildren: children.length > 0 }
    return expanded.has(record.id) ? [row, ...visibleMenuRows(children, expanded, depth + 1)] : [row]
  })
}

export function menuIds(nodes: readonly MenuRecord[]): string[] {
  return nodes.flatMap((node) => [node.id, ...menuIds(node.children ?? [])])
}

export function findMenu(nodes: readonly MenuRecord[], id: string | null | undefined): MenuRecord | null {
  if (!id) return null
  for (const node of nodes) {
    if (node.id === id) return node
    const found = findMenu(node.children ?? [], id)
    if (found) return found
  }
  return null
}

/** Parent choices: every menu (not buttons) with its depth, leaving out `exclude` and what is under it. */
export function parentOptions(
  nodes: readonly MenuRecord[],
  exclude: string | null,
  depth = 0,
): { value: string; text: string; depth: number }[] {
  return nodes.flatMap((node) =>
    node.menuType === 2 || node.id === exclude
      ? []
      : [
          { value: node.id, text: node.name, depth },
          ...parentOptions(node.children ?? [], exclude, depth + 1),
        ],
  )
}
