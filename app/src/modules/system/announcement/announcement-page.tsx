import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { contractColumns, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { rowDictText } from '../../../lib/resource/row-dict-text'
import { useListController } from '../../../lib/resource/use-list-controller'
import { runAnnouncementAction, type AnnouncementAction } from './api/announcement-actions'
import { AnnouncementPreviewDialog, AnnouncementSendDialog } from './announcement-dialogs'
import { ANNOUNCEMENT_BASE, AnnouncementFormDialog, type AnnouncementRow } from './announcement-form-dialog'

/** Upstream send_status: 0 未发布, 1 已发布, 2 已撤销. */
export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const

export const ANNOUNCEMENT_MESSAGES = {
  title: msg('系统通告'),
  release: msg('发布'),
  revoke: msg('撤销'),
  preview: msg('查看'),
  sends: msg('发送记录'),
  confirmRelease: msg('确定发布该通告吗?'),
  releaseHint: msg('发布后立即推送给接收人，且不能再编辑。'),
  confirmRevoke: msg('确定撤销该通告吗?'),
  revokeHint: msg('撤销后接收人将不再看到这条通告。'),
  status: { '0': msg('未发布'), '1': msg('已发布'), '2': msg('已撤销') } as Record<string, string>,
}

const PRIORITY_VARIANT: Record<string, 'danger' | 'warning' | 'primary'> = {
  H: 'danger',
  M: 'warning',
  L: 'primary',
}
const STATUS_VARIANT: Record<string, 'default' | 'success' | 'warning'> = {
  '0': 'default',
  '1': 'success',
  '2': 'warning',
}

const statusOf = (row: AnnouncementRow) => row.sendStatus ?? SEND_STATUS.draft
const DICT_CODES = { priority: 'priority', sendStatus: 'send_status' } as const
const textOf = (row: AnnouncementRow, key: keyof typeof DICT_CODES) => rowDictText(row, key, DICT_CODES[key])

export const announcementResource: ResourceDefinition<typeof ANNOUNCEMENT_BASE> = {
  base: ANNOUNCEMENT_BASE,
  title: ANNOUNCEMENT_MESSAGES.title,
  columns: contractColumns<AnnouncementRow>(
    'announcement',
    ['titile', 'msgCategory', 'sender', 'priority', 'msgType', 'sendStatus', 'sendTime', 'cancelTime'],
    {
      titile: { width: 220 },
      priority: {
        width: 90,
        render: (row) =>
          row.priority ? (
            <Badge variant={PRIORITY_VARIANT[row.priority] ?? 'default'}>{textOf(row, 'priority')}</Badge>
          ) : null,
      },
      sendStatus: {
        width: 100,
        render: (row) => (
          <Badge variant={STATUS_VARIANT[statusOf(row)] ?? 'default'}>
            {t(ANNOUNCEMENT_MESSAGES.status[statusOf(row)] ?? textOf(row, 'sendStatus'))}
          </Badge>
        ),
      },
    },
  ),
  queryFields: contractQueryFields('announcement', ['titile', 'msgCategory', 'sendStatus']),
  permissions: {
    add: 'system:announcement:add',
    edit: 'system:announcement:edit',
    delete: 'system:announcement:delete',
    export: 'system:announcement:export',
    import: 'system:announcement:import',
  },
  defaultSort: { column: 'createTime', order: 'desc' },
  excel: { exportPath: '/sys/annountCement/exportXls', importPath: '/sys/annountCement/importExcel' },
}

type Pending = { kind: 'release' | 'revoke'; row: AnnouncementRow } | null

/** Only drafts are edited and deleted; a sent notice is previewed, not shown as a form. */
const draftsOnly = (row: AnnouncementRow) => {
  const draft = statusOf(row) === SEND_STATUS.draft
  return { edit: draft, delete: draft }
}

/**
 * 系统通告 (upstream system/SysAnnouncementList): drafts are edited and deleted; 发布 pushes the notice to its
 * recipients over the websocket (server side), 撤销 withdraws it; 查看 shows the sanitized content and 发送记录
 * who received and read it. ResourceListPage with the status-dependent actions and an own form dialog.
 */
export default function AnnouncementPage() {
  const t = useT()
  const list = useListController(announcementResource)
  const m = ANNOUNCEMENT_MESSAGES
  const [viewing, setViewing] = useState<{ kind: 'preview' | 'sends'; row: AnnouncementRow } | null>(null)
  const [pending, setPending] = useState<Pending>(null)

  const statusAction = useMutation({
    mutationFn: ({ kind, row }: { kind: AnnouncementAction; row: AnnouncementRow }) =>
      runAnnouncementAction(kind, row.id),
    onSuccess: async (message) => {
      toast.success(message)
      await list.refresh()
    },
    onError: (error) => toast.error(messageOf(error)),
  })

  const confirmText =
    pending?.kind === 'revoke'
      ? { title: t(m.confirmRevoke), description: t(m.revokeHint), variant: 'danger' as const }
      : { title: t(m.confirmRelease), description: t(m.releaseHint), variant: 'primary' as const }

  return (
    <>
      <ResourceListPage
        definition={announcementResource}
        controller={list}
        rowPermissions={draftsOnly}
        renderForm={({ row, onOpenChange }) => (
          <AnnouncementFormDialog row={row} open onOpenChange={onOpenChange} />
        )}
        rowActions={(row) => {
          const status = statusOf(row)
          return (
            <>
              {status === SEND_STATUS.draft ? (
                <Button size="sm" variant="link" onClick={() => setPending({ kind: 'release', row })}>
                  {t(m.release)}
                </Button>
              ) : null}
              {status === SEND_STATUS.published ? (
                <Button size="sm" variant="link" onClick={() => setPending({ kind: 'revoke', row })}>
                  {t(m.revoke)}
                </Button>
              ) : null}
              <Button size="sm" variant="link" onClick={() => setViewing({ kind: 'preview', row })}>
                {t(m.preview)}
              </Button>
              {status !== SEND_STATUS.draft ? (
                <Button size="sm" variant="link" onClick={() => setViewing({ kind: 'sends', row })}>
                  {t(m.sends)}
                </Button>
              ) : null}
            </>
          )
        }}
      />
      {viewing?.kind === 'preview' ? (
        <AnnouncementPreviewDialog
          row={viewing.row}
          onOpenChange={(open) => (open ? null : setViewing(null))}
        />
      ) : null}
      {viewing?.kind === 'sends' ? (
        <AnnouncementSendDialog row={viewing.row} onOpenChange={(open) => (open ? null : setViewing(null))} />
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={confirmText.title}
        description={confirmText.description}
        variant={confirmText.variant}
        onConfirm={() => {
          const current = pending
          setPending(null)
          if (current) statusAction.mutate(current)
        }}
      />
    </>
  )
}
