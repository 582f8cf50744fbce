import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { TOKENS } from './tokens'

const kit = join(import.meta.dirname, '..', '..')
const read = (path: string) => readFileSync(join(kit, path), 'utf8')
const declared = (css: string) => [
  ...new Set([...css.matchAll(/(--color-[\w-]+):/g)].map((match) => match[1])),
]

/** Issue 33 item 4: every token the stylesheet sets is documented (README table, Storybook page, Tailwind theme). */
describe('the design tokens', () => {
  const tokens = declared(read('src/tokens.css'))

  it('are all in the README table, the Storybook page and theme.css', () => {
    expect(tokens.length).toBeGreaterThan(10)
    const readme = read('README.md')
    expect(tokens.filter((token) => !readme.includes(`| \`${token}\``))).toEqual([])
    expect(TOKENS.map((token) => token.name).sort()).toEqual([...tokens].sort())
    expect(declared(read('src/theme.css')).sort()).toEqual([...tokens].sort())
  })
})
