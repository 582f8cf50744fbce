import type { CustomCellRendererProps } from 'ag-grid-react'
import { cva } from 'class-variance-authority'
import { useRef, type ChangeEvent } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../dropdown-menu/dropdown-menu'
import type { UploadOutcome, UploadProgress } from '../upload/upload'
import { ellipsisFileName, toUploadCellValue, uploadErrorMessage, type UploadCellValue } from './cell-values'
import { CELL_MESSAGES, FILE_NAME_LENGTH, type UploadOptions } from './editable-column'
import { useTableVersion, type RowCellParams } from './table-cell-actions'

export interface UploadCellParams extends RowCellParams {
  column: UploadOptions
}

const statusVariants = cva('shrink-0 text-xs', {
  variants: {
    status: {
      uploading: 'text-primary-strong',
      done: 'text-success',
      error: 'text-danger-strong',
      removed: '',
    },
  },
})

const percentOf = ({ percent, loaded, total }: UploadProgress): number => {
  if (percent !== null && Number.isFinite(percent)) return Math.max(0, Math.min(100, Math.round(percent)))
  if (loaded !== undefined && total) return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)))
  return 0
}

/**
 * upload (docs/spec.md §4): empty (the upload button), uploading (its percent), done (the stored path) or
 * error (its message, else 'unknown error'). Once a file is present the button is hidden; the file
 * name is shown to 5 characters with a status icon and a menu: download (opens the file address)
 * and delete (clears the value), unless the column disables them.
 */
export function UploadCell({
  data,
  value,
  actions,
  rowIdOf,
  column,
}: CustomCellRendererProps<unknown, unknown> & UploadCellParams) {
  useTableVersion(actions)
  const inputRef = useRef<HTMLInputElement>(null)
  const rowId = rowIdOf(data)
  const uploadKey = `${rowId}\u0000${column.key}`
  const file = toUploadCellValue(value)
  const disabled = actions.disabled() || column.disabled === true

  const start = (chosen: File) => {
    const upload = column.upload
    if (!upload) return
    actions.uploads.get(uploadKey)?.abort()
    const controller = new AbortController()
    actions.uploads.set(uploadKey, controller)
    const { signal } = controller
    const base: Omit<UploadCellValue, 'status'> = { name: chosen.name, type: chosen.type, size: chosen.size }
    const set = (next: UploadCellValue) => {
      if (!signal.aborted) actions.setCellValue(rowId, column.key, next)
    }
    set({ ...base, status: 'uploading', percent: 0 })
    const settle = (outcome: UploadOutcome) => {
      if (actions.uploads.get(uploadKey) === controller) actions.uploads.delete(uploadKey)
      if (outcome.ok) set({ ...base, status: 'done', percent: 100, path: outcome.path })
      else set({ ...base, status: 'error', message: outcome.message || CELL_MESSAGES.uploadUnknownError })
    }
    let pending: Promise<UploadOutcome>
    try {
      pending = upload(chosen, {
        biz: column.biz ?? 'temp',
        signal,
        onProgress: (progress) => set({ ...base, status: 'uploading', percent: percentOf(progress) }),
      })
    } catch (error) {
      pending = Promise.reject(error)
    }
    pending.then(settle, (error: unknown) =>
      settle({ ok: false, message: uploadErrorMessage(error, CELL_MESSAGES.uploadUnknownError) }),
    )
  }

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0]
    event.target.value = ''
    if (chosen) start(chosen)
  }

  const remove = () => {
    actions.uploads.get(uploadKey)?.abort()
    actions.uploads.delete(uploadKey)
    actions.setCellValue(rowId, column.key, null)
  }

  if (!file) {
    return (
      <span data-slot="upload-cell" data-state="empty" className="flex h-full items-center">
        <input
          ref={inputRef}
          type="file"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onChange={onInputChange}
        />
        <button
          type="button"
          disabled={disabled || !column.upload}
          className="h-6 rounded border border-border bg-surface px-2 text-xs hover:border-primary hover:text-primary-strong disabled:opacity-50"
          onClick={() => inputRef.current?.click()}
        >
          {column.buttonText ?? CELL_MESSAGES.uploadButton}
        </button>
      </span>
    )
  }

  const percent = Math.floor(file.percent ?? 0)
  const statusText =
    file.status === 'uploading'
      ? CELL_MESSAGES.uploading(percent)
      : file.status === 'done'
        ? CELL_MESSAGES.uploadDone
        : CELL_MESSAGES.uploadError
  const canDownload = column.allowDownload !== false
  const canRemove = column.allowRemove !== false && !disabled
  const path = file.path
  return (
    <span
      data-slot="upload-cell"
      data-state={file.status}
      title={file.status === 'error' ? (file.message ?? CELL_MESSAGES.uploadUnknownError) : file.name}
      className="flex h-full items-center gap-1 overflow-hidden"
    >
      <span className={statusVariants({ status: file.status })} role="img" aria-label={statusText}>
        {file.status === 'uploading' ? '⟳' : file.status === 'done' ? '✓' : '!'}
      </span>
      <span data-slot="upload-cell-name" className="truncate">
        {ellipsisFileName(file.name, FILE_NAME_LENGTH)}
      </span>
      {file.status === 'uploading' ? (
        <span className="ml-auto text-xs tabular-nums">{`${percent}%`}</span>
      ) : null}
      {file.status === 'error' ? (
        <span data-slot="upload-cell-message" className="truncate text-xs text-danger-strong">
          {file.message ?? CELL_MESSAGES.uploadUnknownError}
        </span>
      ) : null}
      {file.status !== 'uploading' && (canDownload || canRemove) ? (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            aria-label={CELL_MESSAGES.fileMenu(file.name)}
            className="ml-auto shrink-0 px-1 text-muted-foreground hover:text-primary-strong"
          >
            <span aria-hidden="true">⚙</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {canDownload ? (
              <DropdownMenuItem
                disabled={!path}
                onSelect={() => {
                  if (path) window.open(column.fileUrl ? column.fileUrl(path) : path)
                }}
              >
                {CELL_MESSAGES.download}
              </DropdownMenuItem>
            ) : null}
            {canRemove ? (
              <DropdownMenuItem variant="danger" onSelect={remove}>
                {CELL_MESSAGES.remove}
              </DropdownMenuItem>
            ) : null}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
    </span>
  )
}
