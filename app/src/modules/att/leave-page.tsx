import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { toast } from '@erp/ui-kit/toast'
import { useMutation } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import type { RowOf } from '../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useListController } from '../../lib/resource/use-list-controller'
import { setLeaveStatus, type LeaveStatus } from './api/leaves'
import { personLabel, usePersons, type PersonEntry } from './api/persons'
import { PersonName, PersonPicker } from './person-picker'
import { msg, t, useT } from '@erp/ui-kit/i18n'

type LeaveRow = RowOf<'/att/leave'>
type Move = LeaveStatus

export const LEAVE_MOVES: Record<Move, { label: string; confirm: string }> = {
  submitted: { label: msg('提交'), confirm: msg('提交这条请假申请？提交后不能再修改。') },
  approved: { label: msg('批准'), confirm: msg('批准这条请假申请？') },
  rejected: { label: msg('驳回'), confirm: msg('驳回这条请假申请？') },
}

const NEWEST_FIRST = { column: 'startTime', order: 'desc' } as const
const toDate = (value: unknown) => String(value ?? '').replace(' ', 'T')

/** 请假 (docs/modules.md att leave): hours are computed by the server; status moves by the buttons of a row. */
export function leaveResource(persons: readonly PersonEntry[]): ResourceDefinition<'/att/leave'> {
  return {
    base: '/att/leave',
    title: msg('请假'),
    columns: contractColumns(
      'attLeave',
      ['personId', 'type', 'startTime', 'endTime', 'hours', 'reason', 'status'],
      { personId: { render: (row) => <PersonName id={row.personId} />, width: 160 } },
    ),
    queryFields: [
      {
        name: 'personId',
        label: msg('员工'),
        kind: 'select',
        options: persons.map((person) => ({ value: person.id, label: personLabel(person) })),
      },
      ...contractQueryFields('attLeave', ['type', 'status', 'startTime']),
    ],
    formFields: contractFormFields('attLeave', ['personId', 'type', 'startTime', 'endTime', 'reason'], {
      personId: { render: (props) => <PersonPicker {...props} /> },
      endTime: {
        hint: msg('时长由系统按排班计算（无排班的工作日按 8 小时）'),
        rules: {
          validate: (value, values) =>
            value && values.startTime && toDate(value) <= toDate(values.startTime)
              ? t('结束时间必须晚于开始时间')
              : null,
        },
      },
      reason: { kind: 'textarea', wide: true },
    }),
    defaultSort: NEWEST_FIRST,
    excel: { exportPath: '/att/leave/exportXls', importPath: '/att/leave/importExcel' },
    permissions: {
      add: 'att:leave:add',
      edit: 'att:leave:edit',
      delete: 'att:leave:delete',
      export: 'att:leave:export',
      import: 'att:leave:import',
    },
  }
}

/** The moves a leave in this status offers. */
export function movesOf(status: string | null | undefined): Move[] {
  if (status === 'draft') return ['submitted']
  if (status === 'submitted') return ['approved', 'rejected']
  return []
}

export default function LeavePage() {
  const t = useT()
  const { persons } = usePersons()
  const definition = useMemo(() => leaveResource(persons), [persons])
  const list = useListController(definition)
  const mayMove = useCan('att:leave:edit')
  const [pending, setPending] = useState<{ row: LeaveRow; status: Move } | null>(null)
  const move = useMutation({
    mutationFn: ({ row, status }: { row: LeaveRow; status: Move }) => setLeaveStatus(row.id, status),
    onSuccess: (message) => toast.success(message),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: () => list.refresh(),
  })
  return (
    <>
      <ResourceListPage
        definition={definition}
        controller={list}
        rowPermissions={(row) => ({ edit: row.status === 'draft' })}
        rowActions={(row) =>
          mayMove
            ? movesOf(row.status).map((status) => (
                <Button key={status} size="sm" variant="link" onClick={() => setPending({ row, status })}>
                  {t(LEAVE_MOVES[status].label)}
                </Button>
              ))
            : null
        }
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={pending ? t(LEAVE_MOVES[pending.status].confirm) : ''}
        variant={pending?.status === 'rejected' ? 'danger' : 'primary'}
        pending={move.isPending}
        onConfirm={() => {
          if (pending) move.mutate(pending)
          setPending(null)
        }}
      />
    </>
  )
}
