import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

/** The choices of the user form: every role (角色分配) and the department tree (所属部门). */
export const userOptionsApi = {
  allRoles: async () => (await unwrap(api.GET('/sys/role/queryall'))).result ?? [],
  departTree: async () => (await unwrap(api.GET('/sys/sysDepart/queryTreeList'))).result ?? [],
}
