import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { DetailList, DetailListItem } from '@erp/ui-kit/detail-list'
import { useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { config } from '../../lib/config'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useListController } from '../../lib/resource/use-list-controller'
import { OrderMoveDialog, MOVE_MESSAGES, useUserNames, type RepairMove } from './order-move-dialog'
import { photoUrl } from './public-shell'
import type { RepairOrderRow } from './api/orders'
import { moneyText } from './repair-money'
import { dictText, useT, msg } from '@erp/ui-kit/i18n'

/** The moves a status allows (the server's transition table, server/src/modules/rep/workflow.ts). */
export const MOVES_FROM: Record<string, readonly RepairMove[]> = {
  submitted: ['assign', 'cancel'],
  assigned: ['start', 'assign', 'cancel'],
  in_progress: ['finish'],
}

export const MOVE_PERMISSIONS: Record<RepairMove, string> = {
  assign: 'rep:order:assign',
  start: 'rep:order:start',
  finish: 'rep:order:finish',
  cancel: 'rep:order:cancel',
}

export const orderResource: ResourceDefinition<'/rep/order'> = {
  base: '/rep/order',
  title: msg('报修单'),
  columns: contractColumns<RepairOrderRow>(
    'repairOrder',
    [
      'orderNo',
      'reporterName',
      'reporterPhone',
      'location',
      'category',
      'urgency',
      'status',
      'assigneeId',
      'cost',
      'createTime',
    ],
    { cost: { render: (row) => moneyText(row.cost) } },
  ),
  queryFields: contractQueryFields('repairOrder', [
    'orderNo',
    'reporterName',
    'reporterPhone',
    'category',
    'urgency',
    'status',
    'createTime',
  ]),
  formFields: contractFormFields(
    'repairOrder',
    ['reporterName', 'reporterPhone', 'location', 'category', 'urgency', 'description'],
    {
      reporterPhone: { rules: { pattern: 'm' } },
      urgency: { defaultValue: 'M' },
      description: { wide: true },
    },
  ),
  excel: { exportPath: '/rep/order/exportXls', importPath: '/rep/order/importExcel' },
  permissions: {
    add: 'rep:order:add',
    edit: 'rep:order:edit',
    delete: 'rep:order:delete',
    export: 'rep:order:export',
    import: 'rep:order:import',
  },
}

const TIMES: [keyof RepairOrderRow, string][] = [
  ['createTime', msg('提交时间')],
  ['assignedTime', msg('派工时间')],
  ['startedTime', msg('开始维修时间')],
  ['finishedTime', msg('完成时间')],
  ['confirmedTime', msg('确认时间')],
  ['cancelledTime', msg('取消时间')],
]

function OrderDetailDialog({
  row,
  assigneeName,
  onOpenChange,
}: {
  row: RepairOrderRow
  assigneeName: string
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
  const photos = text(row.photos).split(',').filter(Boolean)
  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={800}>
        <DialogHeader>
          <DialogTitle>{t('报修单详情')}</DialogTitle>
        </DialogHeader>
        <DetailList col={2} className="mt-4">
          <DetailListItem term={t('报修单号')}>{text(row.orderNo)}</DetailListItem>
          <DetailListItem term={t('状态')}>
            {dictText('repair_status', text(row.status), text(row.status_dictText ?? row.status))}
          </DetailListItem>
          <DetailListItem term={t('报修人')}>{text(row.reporterName)}</DetailListItem>
          <DetailListItem term={t('联系电话')}>{text(row.reporterPhone)}</DetailListItem>
          <DetailListItem term={t('报修地点')}>{text(row.location)}</DetailListItem>
          <DetailListItem term={t('报修类别')}>
            {dictText('repair_category', text(row.category), text(row.category_dictText ?? row.category))}
          </DetailListItem>
          <DetailListItem term={t('紧急程度')}>
            {dictText('urgency', text(row.urgency), text(row.urgency_dictText ?? row.urgency))}
          </DetailListItem>
          <DetailListItem term={t('维修人')}>{assigneeName}</DetailListItem>
          <DetailListItem term={t('维修费用')}>{moneyText(row.cost)}</DetailListItem>
          <DetailListItem term={t('评分')}>
            {row.rating ? t('{{rating}} 星', { rating: row.rating }) : ''}
          </DetailListItem>
          <DetailListItem term={t('评价')}>{text(row.feedback)}</DetailListItem>
          <DetailListItem term={t('取消原因')}>{text(row.cancelReason)}</DetailListItem>
          <DetailListItem term={t('问题描述')} className="basis-full min-[576px]:basis-full">
            {text(row.description)}
          </DetailListItem>
          <DetailListItem term={t('现场照片')} className="basis-full min-[576px]:basis-full">
            {photos.length ? (
              <ul className="m-0 flex list-none flex-wrap gap-2 p-0">
                {photos.map((path, index) => (
                  <li key={path}>
                    <a href={photoUrl(config.apiBaseUrl, path)} target="_blank" rel="noreferrer">
                      <img
                        src={photoUrl(config.apiBaseUrl, path)}
                        alt={t('现场照片{{index}}', { index: index + 1 })}
                        className="size-20 rounded border border-border object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              t('无')
            )}
          </DetailListItem>
          {TIMES.filter(([key]) => row[key]).map(([key, label]) => (
            <DetailListItem key={key} term={t(label)}>
              {text(row[key])}
            </DetailListItem>
          ))}
        </DetailList>
      </DialogContent>
    </Dialog>
  )
}

/** 报修单 (menu rep/OrderList): the list with the workflow moves a row's status allows, gated by permission. */
export default function OrderPage() {
  const t = useT()
  const list = useListController(orderResource)
  const repairers = useUserNames()
  const names = new Map((repairers.data ?? []).map((user) => [user.id, user.name]))
  const [moving, setMoving] = useState<{ move: RepairMove; row: RepairOrderRow } | null>(null)
  const [viewing, setViewing] = useState<RepairOrderRow | null>(null)
  const allowed: Record<RepairMove, boolean> = {
    assign: useCan(MOVE_PERMISSIONS.assign),
    start: useCan(MOVE_PERMISSIONS.start),
    finish: useCan(MOVE_PERMISSIONS.finish),
    cancel: useCan(MOVE_PERMISSIONS.cancel),
  }
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : '')
  const definition: ResourceDefinition<'/rep/order'> = {
    ...orderResource,
    columns: orderResource.columns.map((column) =>
      column.key === 'assigneeId' ? { ...column, render: (row) => nameOf(row.assigneeId) } : column,
    ),
  }

  return (
    <>
      <ResourceListPage
        definition={definition}
        controller={list}
        rowPermissions={(row) => ({ edit: row.status === 'submitted' || row.status === 'assigned' })}
        onDetail={setViewing}
        rowActions={(row) =>
          (MOVES_FROM[row.status ?? ''] ?? [])
            .filter((move) => allowed[move])
            .map((move) => (
              <Button
                key={move}
                size="sm"
                variant="link"
                aria-label={`${MOVE_MESSAGES[move]} ${row.orderNo ?? ''}`}
                onClick={() => setMoving({ move, row })}
              >
                {move === 'assign' && row.status === 'assigned' ? t('改派') : t(MOVE_MESSAGES[move])}
              </Button>
            ))
        }
      />
      {moving ? (
        <OrderMoveDialog
          move={moving.move}
          row={moving.row}
          onOpenChange={(open) => (open ? null : setMoving(null))}
          onDone={() => void list.refresh()}
        />
      ) : null}
      {viewing ? (
        <OrderDetailDialog
          row={viewing}
          assigneeName={nameOf(viewing.assigneeId)}
          onOpenChange={(open) => (open ? null : setViewing(null))}
        />
      ) : null}
    </>
  )
}
