import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import uiKit from '../../../ui-kit/src/i18n/en.json'

/**
 * English screens read as English (issue 31): no full-width colon in an English text, and none written by a
 * component after a translated label (`{t(label)}：` draws "Amount due：" in English; the colon belongs in the
 * catalogue text, `t('{{label}}：', { label })`).
 */
const dir = join(import.meta.dirname, 'en')
const catalogues: Record<string, Record<string, string>> = {
  'ui-kit/src/i18n/en.json': uiKit,
  ...Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name, JSON.parse(readFileSync(join(dir, name), 'utf8')) as Record<string, string>]),
  ),
}

function sources(root: string, into: string[] = []): string[] {
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name)
    if (entry.isDirectory()) sources(path, into)
    else if (/\.tsx$/.test(entry.name) && !/\.(test|stories)\.tsx$/.test(entry.name)) into.push(path)
  }
  return into
}

describe('English punctuation', () => {
  it('no English text has a full-width colon', () => {
    const found = Object.entries(catalogues).flatMap(([file, table]) =>
      Object.entries(table)
        .filter(([, text]) => text.includes('：'))
        .map(([key]) => `${file}: ${key}`),
    )
    expect(found).toEqual([])
  })

  it('no component writes a full-width colon after a translated label', () => {
    const roots = [join(import.meta.dirname, '..'), join(import.meta.dirname, '../../../ui-kit/src')]
    const found = roots
      .flatMap((root) => sources(root))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => ({ line, at: `${file}:${index + 1}` }))
          .filter(({ line }) => /\)\}\s*：/.test(line))
          .map(({ at }) => at),
      )
    expect(found).toEqual([])
  })

  it('a required field reads naturally', () => {
    expect(catalogues['shell.json']?.['请输入{{label}}!']).toBe('{{label}} is required.')
  })
})
