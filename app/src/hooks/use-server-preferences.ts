import { t } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import {
  accountSettingsQuery,
  saveUiPreferences,
  type AccountUiPreferences,
} from '../lib/queries/account-queries'
import { applyPreference, defaultPreferences, type Preferences } from '../lib/preferences/preference-rules'
import { usePreferences } from '../stores/preferences-store'
import { useSession } from '../stores/session-store'

/** Changes are sent this long after the last one, so dragging through options saves once. */
export const PREFERENCES_SAVE_DELAY_MS = 400

const preferenceKeys = Object.keys(defaultPreferences) as Array<keyof Preferences>

/** The preference fields of the store (without its actions), as the server stores them. */
export function uiPreferencesOf(state: Preferences): AccountUiPreferences {
  return Object.fromEntries(preferenceKeys.map((key) => [key, state[key]])) as AccountUiPreferences
}

/** Server preferences over the defaults, with the dependencies of docs/spec.md §4 enforced. */
export function preferencesFrom(stored: AccountUiPreferences): Preferences {
  const merged = { ...defaultPreferences, ...stored } as Preferences
  return applyPreference(merged, 'layout', merged.layout)
}

const samePreferences = (a: Preferences, b: Preferences) => preferenceKeys.every((key) => a[key] === b[key])

/**
 * Keeps the UI preferences on the server per user: once signed in, the stored ones are applied (when the user
 * has saved any), and from then on every change (settings drawer or 个性化设置) is saved. Mounted once, in the
 * shell.
 */
export function useServerPreferences(): void {
  const userId = useSession((state) => state.userInfo?.id ?? null)
  const client = useQueryClient()
  const settings = useQuery({ ...accountSettingsQuery(userId ?? ''), enabled: userId !== null })
  const appliedFor = useRef<string | null>(null)
  const loaded = settings.data

  useEffect(() => {
    if (!userId || !loaded || appliedFor.current === userId) return
    // Applied before the user counts as loaded, so this change is not sent back.
    if (loaded.ui) usePreferences.setState(preferencesFrom(loaded.ui))
    appliedFor.current = userId
  }, [userId, loaded])

  useEffect(() => {
    if (!userId) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const unsubscribe = usePreferences.subscribe((state, previous) => {
      if (appliedFor.current !== userId || samePreferences(state, previous)) return
      clearTimeout(timer)
      timer = setTimeout(() => {
        const preferences = uiPreferencesOf(usePreferences.getState())
        saveUiPreferences(preferences)
          .then(() =>
            client.setQueryData(accountSettingsQuery(userId).queryKey, (old) =>
              old ? { ...old, ui: preferences } : old,
            ),
          )
          .catch((error: unknown) => toast.error(error instanceof Error ? error.message : t('保存失败')))
      }, PREFERENCES_SAVE_DELAY_MS)
    })
    return () => {
      unsubscribe()
      clearTimeout(timer)
    }
  }, [userId, client])
}
