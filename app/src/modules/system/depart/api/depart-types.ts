import type { components } from '@erp/openapi/schema'
import type { TreeNode } from '@erp/ui-kit/tree'

/** The department area's records as the contract names them, and their tree nodes. */
type Schemas = components['schemas']
export type DepartRecord = Schemas['SysDepartTreeModel']
export type DepartEditBody = Schemas['SysDepartEditInput']
export type DepartAddBody = Schemas['SysDepartAddInput']
export type GrantTreeNode = Schemas['PermissionTreeModel']
export type AddressBookRow = Schemas['SysUserSysDepartModel']
export type DepartUserRow = Schemas['SysUserWithDeparts']
export type DepartRoleRow = Schemas['SysDepartRole']

export interface DepartTreeNode extends TreeNode {
  record: DepartRecord
  children: DepartTreeNode[]
}

/** Server departments → tree nodes (keyed by id, titled by name). */
export function toDepartNodes(records: readonly DepartRecord[] | null | undefined): DepartTreeNode[] {
  return (records ?? []).map((record) => ({
    key: record.id,
    title: record.departName || record.title,
    record,
    children: toDepartNodes(record.children ?? []),
  }))
}

export interface GrantNode extends TreeNode {
  children: GrantNode[]
}

export function toGrantNodes(nodes: readonly GrantTreeNode[] | null | undefined): GrantNode[] {
  return (nodes ?? []).map((node) => {
    const own = node as GrantTreeNode & { children?: readonly GrantTreeNode[] | null }
    return { key: node.key, title: node.title || node.key, children: toGrantNodes(own.children ?? []) }
  })
}
