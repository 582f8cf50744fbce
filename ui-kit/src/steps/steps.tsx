import { msg, useT } from '../i18n/i18n'
import { cva } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export interface StepsProps extends Omit<ComponentProps<'ol'>, 'children'> {
  /** Step titles, in order. */
  items: readonly string[]
  /** Index of the current step (0-based); earlier steps are done, later ones waiting. */
  current: number
}

type StepState = 'done' | 'current' | 'waiting'

const markerVariants = cva(
  'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-medium',
  {
    variants: {
      state: {
        done: 'border-primary-strong bg-surface text-primary-strong',
        current: 'border-primary-strong bg-primary-strong text-primary-foreground',
        waiting: 'border-border bg-surface text-muted-foreground',
      },
    },
  },
)

const stateOf = (index: number, current: number): StepState =>
  index < current ? 'done' : index === current ? 'current' : 'waiting'

const stateText: Record<StepState, string> = {
  done: msg('已完成'),
  current: msg('进行中'),
  waiting: msg('未开始'),
}

/**
 * A steps indicator: an ordered list whose current item carries `aria-current="step"`; horizontal, and
 * vertical below the `sm` breakpoint (a phone has no room for four titles side by side).
 */
export function Steps({ items, current, className, ...props }: StepsProps) {
  const t = useT()
  return (
    <ol
      data-slot="steps"
      className={cn('flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:gap-2', className)}
      {...props}
    >
      {items.map((title, index) => {
        const state = stateOf(index, current)
        return (
          <li
            key={title}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex items-center gap-2 sm:flex-1 sm:last:flex-none"
          >
            <span className={markerVariants({ state })} aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span
              className={cn(
                'text-sm whitespace-nowrap',
                state === 'waiting' ? 'text-muted-foreground' : 'text-foreground',
                state === 'current' && 'font-medium',
              )}
            >
              {title}
              <span className="sr-only">{t('（{{state}}）', { state: t(stateText[state]) })}</span>
            </span>
            {index < items.length - 1 ? (
              <span aria-hidden="true" className="hidden h-px min-w-4 flex-1 bg-border sm:block" />
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
