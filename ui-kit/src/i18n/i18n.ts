import { useMemo, useSyncExternalStore } from 'react'
import type { i18n as I18next } from 'i18next'

/**
 * Two languages: Simplified Chinese, the default and the source language, and English.
 *
 * A key is the Chinese text itself, exactly as SPEC writes it ('用户名', '共 {{total}} 条'), so the
 * Chinese screen needs no catalogue and no library: `t()` only fills `{{name}}` placeholders. English
 * loads i18next and the registered catalogues on demand (a separate chunk, off the login route's
 * budget) and lets i18next do lookup, interpolation and plurals ('key_one' / 'key_other' with `count`).
 *
 * - `t(key, values)` in event handlers and non-React code (read at call time);
 * - `useT()` in components (re-renders when the language changes);
 * - `msg(key)` marks a key kept in data (column titles, field labels) and translated where it is drawn.
 *
 * `scripts/i18n-check.mjs` (in `npm test`) fails on a key without an English text and on Chinese text
 * that does not go through `t()` or `msg()`.
 */
export type Locale = 'zh-CN' | 'en-US'
export const LOCALES: readonly { value: Locale; label: string }[] = [
  // i18n-ignore: each language is named in itself, whatever the current language.
  { value: 'zh-CN', label: '中文' },
  { value: 'en-US', label: 'English' },
]
export const DEFAULT_LOCALE: Locale = 'zh-CN'
/** The default key under which the language is remembered in localStorage (see `setLocaleStorageKey`). */
export const LOCALE_STORAGE_KEY = 'erp-locale'
let storageKey: string | null = LOCALE_STORAGE_KEY

/**
 * Where `setLocale` remembers the language and `storedLocale` reads it: the host's choice, so a portal on
 * the same domain as the back office keeps its own (`'erp-locale'` by default); `null` remembers nothing.
 * Call it before the first `setLocale` or `storedLocale`.
 */
export function setLocaleStorageKey(key: string | null): void {
  storageKey = key
}

/** Chinese source text → English. */
export type Catalogue = Readonly<Record<string, string>>
export type Values = Readonly<Record<string, string | number>>

const loaders = new Set<() => Promise<Catalogue>>()
let locale: Locale = DEFAULT_LOCALE
let engine: I18next | undefined
const listeners = new Set<() => void>()

/** Registers an English catalogue, loaded when English is chosen (app areas and ui-kit each have one). */
export function registerCatalogue(load: () => Promise<Catalogue>): void {
  loaders.add(load)
  // A catalogue registered after English was chosen (a lazily loaded page) is loaded at once.
  if (engine) void load().then((messages) => addMessages(messages))
}

function addMessages(messages: Catalogue) {
  engine?.addResourceBundle('en-US', 'translation', messages, true, true)
  emit()
}

function emit() {
  for (const listener of listeners) listener()
}

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g

/** Fills `{{name}}` placeholders; a placeholder without a value stays as it is. */
export function interpolate(text: string, values?: Values): string {
  if (!values) return text
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name]
    return value === undefined ? whole : String(value)
  })
}

/** Translates a key (the Chinese text) into the current language. */
export function t(key: string, values?: Values): string {
  if (locale === 'zh-CN' || !engine) return interpolate(key, values)
  return engine.t(key, { ...values, defaultValue: interpolate(key, values) })
}

/** Marks a key kept in data; it is translated where it is drawn, with `t()`. */
export function msg<const K extends string>(key: K): K {
  return key
}

export function getLocale(): Locale {
  return locale
}

export function isLocale(value: unknown): value is Locale {
  return value === 'zh-CN' || value === 'en-US'
}

async function loadEngine(): Promise<I18next> {
  if (engine) return engine
  const { createInstance } = await import('i18next')
  const instance = createInstance()
  await instance.init({
    lng: 'en-US',
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    returnEmptyString: false,
    interpolation: { escapeValue: false },
    resources: { 'en-US': { translation: {} } },
  })
  const catalogues = await Promise.all([...loaders].map((load) => load()))
  for (const messages of catalogues) instance.addResourceBundle('en-US', 'translation', messages, true, true)
  engine = instance
  return instance
}

/** Switches the language, remembers it in this browser (see `setLocaleStorageKey`) and sets `<html lang>`. */
export async function setLocale(next: Locale): Promise<void> {
  if (next === 'en-US') await loadEngine()
  locale = next
  try {
    if (storageKey !== null) localStorage.setItem(storageKey, next)
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next
  emit()
}

/** The language remembered in this browser (Chinese when none was chosen). */
export function storedLocale(): Locale {
  try {
    const stored = storageKey === null ? null : localStorage.getItem(storageKey)
    return isLocale(stored) ? stored : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/** Calls `listener` after every change of language (e.g. to switch a date library's locale). */
export function onLocaleChange(listener: (next: Locale) => void): () => void {
  let last = locale
  const notify = () => {
    if (locale === last) return
    last = locale
    listener(locale)
  }
  listeners.add(notify)
  return () => listeners.delete(notify)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Every change of language or of the loaded catalogues gives a new version. */
let version = 0
listeners.add(() => {
  version += 1
})
const getVersion = () => version

/** The current language; the component re-renders when it changes. */
export function useLocale(): Locale {
  useSyncExternalStore(subscribe, getVersion, getVersion)
  return locale
}

/**
 * `t` for components: the component re-renders when the language or the catalogues change, and the
 * function is a new one then, so memos that list it recompute.
 */
export function useT(): typeof t {
  const current = useSyncExternalStore(subscribe, getVersion, getVersion)
  return useMemo(() => {
    void current
    return (key: string, values?: Values) => t(key, values)
  }, [current])
}

/** Translates a server menu title through the key the server provides: the route name. */
export function menuTitle(name: string, title: string): string {
  return translateServerText(`menu.${name}`, title)
}

/** Translates a dictionary text through the key the server provides: dictionary code and item value. */
export function dictText(dictCode: string, value: string | number, text: string): string {
  return translateServerText(`dict.${dictCode}.${String(value)}`, text)
}

function translateServerText(key: string, text: string): string {
  if (locale === 'zh-CN' || !engine || !engine.exists(key)) return text
  return engine.t(key)
}

// ui-kit's own texts.
registerCatalogue(async () => (await import('./en.json')).default)
