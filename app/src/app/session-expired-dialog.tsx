import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { FormField } from '@erp/ui-kit/form-field'
import { useT } from '@erp/ui-kit/i18n'
import { Input } from '@erp/ui-kit/input'
import { useState, type FormEvent } from 'react'
import { messageOf } from '../lib/api-errors'
import { logout, renewSession } from '../lib/session-actions'
import { accountSignIn } from '../modules/user/api/sign-in-api'
import { useSessionExpired } from '../stores/session-expired-store'
import { useSession } from '../stores/session-store'

/**
 * docs/spec.md §8: '登录已过期' — '很抱歉，登录已过期，请重新登录', button 重新登录: logs out and reloads.
 *
 * The same modal also signs the same account in again over the page (password, POST /sys/login
 * like the login page). Success stores the new token and closes the modal; the page underneath and
 * everything typed into it stay as they were, so the save that met the expired token can be pressed again.
 * A refusal shows the server's message in the modal and keeps the password typed.
 */
export function SessionExpiredDialog({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const t = useT()
  const open = useSessionExpired((state) => state.open)
  const hide = useSessionExpired((state) => state.hide)
  const username = useSession((state) => state.userInfo?.username ?? '')
  const [busy, setBusy] = useState(false)
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [signingIn, setSigningIn] = useState(false)

  const signInAgain = async () => {
    setBusy(true)
    await logout()
    hide()
    reload()
  }

  const signInHere = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (signingIn) return
    if (!password) return setError(t('请输入密码'))
    setError(null)
    setSigningIn(true)
    try {
      const result = await accountSignIn({ username, password })
      renewSession(result)
      setPassword('')
      hide()
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setSigningIn(false)
    }
  }

  return (
    <Dialog open={open}>
      <DialogContent
        width={416}
        hideClose
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <DialogTitle>{t('登录已过期')}</DialogTitle>
          <DialogDescription>{t('很抱歉，登录已过期，请重新登录')}</DialogDescription>
        </DialogHeader>
        {username ? (
          <form
            noValidate
            className="space-y-3"
            aria-label={t('在此页登录')}
            onSubmit={(event) => void signInHere(event)}
          >
            <p className="text-sm text-muted-foreground">
              {t('输入 {{username}} 的密码，在此页继续，已填写的内容不会丢失', { username })}
            </p>
            <FormField label={t('账号')}>
              <Input name="username" autoComplete="username" value={username} readOnly />
            </FormField>
            <FormField label={t('密码')} error={error}>
              <Input
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                invalid={Boolean(error)}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <Button type="submit" variant="primary" className="w-full" loading={signingIn}>
              {t('登录并继续')}
            </Button>
          </form>
        ) : null}
        <DialogFooter>
          <Button loading={busy} onClick={() => void signInAgain()}>
            {t('重新登录')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
