import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { Select } from '@erp/ui-kit/select'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useMemo, useState, type FormEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import { myOrdersApi } from './api/my-orders'
import { ordersApi, type RepairOrderRow } from './api/orders'
import { repairersQuery } from './api/repairers'
import { userNamesQuery } from './api/users'
import { MAX_REPAIR_COST, parseMoney } from './repair-money'
import { t, msg, useT } from '@erp/ui-kit/i18n'

export type RepairMove = 'assign' | 'start' | 'finish' | 'cancel'

export const MOVE_MESSAGES = {
  assign: msg('派工'),
  start: msg('开始维修'),
  finish: msg('完成'),
  cancel: msg('取消'),
  assignTitle: msg('派工'),
  startTitle: msg('开始维修'),
  finishTitle: msg('完成维修'),
  cancelTitle: msg('取消报修单'),
  assignee: msg('维修人'),
  chooseAssignee: msg('请选择维修人'),
  cost: msg('维修费用（元）'),
  costInvalid: msg('请输入 0 至 {{max}} 元之间、最多两位小数的金额'),
  reason: msg('取消原因'),
  confirm: msg('确定'),
  close: msg('取消'),
  startHint: (orderNo: string) => t('确定开始维修报修单 {{orderNo}} 吗?', { orderNo }),
  orderOf: (orderNo: string) => t('报修单 {{orderNo}}', { orderNo }),
} as const

const m = MOVE_MESSAGES
const TITLES: Record<RepairMove, string> = {
  assign: m.assignTitle,
  start: m.startTitle,
  finish: m.finishTitle,
  cancel: m.cancelTitle,
}

/** Every user by name: the names of assignees. */
export const useUserNames = () => useQuery(userNamesQuery())

/** The users a repair can be assigned to (GET /rep/order/assignees). */
export const useRepairers = () => useQuery(repairersQuery())

interface OrderMoveDialogProps {
  move: RepairMove
  row: RepairOrderRow
  onOpenChange: (open: boolean) => void
  onDone: () => void
  /** 我的工单: the assigned repairer's own start and finish (the server checks the order is theirs). */
  own?: boolean
}

/** The form of one workflow move (派工: the repairer; 完成: the cost; 取消: a reason); refusals are shown. */
export function OrderMoveDialog({ move, row, onOpenChange, onDone, own = false }: OrderMoveDialogProps) {
  const t = useT()
  // Only 派工 picks a repairer (a repairer on 我的工单 may not read the pickers).
  const repairers = useQuery({ ...repairersQuery(), enabled: move === 'assign' })
  const users = useQuery({ ...userNamesQuery(), enabled: move === 'assign' })
  const [assigneeId, setAssigneeId] = useState(row.assigneeId ?? '')
  // The repairers, and the current assignee of an order even when no longer one of them.
  const assigneeOptions = useMemo(() => {
    const options = (repairers.data ?? []).map((user) => ({ value: user.id, label: user.name }))
    const current = row.assigneeId ?? ''
    return current && !options.some((option) => option.value === current)
      ? [
          { value: current, label: users.data?.find((user) => user.id === current)?.name ?? current },
          ...options,
        ]
      : options
  }, [repairers.data, users.data, row.assigneeId])
  const [cost, setCost] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      if (move === 'assign') return ordersApi.assign(row.id, assigneeId)
      const moves = own ? myOrdersApi : ordersApi
      if (move === 'start') return moves.start(row.id)
      if (move === 'finish') return moves.finish(row.id, parseMoney(cost) ?? 0)
      return ordersApi.cancel(row.id, reason)
    },
    onSuccess: (message) => {
      toast.success(message)
      onOpenChange(false)
      onDone()
    },
    onError: (failure) => toast.error(messageOf(failure)),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (move === 'assign' && !assigneeId) return setError(t(m.chooseAssignee))
    if (move === 'finish' && parseMoney(cost) === null)
      return setError(t(m.costInvalid, { max: MAX_REPAIR_COST }))
    setError(null)
    mutation.mutate()
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={450}>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t(TITLES[move])}</DialogTitle>
            <DialogDescription>
              {move === 'start' ? m.startHint(row.orderNo ?? '') : m.orderOf(row.orderNo ?? '')}
            </DialogDescription>
          </DialogHeader>
          <div className="my-4 space-y-3">
            {move === 'assign' ? (
              <FormField label={t(m.assignee)} error={error}>
                <Select
                  value={assigneeId}
                  onValueChange={setAssigneeId}
                  placeholder={t(m.chooseAssignee)}
                  options={assigneeOptions}
                />
              </FormField>
            ) : null}
            {move === 'finish' ? (
              <FormField label={t(m.cost)} error={error}>
                <Input inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} />
              </FormField>
            ) : null}
            {move === 'cancel' ? (
              <FormField label={t(m.reason)}>
                <Input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
              </FormField>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              {t(m.close)}
            </Button>
            <Button
              type="submit"
              variant={move === 'cancel' ? 'danger' : 'primary'}
              loading={mutation.isPending}
            >
              {t(m.confirm)}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
