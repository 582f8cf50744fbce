import type { components } from '@erp/openapi/schema'
import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

type Schemas = components['schemas']
export type MenuRecord = Schemas['SysPermissionTree']
export type MenuAddBody = Schemas['SysPermissionInput']
export type MenuEditBody = Schemas['SysPermissionEditInput']

/** The menus, pages and buttons of 菜单管理 (`/sys/permission`): the tree, add, edit, delete. */
export const menuApi = {
  list: async () => (await unwrap(api.GET('/sys/permission/list'))).result ?? [],
  add: async (body: MenuAddBody) => (await unwrap(api.POST('/sys/permission/add', { body }))).message,
  edit: async (body: MenuEditBody) => (await unwrap(api.PUT('/sys/permission/edit', { body }))).message,
  remove: async (id: string) =>
    (await unwrap(api.DELETE('/sys/permission/delete', { params: { query: { id } } }))).message,
}
