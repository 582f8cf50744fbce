import type { components } from '@erp/openapi/schema'
import { api } from './api'
import { redirectTarget } from './session-actions'
import { acceptSignIn, toLoginResult } from './sign-in'

type LoginResult = components['schemas']['LoginResult']

/**
 * Query parameters that hand a sign-in to the app: `ticket` from a CAS server (upstream
 * `UI/store/modules/user.js` ValidateLogin), a third-party token (upstream's OAuth2 callback names it
 * `oauth2LoginToken`; `thirdToken` is accepted as well).
 */
export const CAS_TICKET_PARAM = 'ticket'
export const THIRD_TOKEN_PARAMS = ['oauth2LoginToken', 'thirdToken'] as const
const HANDOVER_PARAMS = [CAS_TICKET_PARAM, ...THIRD_TOKEN_PARAMS, 'thirdType']

/** `target`: where to go after sign-in; `retryPath`: the login page without the spent hand-over. */
export type SsoRequest =
  | { kind: 'cas'; ticket: string; service: string; target: string; retryPath: string }
  | { kind: 'third'; token: string; target: string; retryPath: string }

/** `pathWithSearch` without the hand-over parameters (ticket, third-party token and type). */
export function withoutHandover(pathWithSearch: string): string {
  const url = new URL(pathWithSearch, 'http://app.invalid')
  for (const name of HANDOVER_PARAMS) url.searchParams.delete(name)
  const search = url.searchParams.toString()
  return `${url.pathname}${search ? `?${search}` : ''}${url.hash}`
}

function handoverOf(params: URLSearchParams): { ticket: string } | { token: string } | null {
  const ticket = params.get(CAS_TICKET_PARAM)
  if (ticket) return { ticket }
  for (const name of THIRD_TOKEN_PARAMS) {
    const token = params.get(name)
    if (token) return { token }
  }
  return null
}

/**
 * What the current address asks for, if anything: a CAS ticket or a third-party token, either on the page
 * itself (`/user/login?ticket=…`) or inside the `redirect` of the login page (the app root opened with a
 * ticket, sent to sign in by the guard). The CAS `service` is the address the ticket was issued for: the
 * same URL without the ticket. `target` is where to continue after sign-in.
 */
export function ssoRequestOf(location: {
  origin: string
  pathname: string
  search: string
}): SsoRequest | null {
  const params = new URLSearchParams(location.search)
  let handover = handoverOf(params)
  let issuedFor = withoutHandover(`${location.pathname}${location.search}`)
  let target = redirectTarget(location.search)
  let retryPath = issuedFor
  if (!handover) {
    const redirect = redirectTarget(location.search, '')
    if (!redirect) return null
    const inner = new URL(redirect, 'http://app.invalid')
    handover = handoverOf(inner.searchParams)
    issuedFor = withoutHandover(redirect)
    target = issuedFor
    params.set('redirect', issuedFor)
    retryPath = `${location.pathname}?${params.toString()}`
  }
  if (!handover) return null
  return 'ticket' in handover
    ? { kind: 'cas', ticket: handover.ticket, service: `${location.origin}${issuedFor}`, target, retryPath }
    : { kind: 'third', token: handover.token, target, retryPath }
}

/** GET /cas/client/validateLogin with the ticket and service; success judged by code 200. */
export async function casSignIn(ticket: string, service: string): Promise<LoginResult> {
  const { data } = await api.GET('/cas/client/validateLogin', { params: { query: { ticket, service } } })
  return toLoginResult(acceptSignIn(data))
}

/** GET /thirdLogin/getLoginUser/{token}; success judged by code 200. */
export async function thirdSignIn(token: string): Promise<LoginResult> {
  const { data } = await api.GET('/thirdLogin/getLoginUser/{id}', { params: { path: { id: token } } })
  return toLoginResult(acceptSignIn(data))
}

/** Signs in with whatever the address hands over. */
export function ssoSignIn(request: SsoRequest): Promise<LoginResult> {
  return request.kind === 'cas' ? casSignIn(request.ticket, request.service) : thirdSignIn(request.token)
}
