import { can, type AccessContext } from '../lib/permissions/can'
import { usePermissions } from '../stores/permission-store'

/** docs/spec.md §6 at render time: true when the signed-in user may use `code`. */
export function useCan(
  code: string,
  type: '1' | '2' = '1',
  formPermissions?: AccessContext['formPermissions'],
): boolean {
  const auth = usePermissions((state) => state.auth)
  const allAuth = usePermissions((state) => state.allAuth)
  return can(code, { auth, allAuth, ...(formPermissions ? { formPermissions } : {}) }, type)
}
