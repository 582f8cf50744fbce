import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'
import type { DepartRoleRow } from './depart-types'

/** The roles of a department (部门角色; add and edit go through the generic resource form). */
export const departRolesApi = {
  roles: async (query: { deptId: string; pageNo: number; pageSize: number; roleName?: string }) => {
    const { result } = await unwrap(api.GET('/sys/sysDepartRole/list', { params: { query } }))
    return { records: (result?.records ?? []) as DepartRoleRow[], total: Number(result?.total ?? 0) }
  },
  removeRole: async (id: string) =>
    (await unwrap(api.DELETE('/sys/sysDepartRole/delete', { params: { query: { id } } }))).message,
}
