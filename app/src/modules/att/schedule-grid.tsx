import { Button } from '@erp/ui-kit/button'
import { EditableTable, type EditableColumn } from '@erp/ui-kit/editable-table'
import { useRowJournal } from '@erp/ui-kit/editable-table/use-row-journal'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import { callOrRefuse } from '../../lib/resource/crud-client'
import { attKeys, useShifts, type ShiftEntry } from './att-api'
import {
  REST,
  SCHEDULE_MESSAGES,
  changedCells,
  dayTitle,
  toGridRows,
  type GridRow,
  type ScheduleMonth,
} from './schedule-model'
import { useT } from '@erp/ui-kit/i18n'

function gridColumns(
  days: readonly string[],
  shifts: readonly ShiftEntry[],
  t: (key: string) => string,
): EditableColumn<GridRow>[] {
  const options = [
    { value: REST, text: t(SCHEDULE_MESSAGES.rest) },
    ...shifts.map((shift) => ({ value: shift.id, text: shift.name })),
  ]
  return [
    { key: 'workNo', title: t('工号'), type: 'normal', width: 90 },
    { key: 'realname', title: t('姓名'), type: 'normal', width: 90 },
    ...days.map((day): EditableColumn<GridRow> => ({
      key: day,
      title: dayTitle(day),
      type: 'select',
      width: 76,
      options,
    })),
  ]
}

function ScheduleGrid({ data, month, departId }: { data: ScheduleMonth; month: string; departId: string }) {
  const t = useT()
  const { data: shifts = [] } = useShifts()
  const queryClient = useQueryClient()
  const mayEdit = useCan('att:schedule:edit')
  const saved = useMemo(() => toGridRows(data), [data])
  const columns = useMemo(() => gridColumns(data.days, shifts, t), [data.days, shifts, t])
  const journal = useRowJournal<GridRow>({ key: `erp-table:att-schedule:${month}:${departId}`, rows: saved })
  const [status, setStatus] = useState('')

  const save = async (rows: GridRow[]) => {
    const changed = changedCells(data.days, saved, rows)
    if (!changed.length) {
      setStatus(t(SCHEDULE_MESSAGES.nothingChanged))
      toast.info(t(SCHEDULE_MESSAGES.nothingChanged))
      return
    }
    try {
      const { message } = await callOrRefuse('POST', '/att/schedule/saveMonth', {
        body: { month, rows: changed },
      })
      await journal.markSaved(rows)
      setStatus(message)
      toast.success(message)
      await queryClient.invalidateQueries({ queryKey: attKeys.month(month, departId) })
    } catch (error) {
      const text = SCHEDULE_MESSAGES.failed(messageOf(error))
      setStatus(text)
      toast.error(text)
    }
  }

  return (
    <div className="flex flex-col gap-2">
      {journal.pending ? (
        <section
          aria-label={t('上次未保存的排班修改')}
          className="flex items-center gap-2 rounded border border-border bg-muted p-2 text-sm"
        >
          <span>{SCHEDULE_MESSAGES.pending(journal.pending.changed)}</span>
          <Button size="sm" variant="primary" onClick={journal.restore}>
            {t(SCHEDULE_MESSAGES.restore)}
          </Button>
          <Button size="sm" onClick={() => void journal.discard()}>
            {t(SCHEDULE_MESSAGES.discard)}
          </Button>
        </section>
      ) : null}
      <EditableTable<GridRow>
        aria-label={t('{{month}} 排班表', { month })}
        columns={columns}
        rows={journal.rows}
        onChange={journal.onChange}
        toolbar={['save']}
        permissions={{ save: mayEdit }}
        disabled={!mayEdit}
        height={560}
        onSave={save}
      />
      <output aria-live="polite" className="text-sm text-muted-foreground">
        {status}
      </output>
    </div>
  )
}
export default ScheduleGrid
