import { useT } from '@erp/ui-kit/i18n'
import { Button } from '@erp/ui-kit/button'
import { FormField } from '@erp/ui-kit/form-field'
import { Input } from '@erp/ui-kit/input'
import { useId, useState, type FormEvent } from 'react'
import { messageOf } from '../../lib/api-errors'
import { RefusalAlert } from './account-fields'
import { accountSignIn } from './api/sign-in-api'
import { hasProblems, problems, type Problems } from './account-rules'
import { useSignIn } from './use-sign-in'

/**
 * Account + password sign-in. Success is judged by code 200 (docs/spec.md §4, §7); a refusal shows its message.
 * Each empty field says so under itself (both messages when both are empty).
 */
export function AccountLoginForm({ target }: { target: string }) {
  const t = useT()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<Problems<'username' | 'password'>>({})
  const errorId = useId()
  const login = useSignIn(accountSignIn, target)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = problems({
      username: username.trim() ? undefined : t('请输入帐户名'),
      password: password ? undefined : t('请输入密码'),
    })
    setErrors(found)
    if (hasProblems(found)) return
    login.mutate({ username: username.trim(), password })
  }

  // A refusal of the server (wrong account or password) marks both fields and is said once below them.
  const refusal = login.isError ? messageOf(login.error) : null
  const refused = refusal ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label={t('用户登录')}>
      <FormField label={t('账号')} error={errors.username} controlId="login-username">
        <Input
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => {
            setUsername(event.target.value)
            if (errors.username) setErrors(({ username: _cleared, ...rest }) => rest)
          }}
          invalid={Boolean(errors.username || refusal)}
          {...(errors.username ? {} : refused)}
        />
      </FormField>
      <FormField label={t('密码')} error={errors.password} controlId="login-password">
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value)
            if (errors.password) setErrors(({ password: _cleared, ...rest }) => rest)
          }}
          invalid={Boolean(errors.password || refusal)}
          {...(errors.password ? {} : refused)}
        />
      </FormField>
      <RefusalAlert refusal={refusal} id={errorId} />
      <Button type="submit" variant="primary" className="w-full" loading={login.isPending}>
        {t('登录')}
      </Button>
    </form>
  )
}
