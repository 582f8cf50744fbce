import type { components } from '@erp/openapi/schema'
import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

type Schemas = components['schemas']
export type DataRule = Schemas['SysPermissionDataRule']
export type DataRuleBody = Schemas['SysPermissionDataRuleInput']

/** The data rules of a menu (菜单管理's 数据规则): list, add, edit, delete. */
export const dataRuleApi = {
  rules: async (permissionId: string) =>
    (
      await unwrap(
        api.GET('/sys/permission/getPermRuleListByPermId', { params: { query: { permissionId } } }),
      )
    ).result ?? [],
  addRule: async (body: DataRuleBody) =>
    (await unwrap(api.POST('/sys/permission/addPermissionRule', { body }))).message,
  editRule: async (body: DataRuleBody) =>
    (await unwrap(api.PUT('/sys/permission/editPermissionRule', { body }))).message,
  removeRule: async (id: string) =>
    (await unwrap(api.DELETE('/sys/permission/deletePermissionRule', { params: { query: { id } } }))).message,
}
