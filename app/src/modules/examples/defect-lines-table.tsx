import {
  EditableTable,
  type EditableColumn,
  type EditableTableHandle,
  type RowsChange,
} from '@erp/ui-kit/editable-table'
import type { Ref } from 'react'
import type { DefectLine } from './advanced-form-page'

export interface DefectLinesTableProps {
  tableRef: Ref<EditableTableHandle<DefectLine>>
  label: string
  columns: EditableColumn<DefectLine>[]
  rows: DefectLine[]
  onChange: (rows: DefectLine[], change: RowsChange<DefectLine>) => void
  labels: { add: string; remove: string; confirmRemove: (count: number) => string }
}

/**
 * The defect lines of the advanced form: the editable table (AG Grid) is loaded with this part, after the
 * page's form, so the page's first load stays within its budget (as the schedule grid and the report editor).
 */
export default function DefectLinesTable({
  tableRef,
  label,
  columns,
  rows,
  onChange,
  labels,
}: DefectLinesTableProps) {
  return (
    <EditableTable<DefectLine>
      ref={tableRef}
      aria-label={label}
      columns={columns}
      rows={rows}
      onChange={onChange}
      height="auto"
      labels={labels}
    />
  )
}
