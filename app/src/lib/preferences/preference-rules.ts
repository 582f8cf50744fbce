import { palette } from '../../../../tailwind.config'

/** docs/spec.md §3/§4/§9 UI preferences. */
export interface Preferences {
  /** Side menu theme. */
  menuTheme: 'dark' | 'light'
  /** Whole-app colour scheme. */
  colorScheme: 'light' | 'dark'
  layout: 'sidemenu' | 'topmenu'
  contentWidth: 'Fixed' | 'Fluid'
  fixedHeader: boolean
  autoHideHeader: boolean
  fixedSidebar: boolean
  colorWeak: boolean
  multipage: boolean
  primaryColor: (typeof palette)[number]
  sidebarCollapsed: boolean
}

/** docs/spec.md §9 defaults: primary #1890FF, light, side-menu layout, fixed width, multipage on; menu dark (§2). */
export const defaultPreferences: Preferences = {
  menuTheme: 'dark',
  colorScheme: 'light',
  layout: 'sidemenu',
  contentWidth: 'Fixed',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSidebar: false,
  colorWeak: false,
  multipage: true,
  primaryColor: palette[0],
  sidebarCollapsed: false,
}

/** Which toggles can be changed in the current state (the drawer disables the others). */
export function enabledToggles(prefs: Preferences, isMobile: boolean) {
  return {
    contentWidth: prefs.layout === 'topmenu',
    autoHideHeader: prefs.fixedHeader,
    fixedSidebar: prefs.layout === 'sidemenu',
    multipage: !isMobile,
  }
}

/**
 * Applies one change and the dependencies of docs/spec.md §4: auto-hide header needs a fixed header (turning
 * fixed header off turns it off); fixed sidebar is off with the top menu; Fluid only with the top menu.
 */
export function applyPreference<K extends keyof Preferences>(
  prefs: Preferences,
  key: K,
  value: Preferences[K],
): Preferences {
  const next: Preferences = { ...prefs, [key]: value }
  if (!next.fixedHeader) next.autoHideHeader = false
  if (next.layout === 'topmenu') next.fixedSidebar = false
  if (next.layout === 'sidemenu') next.contentWidth = 'Fixed'
  if (!palette.includes(next.primaryColor)) next.primaryColor = palette[0]
  return next
}

/** docs/spec.md §9: mobile below 1088 px (1087.99), small below 768 px (767.99). */
export const MOBILE_QUERY = '(max-width: 1087.99px)'
export const SMALL_QUERY = '(max-width: 767.99px)'
/** docs/spec.md §9: the header auto-hides after 100 px of scroll. */
export const AUTO_HIDE_THRESHOLD_PX = 100

export function headerHidden(prefs: Preferences, scrollY: number): boolean {
  return prefs.fixedHeader && prefs.autoHideHeader && scrollY > AUTO_HIDE_THRESHOLD_PX
}
