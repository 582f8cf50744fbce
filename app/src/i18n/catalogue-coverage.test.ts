import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { allFields, resources, type ResourceDef } from '@erp/openapi/resources'
import { describe, expect, it } from 'vitest'
import uiKit from '../../../ui-kit/src/i18n/en.json'

/**
 * A text the server provides or the contract writes once has an English text, so a new dictionary
 * item or a new field title cannot be added in Chinese only (the Chinese would show on the English screen).
 */
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/
const dir = join(import.meta.dirname, 'en')
const english: Record<string, string> = Object.assign(
  {},
  uiKit,
  ...readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>),
)

/** The seeded dictionaries, read from the server's seed table (`code | name | value=text; value=text`). */
function seededDictItems() {
  const source = readFileSync(
    join(import.meta.dirname, '../../../server/src/modules/system/dict/seed.ts'),
    'utf8',
  )
  const table = /const table = `([^`]*)`/.exec(source)?.[1] ?? ''
  return table
    .trim()
    .split('\n')
    .flatMap((line) => {
      const [code = '', , items = ''] = line.split(' | ')
      return items.split('; ').map((item) => {
        const at = item.indexOf('=')
        return { code, value: item.slice(0, at), text: item.slice(at + 1) }
      })
    })
}

describe('English catalogue coverage', () => {
  it('has an English text for every seeded dictionary item', () => {
    const items = seededDictItems()
    // The seed has dozens of dictionaries: a parse that finds few means the table moved, not that all is well.
    expect(items.length).toBeGreaterThan(150)
    const missing = items
      .filter((item) => CJK.test(item.text) && !english[`dict.${item.code}.${item.value}`])
      .map((item) => `dict.${item.code}.${item.value} (${item.text})`)
    expect(missing).toEqual([])
  })

  it('has an English text for every Chinese resource and field title of the contract', () => {
    const titles = resources.flatMap((resource: ResourceDef) => [
      resource.title,
      ...Object.values(allFields(resource)).map((field) => field.title ?? ''),
    ])
    expect(titles.length).toBeGreaterThan(100)
    const missing = [...new Set(titles.filter((title) => CJK.test(title) && !english[title]))]
    expect(missing).toEqual([])
  })
})
