import { t } from '../i18n/i18n'
import { cva } from 'class-variance-authority'
import { useEffect, useId, useRef, useState, type ChangeEvent, type ComponentProps } from 'react'
import { Button } from '../button/button'
import { cn } from '../lib/cn'

/**
 * Every text the upload widget and its popup show or announce. The SPEC entries are asserted
 * verbatim (docs/spec.md §5, §8, §9); the labels are the accessible names of the controls.
 */
export const UPLOAD_MESSAGES = {
  /** docs/spec.md §9: default upload button text, 'click to upload' (Chinese '点击上传'). */
  get buttonText() {
    return t('点击上传')
  },
  /** docs/spec.md §8 "Wrong file type" (image mode, a file whose MIME type is not an image). */
  notImage: 'Please upload an image',
  /** docs/spec.md §8 "Move first image left". */
  moveFirstLeft: 'Unknown operation',
  /** docs/spec.md §8 "Move last image right". */
  moveLastRight: 'Already at the end~',
  /** docs/spec.md §8 "Upload failure": shown on the item when the failure carries no message. */
  get unknownError() {
    return t('未知错误')
  },
  /** docs/spec.md §8 "Upload failure": the widget message ('File name upload failed.'). */
  uploadFailed: (fileName: string) => `${fileName} upload failed.`,
  /** docs/spec.md §8 "Confirm empty file popup". */
  get nothingUploaded() {
    return t('未上传任何文件')
  },
  /** Popup (upstream JFilePop) titles and buttons. */
  get popupTitleFile() {
    return t('文件上传')
  },
  get popupTitleImage() {
    return t('图片上传')
  },
  get confirm() {
    return t('确定')
  },
  get cancel() {
    return t('取消')
  },
  /** Accessible names and states (not from the SPEC). */
  get fileList() {
    return t('已上传的文件')
  },
  remove: (fileName: string) => t('移除 {{fileName}}', { fileName }),
  moveLeft: (fileName: string) => t('左移 {{fileName}}', { fileName }),
  moveRight: (fileName: string) => t('右移 {{fileName}}', { fileName }),
  open: (fileName: string) => t('打开 {{fileName}}', { fileName }),
  get uploading() {
    return t('上传中')
  },
  progress: (fileName: string, percent: number | null) =>
    percent === null
      ? t('{{fileName}} 上传中', { fileName })
      : t('{{fileName}} 上传中 {{percent}}%', { fileName, percent }),
} as const

/** What an upload reports while it runs; `TransferProgress` of `@erp/openapi/transfer` fits. */
export interface UploadProgress {
  /** 0–100, or null while the total is unknown. */
  percent: number | null
  loaded?: number
  total?: number | null
}

export interface UploadRequestOptions {
  /** Business sub-directory (upstream `biz`, default 'temp'), sent along with the file. */
  biz: string
  onProgress: (progress: UploadProgress) => void
  /** Aborted when the user removes the file while it uploads, or the widget unmounts. */
  signal: AbortSignal
}

/** How an upload ends: the stored path (upstream `message` of a successful answer), or why it failed. */
export type UploadOutcome = { ok: true; path: string } | { ok: false; message: string }

/**
 * Sends one file. Supplied by the app (ui-kit knows no API), e.g. with `uploadFile` of
 * `@erp/openapi/transfer` on POST /sys/common/upload:
 * `(file, { biz, onProgress, signal }) => uploadFile(opts, '/sys/common/upload', { file, fields: { biz }, onProgress, signal })
 *    .then((r) => (r.success ? { ok: true, path: r.message } : { ok: false, message: r.message }))`.
 * A rejection is a failure too: its `Error.message` is shown, or '未知错误' without one.
 */
export type UploadFunction = (file: File, options: UploadRequestOptions) => Promise<UploadOutcome>

export type UploadItemStatus = 'uploading' | 'done' | 'error'

export interface UploadItem {
  uid: string
  name: string
  status: UploadItemStatus
  /** 0–100 while uploading, null while unknown. */
  percent: number | null
  /** The stored path once done. */
  path: string | null
  /** The failure message once in error. */
  message: string | null
}

/** A value as upstream JUpload takes it: comma-separated stored paths, or an array of paths. */
export type UploadValue = string | readonly string[]

/** 'a/b.png,c/d.txt' or ['a/b.png', 'c/d.txt'] → the paths, blanks dropped. */
export function parsePaths(value: UploadValue | null | undefined): string[] {
  if (value === null || value === undefined) return []
  const parts = typeof value === 'string' ? value.split(',') : [...value]
  return parts.map((part) => part.trim()).filter((part) => part.length > 0)
}

/** 'temp/a_1700000000000.png' (or with backslashes) → 'a_1700000000000.png' (upstream getFileName). */
export function fileNameOf(path: string): string {
  const normalized = path.replace(/\\/g, '/')
  return normalized.slice(normalized.lastIndexOf('/') + 1)
}

const donePaths = (items: readonly UploadItem[]): string[] =>
  items.flatMap((item) => (item.status === 'done' && item.path !== null ? [item.path] : []))

/** Done items for `paths`, reusing the uid of an existing done item with the same path (stable keys). */
function itemsFromPaths(paths: readonly string[], existing: readonly UploadItem[]): UploadItem[] {
  const used = new Set<string>()
  return paths.map((path, index) => {
    const reuse = existing.find((item) => item.status === 'done' && item.path === path && !used.has(item.uid))
    const uid = reuse?.uid ?? `saved-${index}-${path}`
    used.add(uid)
    return { uid, name: fileNameOf(path), status: 'done', percent: 100, path, message: null }
  })
}

/**
 * Keeps at most `limit` items, dropping the oldest ones first (upstream `number`: the most recent
 * files stay). Items still uploading and the item `keep` are never dropped.
 */
export function applyLimit(items: readonly UploadItem[], limit: number, keep: string): UploadItem[] {
  if (!(limit > 0)) return [...items]
  const result = [...items]
  while (result.length > limit) {
    const index = result.findIndex((item) => item.status !== 'uploading' && item.uid !== keep)
    if (index < 0) break
    result.splice(index, 1)
  }
  return result
}

interface Report {
  paths: string[]
}

interface UploadState {
  items: UploadItem[]
  /** A new object each time the list must be reported to the parent. */
  report: Report | null
}

interface Notice {
  id: number
  kind: 'warning' | 'error'
  text: string
}

const isImageFile = (file: File) => file.type.includes('image')

const percentOf = ({ percent, loaded, total }: UploadProgress): number | null => {
  if (percent !== null && Number.isFinite(percent)) return Math.max(0, Math.min(100, Math.round(percent)))
  if (loaded !== undefined && total) return Math.max(0, Math.min(100, Math.round((loaded / total) * 100)))
  return null
}

const messageOfError = (error: unknown): string => {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return UPLOAD_MESSAGES.unknownError
}

const itemVariants = cva('relative text-sm', {
  variants: {
    type: {
      file: 'flex flex-col gap-1 rounded px-1 py-1 hover:bg-muted',
      image:
        'group flex size-26 flex-col items-center justify-center overflow-hidden rounded border border-border bg-surface p-1',
    },
    status: {
      uploading: '',
      done: '',
      error: 'text-danger-strong',
    },
  },
  compoundVariants: [{ type: 'image', status: 'error', className: 'border-danger' }],
})

export interface UploadProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'children'> {
  /** Sends one file (see `UploadFunction`). */
  upload: UploadFunction
  /** The address of a stored path, for links and thumbnails (static domain + path). */
  fileUrl: (path: string) => string
  /** 'image' shows a picture card per file with a thumbnail and refuses non-image files. */
  type?: 'file' | 'image'
  /** The file input's `accept`; the image check of `type="image"` applies whatever it says. */
  accept?: string
  /** Several files per choice (upstream default true). */
  multiple?: boolean
  /** Above 0: only the `limit` most recent files are kept (upstream `number`). */
  limit?: number
  /** Business sub-directory passed to `upload` (docs/spec.md §9 default 'temp'). */
  biz?: string
  /** Controlled value: stored paths, comma-separated (as upstream) or an array. */
  value?: UploadValue
  /** Uncontrolled initial value. */
  defaultValue?: UploadValue
  /**
   * The list of stored paths, comma-separated as upstream JUpload emits it, and as an array.
   * Called only when every file is done, or after a file is removed or an image moved while none
   * is uploading; never while an upload is in flight (docs/spec.md §4).
   */
  onChange?: (value: string, paths: string[]) => void
  /** Also receives each warning or error the widget shows (e.g. to raise a toast). */
  onMessage?: (message: string, kind: 'warning' | 'error') => void
  /** Upload button text (docs/spec.md §9 default 'click to upload'). */
  buttonText?: string
  disabled?: boolean
}

/**
 * File and image upload (upstream JUpload), API-agnostic: the app supplies `upload` and `fileUrl`.
 * Each file is uploading (with its percent), done (its stored path) or in error (its message).
 */
export function Upload({
  upload,
  fileUrl,
  type = 'file',
  accept,
  multiple = true,
  limit = 0,
  biz = 'temp',
  value,
  defaultValue,
  onChange,
  onMessage,
  buttonText = UPLOAD_MESSAGES.buttonText,
  disabled = false,
  className,
  ...props
}: UploadProps) {
  const baseId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const sequence = useRef(0)
  const controllers = useRef(new Map<string, AbortController>())
  /** Where focus goes after the list re-renders: a control of a moved item, or the upload button. */
  const focusAfterRender = useRef<{ uid: string; action: 'move-left' | 'move-right' } | 'trigger' | null>(
    null,
  )
  const onChangeRef = useRef(onChange)
  const onMessageRef = useRef(onMessage)

  const [state, setState] = useState<UploadState>(() => ({
    items: itemsFromPaths(parsePaths(value ?? defaultValue), []),
    report: null,
  }))
  const [notice, setNotice] = useState<Notice | null>(null)

  // A controlled value that differs from the list's done paths replaces them (files in flight or in error stay).
  const valueKey = value === undefined ? null : parsePaths(value).join(',')
  const [syncedKey, setSyncedKey] = useState(valueKey)
  if (valueKey !== syncedKey) {
    setSyncedKey(valueKey)
    if (valueKey !== null && valueKey !== donePaths(state.items).join(',')) {
      const paths = parsePaths(value)
      setState((prev) => ({
        ...prev,
        items: [...itemsFromPaths(paths, prev.items), ...prev.items.filter((item) => item.status !== 'done')],
      }))
    }
  }

  useEffect(() => {
    onChangeRef.current = onChange
    onMessageRef.current = onMessage
  })

  useEffect(() => {
    if (state.report) {
      const paths = state.report.paths
      onChangeRef.current?.(paths.join(','), paths)
    }
  }, [state.report])

  useEffect(() => {
    const pending = focusAfterRender.current
    if (!pending) return
    focusAfterRender.current = null
    const target =
      pending === 'trigger'
        ? null
        : Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-slot="upload-item"]') ?? [])
            .find((element) => element.dataset.uid === pending.uid)
            ?.querySelector<HTMLElement>(`[data-action="${pending.action}"]`)
    ;(target ?? triggerRef.current)?.focus()
  }, [state.items])

  useEffect(() => {
    const running = controllers.current
    return () => {
      running.forEach((controller) => controller.abort())
      running.clear()
    }
  }, [])

  const say = (text: string, kind: Notice['kind']) => {
    setNotice((prev) => ({ id: (prev?.id ?? 0) + 1, kind, text }))
    onMessageRef.current?.(text, kind)
  }

  const start = (item: UploadItem, file: File) => {
    const controller = new AbortController()
    controllers.current.set(item.uid, controller)
    const { signal } = controller
    const settle = (outcome: UploadOutcome) => {
      controllers.current.delete(item.uid)
      if (signal.aborted) return
      if (outcome.ok) {
        setState((prev) => {
          if (!prev.items.some((it) => it.uid === item.uid)) return prev
          const marked = prev.items.map((it) =>
            it.uid === item.uid
              ? { ...it, status: 'done' as const, percent: 100, path: outcome.path, message: null }
              : it,
          )
          const items = applyLimit(marked, limit, item.uid)
          const allDone = items.every((it) => it.status === 'done')
          return { items, report: allDone ? { paths: donePaths(items) } : prev.report }
        })
      } else {
        const message = outcome.message || UPLOAD_MESSAGES.unknownError
        setState((prev) => ({
          ...prev,
          items: prev.items.map((it) =>
            it.uid === item.uid ? { ...it, status: 'error' as const, message } : it,
          ),
        }))
        say(UPLOAD_MESSAGES.uploadFailed(item.name), 'error')
      }
    }
    const onProgress = (progress: UploadProgress) => {
      if (signal.aborted) return
      const percent = percentOf(progress)
      setState((prev) => ({
        ...prev,
        items: prev.items.map((it) =>
          it.uid === item.uid && it.status === 'uploading' ? { ...it, percent } : it,
        ),
      }))
    }
    let pending: Promise<UploadOutcome>
    try {
      pending = upload(file, { biz, onProgress, signal })
    } catch (error) {
      pending = Promise.reject(error)
    }
    pending.then(settle, (error: unknown) => settle({ ok: false, message: messageOfError(error) }))
  }

  const addFiles = (chosen: File[]) => {
    let files = chosen
    if (type === 'image' && files.some((file) => !isImageFile(file))) {
      say(UPLOAD_MESSAGES.notImage, 'warning')
      files = files.filter(isImageFile)
    }
    if (!multiple) files = files.slice(-1)
    if (limit > 0) files = files.slice(-limit)
    if (files.length === 0) return
    const added = files.map((file) => {
      sequence.current += 1
      const item: UploadItem = {
        uid: `${baseId}-${sequence.current}`,
        name: file.name,
        status: 'uploading',
        percent: 0,
        path: null,
        message: null,
      }
      return { item, file }
    })
    setState((prev) => ({ ...prev, items: [...prev.items, ...added.map(({ item }) => item)] }))
    added.forEach(({ item, file }) => start(item, file))
  }

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    addFiles(files)
  }

  const remove = (uid: string) => {
    controllers.current.get(uid)?.abort()
    controllers.current.delete(uid)
    focusAfterRender.current = 'trigger'
    setState((prev) => {
      const items = prev.items.filter((item) => item.uid !== uid)
      const idle = !items.some((item) => item.status === 'uploading')
      return { items, report: idle ? { paths: donePaths(items) } : prev.report }
    })
  }

  const move = (uid: string, direction: -1 | 1) => {
    const index = state.items.findIndex((item) => item.uid === uid)
    if (index < 0) return
    if (direction === -1 && index === 0) {
      say(UPLOAD_MESSAGES.moveFirstLeft, 'warning')
      return
    }
    if (direction === 1 && index === state.items.length - 1) {
      say(UPLOAD_MESSAGES.moveLastRight, 'warning')
      return
    }
    focusAfterRender.current = { uid, action: direction === -1 ? 'move-left' : 'move-right' }
    setState((prev) => {
      const from = prev.items.findIndex((item) => item.uid === uid)
      const to = from + direction
      const a = prev.items[from]
      const b = prev.items[to]
      if (from < 0 || a === undefined || b === undefined) return prev
      const items = [...prev.items]
      items[from] = b
      items[to] = a
      const idle = !items.some((item) => item.status === 'uploading')
      return { items, report: idle ? { paths: donePaths(items) } : prev.report }
    })
  }

  const uploadingItems = state.items.filter((item) => item.status === 'uploading')
  // Announced politely in steps of 25% so a screen reader is not flooded by every progress event.
  const progressText = uploadingItems
    .map((item) =>
      UPLOAD_MESSAGES.progress(item.name, item.percent === null ? null : Math.floor(item.percent / 25) * 25),
    )
    .join(', ')
  const noticeId = `${baseId}-notice`

  const openPicker = () => inputRef.current?.click()

  const trigger =
    type === 'image' ? (
      <button
        ref={triggerRef}
        type="button"
        data-slot="upload-trigger"
        disabled={disabled}
        onClick={openPicker}
        aria-describedby={notice ? noticeId : undefined}
        className="flex size-26 flex-col items-center justify-center gap-1 rounded border border-dashed border-border bg-muted text-sm text-foreground hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-not-allowed disabled:opacity-50"
      >
        <span aria-hidden="true" className="text-2xl leading-none">
          +
        </span>
        <span>{buttonText}</span>
      </button>
    ) : (
      <Button
        ref={triggerRef}
        data-slot="upload-trigger"
        disabled={disabled}
        onClick={openPicker}
        aria-describedby={notice ? noticeId : undefined}
      >
        <span aria-hidden="true">↑</span>
        {buttonText}
      </Button>
    )

  return (
    <div
      data-slot="upload"
      data-type={type}
      data-state={uploadingItems.length > 0 ? 'uploading' : 'idle'}
      aria-busy={uploadingItems.length > 0 || undefined}
      className={cn('flex flex-col gap-2 text-sm text-foreground', className)}
      {...props}
    >
      <input
        ref={inputRef}
        type="file"
        data-slot="upload-input"
        className="hidden"
        tabIndex={-1}
        aria-label={buttonText}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={onInputChange}
      />
      {type === 'file' ? trigger : null}
      <ul
        ref={listRef}
        data-slot="upload-list"
        aria-label={UPLOAD_MESSAGES.fileList}
        className={cn(type === 'image' ? 'flex flex-wrap gap-2' : 'flex flex-col gap-1')}
      >
        {state.items.map((item) => (
          <UploadListItem
            key={item.uid}
            item={item}
            type={type}
            disabled={disabled}
            fileUrl={fileUrl}
            onRemove={() => remove(item.uid)}
            onMove={(direction) => move(item.uid, direction)}
          />
        ))}
        {type === 'image' ? <li className="list-none">{trigger}</li> : null}
      </ul>
      <p
        id={noticeId}
        data-slot="upload-message"
        role="status"
        aria-live="polite"
        data-kind={notice?.kind}
        className={cn(
          'min-h-0 text-sm',
          notice?.kind === 'error' ? 'text-danger-strong' : 'text-foreground',
          !notice && 'sr-only',
        )}
      >
        {notice?.text}
      </p>
      <p data-slot="upload-progress" aria-live="polite" className="sr-only">
        {progressText}
      </p>
    </div>
  )
}

interface UploadListItemProps {
  item: UploadItem
  type: 'file' | 'image'
  disabled: boolean
  fileUrl: (path: string) => string
  onRemove: () => void
  onMove: (direction: -1 | 1) => void
}

const controlClass =
  'grid size-6 place-items-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary disabled:pointer-events-none disabled:opacity-50'

function UploadListItem({ item, type, disabled, fileUrl, onRemove, onMove }: UploadListItemProps) {
  const url = item.status === 'done' && item.path !== null ? fileUrl(item.path) : null
  const progress =
    item.status === 'uploading' ? (
      <div
        role="progressbar"
        aria-label={item.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={item.percent ?? undefined}
        aria-valuetext={UPLOAD_MESSAGES.progress(item.name, item.percent)}
        className="h-1 w-full overflow-hidden rounded bg-muted"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${item.percent ?? 0}%` }} />
      </div>
    ) : null
  const status =
    item.status === 'uploading' ? (
      <span data-slot="upload-status" className="text-muted-foreground">
        {item.percent === null ? UPLOAD_MESSAGES.uploading : `${item.percent}%`}
      </span>
    ) : item.status === 'error' ? (
      <span data-slot="upload-status" className="text-danger-strong">
        {item.message}
      </span>
    ) : null
  const removeButton = (
    <button
      type="button"
      data-action="remove"
      aria-label={UPLOAD_MESSAGES.remove(item.name)}
      disabled={disabled}
      onClick={onRemove}
      className={controlClass}
    >
      <span aria-hidden="true">×</span>
    </button>
  )

  return (
    <li
      data-slot="upload-item"
      data-uid={item.uid}
      data-state={item.status}
      className={itemVariants({ type, status: item.status })}
    >
      {type === 'image' ? (
        <>
          {url ? (
            <a
              href={url}
              target="_blank"
              rel="noreferrer"
              aria-label={UPLOAD_MESSAGES.open(item.name)}
              className="block size-full"
            >
              <img src={url} alt={item.name} className="size-full object-cover" />
            </a>
          ) : (
            <div className="flex w-full flex-col items-center gap-1 px-1 text-center">
              <span className="w-full truncate" title={item.name}>
                {item.name}
              </span>
              {status}
              {progress}
            </div>
          )}
          <div className="absolute inset-x-0 bottom-0 flex justify-center gap-1 bg-surface/90 opacity-0 group-focus-within:opacity-100 group-hover:opacity-100">
            <button
              type="button"
              data-action="move-left"
              aria-label={UPLOAD_MESSAGES.moveLeft(item.name)}
              disabled={disabled}
              onClick={() => onMove(-1)}
              className={controlClass}
            >
              <span aria-hidden="true">←</span>
            </button>
            {removeButton}
            <button
              type="button"
              data-action="move-right"
              aria-label={UPLOAD_MESSAGES.moveRight(item.name)}
              disabled={disabled}
              onClick={() => onMove(1)}
              className={controlClass}
            >
              <span aria-hidden="true">→</span>
            </button>
          </div>
        </>
      ) : (
        <>
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={cn(item.status === 'error' ? 'text-danger-strong' : 'text-muted-foreground')}
            >
              {item.status === 'uploading' ? '⟳' : item.status === 'error' ? '!' : '📎'}
            </span>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 truncate text-primary-strong hover:underline"
              >
                {item.name}
              </a>
            ) : (
              <span className="min-w-0 flex-1 truncate" title={item.name}>
                {item.name}
              </span>
            )}
            {status}
            {removeButton}
          </div>
          {progress}
        </>
      )}
    </li>
  )
}
