import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { rowDictText } from '../../../lib/resource/row-dict-text'
import { sanitizeHtml } from '../../../lib/sanitize-html'
import { announcementSendsQuery } from './api/announcement-actions'
import type { AnnouncementRow } from './announcement-form-dialog'
import { userLabel, useUserNames } from '../user/user-picker-dialog'

export const ANNOUNCEMENT_DIALOG_MESSAGES = {
  preview: msg('查看通告'),
  sender: msg('发布人'),
  sendTime: msg('发布时间'),
  priority: msg('优先级'),
  category: msg('消息类型'),
  empty: msg('（无内容）'),
  close: msg('关闭'),
  sends: (title: string) => t('发送记录：{{title}}', { title }),
  user: msg('用户'),
  readFlag: msg('阅读状态'),
  readTime: msg('阅读时间'),
  read: msg('已读'),
  unread: msg('未读'),
  refresh: msg('刷新'),
  noSends: msg('暂无发送记录（全体用户的通告在用户查看消息时送达）'),
}

const DICT_CODES = { priority: 'priority', msgCategory: 'msg_category' } as const
const dictText = (row: AnnouncementRow, key: keyof typeof DICT_CODES) =>
  rowDictText(row, key, DICT_CODES[key])

/** 查看: the announcement as its recipients see it; the content is sanitized HTML (no scripts, no handlers). */
export function AnnouncementPreviewDialog({
  row,
  onOpenChange,
}: {
  row: AnnouncementRow
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const titleId = useId()
  const html = useMemo(() => sanitizeHtml(row.msgContent), [row.msgContent])
  const m = ANNOUNCEMENT_DIALOG_MESSAGES
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={800} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <p className="text-xs text-muted-foreground">{t(m.preview)}</p>
          <DialogTitle id={titleId}>{row.titile ?? ''}</DialogTitle>
        </DialogHeader>
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
          {[
            [t(m.sender), row.sender],
            [t(m.sendTime), row.sendTime],
            [t(m.priority), dictText(row, 'priority')],
            [t(m.category), dictText(row, 'msgCategory')],
          ]
            .filter(([, value]) => value)
            .map(([term, value]) => (
              <div key={term} className="flex gap-1">
                <dt>{term}:</dt>
                <dd className="text-foreground">{value}</dd>
              </div>
            ))}
        </dl>
        {row.msgAbstract ? (
          <p className="mt-3 rounded bg-muted px-3 py-2 text-sm text-foreground">{row.msgAbstract}</p>
        ) : null}
        <article
          data-testid="announcement-content"
          className="mt-4 max-w-none border-t border-border pt-4 text-sm leading-6 text-foreground [&_a]:text-primary-strong [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6"
          // Sanitized by DOMPurify (lib/sanitize-html.ts): scripts, handlers and unsafe URLs are removed.
          dangerouslySetInnerHTML={{ __html: html || `<p>${t(m.empty)}</p>` }}
        />
        <DialogFooter className="mt-6">
          <Button onClick={() => onOpenChange(false)}>{t(m.close)}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

const PAGE_SIZE = 10

/** 发送记录: who the announcement was delivered to, whether they read it and when. */
export function AnnouncementSendDialog({
  row,
  onOpenChange,
}: {
  row: AnnouncementRow
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const titleId = useId()
  const [pageNo, setPageNo] = useState(1)
  const sends = useQuery(announcementSendsQuery(row.id, pageNo, PAGE_SIZE))
  const names = useUserNames((sends.data?.records.length ?? 0) > 0)
  const m = ANNOUNCEMENT_DIALOG_MESSAGES
  type SendRow = NonNullable<typeof sends.data>['records'][number]
  const columns: DataColumn<SendRow>[] = [
    {
      key: 'userId',
      title: t(m.user),
      render: (send) => userLabel(names.get(send.userId ?? ''), send.userId ?? ''),
    },
    {
      key: 'readFlag',
      title: t(m.readFlag),
      width: 120,
      render: (send) =>
        send.readFlag === '1' ? (
          <Badge variant="success">{t(m.read)}</Badge>
        ) : (
          <Badge variant="warning">{t(m.unread)}</Badge>
        ),
    },
    { key: 'readTime', title: t(m.readTime), width: 180, render: (send) => send.readTime ?? '' },
  ]
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={800} aria-labelledby={titleId} aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle id={titleId}>{m.sends(row.titile ?? '')}</DialogTitle>
        </DialogHeader>
        <div className="mb-2 flex justify-end">
          <Button size="sm" onClick={() => void sends.refetch()}>
            {t(m.refresh)}
          </Button>
        </div>
        {sends.error ? (
          <p role="alert" className="mb-2 text-sm text-danger-strong">
            {messageOf(sends.error)}
          </p>
        ) : null}
        <DataTable
          caption={t('发送记录')}
          columns={columns}
          rows={sends.data?.records ?? []}
          rowKey={(send) => send.id}
          loading={sends.isFetching}
          emptyText={t(m.noSends)}
          pagination={{
            pageNo,
            pageSize: PAGE_SIZE,
            total: sends.data?.total ?? 0,
            onChange: (page) => setPageNo(page),
          }}
        />
        <DialogFooter className="mt-4">
          <Button onClick={() => onOpenChange(false)}>{t(m.close)}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
