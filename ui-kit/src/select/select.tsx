import * as SelectPrimitive from '@radix-ui/react-select'
import type { ComponentProps } from 'react'
import { useT } from '../i18n/i18n'
import { Icon } from '../icon/icon'
import { cn } from '../lib/cn'
import type { SelectOption } from './option'

export type { SelectOption } from './option'

export interface SelectProps extends Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'dir'
> {
  /** The chosen value; '' (or undefined) means none, as a native select's empty option. */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  options: readonly SelectOption[]
  placeholder?: string
  /** Shows a clear button that sets the value to ''. */
  allowClear?: boolean
  /** Marks the field invalid: `aria-invalid` and the danger border. */
  invalid?: boolean
  /** Submitted with a form, as a native select's name. */
  name?: string
  required?: boolean
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Class of the floating list. */
  contentClassName?: string
}

/** Shared look of a closed form control (trigger of a select, combobox or date field). */
export const fieldTriggerClass =
  'inline-flex h-8 w-full min-w-0 items-center justify-between gap-2 rounded border border-border bg-surface px-3 text-left text-sm text-foreground hover:border-primary focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-[invalid=true]:border-danger data-[placeholder]:text-muted-foreground'

export function ChevronDown({ className }: { className?: string }) {
  return <Icon name="down" className={cn('size-3 opacity-60', className)} />
}

export function CheckMark({ className }: { className?: string }) {
  return <Icon name="check" className={cn('size-3.5', className)} />
}

export function ClearMark() {
  return <Icon name="close-circle" className="size-3.5" />
}

// Radix Select forbids '' as an item value; the empty choice is kept as undefined.
const toRadix = (value: string | undefined) => (value === '' ? undefined : value)

/**
 * A select in the shape of a native one (`value`, `options`, `placeholder`, `name`, `disabled`), drawn
 * with Radix: the trigger is a `combobox` button that takes the id, aria-label and aria-* of the field,
 * the list is a `listbox` with type-ahead, arrow keys, Home/End, Enter/Space and Escape.
 */
export function Select({
  value,
  defaultValue,
  onValueChange,
  options,
  placeholder,
  allowClear = false,
  invalid = false,
  name,
  required,
  disabled,
  open,
  onOpenChange,
  className,
  contentClassName,
  'aria-invalid': ariaInvalid,
  ...triggerProps
}: SelectProps) {
  const t = useT()
  const isInvalid = invalid || ariaInvalid === true || ariaInvalid === 'true'
  const hasValue = value !== undefined && value !== ''
  return (
    <div data-slot="select" className={cn('relative w-full', className)}>
      <SelectPrimitive.Root
        // '' shows the placeholder again (Radix resets to it on an empty value).
        value={value}
        defaultValue={toRadix(defaultValue)}
        onValueChange={(next) => onValueChange?.(next)}
        name={name}
        required={required}
        disabled={disabled}
        {...(open === undefined ? {} : { open })}
        {...(onOpenChange ? { onOpenChange } : {})}
      >
        <SelectPrimitive.Trigger
          data-slot="select-trigger"
          aria-invalid={isInvalid || undefined}
          className={fieldTriggerClass}
          {...triggerProps}
        >
          <span className="truncate">
            <SelectPrimitive.Value placeholder={placeholder ?? t('请选择')} />
          </span>
          <SelectPrimitive.Icon asChild>
            <ChevronDown className={cn(allowClear && hasValue && !disabled && 'invisible')} />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            data-slot="select-content"
            position="popper"
            sideOffset={4}
            className={cn(
              'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded border border-border bg-surface text-sm text-foreground shadow-md',
              contentClassName,
            )}
          >
            <SelectPrimitive.Viewport className="max-h-72 p-1">
              {options.map((option) =>
                option.value === '' ? null : (
                  <SelectPrimitive.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className="relative flex cursor-default items-center rounded py-1.5 pr-8 pl-2 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-muted data-[state=checked]:font-medium data-[state=checked]:text-primary"
                  >
                    <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                    <SelectPrimitive.ItemIndicator className="absolute right-2 inline-flex">
                      <CheckMark />
                    </SelectPrimitive.ItemIndicator>
                  </SelectPrimitive.Item>
                ),
              )}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
      {allowClear && hasValue && !disabled && (
        <button
          type="button"
          data-slot="select-clear"
          aria-label={t('清除')}
          onClick={() => onValueChange?.('')}
          className="absolute top-1/2 right-2 inline-flex size-5 -translate-y-1/2 items-center justify-center rounded text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary"
        >
          <ClearMark />
        </button>
      )}
    </div>
  )
}
