import type { components } from '@erp/openapi/schema'
import { useMutation } from '@tanstack/react-query'
import { useCallback } from 'react'
import { toast } from '@erp/ui-kit/toast'
import { t } from '@erp/ui-kit/i18n'
import { useNavigate } from 'react-router-dom'
import { greetingFor } from '../../lib/greeting'
import { useSession } from '../../stores/session-store'

type LoginResult = components['schemas']['LoginResult']

/** docs/spec.md §1: after sign-in the user sees a welcome message (upstream: '欢迎' / '<greeting>，欢迎回来'). */
export function welcome(now = new Date()): void {
  toast.notify(t('欢迎'), t('{{greeting}}，欢迎回来', { greeting: greetingFor(now) }), 'success')
}

/** The one success path of every sign-in (account, phone, CAS, third-party): store the session, go on. */
export function useCompleteSignIn(): (result: LoginResult, target: string) => void {
  const navigate = useNavigate()
  const signIn = useSession((state) => state.signIn)
  return useCallback(
    (result, target) => {
      signIn(result)
      void navigate(target, { replace: true })
      welcome()
    },
    [navigate, signIn],
  )
}

/**
 * A sign-in mutation: `request` answers a login result (having judged the answer by code 200, see
 * `acceptSignIn`) or throws the refusal; success signs in and continues to `target`. The calling form shows
 * the error itself.
 */
export function useSignIn<Variables>(
  request: (variables: Variables) => Promise<LoginResult>,
  target: string,
) {
  const complete = useCompleteSignIn()
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: request,
    onSuccess: (result) => complete(result, target),
  })
}
