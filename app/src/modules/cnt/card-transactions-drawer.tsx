import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { toast } from '@erp/ui-kit/toast'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import { cardsApi, type CardRow } from './api/cards'
import { transactionKeys } from './api/cnt-keys'
import { transactionsApi, type TransactionRow } from './api/transactions'
import { moneyText, newRequestId } from './cnt-money'
import { dictText, msg, t, useT } from '@erp/ui-kit/i18n'

export const DRAWER_MESSAGES = {
  title: (card: CardRow) => t('{{cardNo}} 的交易流水', { cardNo: card.cardNo ?? '' }),
  description: (card: CardRow) =>
    t('{{personName}} · 当前余额 {{balance}}', {
      personName: card.personName ?? '',
      balance: moneyText(card.balance),
    }),
  caption: msg('饭卡交易流水'),
  refund: msg('退款'),
  refundTitle: (row: TransactionRow) =>
    t('确定退回这笔{{mealType}}消费 {{amount}} 吗？', {
      mealType: row.mealType
        ? dictText('meal_type', row.mealType, row.mealType_dictText ?? row.mealType)
        : '',
      amount: moneyText(row.amount),
    }),
  refundHint: msg('每笔消费只能退款一次，金额退回饭卡余额。'),
} as const

const PAGE_SIZE = 10

/** A transaction's amount with its sign on the balance: meals take (−), recharges and refunds add (+). */
export const signedAmount = (row: TransactionRow) =>
  `${row.type === 'meal' ? '−' : '+'}${moneyText(row.amount).replace('¥', '')}`

interface CardTransactionsDrawerProps {
  card: CardRow
  onOpenChange: (open: boolean) => void
  onChanged: () => void
}

/**
 * The transactions of one card, newest first, with 退款 on meals not refunded yet (permission cnt:card:refund).
 * The header's balance is the card read again after every move, not the row the drawer was opened with.
 */
export function CardTransactionsDrawer({
  card: opened,
  onOpenChange,
  onChanged,
}: CardTransactionsDrawerProps) {
  const t = useT()
  const cardNo = opened.cardNo ?? ''
  const fresh = useQuery({
    queryKey: transactionKeys.card(opened.id),
    queryFn: () => cardsApi.card(opened.id),
  })
  const card = fresh.data ?? opened
  const refunded = useQuery({
    queryKey: transactionKeys.refundedOf(cardNo),
    queryFn: () => transactionsApi.refundedMealsOf(cardNo),
  })
  const [pageNo, setPageNo] = useState(1)
  const [refunding, setRefunding] = useState<{ row: TransactionRow; requestId: string } | null>(null)
  const canRefund = useCan('cnt:card:refund')
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: transactionKeys.ofCard(cardNo, pageNo),
    queryFn: () => transactionsApi.transactionsOf(cardNo, pageNo, PAGE_SIZE),
    placeholderData: keepPreviousData,
  })
  const refund = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (target: { row: TransactionRow; requestId: string }) =>
      cardsApi.refund({ transactionId: target.row.id, requestId: target.requestId }),
    onSuccess: ({ message }) => {
      toast.success(message)
      setRefunding(null)
      // The list, the refunded meals and the card (its balance) under transactionKeys.all, and the card list.
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
      onChanged()
    },
    onError: (failure) => toast.error(messageOf(failure)),
  })
  const columns: DataColumn<TransactionRow>[] = [
    { key: 'time', title: t('交易时间'), width: 170 },
    {
      key: 'type',
      title: t('交易类型'),
      render: (row) => dictText('canteen_tx_type', row.type ?? '', row.type_dictText ?? row.type ?? ''),
    },
    {
      key: 'mealType',
      title: t('餐别'),
      render: (row) => dictText('meal_type', row.mealType ?? '', row.mealType_dictText ?? row.mealType ?? ''),
    },
    { key: 'amount', title: t('金额'), align: 'right', render: signedAmount },
    {
      key: 'balanceAfter',
      title: t('交易后余额'),
      align: 'right',
      render: (row) => moneyText(row.balanceAfter),
    },
    { key: 'window', title: t('窗口') },
    {
      key: '__actions',
      title: t('操作'),
      fit: 'content',
      pinned: 'right',
      render: (row) =>
        canRefund && row.type === 'meal' && refunded.data && !refunded.data.has(row.id) ? (
          <Button
            size="sm"
            variant="link"
            aria-label={t('退款 {{time}}', { time: row.time ?? '' })}
            onClick={() => setRefunding({ row, requestId: newRequestId('rf') })}
          >
            {t(DRAWER_MESSAGES.refund)}
          </Button>
        ) : null,
    },
  ]
  return (
    <Drawer open onOpenChange={onOpenChange}>
      <DrawerContent width={860}>
        <DrawerTitle className="text-base font-medium">{DRAWER_MESSAGES.title(card)}</DrawerTitle>
        <DrawerDescription className="mb-4 text-sm text-muted-foreground">
          {DRAWER_MESSAGES.description(card)}
        </DrawerDescription>
        <DataTable
          caption={t(DRAWER_MESSAGES.caption)}
          columns={columns}
          rows={query.data?.records ?? []}
          rowKey={(row) => row.id}
          loading={query.isFetching}
          pagination={{
            pageNo,
            pageSize: PAGE_SIZE,
            total: query.data?.total ?? 0,
            pageSizeOptions: [PAGE_SIZE],
            onChange: (page) => setPageNo(page),
          }}
        />
        <ConfirmDialog
          open={refunding !== null}
          onOpenChange={(open) => (open ? null : setRefunding(null))}
          title={refunding ? DRAWER_MESSAGES.refundTitle(refunding.row) : ''}
          description={t(DRAWER_MESSAGES.refundHint)}
          pending={refund.isPending}
          onConfirm={() => (refunding ? refund.mutate(refunding) : undefined)}
        />
      </DrawerContent>
    </Drawer>
  )
}
