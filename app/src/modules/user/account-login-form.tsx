import { useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { Input } from '@erp/ui-kit/input'
import { useId, useState, type FormEvent } from 'react'
import { api } from '../../lib/api'
import { messageOf } from '../../lib/api-errors'
import { acceptSignIn } from '../../lib/sign-in'
import { useSignIn } from './use-sign-in'

/** POST /sys/login judged by code 200; also the in-place sign-in of the 登录已过期 dialog. */
export async function accountSignIn(credentials: { username: string; password: string }) {
  const { data } = await api.POST('/sys/login', { body: credentials })
  return acceptSignIn(data)
}

/** Account + password sign-in. Success is judged by code 200 (SPEC §4, §7); a refusal shows its message. */
export function AccountLoginForm({ target }: { target: string }) {
  const t = useT()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const errorId = useId()
  const login = useSignIn(accountSignIn, target)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!username.trim()) return setFieldError(t('请输入帐户名'))
    if (!password) return setFieldError(t('请输入密码'))
    setFieldError(null)
    login.mutate({ username: username.trim(), password })
  }

  const error = fieldError ?? (login.isError ? messageOf(login.error) : null)

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('用户登录')}>
      <div className="space-y-1">
        <label htmlFor="login-username" className="text-sm font-medium text-foreground">
          {t('账号')}
        </label>
        <Input
          id="login-username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="space-y-1">
        <label htmlFor="login-password" className="text-sm font-medium text-foreground">
          {t('密码')}
        </label>
        <Input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-danger-strong">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" className="w-full" loading={login.isPending}>
        {t('登录')}
      </Button>
    </form>
  )
}
