// Lists the operations of the upstream 2.4.6 contract notes (the markdown file given as the first argument, e.g. the
// research notes docs/upstream.md summarises) as `METHOD /path` lines: the `### METHOD \`/path\`` headings and
// the table rows whose first cell is `METHOD \`/path\`` (paths relative to a `### \`/prefix\`` heading are
// completed; `, \`/sibling\`` names in the same cell share the first path's folder). server/src/upstream-client.test.ts
// keeps the resulting list (UPSTREAM_OPERATIONS); run this after the notes change and compare.
import { readFileSync } from 'node:fs'

const file = process.argv[2]
if (!file) {
  console.error('usage: node e2e/upstream-client/contract-ops.mjs <contract notes.md>')
  process.exit(2)
}
const text = readFileSync(file, 'utf8')
const TOKENS = /\b((?:GET|POST|PUT|DELETE)(?:(?: or |\/)(?:GET|POST|PUT|DELETE))*)\b|`(\/[^`]*)`/g
const ops = new Set()
let prefix = ''

const add = (methods, path) => {
  const clean = path
    .split('?')[0]
    .replace(/\/\*\*$/, '')
    .replace(/\/$/, '')
  for (const method of methods.split(/ or |\//)) ops.add(`${method} ${clean}`)
}

/** Each `/path` of a text with the METHOD written last before it; a path before any method is left out. */
const read = (text) => {
  let method = null
  let folder = null
  for (const [, methods, path] of text.matchAll(TOKENS)) {
    if (methods) method = methods
    else if (path && method) {
      const full = /^\/(sys|online|mock)\//.test(path) ? path : (folder ?? prefix) + path
      add(/\/exportXls$/.test(full) ? 'GET' : method, full)
      folder ??= full.slice(0, full.lastIndexOf('/'))
    }
  }
}

for (const line of text.split('\n')) {
  const heading = /^#{2,3}\s+(?:\d+\.\s*)?(.*)$/.exec(line)
  if (heading) {
    const bare = /^`(\/[^`]+)`/.exec(heading[1])
    if (bare) prefix = bare[1]
    else if (/^#{2}\s/.test(line)) prefix = ''
    // Only the heading's own operation: its first method and path.
    const own = /^((?:GET|POST|PUT|DELETE)[^`]*)`(\/[^`]+)`/.exec(heading[1])
    if (own) read(`${own[1]}\`${own[2]}\``)
    continue
  }
  const cell = /^\|\s*([^|]+?)\s*\|/.exec(line)
  if (cell && !/^(GET|POST|PUT|DELETE)\b/.test(cell[1]) === false) read(cell[1])
}
console.log([...ops].sort().join('\n'))
