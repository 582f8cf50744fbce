import type { i18n as I18next } from 'i18next'
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { setPatterns, type PatternOverrides } from '../editable-table/validation'
import {
  addMessages,
  getPageTranslation,
  isLocaleReady,
  loadLocale,
  setLocaleStorageKey,
  setPageTranslation,
  TranslationContext,
  type Catalogue,
  type Locale,
  type Translation,
} from '../i18n/i18n'
import { KitSettingsContext, type KitSettings } from './settings'

export type { KitSettings } from './settings'

/**
 * The colours of the kit (the CSS variables of the README's "Theme" table, without `--color-`): a value is any
 * CSS colour. The hover and strong tones follow `primary` and `danger` unless given.
 */
export interface KitTheme {
  primary?: string
  primaryForeground?: string
  primaryStrong?: string
  primaryHover?: string
  danger?: string
  dangerStrong?: string
  dangerHover?: string
  warning?: string
  success?: string
  surface?: string
  muted?: string
  border?: string
  foreground?: string
  mutedForeground?: string
  sider?: string
  siderForeground?: string
}

export interface KitProviderProps {
  /**
   * The language of the subtree, any BCP 47 tag ('fr-FR', 'de', 'en-GB' …). Chinese ('zh-CN', the default) and
   * English ('en-US') are built in; for another, pass `messages`. Ignored when `i18n` is given.
   */
  locale?: Locale
  /** The texts of `locale` for the kit's keys (the Chinese texts, see `@erp/ui-kit/i18n/en.json`); missing keys show in English. */
  messages?: Catalogue
  /**
   * The host's own i18next instance: the kit follows its language and looks its keys up there first (in `ns`),
   * then in its own texts (English for a language it does not know).
   */
  i18n?: I18next
  /** The namespace of the kit's keys in `i18n` (default: the instance's default namespace). */
  ns?: string
  /** Colours of the subtree (CSS variables set on it; popups portalled to `document.body` keep the page's). */
  theme?: KitTheme
  /** Where the kit's own language switch (`setLocale`) remembers the language; `null`: nowhere. */
  storageKey?: string | null
  /** How dates are shown and typed (e.g. `'DD/MM/YYYY'`); default: the language's. */
  dateFormat?: string
  /** The host's validation patterns (e.g. `{ m: /^0[67]\d{8}$/ }` for French mobile numbers); page-wide. */
  patterns?: PatternOverrides
  /** Shown while the language loads (default: nothing, never another language). */
  fallback?: ReactNode
  children?: ReactNode
}

const TOKEN_NAMES: Record<keyof KitTheme, string> = {
  primary: '--color-primary',
  primaryForeground: '--color-primary-foreground',
  primaryStrong: '--color-primary-strong',
  primaryHover: '--color-primary-hover',
  danger: '--color-danger',
  dangerStrong: '--color-danger-strong',
  dangerHover: '--color-danger-hover',
  warning: '--color-warning',
  success: '--color-success',
  surface: '--color-surface',
  muted: '--color-muted',
  border: '--color-border',
  foreground: '--color-foreground',
  mutedForeground: '--color-muted-foreground',
  sider: '--color-sider',
  siderForeground: '--color-sider-foreground',
}

/**
 * The CSS variables of a theme. The derived tones are declared again where a base colour changes: a variable
 * computed from `var(--color-primary)` on `:root` would keep the page's colour in the subtree.
 */
export function themeStyle(theme: KitTheme | undefined): CSSProperties {
  const style: Record<string, string> = {}
  if (!theme) return style
  if (theme.primary) {
    style['--color-primary-strong'] = 'color-mix(in srgb, var(--color-primary) 76%, black)'
    style['--color-primary-hover'] = 'color-mix(in srgb, var(--color-primary) 64%, black)'
  }
  if (theme.danger) {
    style['--color-danger-strong'] = 'color-mix(in srgb, var(--color-danger) 80%, black)'
    style['--color-danger-hover'] = 'color-mix(in srgb, var(--color-danger) 68%, black)'
  }
  for (const [name, value] of Object.entries(theme) as [keyof KitTheme, string | undefined][]) {
    if (value) style[TOKEN_NAMES[name]] = value
  }
  return style as CSSProperties
}

/** Re-renders when the host's instance changes language or resources; gives its version. */
function useHostVersion(i18n: I18next | undefined): number {
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!i18n) return undefined
    const bump = () => setVersion((current) => current + 1)
    const events = ['languageChanged', 'added', 'removed', 'loaded', 'initialized'] as const
    for (const event of events) i18n.on(event, bump)
    return () => {
      for (const event of events) i18n.off(event, bump)
    }
  }, [i18n])
  return version
}

/**
 * Language, theme and formats of the kit for a subtree, in the spirit of Ant Design's `ConfigProvider`:
 * `<KitProvider locale="fr-FR" messages={fr} theme={{ primary: '#0f766e' }}>…</KitProvider>`, or
 * `<KitProvider i18n={hostI18next}>`. While the language's texts load, the subtree is not shown (`fallback`),
 * so no text of another language flashes; a later change of language switches when its texts are there.
 * Texts read outside components (`t()`) follow the provider that rendered last.
 */
export function KitProvider({
  locale = 'zh-CN',
  messages,
  i18n,
  ns,
  theme,
  storageKey,
  dateFormat,
  patterns,
  fallback = null,
  children,
}: KitProviderProps) {
  const hostVersion = useHostVersion(i18n)
  const wanted = i18n ? (i18n.resolvedLanguage ?? i18n.language ?? locale) : locale
  const [, setLoaded] = useState(0)
  // The language last shown: kept while another one loads, so a switch shows no mix of two languages.
  const [shown, setShown] = useState<string | null>(null)
  const ready = isLocaleReady(wanted)

  // Messages written inline are a new object on every render of the host: they are added again only when their
  // content changes (adding them re-renders every kit text, which would re-render a host that shows kit texts).
  const messagesKey = useMemo(() => (messages ? JSON.stringify(messages) : ''), [messages])
  useEffect(() => {
    let cancelled = false
    void loadLocale(wanted).then(() => {
      if (messagesKey) addMessages(wanted, JSON.parse(messagesKey) as Catalogue)
      if (!cancelled) {
        setShown(wanted)
        setLoaded((count) => count + 1)
      }
    })
    return () => {
      cancelled = true
    }
  }, [wanted, messagesKey])

  if (storageKey !== undefined) setLocaleStorageKey(storageKey)
  if (patterns) setPatterns(patterns)

  const current = ready && (shown === wanted || !messages) ? wanted : shown
  const translation = useMemo<Translation | null>(
    () => (current === null ? null : { locale: current, i18n, ns, version: hostVersion }),
    [current, i18n, ns, hostVersion],
  )
  const settings = useMemo<KitSettings>(() => ({ dateFormat }), [dateFormat])
  const style = useMemo(() => themeStyle(theme), [theme])

  // Texts read outside components (t(), the table's cell messages) follow this provider from its first render;
  // when it goes, the page's language is what it was before.
  const before = useRef<Translation | null>(null)
  before.current ??= getPageTranslation()
  if (translation) setPageTranslation(translation, false)
  useEffect(() => {
    if (translation) setPageTranslation(translation)
  }, [translation])
  useEffect(() => {
    const previous = before.current
    return () => {
      if (previous) setPageTranslation(previous)
    }
  }, [])

  if (!translation) return fallback
  return (
    <TranslationContext.Provider value={translation}>
      <KitSettingsContext.Provider value={settings}>
        <div data-slot="kit-provider" lang={translation.locale} className="contents" style={style}>
          {children}
        </div>
      </KitSettingsContext.Provider>
    </TranslationContext.Provider>
  )
}
