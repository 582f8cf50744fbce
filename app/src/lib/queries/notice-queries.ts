import { t } from '@erp/ui-kit/i18n'
import type { components } from '@erp/openapi/schema'
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query'
import { api } from '../api'
import type { SuccessResult } from '../resource/crud-client'

export type Announcement = components['schemas']['SysAnnouncement']
/** An announcement as delivered to the signed-in user (title, content and read flag in one row). */
export type MyAnnouncement = components['schemas']['AnnouncementSendModel']
export type UserAnnouncements = SuccessResult<components['schemas']['UserAnnouncementsResult']>

/** docs/spec.md §9: the notice poll interval, used only when a caller asks for polling (the socket is the default). */
export const NOTICE_POLL_MS = 6_000

/** Every notice query starts with this key: a socket message or a read invalidates them all. */
export const noticeKeys = {
  all: ['notices'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
  detail: (id: string) => [...noticeKeys.all, 'detail', id] as const,
  mine: (userId: string, pageNo: number, pageSize: number) =>
    [...noticeKeys.all, 'mine', userId, pageNo, pageSize] as const,
}

/** The unread notices (通知, msgCategory 1) and system messages (系统消息, 2) of the signed-in user, at most 5 each. */
export const unreadNoticesQuery = ({ poll = false }: { poll?: boolean } = {}) =>
  queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: async (): Promise<UserAnnouncements> => {
      const { data } = await api.GET('/sys/annountCement/listByUser')
      if (!data?.success || !data.result) throw new Error(data?.message ?? t('获取通知失败'))
      return data.result
    },
    refetchInterval: poll ? NOTICE_POLL_MS : false,
  })

/** One announcement with its content (the detail dialog and the full list). */
export const announcementQuery = (id: string) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: async (): Promise<Announcement> => {
      const { data } = await api.GET('/sys/annountCement/queryById', { params: { query: { id } } })
      if (!data?.success || !data.result) throw new Error(data?.message ?? t('未找到对应通知'))
      return data.result
    },
    staleTime: 60_000,
  })

/** The signed-in user's announcements, read or not (unread first, then newest), one page. */
export const myAnnouncementsQuery = (userId: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: noticeKeys.mine(userId, pageNo, pageSize),
    queryFn: async () => {
      const { data } = await api.GET('/sys/sysAnnouncementSend/getMyAnnouncementSend', {
        params: { query: { pageNo, pageSize } },
      })
      if (!data?.success || !data.result) throw new Error(data?.message ?? t('获取通知失败'))
      return data.result
    },
    placeholderData: keepPreviousData,
  })

/** Marks every announcement of the signed-in user read; answers the server message ('全部已读'). */
export async function markAllAnnouncementsRead(): Promise<string> {
  const { data } = await api.PUT('/sys/sysAnnouncementSend/readAll')
  if (!data?.success) throw new Error(data?.message ?? t('操作失败'))
  return data.message
}

/** docs/spec.md §4: opening an announcement marks it read for the signed-in user. */
export async function markAnnouncementRead(anntId: string): Promise<void> {
  const { data } = await api.PUT('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { body: { anntId } })
  if (!data?.success) throw new Error(data?.message ?? t('标记已读失败'))
}

/** Reloads every notice query (the bell, the list page). */
export const invalidateNotices = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: noticeKeys.all })
