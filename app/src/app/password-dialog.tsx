import { t, useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { Input } from '@erp/ui-kit/input'
import { toast } from '@erp/ui-kit/toast'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { updatePassword } from '../lib/queries/account-queries'

/**
 * docs/spec.md §5 field messages and §8 warning, in the screen's language: Chinese keys whose English
 * texts (app/src/i18n/en/shell.json) are the SPEC's.
 */
export const passwordMessages = {
  get noUser() {
    return t('当前没有登录的用户！')
  },
  get oldRequired() {
    return t('请输入旧密码！')
  },
  get newRequired() {
    return t('请输入新密码！')
  },
  get confirmRequired() {
    return t('请确认新密码！')
  },
  get differ() {
    return t('两次输入的密码不一致！')
  },
}

type Fields = { oldpassword: string; password: string; confirmpassword: string }
const empty: Fields = { oldpassword: '', password: '', confirmpassword: '' }

export function validatePasswordFields(fields: Fields): Partial<Record<keyof Fields, string>> {
  const errors: Partial<Record<keyof Fields, string>> = {}
  if (!fields.oldpassword) errors.oldpassword = passwordMessages.oldRequired
  if (!fields.password) errors.password = passwordMessages.newRequired
  if (!fields.confirmpassword) errors.confirmpassword = passwordMessages.confirmRequired
  else if (fields.password && fields.confirmpassword !== fields.password)
    errors.confirmpassword = passwordMessages.differ
  return errors
}

/** docs/spec.md §4/§8: the dialog opens only with a username; otherwise 'No user is currently logged in!'. */
export function requestPasswordDialog(username: string | null | undefined, open: () => void): void {
  if (username) open()
  else toast.warning(passwordMessages.noUser)
}

/**
 * docs/spec.md §4 password dialog (width 800): opens only with a username, resets its fields when opened,
 * shows the server message as success or warning and closes on success.
 */
export function PasswordDialog({
  username,
  open,
  onOpenChange,
}: {
  username: string | null | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const [fields, setFields] = useState<Fields>(empty)
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({})
  const [shownFor, setShownFor] = useState(false)
  const id = useId()

  // Reset on every opening (render-time state adjustment, no effect needed).
  if (open && !shownFor) {
    setShownFor(true)
    setFields(empty)
    setErrors({})
  } else if (!open && shownFor) {
    setShownFor(false)
  }

  const change = useMutation({
    mutationFn: (body: Fields & { username: string }) => updatePassword(body),
    onSuccess: (verdict) => {
      if (verdict.ok) {
        toast.success(verdict.message)
        onOpenChange(false)
      } else {
        toast.warning(verdict.message || t('修改失败'))
      }
    },
  })

  if (!username) return null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validatePasswordFields(fields)
    setErrors(found)
    if (Object.keys(found).length === 0 && username) change.mutate({ username, ...fields })
  }

  const field = (key: keyof Fields, label: string) => (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-2">
      <label htmlFor={`${id}-${key}`} className="pt-1.5 text-right text-sm">
        {label}
      </label>
      <div>
        <Input
          id={`${id}-${key}`}
          type="password"
          autoComplete={key === 'oldpassword' ? 'current-password' : 'new-password'}
          value={fields[key]}
          invalid={Boolean(errors[key])}
          aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
          onChange={(event) => setFields({ ...fields, [key]: event.target.value })}
        />
        {errors[key] ? (
          <p id={`${id}-${key}-error`} className="mt-1 text-sm text-danger-strong">
            {errors[key]}
          </p>
        ) : null}
      </div>
    </div>
  )

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width={800}>
        <form onSubmit={submit} noValidate>
          <DialogHeader>
            <DialogTitle>{t('修改密码')}</DialogTitle>
            <DialogDescription>{t('账号：{{username}}', { username: username ?? '' })}</DialogDescription>
          </DialogHeader>
          <div className="space-y-3">
            {field('oldpassword', t('旧密码'))}
            {field('password', t('新密码'))}
            {field('confirmpassword', t('确认新密码'))}
          </div>
          <DialogFooter>
            <Button onClick={() => onOpenChange(false)}>{t('取消')}</Button>
            <Button type="submit" variant="primary" loading={change.isPending}>
              {t('确定')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
