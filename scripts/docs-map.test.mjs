// docs/architecture.md is the map of the repository; this checks what of it a machine can check, so the map
// cannot drift from the tree unnoticed: the folders and files it names exist, every top-level folder is on it,
// the packages it calls packages have a package.json, each row of its import table has its ESLint block, and
// every `docs/<file>.md §N` a code comment cites is a section of that file (code cites no document outside
// the repository). Run: node --test scripts/docs-map.test.mjs
import assert from 'node:assert/strict'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const architecture = readFileSync(join(root, 'docs/architecture.md'), 'utf8')

/** The rows of the markdown table that follows `heading`, as arrays of trimmed cells. */
function tableAfter(text, heading) {
  const start = text.indexOf(heading)
  assert.ok(start >= 0, `docs/architecture.md has no "${heading}"`)
  const lines = text.slice(start).split('\n')
  const first = lines.findIndex((line) => line.startsWith('|'))
  const rows = []
  for (const line of lines.slice(first)) {
    if (!line.startsWith('|')) break
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
  }
  return rows.slice(2) // header and separator
}

const folderOf = (cell) => /^`([^`/]+)\/`$/.exec(cell)?.[1]
const treeRows = tableAfter(architecture, '## The tree')
const treeFolders = treeRows.map(([cell]) => folderOf(cell ?? '')).filter(Boolean)
const NOT_PACKAGES = new Set(['scripts', 'docs'])

test('the tree table names every top-level folder, and only folders that exist', () => {
  assert.ok(treeFolders.length > 5, 'the tree table was not read')
  const actual = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name)
    .sort()
  assert.deepEqual([...treeFolders].sort(), actual)
})

test('the folders the map calls packages have a package.json; scripts/ and docs/ are said not to be', () => {
  assert.ok(
    /`scripts\/` and `docs\/` are not packages/.test(architecture),
    'docs/architecture.md does not say that scripts/ and docs/ are not packages',
  )
  for (const folder of treeFolders) {
    assert.equal(
      existsSync(join(root, folder, 'package.json')),
      !NOT_PACKAGES.has(folder),
      `${folder}/: package.json presence disagrees with docs/architecture.md`,
    )
  }
})

test('each package of the import table has its ESLint block', () => {
  const eslintConfig = readFileSync(join(root, 'eslint.config.js'), 'utf8')
  const rows = tableAfter(architecture, '## What may import what')
  assert.ok(rows.length >= 7, 'the import table was not read')
  for (const [packageName] of rows) {
    const zone = `files: ['${packageName}/**'`
    assert.ok(eslintConfig.includes(zone), `eslint.config.js has no block for ${packageName}/** (${zone})`)
  }
})

/** Backticked repository paths in the map: `app/src/...`, `server/src/...`, `scripts/x.mjs`, … */
function namedPaths(text) {
  const tops = treeFolders.join('|')
  const pattern = new RegExp('`((?:' + tops + ')/[^`\\s]+)`', 'g')
  return [...text.matchAll(pattern)]
    .map((match) => match[1])
    .filter((path) => !/[<>*…{}]|NNNN/.test(path)) // placeholders and globs
    .map((path) => path.replace(/\/$/, '').replace(/[:#].*$/, ''))
}

test('every folder and file the map names exists', () => {
  const paths = namedPaths(architecture)
  assert.ok(paths.length > 20, 'no paths were read from docs/architecture.md')
  const missing = paths.filter((path) => !existsSync(join(root, path)))
  assert.deepEqual(missing, [], `docs/architecture.md names paths that do not exist`)
})

/** The code files of the repository (no dependencies, builds or test output). */
function* codeFiles(dir = root) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name.startsWith('.') ||
      ['node_modules', 'dist', 'storybook-static', 'test-results'].includes(entry.name)
    )
      continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* codeFiles(path)
    else if (
      /\.(ts|tsx|mjs|js)$/.test(entry.name) &&
      !entry.name.endsWith('.d.ts') &&
      statSync(path).size < 1e6
    )
      yield path
  }
}

/** The section numbers (`## 7.`, `### 1.9`) of a docs file. */
function sectionNumbers(file) {
  const text = readFileSync(join(root, 'docs', file), 'utf8')
  return new Set([...text.matchAll(/^#{2,4} (\d+(?:\.\d+)*)[. ]/gm)].map((match) => match[1]))
}

test('every docs/<file>.md §N cited in code is a section of that file', () => {
  const sections = new Map()
  const dangling = []
  let cited = 0
  for (const file of codeFiles()) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/docs\/([a-z-]+\.md) ?§ ?(\d+(?:\.\d+)*)/g)) {
      const [, doc, number] = match
      if (!sections.has(doc))
        sections.set(doc, existsSync(join(root, 'docs', doc)) ? sectionNumbers(doc) : null)
      cited += 1
      const known = sections.get(doc)
      // "§4." at a sentence's end cites §4.
      const wanted = number.replace(/\.$/, '')
      if (!known?.has(wanted)) dangling.push(`${relative(root, file)}: docs/${doc} §${wanted}`)
    }
  }
  assert.ok(cited > 100, `only ${cited} citations found`)
  assert.deepEqual(dangling, [])
})

test('code cites no document outside the repository', () => {
  const outside = []
  for (const file of codeFiles()) {
    if (file === fileURLToPath(import.meta.url)) continue
    const text = readFileSync(file, 'utf8')
    for (const [index, line] of text.split('\n').entries()) {
      // "upstream §N" is docs/upstream.md's §N; ../shared/ is the specification outside the repository.
      if (/(?<!docs\/)upstream(?:\.md)? ?§/.test(line) || /shared\/spec/.test(line))
        outside.push(`${relative(root, file)}:${index + 1}: ${line.trim()}`)
    }
  }
  assert.deepEqual(outside, [])
})
