import { msg, useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useNavigate } from 'react-router-dom'
import { announcementQuery, type Announcement } from '../../lib/queries/notice-queries'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { DynamicNoticeComponent, type ResolveComponent } from './dynamic-notice-component'
import { handleTarget } from './open-page'
import { PriorityTag } from './priority-tag'

/** docs/spec.md §2 / §9: the details modal is titled 详细信息 and 1200 px wide. */
export const DETAIL_TITLE = msg('详细信息')
export const DETAIL_WIDTH = 1200

export interface NoticeDetailDialogProps {
  /** The announcement chosen in a list (its id is fetched again for the full content); null = closed. */
  announcement: Pick<Announcement, 'id'> & Partial<Announcement>
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Resolves an openType 'component' page name (the shell passes the page registry). */
  resolveComponent: ResolveComponent
}

/**
 * The announcement in a modal: title, sender, time, priority tag and the content, always sanitized.
 * openType 'url' adds a 去处理 button to openPage; openType 'component' shows that page instead.
 */
export function NoticeDetailDialog({
  announcement,
  open,
  onOpenChange,
  resolveComponent,
}: NoticeDetailDialogProps) {
  const t = useT()
  const navigate = useNavigate()
  const detail = useQuery({ ...announcementQuery(announcement.id), enabled: open })
  const notice: Partial<Announcement> = detail.data ?? announcement
  const content = useMemo(() => sanitizeHtml(notice.msgContent), [notice.msgContent])
  const target = handleTarget(notice.openType, notice.openPage)
  const asComponent = notice.openType === 'component'

  const goHandle = () => {
    if (!target) return
    onOpenChange(false)
    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener,noreferrer')
    else void navigate(target.path)
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={DETAIL_WIDTH}>
        <DialogHeader>
          <DialogTitle>{t(DETAIL_TITLE)}</DialogTitle>
          <DialogDescription className="sr-only">{notice.titile ?? ''}</DialogDescription>
        </DialogHeader>
        {asComponent ? (
          <DynamicNoticeComponent name={notice.openPage ?? null} resolve={resolveComponent} />
        ) : (
          <article aria-labelledby={`notice-${announcement.id}-title`}>
            <h3 id={`notice-${announcement.id}-title`} className="text-lg font-semibold">
              {notice.titile}
            </h3>
            <p className="mt-2 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              {notice.sender ? <span>{t('发布人：{{sender}}', { sender: notice.sender })}</span> : null}
              {notice.sendTime || notice.createTime ? (
                <span>{t('发布时间：{{time}}', { time: notice.sendTime ?? notice.createTime ?? '' })}</span>
              ) : null}
              <PriorityTag priority={notice.priority} />
            </p>
            {detail.isError ? (
              <p role="alert" className="mt-4 text-sm text-danger-strong">
                {detail.error.message}
              </p>
            ) : null}
            <div
              data-testid="notice-content"
              className="mt-4 max-w-none border-t border-border pt-4 text-sm leading-relaxed break-words [&_a]:text-primary-strong [&_a]:underline [&_img]:max-w-full [&_li]:ml-6 [&_ol]:list-decimal [&_p]:my-2 [&_ul]:list-disc"
              // The content is server HTML: always sanitized (DOMPurify) before it reaches the DOM.
              dangerouslySetInnerHTML={{ __html: content }}
            />
          </article>
        )}
        {target ? (
          <DialogFooter>
            <Button variant="primary" onClick={goHandle}>
              {t('去处理')}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
