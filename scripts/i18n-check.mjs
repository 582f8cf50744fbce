/**
 * The missing-key test of issue 10, run by `npm test` (and `node scripts/i18n-check.mjs [files…]`).
 *
 * Every source file of app/src and ui-kit/src (tests and stories aside) is parsed with TypeScript:
 * - the literal key of every `t('…')`, `msg('…')` and `i18nKey='…'` must have an English text in a
 *   catalogue (`ui-kit/src/i18n/en.json`, `app/src/i18n/en/*.json`) with the same `{{placeholders}}`;
 * - Chinese text anywhere else (a string, a template or JSX text) fails: it would not be translated.
 *   A line that must stay Chinese (a server message compared as it is, a Chinese-only pattern) says
 *   `i18n-ignore` in a comment on it or on the line above, with the reason.
 * Files listed in PENDING are not yet converted: they are reported, not failed. The list only shrinks.
 * Exits 1 on any failure, listing each with its file and line.
 */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

const root = join(import.meta.dirname, '..')
const SOURCE_DIRS = ['app/src', 'ui-kit/src']
const CATALOGUES = ['ui-kit/src/i18n/en.json', 'app/src/i18n/en']
const PENDING_FILE = join(import.meta.dirname, 'i18n-pending.txt')
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

function loadCatalogue() {
  const messages = new Map()
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
        messages.set(key, value)
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

const pending = existsSync(PENDING_FILE)
  ? new Set(
      readFileSync(PENDING_FILE, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line && !line.startsWith('#')),
    )
  : new Set()

const only = process.argv.slice(2).map((file) => relative(root, join(process.cwd(), file)))
const messages = loadCatalogue()
const files = SOURCE_DIRS.flatMap((dir) => walk(join(root, dir)))
const failures = []
const pendingFailures = new Map()
const keysUsed = new Set()
for (const file of files) {
  const name = relative(root, file)
  if (only.length && !only.includes(name)) continue
  if (pending.has(name)) {
    const mine = []
    scan(file, messages, mine, keysUsed)
    if (mine.length) pendingFailures.set(name, mine.length)
    continue
  }
  scan(file, messages, failures, keysUsed)
}

for (const name of pending) {
  if (!files.some((file) => relative(root, file) === name))
    failures.push(`${PENDING_FILE}: ${name} does not exist`)
  else if (!only.length && !pendingFailures.has(name))
    failures.push(`${name} is converted: take it off scripts/i18n-pending.txt`)
}
for (const failure of failures) console.error(failure)
const pendingCount = [...pendingFailures.values()].reduce((sum, n) => sum + n, 0)
console.log(
  `i18n: ${files.length} files, ${keysUsed.size} keys used, ${messages.size} English texts; ` +
    `${failures.length} failures; ${pendingFailures.size} files pending conversion (${pendingCount} texts)`,
)
process.exit(failures.length ? 1 : 0)
