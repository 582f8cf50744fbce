import { registerCatalogue, setLocale } from '@erp/ui-kit/i18n'
import { afterEach, describe, expect, it } from 'vitest'
import server from '../../i18n/en/server.json'
import { rowDictText } from './row-dict-text'

afterEach(async () => {
  await setLocale('zh-CN')
})

describe('rowDictText', () => {
  it("takes the server's text, else the value, and '' when there is neither", () => {
    expect(rowDictText({ priority: 'H', priority_dictText: '高' }, 'priority', 'priority')).toBe('高')
    expect(rowDictText({ priority: 'H' }, 'priority', undefined)).toBe('H')
    expect(rowDictText({ priority: null }, 'priority', 'priority')).toBe('')
  })

  it("translates through the dictionary's key on an English screen", async () => {
    registerCatalogue(async () => server)
    await setLocale('en-US')
    expect(rowDictText({ priority: 'H', priority_dictText: '高' }, 'priority', 'priority')).toBe('High')
    expect(rowDictText({ priority: 'H', priority_dictText: '高' }, 'priority', undefined)).toBe('高')
  })
})
