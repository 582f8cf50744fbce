import { createContext, useContext, useMemo, useSyncExternalStore } from 'react'
import type { i18n as I18next } from 'i18next'

/**
 * The kit's language. Simplified Chinese is the default and the source language; English is built in; any
 * other BCP 47 language works with messages the host supplies for the kit's keys (missing keys fall back to
 * English), or through the host's own i18next instance (`<KitProvider i18n={…}>`, `@erp/ui-kit/provider`).
 *
 * A key is the Chinese text itself, exactly as SPEC writes it ('用户名', '共 {{total}} 条'), so the
 * Chinese screen needs no catalogue and no library: `t()` only fills `{{name}}` placeholders. Other languages
 * load i18next and the registered catalogues on demand (a separate chunk, off the login route's budget) and let
 * i18next do lookup, interpolation and plurals ('key_one' / 'key_other' with `count`).
 *
 * - `t(key, values)` in event handlers and non-React code (read at call time, the page-wide language);
 * - `useT()` in components (the language of the nearest `KitProvider`, else the page-wide one; re-renders when
 *   it changes);
 * - `msg(key)` marks a key kept in data (column titles, field labels) and translated where it is drawn.
 *
 * `scripts/i18n-check.mjs` (in `npm test`) fails on a key without an English text and on Chinese text
 * that does not go through `t()` or `msg()`.
 */
/** A BCP 47 language tag; the two built in are suggested. */
export type Locale = BuiltInLocale | (string & {})
/** The languages the kit has texts for without the host's help. */
export type BuiltInLocale = 'zh-CN' | 'en-US'
export const LOCALES: readonly { value: BuiltInLocale; label: string }[] = [
  // i18n-ignore: each language is named in itself, whatever the current language.
  { value: 'zh-CN', label: '中文' },
  { value: 'en-US', label: 'English' },
]
export const DEFAULT_LOCALE: BuiltInLocale = 'zh-CN'
/** The language a key missing from another language's messages is shown in. */
export const FALLBACK_LOCALE: BuiltInLocale = 'en-US'
/** The default key under which the language is remembered in localStorage (see `setLocaleStorageKey`). */
export const LOCALE_STORAGE_KEY = 'erp-locale'
let storageKey: string | null = LOCALE_STORAGE_KEY

/**
 * Where `setLocale` remembers the language and `storedLocale` reads it: the host's choice, so a portal on
 * the same domain as the back office keeps its own (`'erp-locale'` by default); `null` remembers nothing.
 * Call it before the first `setLocale` or `storedLocale` (or pass `storageKey` to `KitProvider`).
 */
export function setLocaleStorageKey(key: string | null): void {
  storageKey = key
}

/** Chinese source text → the text in one language. */
export type Catalogue = Readonly<Record<string, string>>
export type Values = Readonly<Record<string, string | number>>

/** Where the texts of one subtree (a `KitProvider`) or of the page come from. */
export interface Translation {
  /** The language (the host instance's language when `i18n` is given). */
  locale: Locale
  /** The host's i18next instance: the kit's keys are looked up there first (in `ns`), then in the kit's own texts. */
  i18n?: I18next
  /** The namespace of the kit's keys in the host's instance (default: the instance's default namespace). */
  ns?: string
  /** Changes whenever the host's instance changes language or resources. */
  version?: number
}

const loaders = new Map<string, Set<() => Promise<Catalogue>>>()
const loaded = new Set<string>()
let page: Translation = { locale: DEFAULT_LOCALE }
let engine: I18next | undefined
let enginePromise: Promise<I18next> | undefined
const listeners = new Set<() => void>()

/** True for the languages the keys themselves are written in (Chinese), which need no catalogue. */
export function isSourceLocale(locale: string): boolean {
  // t() runs for every drawn text: the common answers are known without a regex.
  if (locale === 'zh-CN') return true
  if (locale === 'en-US') return false
  return /^zh(-(CN|Hans)(-.*)?)?$/i.test(locale)
}

/**
 * Registers messages of one language for the kit's keys (and the app's), loaded when that language is chosen.
 * `registerCatalogue` is the English one.
 */
export function registerMessages(locale: Locale, load: () => Promise<Catalogue>): void {
  const set = loaders.get(locale) ?? new Set()
  set.add(load)
  loaders.set(locale, set)
  // A catalogue registered after its language was loaded (a lazily loaded page) is loaded at once.
  if (engine && loaded.has(locale)) void load().then((messages) => addMessages(locale, messages))
}

/** Registers an English catalogue, loaded when English (or a language falling back to it) is chosen. */
export function registerCatalogue(load: () => Promise<Catalogue>): void {
  registerMessages(FALLBACK_LOCALE, load)
}

/** Adds messages of a language at once (what `KitProvider`'s `messages` does); loads nothing. */
export function addMessages(locale: Locale, messages: Catalogue): void {
  engine?.addResourceBundle(locale, 'translation', messages, true, true)
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

/** The language of the host's instance, as the kit reads it. */
function hostLocale(i18n: I18next): string {
  return i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LOCALE
}

/** Translates a key in the given language / host instance (what `useT` and `t` call). */
export function translate(translation: Translation, key: string, values?: Values): string {
  const host = translation.i18n
  if (host) {
    const options = { ns: translation.ns, keySeparator: false, nsSeparator: false } as const
    if (host.exists(key, options)) return String(host.t(key, { ...values, ...options }))
    return translate({ locale: hostLocale(host) }, key, values)
  }
  const { locale } = translation
  if (isSourceLocale(locale) || !engine) return interpolate(key, values)
  return engine.t(key, { ...values, lng: locale, defaultValue: interpolate(key, values) })
}

/** Translates a key (the Chinese text) into the page-wide language. */
export function t(key: string, values?: Values): string {
  return translate(page, key, values)
}

/** Marks a key kept in data; it is translated where it is drawn, with `t()`. */
export function msg<const K extends string>(key: K): K {
  return key
}

/** The page-wide language (set by `setLocale`, or by the last `KitProvider` that showed its texts). */
export function getLocale(): Locale {
  return page.i18n ? hostLocale(page.i18n) : page.locale
}

/** True for the built-in languages (what `storedLocale` accepts). */
export function isLocale(value: unknown): value is BuiltInLocale {
  return value === 'zh-CN' || value === 'en-US'
}

async function loadEngine(): Promise<I18next> {
  if (engine) return engine
  enginePromise ??= (async () => {
    const { createInstance } = await import('i18next')
    const instance = createInstance()
    await instance.init({
      lng: FALLBACK_LOCALE,
      fallbackLng: FALLBACK_LOCALE,
      keySeparator: false,
      nsSeparator: false,
      returnEmptyString: false,
      interpolation: { escapeValue: false },
      resources: { [FALLBACK_LOCALE]: { translation: {} } },
    })
    engine = instance
    return instance
  })()
  return enginePromise
}

async function loadLanguage(instance: I18next, locale: string): Promise<void> {
  if (loaded.has(locale)) return
  const catalogues = await Promise.all([...(loaders.get(locale) ?? [])].map((load) => load()))
  for (const messages of catalogues) instance.addResourceBundle(locale, 'translation', messages, true, true)
  loaded.add(locale)
}

/** True when the texts of `locale` are loaded (a Chinese screen always is): `t` shows no other language. */
export function isLocaleReady(locale: Locale): boolean {
  return isSourceLocale(locale) || (engine !== undefined && loaded.has(FALLBACK_LOCALE) && loaded.has(locale))
}

/**
 * Loads the texts of a language (its registered messages, and English for the keys they miss) without
 * switching to it. `KitProvider` waits for it before showing its subtree.
 */
export async function loadLocale(locale: Locale): Promise<void> {
  if (isSourceLocale(locale)) return
  const instance = await loadEngine()
  await loadLanguage(instance, FALLBACK_LOCALE)
  await loadLanguage(instance, locale)
}

/** The page-wide translation (what `t()` outside components uses). */
export function getPageTranslation(): Translation {
  return page
}

/** Makes `translation` the page-wide one (what `t()` outside components uses); `notify` re-renders the kit. */
export function setPageTranslation(translation: Translation, notify = true): void {
  if (
    page.locale === translation.locale &&
    page.i18n === translation.i18n &&
    page.ns === translation.ns &&
    page.version === translation.version
  )
    return
  page = translation
  if (notify) emit()
}

/** Switches the language, remembers it in this browser (see `setLocaleStorageKey`) and sets `<html lang>`. */
export async function setLocale(next: Locale): Promise<void> {
  await loadLocale(next)
  page = { locale: next }
  try {
    if (storageKey !== null) localStorage.setItem(storageKey, next)
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = next
  emit()
}

/** The language remembered in this browser (Chinese when none was chosen). */
export function storedLocale(): BuiltInLocale {
  try {
    const stored = storageKey === null ? null : localStorage.getItem(storageKey)
    return isLocale(stored) ? stored : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
}

/** Calls `listener` after every change of the page-wide language (e.g. to switch a date library's locale). */
export function onLocaleChange(listener: (next: Locale) => void): () => void {
  let last = getLocale()
  const notify = () => {
    const current = getLocale()
    if (current === last) return
    last = current
    listener(current)
  }
  listeners.add(notify)
  return () => listeners.delete(notify)
}

/** Calls `listener` after every change of language or of the loaded catalogues. */
export function subscribeTexts(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Every change of language or of the loaded catalogues gives a new version. */
let version = 0
listeners.add(() => {
  version += 1
})
const getVersion = () => version

/** The translation of the nearest `KitProvider` (null outside one: the page-wide language applies). */
export const TranslationContext = createContext<Translation | null>(null)

/** Where the subtree's texts come from: the nearest provider's, else the page-wide ones. */
export function useTranslation(): Translation {
  useSyncExternalStore(subscribeTexts, getVersion, getVersion)
  return useContext(TranslationContext) ?? page
}

/** The current language (the nearest `KitProvider`'s); the component re-renders when it changes. */
export function useLocale(): Locale {
  const translation = useTranslation()
  return translation.i18n ? hostLocale(translation.i18n) : translation.locale
}

/**
 * `t` for components: in the nearest `KitProvider`'s language; the component re-renders when the language or
 * the catalogues change, and the function is a new one then, so memos that list it recompute.
 */
export function useT(): typeof t {
  const current = useSyncExternalStore(subscribeTexts, getVersion, getVersion)
  const context = useContext(TranslationContext)
  return useMemo(() => {
    void current
    return (key: string, values?: Values) => translate(context ?? page, key, values)
  }, [current, context])
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
  const locale = getLocale()
  if (page.i18n?.exists(key, { keySeparator: false, nsSeparator: false })) return String(page.i18n.t(key))
  if (isSourceLocale(locale) || !engine || !engine.exists(key, { lng: locale })) return text
  return engine.t(key, { lng: locale })
}

// ui-kit's own texts.
registerCatalogue(async () => (await import('./en.json')).default)
