/**
 * Performance budgets, checked on the production build (app/dist, built with a manifest):
 * the JavaScript the /user/login route loads must stay within 150 KB gzip, and the first load of every
 * lazily loaded page (entry + shell + the page's chunks) within 350 KB gzip. Sizes are gzip level 9 of
 * each file, KB = 1024 bytes; CSS and images are not counted. Exits 1 when a budget is exceeded.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

const LOGIN_BUDGET_KB = 150
const ROUTE_BUDGET_KB = 350
const dist = join(import.meta.dirname, '..', 'app', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

const gzipped = new Map()
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  return gzipped.get(file)
}

/** The JS files a chunk loads before it runs: itself and its static imports, transitively. */
function closure(key, files = new Set()) {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`manifest has no chunk ${key}`)
  if (chunk.file.endsWith('.js')) files.add(chunk.file)
  for (const imported of chunk.imports ?? [])
    if (!files.has(manifest[imported]?.file)) closure(imported, files)
  return files
}

const kb = (bytes) => bytes / 1024
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0)

const entry = closure('index.html')
const shell = ['src/app/layouts/basic-layout.tsx', 'src/app/dynamic-routes.tsx'].filter(
  (key) => manifest[key],
)
const failures = []

const login = kb(total(entry))
console.log(`/user/login JavaScript: ${login.toFixed(1)} KB gzip (budget ${LOGIN_BUDGET_KB} KB)`)
if (login > LOGIN_BUDGET_KB) failures.push(`/user/login loads ${login.toFixed(1)} KB > ${LOGIN_BUDGET_KB} KB`)

/** A lazy chunk loaded from another lazy chunk (the editor of a page's form) comes with that page. */
const loadedFrom = new Map()
for (const [key, chunk] of Object.entries(manifest)) {
  for (const child of chunk.dynamicImports ?? []) if (!loadedFrom.has(child)) loadedFrom.set(child, key)
}

/** Lazy chunks loaded by a page itself (an editor opened with a form) are not part of a route's first load. */
const nestedInPage = (key) => loadedFrom.get(key)?.startsWith('src/modules/') ?? false

const firstLoad = (key) => {
  const files = new Set(entry)
  // Pages of the signed-in app come with the shell; the public user pages do not.
  if (!key.startsWith('src/modules/user/')) for (const part of shell) closure(part, files)
  for (let part = key; part && part !== 'index.html'; part = loadedFrom.get(part)) closure(part, files)
  return kb(total(files))
}

const lazy = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && key.startsWith('src/modules/'),
)
const routes = lazy
  .filter((key) => !nestedInPage(key))
  .map((key) => ({ key, size: firstLoad(key) }))
  .sort((a, b) => b.size - a.size)

for (const route of routes.slice(0, 5)) console.log(`  ${route.size.toFixed(1)} KB  ${route.key}`)
console.log(
  `${routes.length} lazy pages; largest first load ${routes[0]?.size.toFixed(1) ?? 0} KB gzip (budget ${ROUTE_BUDGET_KB} KB)`,
)
for (const route of routes) {
  if (route.size > ROUTE_BUDGET_KB) {
    failures.push(`${route.key} first load ${route.size.toFixed(1)} KB > ${ROUTE_BUDGET_KB} KB`)
  }
}
for (const key of lazy.filter(nestedInPage)) {
  console.log(`  later, on use: ${key} (${firstLoad(key).toFixed(1)} KB with its page; not a first load)`)
}

if (failures.length) {
  console.error(`budgets exceeded:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
