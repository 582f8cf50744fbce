import { afterEach, describe, expect, it } from 'vitest'
import { LOCALE_STORAGE_KEY, getLocale, setLocale, setLocaleStorageKey, storedLocale } from './i18n'

/** The storage key is the host's choice (issue 33 item 3): a portal keeps its language apart from the back office's. */
describe('the language storage key', () => {
  afterEach(async () => {
    setLocaleStorageKey(LOCALE_STORAGE_KEY)
    await setLocale('zh-CN')
    localStorage.clear()
  })

  it("remembers the language under the host's key, not the back office's", async () => {
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en-US')
    setLocaleStorageKey('portal-language')
    expect(storedLocale()).toBe('zh-CN')
    await setLocale('en-US')
    expect(localStorage.getItem('portal-language')).toBe('en-US')
    await setLocale('zh-CN')
    expect(localStorage.getItem('portal-language')).toBe('zh-CN')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US')
    expect(storedLocale()).toBe('zh-CN')
  })

  it('with null remembers nothing and reads the default language', async () => {
    setLocaleStorageKey(null)
    await setLocale('en-US')
    expect(getLocale()).toBe('en-US')
    expect(localStorage.length).toBe(0)
    expect(storedLocale()).toBe('zh-CN')
  })

  it("keeps 'erp-locale' by default", async () => {
    await setLocale('en-US')
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('en-US')
    expect(storedLocale()).toBe('en-US')
  })
})
