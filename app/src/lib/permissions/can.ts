import type { components } from '@erp/openapi/schema'

type AuthEntry = components['schemas']['AuthEntry']
type AllAuthEntry = components['schemas']['AllAuthEntry']

/** What access decisions read: the user's permission entries and the system's. */
export interface AccessContext {
  /** The user's own entries (`auth` of the permission list). */
  auth: readonly AuthEntry[]
  /** Every permission entry of the system (`allAuth`). */
  allAuth: readonly AllAuthEntry[]
  /** Entries carried by form data (a process node's `permissionList`), checked first. */
  formPermissions?: readonly AuthEntry[]
}

const actionsOf = (entries: readonly { action: string }[]) =>
  entries.flatMap((entry) => entry.action.split(',').map((action) => action.trim()))

/**
 * docs/spec.md §6, one pure function. `type: '1'` (default) asks whether a button may be shown: it shows when
 * the action is among the form data's non-type-2 entries or the user's non-type-2 entries, or when the
 * system list explicitly enables it (status '0' = rule switched off, so the button stays visible).
 * `type: '2'` asks whether a data permission allows the action: the user's own type-2 list allows it;
 * otherwise a configured system entry forbids it (status '0' always; an active rule unless granted).
 */
export function can(code: string, context: AccessContext, type: '1' | '2' = '1'): boolean {
  if (!code) return false
  if (type === '2') return canUseData(code, context)
  const fromForm = (context.formPermissions ?? []).filter((entry) => entry.type !== '2')
  if (actionsOf(fromForm).includes(code)) return true
  const system = context.allAuth.filter((entry) => entry.type !== '2')
  if (system.some((entry) => entry.action === code && entry.status === '0')) return true
  const own = context.auth.filter((entry) => entry.type !== '2')
  if (own.length === 0) return false
  return actionsOf(own).includes(code)
}

function canUseData(code: string, context: AccessContext): boolean {
  const fromForm = (context.formPermissions ?? []).filter((entry) => entry.type === '2')
  if (actionsOf(fromForm).includes(code)) return true
  const own = context.auth.filter((entry) => entry.type === '2')
  if (actionsOf(own).includes(code)) return true
  const rule = context.allAuth.find((entry) => entry.type === '2' && entry.action === code)
  return !rule
}
