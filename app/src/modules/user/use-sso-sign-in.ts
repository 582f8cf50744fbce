import { useMutation } from '@tanstack/react-query'
import { useEffect, useMemo, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { messageOf } from '../../lib/api-errors'
import { ssoRequestOf, ssoSignIn, type SsoRequest } from '../../lib/sso'
import { useCompleteSignIn } from './use-sign-in'

/**
 * The thin component part of CAS and third-party sign-in: when the login page's address hands over a
 * ticket or a token (see `ssoRequestOf`), sign in with it once and continue to the target; a refusal
 * leaves the page on the login form, without the spent ticket in the address, showing the message.
 */
export function useSsoSignIn(): { pending: boolean; error: string | null } {
  const location = useLocation()
  const navigate = useNavigate()
  const complete = useCompleteSignIn()
  const request = useMemo(
    () =>
      ssoRequestOf({ origin: window.location.origin, pathname: location.pathname, search: location.search }),
    [location.pathname, location.search],
  )
  const sso = useMutation({
    meta: { handlesErrors: true },
    mutationFn: ssoSignIn,
    onSuccess: (result, variables) => complete(result, variables.target),
    onError: (_error, variables) => void navigate(variables.retryPath, { replace: true }),
  })
  const started = useRef<SsoRequest | null>(null)
  const { mutate } = sso

  useEffect(() => {
    if (!request || (started.current && JSON.stringify(started.current) === JSON.stringify(request))) return
    started.current = request
    mutate(request)
  }, [request, mutate])

  return { pending: sso.isPending, error: sso.isError ? messageOf(sso.error) : null }
}
