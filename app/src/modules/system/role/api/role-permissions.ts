import { api } from '../../../../lib/api'
import type { TreeNode } from '@erp/ui-kit/tree'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

/** The permissions of a role (角色管理's grant drawer): the permission tree, the granted ids, save. */

interface GrantTreeNode {
  key: string
  title?: string | null
  slotTitle?: string | null
  ruleFlag?: number | null
  /** Left out on leaves by this server; `null` on leaves from upstream 2.4.6 (TreeModel). */
  children?: GrantTreeNode[] | null
}

/** A node of the grant tree; `ruleFlag` 1: the menu has data rules. */
export interface PermissionNode extends TreeNode {
  ruleFlag: number
  children?: PermissionNode[]
}

const toTree = (nodes: readonly GrantTreeNode[]): PermissionNode[] =>
  nodes.map((node) => ({
    key: node.key,
    title: node.slotTitle ?? node.title ?? node.key,
    // ruleFlag 1: the menu has data rules (the hasDatarule slot is on every node, as upstream)
    ruleFlag: node.ruleFlag === 1 ? 1 : 0,
    ...(node.children?.length ? { children: toTree(node.children) } : {}),
  }))

export const rolePermissionsApi = {
  grantTree: async () => {
    const { result } = await unwrap(api.GET('/sys/role/queryTreeList'))
    return { tree: toTree(result?.treeList ?? []), ids: result?.ids ?? [] }
  },
  permissionIds: async (roleId: string) =>
    (await unwrap(api.GET('/sys/permission/queryRolePermission', { params: { query: { roleId } } })))
      .result ?? [],
  savePermissions: async (
    roleId: string,
    permissionIds: readonly string[],
    lastpermissionIds: readonly string[],
  ) =>
    (
      await unwrap(
        api.POST('/sys/permission/saveRolePermission', {
          body: {
            roleId,
            permissionIds: permissionIds.join(','),
            lastpermissionIds: lastpermissionIds.join(','),
          },
        }),
      )
    ).message,
}
