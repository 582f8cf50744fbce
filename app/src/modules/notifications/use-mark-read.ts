import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateNotices, markAnnouncementRead } from '../../lib/queries/notice-queries'

/** docs/spec.md §4: opening an announcement marks it read; the bell and the list reload afterwards. */
export function useMarkRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSettled: () => invalidateNotices(client),
  })
}
