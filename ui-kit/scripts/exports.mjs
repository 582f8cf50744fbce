// The one mapping between ui-kit's workspace "exports" (sources) and the published ones (dist/).
// Every public subpath of package.json is a library entry; `./testing/*` is workspace-only.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const SOURCE = /^\.\/src\/(.+)\.(ts|tsx)$/
/** A stylesheet at the top of src/: published at the package root (compiled or, for theme.css, copied). */
const CSS = /^\.\/src\/([\w-]+)\.css$/

export function readPackage(root) {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
}

/** Subpaths that are for the workspace only (test helpers) and are not published. */
export function isPublic(subpath) {
  return !subpath.startsWith('./testing/')
}

/** `{ 'editable-table/editable-table': '/abs/ui-kit/src/editable-table/editable-table.tsx', … }` */
export function libraryEntries(root) {
  const entries = {}
  for (const [subpath, target] of Object.entries(readPackage(root).exports ?? {})) {
    if (!isPublic(subpath) || typeof target !== 'string') continue
    const match = SOURCE.exec(target)
    if (match) entries[match[1]] = join(root, target)
  }
  return entries
}

/**
 * The "exports" of the packed package: `./src/x/y.tsx` → `{ types: ./x/y.d.ts, default: ./x/y.js }`
 * (dist/ is the package root), `./src/<name>.css` → `./<name>.css`. Throws on a target it cannot map,
 * so a new kind of export fails the build instead of shipping a broken path.
 */
export function publishedExports(sourceExports) {
  const result = {}
  for (const [subpath, target] of Object.entries(sourceExports ?? {})) {
    if (!isPublic(subpath)) continue
    if (typeof target !== 'string')
      throw new Error(`ui-kit export ${subpath}: only string targets are supported`)
    const match = SOURCE.exec(target)
    if (match) result[subpath] = { types: `./${match[1]}.d.ts`, default: `./${match[1]}.js` }
    else if (CSS.test(target)) result[subpath] = `./${CSS.exec(target)[1]}.css`
    else throw new Error(`ui-kit export ${subpath} → ${target}: no published counterpart`)
  }
  result['./package.json'] = './package.json'
  return result
}
