import type { components } from '@erp/openapi/schema'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { accountKeys } from '../../../lib/queries/account-queries'
import { useSession } from '../../../stores/session-store'
import { t } from '@erp/ui-kit/i18n'
import { ACCOUNT_MESSAGES } from '../account-validation'

/** The signed-in user's own record (个人设置's base settings). */

export type AccountSelfEdit = components['schemas']['AccountSelfEdit']
type SysUser = components['schemas']['SysUser']

/** Upstream appEdit on the signed-in user's own record; resolves with the updated record. */
async function editOwnRecord(body: AccountSelfEdit): Promise<{ user: SysUser; message: string }> {
  const { data } = await api.PUT('/sys/user/appEdit', { body })
  if (!data?.success || !data.result) throw new Error(data?.message || t(ACCOUNT_MESSAGES.saveFailed))
  return { user: data.result, message: data.message }
}

/** Saves the user's own fields; the header (session user) and the account queries update at once. */
export function useEditOwnRecord() {
  const client = useQueryClient()
  const updateUserInfo = useSession((state) => state.updateUserInfo)
  return useMutation({
    mutationFn: editOwnRecord,
    onSuccess: async ({ user }) => {
      const current = useSession.getState().userInfo
      // Keep what the session knew beyond the record (e.g. the chosen department).
      updateUserInfo(current ? { ...current, ...user, orgCode: current.orgCode ?? user.orgCode } : user)
      await client.invalidateQueries({ queryKey: accountKeys.all })
    },
  })
}
