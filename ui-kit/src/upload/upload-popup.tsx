import { useId, useState, type ReactNode } from 'react'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { Button } from '../button/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog'
import { fileNameOf, parsePaths, Upload, UPLOAD_MESSAGES, type UploadProps, type UploadValue } from './upload'

/** What confirming the popup hands back (upstream JFilePop `ok` event). */
export interface UploadPopupResult {
  /** All stored paths, comma-separated. */
  path: string
  paths: string[]
  /** File name of the first path. */
  name: string
  /** Address of the first path (`fileUrl`). */
  url: string
}

export interface UploadPopupProps extends Omit<UploadProps, 'value' | 'defaultValue' | 'onChange' | 'title'> {
  /** Controlled open state. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** The paths the popup starts with each time it opens. */
  value?: UploadValue
  /** Called with the uploaded paths; the popup then closes. */
  onConfirm: (result: UploadPopupResult) => void
  /** Default '文件上传', or '图片上传' for `type="image"`. */
  title?: string
  /** docs/spec.md §9 file popup width: 520. */
  width?: number | string
  /** An element that opens the popup (rendered through `DialogTrigger asChild`). */
  trigger?: ReactNode
}

/**
 * The file popup (upstream JFilePop): a dialog around `Upload` with confirm and cancel. Confirming
 * before any file is uploaded shows '未上传任何文件' and keeps it open (docs/spec.md §5, §8).
 */
export function UploadPopup({
  open,
  defaultOpen = false,
  onOpenChange,
  value,
  onConfirm,
  title,
  width = 520,
  trigger,
  type = 'file',
  fileUrl,
  onMessage,
  ...uploadProps
}: UploadPopupProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'UploadPopup',
  })
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent width={width} aria-describedby={undefined}>
        {/* Mounted while open only, so each opening starts from `value`. */}
        <UploadPopupBody
          title={
            title ?? (type === 'image' ? UPLOAD_MESSAGES.popupTitleImage : UPLOAD_MESSAGES.popupTitleFile)
          }
          initial={value}
          type={type}
          fileUrl={fileUrl}
          onMessage={onMessage}
          uploadProps={uploadProps}
          onConfirm={(result) => {
            onConfirm(result)
            setOpen(false)
          }}
        />
      </DialogContent>
    </Dialog>
  )
}

interface UploadPopupBodyProps {
  title: string
  initial: UploadValue | undefined
  type: 'file' | 'image'
  fileUrl: (path: string) => string
  onMessage: UploadProps['onMessage']
  uploadProps: Omit<
    UploadProps,
    'value' | 'defaultValue' | 'onChange' | 'title' | 'type' | 'fileUrl' | 'onMessage'
  >
  onConfirm: (result: UploadPopupResult) => void
}

function UploadPopupBody({
  title,
  initial,
  type,
  fileUrl,
  onMessage,
  uploadProps,
  onConfirm,
}: UploadPopupBodyProps) {
  const [paths, setPaths] = useState(() => parsePaths(initial))
  const [empty, setEmpty] = useState(false)
  const errorId = useId()

  const confirm = () => {
    const first = paths[0]
    if (first === undefined) {
      setEmpty(true)
      onMessage?.(UPLOAD_MESSAGES.nothingUploaded, 'error')
      return
    }
    onConfirm({ path: paths.join(','), paths, name: fileNameOf(first), url: fileUrl(first) })
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>
      <Upload
        {...uploadProps}
        type={type}
        fileUrl={fileUrl}
        onMessage={onMessage}
        defaultValue={initial}
        onChange={(_value, next) => {
          setPaths(next)
          if (next.length > 0) setEmpty(false)
        }}
      />
      {empty ? (
        <p
          id={errorId}
          role="alert"
          data-slot="upload-popup-error"
          className="mt-2 text-sm text-danger-strong"
        >
          {UPLOAD_MESSAGES.nothingUploaded}
        </p>
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button>{UPLOAD_MESSAGES.cancel}</Button>
        </DialogClose>
        <Button variant="primary" onClick={confirm} aria-describedby={empty ? errorId : undefined}>
          {UPLOAD_MESSAGES.confirm}
        </Button>
      </DialogFooter>
    </>
  )
}
