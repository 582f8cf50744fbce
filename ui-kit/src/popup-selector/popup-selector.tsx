import { useState, type ComponentProps, type ReactElement } from 'react'
import { Button } from '../button/button'
import { Input } from '../input/input'
import { cn } from '../lib/cn'
import { PopupSelectorDialog } from './popup-selector-dialog'
import {
  copySelectedFields,
  parsePopupFields,
  POPUP_MESSAGES,
  type PopupReportSource,
  type PopupRow,
} from './popup-source'

export { PopupSelectorDialog, type PopupSelectorDialogProps } from './popup-selector-dialog'
export {
  Pagination as PopupPagination,
  type PaginationProps as PopupPaginationProps,
} from '../pagination/pagination'
export {
  copySelectedFields,
  dictText,
  loadPopupPage,
  pageRangeText,
  parsePopupFields,
  popupCellText,
  popupRowKey,
  POPUP_DATA_CACHE_MS,
  POPUP_DEFAULT_PAGE_SIZE,
  POPUP_MESSAGES,
  POPUP_MODAL_WIDTH,
  POPUP_PAGE_SIZES,
  POPUP_ROW_KEY_MAX,
  type PopupDataPage,
  type PopupDataParams,
  type PopupDictOption,
  type PopupQueryItem,
  type PopupReportColumn,
  type PopupReportConfig,
  type PopupReportSource,
  type PopupRow,
} from './popup-source'

export interface PopupSelectorProps<Row extends PopupRow = PopupRow> extends Omit<
  ComponentProps<'div'>,
  'onChange' | 'defaultValue'
> {
  source: PopupReportSource<Row>
  /** Report code (onl_cgreport_head.code), e.g. 'popup_user'. */
  code: string
  /** Comma-separated fields of the report rows to copy … */
  orgFields: string
  /** … into these comma-separated destination fields (same count). */
  destFields: string
  multi?: boolean
  /** Destination values: for each destination field, the original field of every selected row joined with ','. */
  onConfirm: (values: Record<string, string>, rows: Row[]) => void
  /** Text shown in the field (controlled); by default the value of `textField` after the last confirm. */
  value?: string
  /** Destination field whose value is shown in the field after a confirm (default: the first one). */
  textField?: string
  placeholder?: string
  disabled?: boolean
  cacheTime?: number
  /** Accessible name of the read-only text field. */
  label?: string
}

/**
 * docs/spec.md §2/§5 popup field (upstream JPopup): a read-only field that opens the report selector and copies
 * the selected rows' original fields into the destination fields. A wrong configuration shows its message
 * and never opens.
 */
export function PopupSelector<Row extends PopupRow = PopupRow>({
  source,
  code,
  orgFields,
  destFields,
  multi = false,
  onConfirm,
  value,
  textField,
  placeholder = POPUP_MESSAGES.placeholder,
  disabled = false,
  cacheTime,
  label,
  className,
  ...props
}: PopupSelectorProps<Row>): ReactElement {
  const fields = parsePopupFields(code, orgFields, destFields)
  const [open, setOpen] = useState(false)
  const [text, setText] = useState('')
  const blocked = disabled || !fields.ok
  const openDialog = () => {
    if (!blocked) setOpen(true)
  }
  return (
    <div
      data-slot="popup-selector"
      data-state={fields.ok ? (open ? 'open' : 'closed') : 'invalid'}
      className={cn('flex flex-col gap-1', className)}
      {...props}
    >
      <div className="flex items-center gap-2">
        <Input
          readOnly
          value={value ?? text}
          placeholder={placeholder}
          aria-label={label ?? placeholder}
          disabled={blocked}
          invalid={!fields.ok}
          onClick={openDialog}
          onKeyDown={(event) => {
            if (event.key === 'Enter') openDialog()
          }}
          className="cursor-pointer"
        />
        <Button onClick={openDialog} disabled={blocked}>
          {POPUP_MESSAGES.choose}
        </Button>
      </div>
      {fields.ok ? null : (
        <p role="alert" className="m-0 text-sm text-danger-strong">
          {fields.message}
        </p>
      )}
      {fields.ok ? (
        <PopupSelectorDialog
          source={source}
          code={code}
          multi={multi}
          open={open}
          onOpenChange={setOpen}
          {...(cacheTime === undefined ? {} : { cacheTime })}
          onConfirm={(rows) => {
            const values = copySelectedFields(rows, fields.orgFields, fields.destFields)
            setText(values[textField ?? fields.destFields[0] ?? ''] ?? '')
            onConfirm(values, rows)
          }}
        />
      ) : null}
    </div>
  )
}
