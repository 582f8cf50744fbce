import { t } from '@erp/ui-kit/i18n'
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../api'
import { toMenuNodes } from '../menu/menu-model'

export const permissionKeys = {
  all: ['permission-list'] as const,
  ofToken: (token: string) => [...permissionKeys.all, token] as const,
}

/** The signed-in user's menu and button permissions (docs/spec.md §2 guard, §6). */
export const permissionListQuery = (token: string) =>
  queryOptions({
    queryKey: permissionKeys.ofToken(token),
    queryFn: async () => {
      const { data } = await api.GET('/sys/permission/getUserPermissionByToken')
      if (!data?.success || !data.result) throw new Error(data?.message ?? t('获取权限失败'))
      // An empty menu fails the guard like a failed fetch (docs/spec.md §8).
      return { ...data.result, nodes: toMenuNodes(data.result.menu) }
    },
    staleTime: Infinity,
    // The guard handles a failure itself: logout and back to login (docs/spec.md §2).
    meta: { handlesErrors: true },
    retry: false,
  })

/**
 * The server's live notice that an administrator changed this user's roles or grants
 * (`{cmd:'permission'}` on /websocket/{userId}): refetch the menu and buttons, no new sign-in needed.
 * Returns whether the message was that notice.
 */
export function refreshOnPermissionChange(client: QueryClient, message: { cmd?: unknown }): boolean {
  if (message.cmd !== 'permission') return false
  void client.invalidateQueries({ queryKey: permissionKeys.all })
  return true
}
