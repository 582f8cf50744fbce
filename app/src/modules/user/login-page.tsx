import { Button } from '@erp/ui-kit/button'
import { Input } from '@erp/ui-kit/input'
import { useMutation } from '@tanstack/react-query'
import { useId, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { usePageTitle } from '../../hooks/use-page-title'
import { api } from '../../lib/api'
import { messageOf } from '../../lib/api-errors'
import { redirectTarget } from '../../lib/session-actions'
import { useSession } from '../../stores/session-store'

/** Account + password sign-in. Success is judged by code 200 (SPEC §4, §7); a refusal shows its message. */
export function LoginPage() {
  usePageTitle('登录')
  const navigate = useNavigate()
  const location = useLocation()
  const signIn = useSession((state) => state.signIn)
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [fieldError, setFieldError] = useState<string | null>(null)
  const errorId = useId()

  const login = useMutation({
    // The form shows its own errors next to the fields.
    meta: { handlesErrors: true },
    mutationFn: async (credentials: { username: string; password: string }) => {
      const { data } = await api.POST('/sys/login', { body: credentials })
      if (!data || data.code !== 200 || !data.result) throw new Error(data?.message || '登录失败')
      return data.result
    },
    onSuccess: (result) => {
      signIn(result)
      void navigate(redirectTarget(location.search), { replace: true })
    },
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!username.trim()) return setFieldError('请输入帐户名')
    if (!password) return setFieldError('请输入密码')
    setFieldError(null)
    login.mutate({ username: username.trim(), password })
  }

  const error = fieldError ?? (login.isError ? messageOf(login.error) : null)

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded bg-surface p-6 shadow-sm"
      aria-label="用户登录"
    >
      <div className="space-y-1">
        <label htmlFor="login-username" className="text-sm font-medium text-foreground">
          账号
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
          密码
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
        登录
      </Button>
    </form>
  )
}
