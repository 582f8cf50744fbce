import { Button } from '@erp/ui-kit/button'
import {
  EditableTable,
  type EditableColumn,
  type EditableTableHandle,
  type RowsChange,
} from '@erp/ui-kit/editable-table'
import { useRowJournal } from '@erp/ui-kit/editable-table/use-row-journal'
import { Input } from '@erp/ui-kit/input'
import { toast } from '@erp/ui-kit/toast'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import { attKeys } from './api/att-keys'
import { saveScheduleMonth, scheduleMonthQuery } from './api/schedules'
import { useShifts, type ShiftEntry } from './api/shifts'
import { ScheduleBatchBar, type FillRequest } from './schedule-batch-bar'
import {
  REST,
  SCHEDULE_MESSAGES,
  addDays,
  changedCells,
  copyPreviousWeek,
  dayTitle,
  fillRange,
  matchesPerson,
  previousMonth,
  toGridRows,
  type BatchResult,
  type GridRow,
  type ScheduleMonth,
} from './schedule-model'
import { useT } from '@erp/ui-kit/i18n'

/** The rows the table shows: those the search finds, or all. */
function shownRows(rows: readonly GridRow[], keyword: string): readonly GridRow[] {
  return keyword.trim() ? rows.filter((row) => matchesPerson(row, keyword)) : rows
}

/** The table's rows laid over all rows by id (the table holds only the rows the search shows). */
export function mergeShown(all: readonly GridRow[], shown: readonly GridRow[]): GridRow[] {
  const byId = new Map(shown.map((row) => [row.id, row]))
  const merged = all.map((row) => byId.get(row.id) ?? row)
  const known = new Set(all.map((row) => row.id))
  return [...merged, ...shown.filter((row) => !known.has(row.id))]
}

function gridColumns(
  days: readonly string[],
  shifts: readonly ShiftEntry[],
  t: (key: string) => string,
): EditableColumn<GridRow>[] {
  const options = [
    { value: REST, label: t(SCHEDULE_MESSAGES.rest) },
    ...shifts.map((shift) => ({ value: shift.id, label: shift.name })),
  ]
  return [
    { key: 'selection', title: t('选择'), type: 'row-checkbox', width: 50 },
    { key: 'workNo', title: t('工号'), type: 'normal', width: 124 },
    { key: 'realname', title: t('姓名'), type: 'normal', width: 90 },
    ...days.map((day): EditableColumn<GridRow> => ({
      key: day,
      title: dayTitle(day),
      type: 'select',
      width: 84,
      options,
      listEditor: true,
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
  const [keyword, setKeyword] = useState('')
  const searchId = useId()
  const table = useRef<EditableTableHandle<GridRow>>(null)
  // The rows the table last reported: given back unchanged so an edit does not reset the grid.
  const [echo, setEcho] = useState<{ all: readonly GridRow[]; shown: GridRow[] } | null>(null)
  const shown = useMemo(() => {
    if (echo && echo.all === journal.rows) return echo.shown
    return shownRows(journal.rows, keyword)
  }, [echo, journal.rows, keyword])
  const shiftOptions = useMemo(
    () => [
      { value: REST, label: t(SCHEDULE_MESSAGES.rest) },
      ...shifts.map((shift) => ({ value: shift.id, label: shift.name })),
    ],
    [shifts, t],
  )

  const onChange = (rows: GridRow[], change: RowsChange<GridRow>) => {
    if (!keyword.trim()) {
      setEcho(null)
      journal.onChange(rows, change)
      return
    }
    const all = mergeShown(journal.rows, rows)
    setEcho({ all, shown: rows })
    journal.onChange(all, change)
  }

  /** The checked people, or everyone the search shows. */
  const targets = () => {
    const checked = table.current?.getSelectedRows() ?? []
    return new Set((checked.length ? checked : shown).map((row) => row.id))
  }
  const apply = (result: BatchResult, people: number) => {
    const text = SCHEDULE_MESSAGES.applied(people, result.cells.length)
    setStatus(text)
    if (!result.cells.length) return
    setEcho(null)
    journal.onChange(result.rows, { type: 'paste', changed: result.changed, added: [], cells: result.cells })
  }
  const fill = (request: FillRequest) => {
    const ids = targets()
    apply(fillRange(journal.rows, ids, data.days, request), ids.size)
  }
  const copyWeek = async (week: readonly string[]) => {
    const ids = targets()
    const first = data.days[0] ?? ''
    let before: ScheduleMonth | null = null
    // The first days of the month copy from the month before.
    if (week.some((day) => addDays(day, -7) < first)) {
      const previous = previousMonth(month)
      try {
        before = await queryClient.fetchQuery(scheduleMonthQuery(previous, departId))
      } catch (error) {
        const text = SCHEDULE_MESSAGES.failedLoad(messageOf(error))
        setStatus(text)
        toast.error(text)
        return
      }
    }
    const earlier = new Map(before?.rows.map((row) => [row.personId, row.cells]) ?? [])
    apply(
      copyPreviousWeek(journal.rows, ids, week, (row, day) =>
        day < first ? earlier.get(row.id)?.[day] : row[day],
      ),
      ids.size,
    )
  }

  const save = async (tableRows: GridRow[]) => {
    // The table holds only the rows the search shows; the others keep their edits too.
    const rows = keyword.trim() ? mergeShown(journal.rows, tableRows) : tableRows
    const changed = changedCells(data.days, saved, rows)
    if (!changed.length) {
      setStatus(t(SCHEDULE_MESSAGES.nothingChanged))
      toast.info(t(SCHEDULE_MESSAGES.nothingChanged))
      return
    }
    try {
      const message = await saveScheduleMonth(month, changed)
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

  /** Enter in the search goes to the first listed person's first day; Escape clears the search. */
  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && keyword) {
      event.preventDefault()
      setKeyword('')
      setEcho(null)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const api = table.current?.getGridApi()
      const firstDay = data.days[0]
      if (api && firstDay && shown.length) {
        api.ensureIndexVisible(0)
        api.setFocusedCell(0, firstDay)
      }
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end gap-3">
        <label htmlFor={searchId} className="flex flex-col gap-1 text-sm">
          {t(SCHEDULE_MESSAGES.search)}
          <Input
            id={searchId}
            type="search"
            className="w-56"
            value={keyword}
            placeholder={t(SCHEDULE_MESSAGES.searchPlaceholder)}
            onChange={(event) => {
              setKeyword(event.target.value)
              setEcho(null)
            }}
            onKeyDown={onSearchKey}
          />
        </label>
        <p aria-live="polite" className="pb-1.5 text-sm text-muted-foreground">
          {SCHEDULE_MESSAGES.shown(shown.length, journal.rows.length)}
        </p>
      </div>
      {mayEdit ? (
        <ScheduleBatchBar
          days={data.days}
          shiftOptions={shiftOptions}
          disabled={!mayEdit}
          onFill={fill}
          onCopyWeek={copyWeek}
        />
      ) : null}
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
        ref={table}
        aria-label={t('{{month}} 排班表', { month })}
        columns={columns}
        rows={shown}
        onChange={onChange}
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
