// `npm run build -w @erp/ui-kit`: the publishable package in ui-kit/dist/, which is the package root
// that `npm run pack:dist -w @erp/ui-kit` packs (dist/package.json is generated here):
//   dist/<folder>/<file>.js    one ES module per source file (vite.lib.config.ts), dependencies external
//   dist/<folder>/<file>.d.ts  declarations (tsc -p tsconfig.build.json), relative imports with .js
//   dist/styles.css            the compiled Tailwind 4 CSS of the components and the design tokens
//   dist/styles-no-reset.css   the same without Tailwind's preflight and the page rules
//   dist/theme.css             the tokens as a Tailwind 4 @theme, for hosts on Tailwind (copied)
//   dist/package.json          "exports" mapped from the workspace's source exports (scripts/exports.mjs)
//   dist/README.md, LICENSE, CHANGELOG.md  copied from ui-kit/
// The workspace itself never reads dist/: its package.json keeps pointing at the sources.
import tailwindcss from '@tailwindcss/vite'
import { spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { publishedExports, readPackage } from './exports.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(root, 'dist')
const require = createRequire(import.meta.url)

function step(name, action) {
  const start = performance.now()
  const result = action()
  const done = () =>
    console.log(`ui-kit build: ${name} (${((performance.now() - start) / 1000).toFixed(1)} s)`)
  return result instanceof Promise ? result.then((value) => (done(), value)) : (done(), result)
}

function files(dir, suffix) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => join(dir, file))
}

/** `from './x'` → `from './x.js'` in declarations, so they also resolve under moduleResolution node16/nodenext. */
function addJsExtensions(file) {
  const text = readFileSync(file, 'utf8')
  const fixed = text.replace(
    /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]+)\2/g,
    (whole, prefix, quote, specifier) => {
      if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return whole
      const target = join(dirname(file), specifier)
      if (existsSync(`${target}.d.ts`)) return `${prefix}${quote}${specifier}.js${quote}`
      if (existsSync(join(target, 'index.d.ts'))) return `${prefix}${quote}${specifier}/index.js${quote}`
      throw new Error(`${relative(root, file)}: cannot resolve ${specifier}`)
    },
  )
  if (fixed !== text) writeFileSync(file, fixed)
}

const pkg = readPackage(root)
rmSync(dist, { recursive: true, force: true })

await step('modules (vite library mode)', () =>
  build({ configFile: join(root, 'vite.lib.config.ts'), logLevel: 'warn' }),
)

await step('styles.css and styles-no-reset.css (tailwind)', () =>
  build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      rollupOptions: {
        input: {
          styles: join(root, 'styles.lib.css'),
          'styles-no-reset': join(root, 'styles-no-reset.lib.css'),
        },
        output: { assetFileNames: '[name][extname]' },
      },
    },
  }),
)

// The Tailwind 4 theme of the tokens is read by the host's Tailwind: shipped as written.
copyFileSync(join(root, 'src', 'theme.css'), join(dist, 'theme.css'))

step('declarations (tsc)', () => {
  const tsc = require.resolve('typescript/bin/tsc')
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('tsc -p ui-kit/tsconfig.build.json failed')
  for (const file of files(dist, '.d.ts')) addJsExtensions(file)
})

// A bare import in dist/ that is not a (peer) dependency would fail in the consumer's install.
const declared = new Set(Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies }))
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')
const undeclared = new Set()
for (const file of files(dist, '.js')) {
  const text = readFileSync(file, 'utf8')
  for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*"([^".][^"]*)"/g)) {
    if (!declared.has(packageName(specifier))) undeclared.add(`${specifier} (${relative(dist, file)})`)
  }
}
if (undeclared.size > 0) {
  throw new Error(
    `ui-kit build: imports that are not in ui-kit's dependencies: ${[...undeclared].join(', ')}`,
  )
}

const exportsMap = publishedExports(pkg.exports)
const missing = Object.values(exportsMap)
  .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
  .filter((target) => target !== './package.json' && !existsSync(join(dist, target)))
if (missing.length > 0) throw new Error(`ui-kit build: exports point at missing files: ${missing.join(', ')}`)

const published = {
  name: pkg.name,
  version: pkg.version,
  description: pkg.description,
  type: 'module',
  license: pkg.license,
  sideEffects: ['*.css'],
  exports: exportsMap,
  peerDependencies: pkg.peerDependencies,
  dependencies: pkg.dependencies,
}
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(published, null, 2)}\n`)
// What a portal developer reads first, shipped in the tarball: how to install and use it, the licence, the changes.
for (const doc of ['README.md', 'LICENSE', 'CHANGELOG.md']) copyFileSync(join(root, doc), join(dist, doc))
console.log(
  `ui-kit build: ${files(dist, '.js').length} modules, ${files(dist, '.d.ts').length} declarations, styles.css, ` +
    `${Object.keys(exportsMap).length} exports → ${relative(process.cwd(), dist) || '.'}`,
)
