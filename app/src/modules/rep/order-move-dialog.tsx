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
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { api } from '../../lib/api'
import { messageOf } from '../../lib/api-errors'
import { parseMoney, repairApi, type RepairOrderRow } from './repair-api'

export type RepairMove = 'assign' | 'start' | 'finish' | 'cancel'

export const MOVE_MESSAGES = {
  assign: '派工',
  start: '开始维修',
  finish: '完成',
  cancel: '取消',
  assignTitle: '派工',
  startTitle: '开始维修',
  finishTitle: '完成维修',
  cancelTitle: '取消报修单',
  assignee: '维修人',
  chooseAssignee: '请选择维修人',
  cost: '维修费用（元）',
  costInvalid: '请输入不小于0、最多两位小数的金额',
  reason: '取消原因',
  confirm: '确定',
  close: '取消',
  startHint: (orderNo: string) => `确定开始维修报修单 ${orderNo} 吗?`,
  orderOf: (orderNo: string) => `报修单 ${orderNo}`,
} as const

const m = MOVE_MESSAGES
const TITLES: Record<RepairMove, string> = {
  assign: m.assignTitle,
  start: m.startTitle,
  finish: m.finishTitle,
  cancel: m.cancelTitle,
}

/** The users a repair can be assigned to (one page of up to 1000, as the user pickers read them). */
export function useRepairers() {
  return useQuery({
    queryKey: ['rep', 'repairers'],
    queryFn: async () => {
      const { data } = await api.GET('/sys/user/list', { params: { query: { pageNo: 1, pageSize: 1000 } } })
      return (data?.result?.records ?? []).map((user) => ({
        id: user.id,
        name: user.realname || user.username,
      }))
    },
    staleTime: 60_000,
  })
}

interface OrderMoveDialogProps {
  move: RepairMove
  row: RepairOrderRow
  onOpenChange: (open: boolean) => void
  onDone: () => void
}

/** The form of one workflow move (派工: the repairer; 完成: the cost; 取消: a reason); refusals are shown. */
export function OrderMoveDialog({ move, row, onOpenChange, onDone }: OrderMoveDialogProps) {
  const repairers = useRepairers()
  const [assigneeId, setAssigneeId] = useState(row.assigneeId ?? '')
  const [cost, setCost] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const mutation = useMutation({
    meta: { handlesErrors: true },
    mutationFn: async () => {
      if (move === 'assign') return repairApi.assign(row.id, assigneeId)
      if (move === 'start') return repairApi.start(row.id)
      if (move === 'finish') return repairApi.finish(row.id, parseMoney(cost) ?? 0)
      return repairApi.cancel(row.id, reason)
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
    if (move === 'assign' && !assigneeId) return setError(m.chooseAssignee)
    if (move === 'finish' && parseMoney(cost) === null) return setError(m.costInvalid)
    setError(null)
    mutation.mutate()
  }

  return (
    <Dialog open onOpenChange={onOpenChange}>
      <DialogContent width={450}>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{TITLES[move]}</DialogTitle>
            <DialogDescription>
              {move === 'start' ? m.startHint(row.orderNo ?? '') : m.orderOf(row.orderNo ?? '')}
            </DialogDescription>
          </DialogHeader>
          <div className="my-4 space-y-3">
            {move === 'assign' ? (
              <FormField label={m.assignee} error={error}>
                <select
                  value={assigneeId}
                  onChange={(event) => setAssigneeId(event.target.value)}
                  className="h-8 w-full rounded border border-border bg-surface px-2 text-sm text-foreground"
                >
                  <option value="">{m.chooseAssignee}</option>
                  {(repairers.data ?? []).map((user) => (
                    <option key={user.id} value={user.id}>
                      {user.name}
                    </option>
                  ))}
                </select>
              </FormField>
            ) : null}
            {move === 'finish' ? (
              <FormField label={m.cost} error={error}>
                <Input inputMode="decimal" value={cost} onChange={(event) => setCost(event.target.value)} />
              </FormField>
            ) : null}
            {move === 'cancel' ? (
              <FormField label={m.reason}>
                <Input maxLength={200} value={reason} onChange={(event) => setReason(event.target.value)} />
              </FormField>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" onClick={() => onOpenChange(false)}>
              {m.close}
            </Button>
            <Button
              type="submit"
              variant={move === 'cancel' ? 'danger' : 'primary'}
              loading={mutation.isPending}
            >
              {m.confirm}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
