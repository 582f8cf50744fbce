/**
 * The missing-key test, run by `npm test` (and `node scripts/i18n-check.mjs [files…]`).
 *
 * Every source file of app/src and ui-kit/src (tests and stories aside) is parsed with TypeScript:
 * - the literal key of every `t('…')`, `msg('…')` and `i18nKey='…'` must have an English text in a
 *   catalogue (`ui-kit/src/i18n/en.json`, `app/src/i18n/en/*.json`) with the same `{{placeholders}}`;
 * - Chinese text anywhere else (a string, a template or JSX text) fails: it would not be translated.
 *   A line that must stay Chinese (a server message compared as it is, a Chinese-only pattern) says
 *   `i18n-ignore` in a comment on it or on the line above, with the reason.
 * The catalogues are merged into one table, so a key with two different English texts in two files fails.
 * Keys that are not in app/ui-kit code:
 * - the contract's titles (resource and field titles of openapi/src/resources.ts and the files it reads)
 *   are drawn by lib/resource through t(): each Chinese title needs an English text;
 * - the server's texts are translated by the keys the server provides: every menu of the seed
 *   (server/src/modules/system/permission/seed.ts, seed-menus.ts) needs "menu.<route name>" (the name as
 *   menu-tree.ts derives it from the url) and every seeded dictionary item with Chinese text (system/dict/seed.ts)
 *   "dict.<code>.<value>", in a catalogue (app/src/i18n/en/server.json).
 * Exits 1 on any failure, listing each with its file and line.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..')
const SOURCE_DIRS = ['app/src', 'ui-kit/src']
const CATALOGUES = ['ui-kit/src/i18n/en.json', 'app/src/i18n/en']
const CJK = /[\u3400-\u4dbf\u4e00-\u9fff]/
const MARKERS = new Set(['t', 'msg'])

const skip = (file) =>
  /\.(test|stories|property\.test)\.tsx?$/.test(file) ||
  /\/(test|__mocks__)\//.test(file) ||
  file.endsWith('.d.ts')

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) walk(path, out)
    else if (/\.tsx?$/.test(entry.name) && !skip(path)) out.push(path)
  }
  return out
}

/** Keys given two different English texts by two catalogue files (the merged table keeps one). */
const conflicts = []

function loadCatalogue() {
  const messages = new Map()
  const from = new Map()
  for (const location of CATALOGUES) {
    const path = join(root, location)
    if (!existsSync(path)) continue
    const files = location.endsWith('.json')
      ? [path]
      : readdirSync(path)
          .filter((name) => name.endsWith('.json'))
          .map((name) => join(path, name))
    for (const file of files) {
      const json = JSON.parse(readFileSync(file, 'utf8'))
      for (const [key, value] of Object.entries(json)) {
        if (typeof value !== 'string' || value.trim() === '')
          throw new Error(`${relative(root, file)}: "${key}" has no English text`)
        if (messages.has(key) && messages.get(key) !== value)
          conflicts.push(
            `${relative(root, file)}: "${key}" is "${value}" here but "${messages.get(key)}" in ${from.get(key)}`,
          )
        messages.set(key, value)
        from.set(key, relative(root, file))
      }
    }
  }
  return messages
}

const placeholders = (text) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort()

/** The English text of a key, or its plural forms (`key_one`, `key_other`). */
function englishOf(messages, key) {
  if (messages.has(key)) return [messages.get(key)]
  const plural = ['_zero', '_one', '_two', '_few', '_many', '_other']
    .map((suffix) => messages.get(key + suffix))
    .filter(Boolean)
  return plural.length ? plural : null
}

function scan(file, messages, failures, keysUsed) {
  const text = readFileSync(file, 'utf8')
  const lines = text.split('\n')
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const where = (node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line
    return {
      line: line + 1,
      ignored: /i18n-ignore/.test(lines[line]) || (line > 0 && /i18n-ignore/.test(lines[line - 1])),
    }
  }
  const fail = (node, message) => {
    const { line, ignored } = where(node)
    if (!ignored) failures.push(`${relative(root, file)}:${line}: ${message}`)
  }
  const checkKey = (node, key) => {
    keysUsed.add(key)
    const english = englishOf(messages, key)
    if (!english) return fail(node, `no English text for "${key}"`)
    const wanted = placeholders(key).join(',')
    for (const value of english) {
      if (wanted && placeholders(value).join(',') !== wanted && !/count/.test(wanted))
        fail(node, `"${key}" → "${value}": placeholders differ`)
    }
  }
  /** A key position: the first argument of t()/msg(), or an `i18nKey` JSX attribute. */
  const isKeyPosition = (node) => {
    const parent = node.parent
    if (ts.isCallExpression(parent) && parent.arguments[0] === node) {
      const callee = parent.expression
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : ''
      return MARKERS.has(name)
    }
    if (ts.isJsxAttribute(parent) && parent.name.getText(source) === 'i18nKey') return true
    if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent))
      return parent.parent.name.getText(source) === 'i18nKey'
    return false
  }
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (isKeyPosition(node)) checkKey(node, node.text)
      else if (
        CJK.test(node.text) &&
        !ts.isImportDeclaration(node.parent) &&
        !ts.isLiteralTypeNode(node.parent)
      )
        fail(node, `Chinese text outside t(): "${node.text}"`)
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
      if (parts.some((part) => CJK.test(part)))
        fail(
          node,
          `Chinese text in a template; use t('…{{name}}…', { name }): ${node.getText(source).slice(0, 80)}`,
        )
    } else if (ts.isJsxText(node)) {
      if (CJK.test(node.text)) fail(node, `Chinese JSX text outside t(): "${node.text.trim()}"`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

const parseTs = (location) =>
  ts.createSourceFile(location, readFileSync(join(root, location), 'utf8'), ts.ScriptTarget.Latest, true)
const lineOf = (source, node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
const stringOf = (node) =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined

/** Resource and field titles of the contract: `title: '…'` and the title argument of `text('…', …)`. */
function contractTitles() {
  const dir = 'openapi/src/module-resources'
  const locations = [
    'openapi/src/resources.ts',
    'openapi/src/resource-def.ts',
    ...readdirSync(join(root, dir))
      .filter((name) => name.endsWith('.ts') && !/\.test\.ts$/.test(name))
      .map((name) => `${dir}/${name}`),
  ]
  const found = []
  for (const location of locations) {
    const source = parseTs(location)
    const visit = (node) => {
      let key
      if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'title')
        key = stringOf(node.initializer)
      else if (ts.isCallExpression(node) && node.expression.getText(source) === 'text')
        key = stringOf(node.arguments[0])
      if (key && CJK.test(key)) found.push({ key, where: `${location}:${lineOf(source, node)}` })
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

/** The text of a `const <name> = \`…\`` of a seed file, with its line. */
function seedTable(source, name) {
  let found
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText(source) === name && stringOf(node.initializer))
      found = { text: stringOf(node.initializer), line: lineOf(source, node) }
    ts.forEachChild(node, visit)
  }
  visit(source)
  if (!found) throw new Error(`${source.fileName}: no table ${name}`)
  return found
}

/** Upstream's route name (server/src/permission/menu-tree.ts routeNameOf). */
const routeNameOf = (url) =>
  (url.startsWith('/') ? url.slice(1) : url).replaceAll('/', '-').replaceAll(':', '@')

/** "menu.<route name>" of every seeded menu and "dict.<code>.<value>" of every seeded dictionary item. */
function serverKeys() {
  const found = []
  const seed = 'server/src/modules/system/permission/seed.ts'
  const seedSource = parseTs(seed)
  const visit = (node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const props = new Map(
        node.properties
          .filter((p) => ts.isPropertyAssignment(p))
          .map((p) => [p.name.getText(seedSource), p.initializer]),
      )
      const url = stringOf(props.get('url'))
      const title = stringOf(props.get('name'))
      if (url && title && props.get('menuType')?.getText(seedSource) !== '2')
        found.push({
          key: `menu.${routeNameOf(url)}`,
          text: title,
          where: `${seed}:${lineOf(seedSource, node)}`,
        })
    }
    ts.forEachChild(node, visit)
  }
  visit(seedSource)
  const menus = 'server/src/modules/system/permission/seed-menus.ts'
  const menuSource = parseTs(menus)
  for (const name of ['table', 'systemPages']) {
    const { text, line } = seedTable(menuSource, name)
    text.split('\n').forEach((row, index) => {
      const [depth = '', title = '', url = ''] = row.split('|').map((cell) => cell.trim())
      if ((depth === '0' || depth === '1') && url)
        found.push({ key: `menu.${routeNameOf(url)}`, text: title, where: `${menus}:${line + index}` })
    })
  }
  const dicts = 'server/src/modules/system/dict/seed.ts'
  const { text, line } = seedTable(parseTs(dicts), 'table')
  text.split('\n').forEach((row, index) => {
    const [code = '', , items = ''] = row.split(' | ').map((cell) => cell.trim())
    if (!code) return
    for (const item of items.split('; ')) {
      const at = item.indexOf('=')
      const value = item.slice(0, at)
      const itemText = item.slice(at + 1)
      if (CJK.test(itemText))
        found.push({ key: `dict.${code}.${value}`, text: itemText, where: `${dicts}:${line + index}` })
    }
  })
  return found
}

const only = process.argv.slice(2).map((file) => relative(root, join(process.cwd(), file)))
const messages = loadCatalogue()
const files = SOURCE_DIRS.flatMap((dir) => walk(join(root, dir)))
const failures = [...conflicts]
const keysUsed = new Set()
for (const file of files) {
  if (only.length && !only.includes(relative(root, file))) continue
  scan(file, messages, failures, keysUsed)
}

// The contract's titles and the server's keys: checked on a whole run (they are not files of the list).
if (!only.length) {
  for (const { key, where } of contractTitles()) {
    keysUsed.add(key)
    if (!messages.has(key)) failures.push(`${where}: no English text for the contract title "${key}"`)
  }
  for (const { key, text, where } of serverKeys()) {
    if (!messages.has(key)) failures.push(`${where}: no English text for "${key}" (${text})`)
  }
}

for (const failure of failures) console.error(failure)
console.log(
  `i18n: ${files.length} files, ${keysUsed.size} keys used, ${messages.size} English texts; ` +
    `${failures.length} failures`,
)
process.exit(failures.length ? 1 : 0)
