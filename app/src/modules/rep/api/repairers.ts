import { t } from '@erp/ui-kit/i18n'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { repairKeys } from './repair-keys'
import type { UserName } from './users'

/** The repairers (`/rep/order/assignees`): the users a repair can be assigned to. */

export const repairersApi = {
  /** The users a repair can be assigned to: the repairers, not every user. */
  async repairers(): Promise<UserName[]> {
    const { data } = await api.GET('/rep/order/assignees')
    if (!data?.success) throw new Error(data?.message || t('维修人加载失败'))
    return (data.result ?? []).map((user) => ({ id: user.id, name: user.realname || user.username }))
  },
}

export const repairersQuery = () =>
  queryOptions({ queryKey: repairKeys.repairers(), queryFn: repairersApi.repairers, staleTime: 60_000 })
