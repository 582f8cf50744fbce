import { useSyncExternalStore } from 'react'
import { useSession } from '../../stores/session-store'

/**
 * The user's latest outcome of the step form (a meal-card recharge), shown by the result pages: 成功 the
 * latest success with the server's transaction, 失败 the latest refusal with the server's message. Kept in
 * this browser per user, so the pages opened from the menu later still show it.
 */

export interface RechargeSuccess {
  message: string
  transactionId: string
  cardNo: string
  personName: string
  amount: number
  balanceAfter: number | null
  time: string
}

export interface RechargeFailure {
  message: string
  cardNo: string
  amount: number
  /** When the server answered (this browser's clock, YYYY-MM-DD HH:mm:ss). */
  time: string
}

export interface LastOutcome {
  success?: RechargeSuccess
  failure?: RechargeFailure
}

const PREFIX = 'erp-example-outcome:'
const listeners = new Set<() => void>()

const keyOf = (username: string) => `${PREFIX}${username}`

function read(username: string): string | null {
  try {
    return localStorage.getItem(keyOf(username))
  } catch {
    return null
  }
}

function parse(text: string | null): LastOutcome {
  if (!text) return {}
  try {
    const value = JSON.parse(text) as unknown
    return value && typeof value === 'object' ? (value as LastOutcome) : {}
  } catch {
    return {}
  }
}

/** Remembers an outcome of `username` (a success replaces the latest success, a failure the latest failure). */
export function recordOutcome(username: string, outcome: LastOutcome): void {
  const next = { ...parse(read(username)), ...outcome }
  try {
    localStorage.setItem(keyOf(username), JSON.stringify(next))
  } catch {
    // Private mode without storage: the result page shows the empty state.
  }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The signed-in user's latest outcomes (re-renders when one is recorded). */
export function useLastOutcome(): LastOutcome {
  const username = useSession((state) => state.userInfo?.username ?? '')
  const text = useSyncExternalStore(
    subscribe,
    () => read(username),
    () => null,
  )
  return parse(text)
}
