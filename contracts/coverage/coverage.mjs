#!/usr/bin/env node
// Contract coverage: which operations openapi.yaml describes, which have a Pact
// interaction, which docs/spec.md §7 endpoints the spec lacks, and which operations the app calls without
// an interaction. `npm run contracts:coverage` prints the report; contracts/openapi/coverage.test.ts
// asserts on the same numbers.
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parse } from 'yaml'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const methods = ['get', 'post', 'put', 'delete', 'patch']

/** `/sys/dict/getDictItems/{dictCode}` → a RegExp that matches a concrete path. */
function templateMatcher(template) {
  const pattern = template
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+')
  return new RegExp(`^${pattern}$`)
}

function specOperations() {
  const spec = parse(readFileSync(join(root, 'openapi', 'openapi.yaml'), 'utf8'))
  const base = new URL(spec.servers?.[0]?.url ?? '/', 'http://x').pathname.replace(/\/$/, '')
  const operations = []
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const method of methods) {
      if (item[method]) operations.push({ method: method.toUpperCase(), path, match: templateMatcher(path) })
    }
  }
  return { base, operations }
}

function findOperation(operations, method, path) {
  return operations.find((op) => op.method === method && op.match.test(path))
}

function pactRequests(base) {
  const dir = join(root, 'contracts', 'pacts')
  const requests = []
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const pact = JSON.parse(readFileSync(join(dir, file), 'utf8'))
    for (const interaction of pact.interactions ?? []) {
      const { method, path } = interaction.request
      const relativePath = path.startsWith(base) ? path.slice(base.length) : path
      requests.push({
        method: method.toUpperCase(),
        path: relativePath,
        description: interaction.description,
      })
    }
  }
  return requests
}

function sectionSevenEndpoints() {
  return readFileSync(join(root, 'contracts', 'coverage', 'spec-section-7.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [method, path] = line.split(/\s+/)
      return { method, path }
    })
}

function sourceFiles(dir) {
  const files = []
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') files.push(...sourceFiles(full))
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)) {
      files.push(full)
    }
  }
  return files
}

/**
 * The generic CRUD operations of a resource base path (app/src/lib/resource/crud-client.ts): the list is
 * always called; add, edit, delete and deleteBatch are counted when the spec describes them. queryById is
 * left out (the machinery has it, but no page calls it through a definition today). Excel export and import
 * (`exportXls`, `importExcel`) go through the transfer helpers (binary download, multipart upload), which
 * this coverage does not count: server tests and e2e cover them.
 */
const CRUD_OPERATIONS = [
  ['GET', 'list', true],
  ['POST', 'add', false],
  ['PUT', 'edit', false],
  ['DELETE', 'delete', false],
  ['DELETE', 'deleteBatch', false],
]

/**
 * Calls of the typed client in app/ and ui-kit/ production code: `.GET('/path'` and friends, plus the CRUD
 * operations of every `base: '/path'` literal (a ResourceDefinition, or a crudClient base given inline).
 *
 * What this cannot see: paths built at run time (template literals with expressions, variables), a base
 * that is not written as a `base: '...'` literal, and whether a page actually offers add/edit/delete for
 * its base (a `readOnly` definition is counted like any other, so the count errs on the side of more).
 */
function appCalls(operations) {
  const calls = new Map()
  const call = /\.(GET|POST|PUT|DELETE|PATCH)\(\s*['"`]([^'"`]+)['"`]/g
  const base = /\bbase:\s*['"](\/[^'"]+)['"]/g
  const add = (method, path, file) => {
    const key = `${method} ${path}`
    if (!calls.has(key)) calls.set(key, { method, path, file: relative(root, file) })
  }
  for (const dir of ['app/src', 'ui-kit/src']) {
    for (const file of sourceFiles(join(root, dir))) {
      const text = readFileSync(file, 'utf8')
      for (const [, method, path] of text.matchAll(call)) add(method, path, file)
      for (const [, path] of text.matchAll(base)) {
        for (const [method, suffix, always] of CRUD_OPERATIONS) {
          const full = `${path}/${suffix}`
          if (always || operations.some((op) => op.method === method && op.path === full))
            add(method, full, file)
        }
      }
    }
  }
  return [...calls.values()]
}

export function coverage() {
  const { base, operations } = specOperations()
  const withInteraction = new Set()
  const interactionsOutsideSpec = []
  const requests = pactRequests(base)
  for (const request of requests) {
    const operation = findOperation(operations, request.method, request.path)
    if (operation) withInteraction.add(`${operation.method} ${operation.path}`)
    else interactionsOutsideSpec.push(request)
  }
  const missingFromSpec = sectionSevenEndpoints().filter(
    ({ method, path }) => !operations.some((op) => op.method === method && op.path === path),
  )
  const calls = appCalls(operations)
  const appWithoutInteraction = calls.filter(({ method, path }) => !withInteraction.has(`${method} ${path}`))
  return {
    operations: operations.map(({ method, path }) => ({ method, path })),
    interactions: requests.length,
    withInteraction,
    interactionsOutsideSpec,
    missingFromSpec,
    appCalls: calls,
    appWithoutInteraction,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const result = coverage()
  const list = (items) => items.map(({ method, path }) => `  ${method} ${path}`).join('\n')
  console.log(`operations in openapi.yaml:            ${result.operations.length}`)
  console.log(`pact interactions:                     ${result.interactions}`)
  console.log(`operations with an interaction:        ${result.withInteraction.size}`)
  console.log(`operations the app calls:              ${result.appCalls.length}`)
  console.log(`app calls without an interaction:      ${result.appWithoutInteraction.length}`)
  if (result.appWithoutInteraction.length) console.log(list(result.appWithoutInteraction))
  console.log(`interactions outside the spec:         ${result.interactionsOutsideSpec.length}`)
  if (result.interactionsOutsideSpec.length) console.log(list(result.interactionsOutsideSpec))
  console.log(`docs/spec.md §7 endpoints missing from spec:   ${result.missingFromSpec.length}`)
  if (result.missingFromSpec.length) console.log(list(result.missingFromSpec))
  const failed =
    result.appWithoutInteraction.length +
    result.interactionsOutsideSpec.length +
    result.missingFromSpec.length
  process.exit(failed ? 1 : 0)
}
