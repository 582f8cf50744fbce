import { cva } from 'class-variance-authority'
import { useSyncExternalStore, type ComponentProps } from 'react'
import { cn } from '../lib/cn'

export type ToastKind = 'info' | 'success' | 'warning' | 'error'

interface ToastItem {
  id: number
  kind: ToastKind
  message: string
  title?: string
}

let items: ToastItem[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => listeners.forEach((listener) => listener())

function show(kind: ToastKind, message: string, durationMs = 3000, title?: string): number {
  const id = nextId++
  items = [...items, { id, kind, message, ...(title ? { title } : {}) }]
  emit()
  if (durationMs > 0) setTimeout(() => dismiss(id), durationMs)
  return id
}

function dismiss(id: number): void {
  items = items.filter((item) => item.id !== id)
  emit()
}

/** Short messages at the top of the page (the SPEC's warnings and results). Render one <Toaster /> per app. */
export const toast = {
  info: (message: string, durationMs?: number) => show('info', message, durationMs),
  success: (message: string, durationMs?: number) => show('success', message, durationMs),
  warning: (message: string, durationMs?: number) => show('warning', message, durationMs),
  error: (message: string, durationMs?: number) => show('error', message, durationMs),
  /** A notification with a title line, e.g. docs/spec.md §8 '系统提示 / 拒绝访问'. */
  notify: (title: string, message: string, kind: ToastKind = 'error', durationMs = 4500) =>
    show(kind, message, durationMs, title),
  dismiss,
  /** Removes every message (tests). */
  clear: () => {
    items = []
    emit()
  },
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const toastVariants = cva(
  'pointer-events-auto rounded border bg-surface px-4 py-2 text-sm text-foreground shadow-md',
  {
    variants: {
      kind: {
        info: 'border-primary',
        success: 'border-success',
        warning: 'border-warning',
        error: 'border-danger',
      },
    },
  },
)

export function Toaster({ className, ...props }: ComponentProps<'div'>) {
  const current = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  )
  return (
    <div
      data-slot="toaster"
      role="status"
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed top-4 left-1/2 z-[60] flex -translate-x-1/2 flex-col items-center gap-2',
        className,
      )}
      {...props}
    >
      {current.map((item) => (
        <div key={item.id} data-kind={item.kind} className={toastVariants({ kind: item.kind })}>
          {item.title ? <strong className="block font-semibold">{item.title}</strong> : null}
          {item.message}
        </div>
      ))}
    </div>
  )
}
