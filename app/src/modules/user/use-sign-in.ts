import type { components } from '@erp/openapi/schema'
import { useMutation } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSession } from '../../stores/session-store'

type LoginResult = components['schemas']['LoginResult']

/** The one success path of every sign-in (account, phone, CAS, third-party): store the session, go on. */
export function useCompleteSignIn(): (result: LoginResult, target: string) => void {
  const navigate = useNavigate()
  const signIn = useSession((state) => state.signIn)
  return useCallback(
    (result, target) => {
      signIn(result)
      void navigate(target, { replace: true })
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
