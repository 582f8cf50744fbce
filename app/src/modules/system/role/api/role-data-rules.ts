import { api } from '../../../../lib/api'
import { settleCall as unwrap } from '../../../../lib/resource/crud-client'

/** The data rules a role has on one menu (角色管理's grant drawer): the rules with the checked ids, save. */
export const roleDataRulesApi = {
  dataRules: async (permissionId: string, roleId: string) => {
    const { result } = await unwrap(
      api.GET('/sys/role/datarule/{permissionId}/{roleId}', { params: { path: { permissionId, roleId } } }),
    )
    return {
      rules: result?.datarule ?? [],
      checked: (result?.drChecked ?? '').split(',').filter(Boolean),
    }
  },
  saveDataRules: async (permissionId: string, roleId: string, dataRuleIds: readonly string[]) =>
    (
      await unwrap(
        api.POST('/sys/role/datarule', {
          body: { permissionId, roleId, dataRuleIds: dataRuleIds.join(',') },
        }),
      )
    ).message,
}
