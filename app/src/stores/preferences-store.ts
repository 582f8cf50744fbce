import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { applyPreference, defaultPreferences, type Preferences } from '../lib/preferences/preference-rules'

export interface PreferencesState extends Preferences {
  set: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void
  reset: () => void
}

/** UI preferences (docs/spec.md §3), persisted per browser. */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set, get) => ({
      ...defaultPreferences,
      set: (key, value) => set(applyPreference(get(), key, value)),
      reset: () => set(defaultPreferences),
    }),
    { name: 'erp-preferences', storage: createJSONStorage(() => localStorage) },
  ),
)
