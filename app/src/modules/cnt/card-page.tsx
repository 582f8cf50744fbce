import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { DropdownMenuItem } from '@erp/ui-kit/dropdown-menu'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useListController } from '../../lib/resource/use-list-controller'
import { PayDialog, RechargeDialog } from './card-money-dialogs'
import { CardTransactionsDrawer } from './card-transactions-drawer'
import { cardsApi, type CardRow, type CardStatus } from './api/cards'
import { cntKeys, transactionKeys } from './api/cnt-keys'
import { personsApi } from './api/persons'
import { moneyText } from './cnt-money'
import { msg, useT } from '@erp/ui-kit/i18n'

export const CARD_PERMISSIONS = {
  recharge: 'cnt:card:recharge',
  pay: 'cnt:card:pay',
  status: 'cnt:card:status',
} as const

/** The status moves a card allows: 挂失 and 冻结 an active card, 解冻 a lost or frozen one, 挂失 a frozen one. */
export const STATUS_MOVES: Record<string, readonly { status: CardStatus; label: string }[]> = {
  active: [
    { status: 'lost', label: msg('挂失') },
    { status: 'frozen', label: msg('冻结') },
  ],
  frozen: [
    { status: 'active', label: msg('解冻') },
    { status: 'lost', label: msg('挂失') },
  ],
  lost: [{ status: 'active', label: msg('解冻') }],
}

export const cardResource: ResourceDefinition<'/cnt/card'> = {
  base: '/cnt/card',
  title: msg('饭卡'),
  columns: contractColumns<CardRow>(
    'canteenCard',
    ['cardNo', 'personName', 'balance', 'status', 'remark', 'createTime'],
    { balance: { align: 'right', render: (row) => moneyText(row.balance) } },
  ),
  queryFields: contractQueryFields('canteenCard', ['cardNo', 'personName', 'status']),
  formFields: contractFormFields('canteenCard', ['cardNo', 'personId', 'remark'], {
    cardNo: { rules: { pattern: { regex: /^[A-Za-z0-9]{4,32}$/, message: msg('卡号为4至32位字母或数字') } } },
    personId: { kind: 'select' },
    remark: { wide: true },
  }),
  excel: { exportPath: '/cnt/card/exportXls', importPath: '/cnt/card/importExcel' },
  permissions: {
    add: 'cnt:card:add',
    edit: 'cnt:card:edit',
    delete: 'cnt:card:delete',
    export: 'cnt:card:export',
    import: 'cnt:card:import',
  },
}

type Action =
  | { kind: 'recharge' | 'pay' | 'transactions'; card: CardRow }
  | { kind: 'status'; card: CardRow; status: CardStatus; label: string }

/**
 * 饭卡 (menu cnt/CardList): the cards with their holder, balance and status; per row 充值, 消费 (a small point of
 * sale) and the card's transactions as buttons, 挂失 / 冻结 / 解冻 (and 删除) in its 更多 menu, each gated by
 * its permission.
 */
export default function CardPage() {
  const t = useT()
  const list = useListController(cardResource)
  const queryClient = useQueryClient()
  const [action, setAction] = useState<Action | null>(null)
  const allowed = {
    recharge: useCan(CARD_PERMISSIONS.recharge),
    pay: useCan(CARD_PERMISSIONS.pay),
    status: useCan(CARD_PERMISSIONS.status),
  }
  const persons = useQuery({ queryKey: cntKeys.persons, queryFn: personsApi.persons, staleTime: 60_000 })
  const definition: ResourceDefinition<'/cnt/card'> = {
    ...cardResource,
    formFields: (cardResource.formFields ?? []).map((field) =>
      field.name === 'personId' ? { ...field, options: persons.data ?? [] } : field,
    ),
  }
  const changed = () => {
    void list.refresh()
    void queryClient.invalidateQueries({ queryKey: transactionKeys.all })
  }
  const changeStatus = useMutation({
    meta: { handlesErrors: true },
    mutationFn: (target: { card: CardRow; status: CardStatus }) =>
      cardsApi.changeStatus(target.card.id, target.status),
    onSuccess: (message) => {
      toast.success(message)
      setAction(null)
      changed()
    },
    onError: (failure) => toast.error(messageOf(failure)),
  })
  const close = (open: boolean) => (open ? null : setAction(null))
  const name = (card: CardRow) => card.cardNo ?? ''

  return (
    <>
      <ResourceListPage
        definition={definition}
        controller={list}
        rowName={name}
        rowMenu={(card) =>
          allowed.status
            ? (STATUS_MOVES[card.status ?? ''] ?? []).map((move) => (
                <DropdownMenuItem
                  key={move.status}
                  {...(move.status === 'active' ? {} : { variant: 'danger' as const })}
                  onSelect={() => setAction({ kind: 'status', card, ...move })}
                >
                  {t(move.label)}
                </DropdownMenuItem>
              ))
            : null
        }
        rowActions={(card) => (
          <>
            {allowed.recharge && card.status !== 'lost' ? (
              <Button
                size="sm"
                variant="link"
                aria-label={t('充值 {{name}}', { name: name(card) })}
                onClick={() => setAction({ kind: 'recharge', card })}
              >
                {t('充值')}
              </Button>
            ) : null}
            {allowed.pay && card.status === 'active' ? (
              <Button
                size="sm"
                variant="link"
                aria-label={t('消费 {{name}}', { name: name(card) })}
                onClick={() => setAction({ kind: 'pay', card })}
              >
                {t('消费')}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="link"
              aria-label={t('流水 {{name}}', { name: name(card) })}
              onClick={() => setAction({ kind: 'transactions', card })}
            >
              {t('流水')}
            </Button>
          </>
        )}
      />
      {action?.kind === 'recharge' ? (
        <RechargeDialog card={action.card} onOpenChange={close} onDone={changed} />
      ) : null}
      {action?.kind === 'pay' ? <PayDialog card={action.card} onOpenChange={close} onDone={changed} /> : null}
      {action?.kind === 'transactions' ? (
        <CardTransactionsDrawer card={action.card} onOpenChange={close} onChanged={changed} />
      ) : null}
      <ConfirmDialog
        open={action?.kind === 'status'}
        onOpenChange={close}
        title={
          action?.kind === 'status'
            ? t('确定{{label}}饭卡 {{name}} 吗？', { label: t(action.label), name: name(action.card) })
            : ''
        }
        description={
          action?.kind === 'status' && action.status !== 'active'
            ? t('{{label}}后该卡不能消费。', { label: t(action.label) })
            : t('解冻后该卡恢复正常使用。')
        }
        variant={action?.kind === 'status' && action.status !== 'active' ? 'danger' : 'primary'}
        pending={changeStatus.isPending}
        onConfirm={() => (action?.kind === 'status' ? changeStatus.mutate(action) : undefined)}
      />
    </>
  )
}
