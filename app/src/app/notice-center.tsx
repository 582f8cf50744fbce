import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNoticeSocket } from '../hooks/use-notice-socket'
import type { LiveMessage } from '../lib/live/notice-socket'
import { refreshOnPermissionChange } from '../lib/queries/permission-queries'
import { NotificationBell } from '../modules/notifications/notification-bell'
import { UserAnnouncementPage } from '../modules/notifications/user-announcement-page'
import { resolvePage } from './page-registry'

/**
 * The header's notification bell with its live channel: mounted once in the shell, it keeps the notice
 * socket open (reloading notices, and the menu when the user's permissions change) and lets announcements with openType 'component' open pages of the page registry.
 */
export function NoticeCenter() {
  const client = useQueryClient()
  // The same channel tells the user that an administrator changed his menus or buttons.
  const onMessage = useCallback(
    (message: LiveMessage) => refreshOnPermissionChange(client, message),
    [client],
  )
  useNoticeSocket({ onMessage })
  return <NotificationBell resolveComponent={resolvePage} />
}

/** /isps/userAnnouncement, with the same page registry for openType 'component'. */
export function UserAnnouncementRoute() {
  return <UserAnnouncementPage resolveComponent={resolvePage} />
}
