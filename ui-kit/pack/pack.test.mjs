// "ui-kit packs and works in another portal". Packs ui-kit (build → ui-kit/dist →
// npm pack), installs the tarball into a fresh Vite + React app in a temporary directory outside the
// workspace with the tested versions of its peer dependencies (`npm ls` must accept them), type-checks that
// app (with ui-kit/README.md's example) and builds it, opens it in headless Chromium and checks that the
// EditableTable renders (header, a cell value, the toolbar) with the package's compiled CSS applied.
// Slow (npm install from the registry; ≈ 30-40 s in all, ≈ 10 s of it npm install): `npm test` step
// "ui-kit package"; alone: `node ui-kit/pack/pack.test.mjs`. UI_KIT_CONSUMER_KEEP=1 keeps the app.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer } from 'node:http'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, dirname, extname, join, normalize } from 'node:path'
import { after, before, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { packUiKit } from '../scripts/pack.mjs'

const workspace = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const require = createRequire(join(workspace, 'package.json'))
const app = mkdtempSync(join(tmpdir(), 'ui-kit-consumer-'))
const timings = []

/** The versions the workspace runs (TOOLCHAIN.md: they work together on Node 20). */
const version = (name) => {
  const nested = join(workspace, 'ui-kit', 'node_modules', name, 'package.json')
  const file = existsSync(nested) ? nested : join(workspace, 'node_modules', name, 'package.json')
  return JSON.parse(readFileSync(file, 'utf8')).version
}
const kit = JSON.parse(readFileSync(join(workspace, 'ui-kit', 'package.json'), 'utf8'))
/** The README's example: type-checked in the consumer app as written, so the README cannot drift. */
const readmeExample = /```tsx\n([\s\S]*?)```/.exec(
  readFileSync(join(workspace, 'ui-kit', 'README.md'), 'utf8'),
)?.[1]

function timed(name, action) {
  const start = performance.now()
  try {
    return action()
  } finally {
    timings.push(`${name} ${((performance.now() - start) / 1000).toFixed(1)} s`)
  }
}

function run(command, args, cwd = app) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, npm_config_update_notifier: 'false', FORCE_COLOR: '0' },
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed in ${cwd}:\n${output}`)
  return output
}

const files = {
  'index.html': `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><link rel="icon" href="data:," /><title>ui-kit consumer</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body>
</html>
`,
  'vite.config.js': `import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
export default defineConfig({ plugins: [react()], build: { reportCompressedSize: false } })
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['ES2023', 'DOM', 'DOM.Iterable'],
      module: 'ESNext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      types: [],
    },
    include: ['src'],
  }),
  'src/css.d.ts': `declare module '*.css'\n`,
  'src/main.tsx': `import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Button } from '@erp/ui-kit/button'
import { EditableTable, type EditableColumn } from '@erp/ui-kit/editable-table'
import '@erp/ui-kit/styles.css'

interface Part {
  id: string
  name: string
  qty: number
}

const columns: EditableColumn<Part>[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: 'Part name', type: 'input', width: 200 },
  { key: 'qty', title: 'Quantity', type: 'inputNumber', width: 120 },
]
// The published declarations are real types, not \`any\`: an unknown cell type is an error.
// @ts-expect-error 'spreadsheet' is not a CellType
const wrong: EditableColumn<Part> = { key: 'name', title: 'Wrong', type: 'spreadsheet' }
void wrong
const rows: Part[] = [
  { id: 'p1', name: 'Hex bolt M8', qty: 120 },
  { id: 'p2', name: 'Washer 8 mm', qty: 300 },
]

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <EditableTable<Part> columns={columns} rows={rows} aria-label="Parts" labels={{ add: 'Add row' }} />
    <Button variant="primary">Portal button</Button>
  </StrictMode>,
)
`,
}

let tarball
let server
let browser

before(() => {
  tarball = timed('build + pack', () => packUiKit({ into: app }))
  assert.ok(readmeExample, 'ui-kit/README.md has a tsx example')
  files['src/readme-example.tsx'] = readmeExample
  // Every peer dependency at the version the workspace tests with; `npm ls` below checks the ranges take them.
  const dependencies = {
    '@erp/ui-kit': `file:./${basename(tarball)}`,
    ...Object.fromEntries(Object.keys(kit.peerDependencies).map((name) => [name, version(name)])),
  }
  const devDependencies = Object.fromEntries(
    ['vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom'].map((name) => [name, version(name)]),
  )
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({ name: 'ui-kit-consumer', private: true, type: 'module', dependencies, devDependencies }),
  )
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(app, file)), { recursive: true })
    writeFileSync(join(app, file), text)
  }
})

after(async () => {
  await browser?.close()
  server?.close()
  console.log(`ui-kit package: ${timings.join(', ')}`)
  if (process.env.UI_KIT_CONSUMER_KEEP) console.log(`consumer app kept in ${app}`)
  else rmSync(app, { recursive: true, force: true })
})

test('the tarball holds ES modules, declarations, the stylesheets, README, LICENSE and CHANGELOG, and no sources or tests', () => {
  const listing = run('tar', ['tzf', tarball]).split('\n').filter(Boolean)
  assert.ok(listing.includes('package/styles.css'), 'styles.css')
  assert.ok(listing.includes('package/editable-table/editable-table.js'), 'editable-table.js')
  assert.ok(listing.includes('package/editable-table/editable-table.d.ts'), 'editable-table.d.ts')
  assert.deepEqual(
    listing.filter((file) => /\.(tsx?|mts)$/.test(file) && !file.endsWith('.d.ts')),
    [],
    'no TypeScript sources',
  )
  assert.deepEqual(
    listing.filter((file) => file.includes('/node_modules/')),
    [],
    'no bundled dependencies (react, AG Grid, Radix stay imports)',
  )
  assert.deepEqual(
    listing.filter((file) => /\.(stories|test|test-helper)\.|fake|\/testing\//.test(file)),
    [],
    'no stories, tests or test helpers (fakes)',
  )
  for (const doc of ['README.md', 'LICENSE', 'CHANGELOG.md']) {
    assert.ok(listing.includes(`package/${doc}`), `${doc} in the tarball`)
  }
  assert.deepEqual(
    listing.filter((file) => file.endsWith('.css')).sort(),
    ['package/styles-no-reset.css', 'package/styles.css', 'package/theme.css'],
    'the stylesheet, the one without the global reset, and the Tailwind theme',
  )
  const css = (name) => run('tar', ['xzOf', tarball, `package/${name}`])
  const noReset = css('styles-no-reset.css')
  assert.match(noReset, /--color-primary:/, 'styles-no-reset.css has the tokens')
  assert.match(noReset, /\.h-8\{/, 'styles-no-reset.css has the components classes')
  assert.doesNotMatch(
    noReset,
    /html,:host|\bbody\{/,
    'styles-no-reset.css has no preflight and no page rules',
  )
  assert.match(css('styles.css'), /html,:host/, 'styles.css keeps the preflight')
  assert.match(
    css('theme.css'),
    /@theme \{[^}]*--color-primary:/,
    'theme.css is a Tailwind 4 @theme of the tokens',
  )
})

test('a fresh Vite + React app installs it, type-checks and builds', () => {
  timed('npm install', () =>
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error']),
  )
  const pkg = JSON.parse(readFileSync(join(app, 'node_modules/@erp/ui-kit/package.json'), 'utf8'))
  assert.match(pkg.version, /^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'a semver version')
  assert.equal(pkg.license, 'MIT')
  assert.deepEqual(
    Object.keys(pkg.peerDependencies).sort(),
    ['ag-grid-community', 'ag-grid-react', 'i18next', 'react', 'react-dom'],
    'what a host shares is a peer dependency',
  )
  for (const name of Object.keys(pkg.peerDependencies)) {
    assert.equal(pkg.dependencies[name], undefined, `${name} is not also a hard dependency`)
  }
  assert.ok(
    readFileSync(join(app, 'node_modules/@erp/ui-kit/CHANGELOG.md'), 'utf8').includes(`## ${pkg.version}`),
    'the changelog has an entry for this version',
  )
  // The tested versions satisfy the peer ranges (npm ls exits non-zero on an invalid or missing peer).
  timed('npm ls', () => run('npm', ['ls', '--all', '--omit=dev', '--loglevel=error']))
  assert.deepEqual(pkg.exports['./editable-table'], {
    types: './editable-table/editable-table.d.ts',
    default: './editable-table/editable-table.js',
  })
  // The workspace's TypeScript against the app's own node_modules: the published .d.ts must resolve.
  timed('tsc', () => run(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.json']))
  const output = timed('vite build', () => run(join(app, 'node_modules/.bin/vite'), ['build']))
  assert.ok(existsSync(join(app, 'dist/index.html')), `no dist/index.html:\n${output}`)
})

test('the EditableTable renders in Chromium with the package CSS', async () => {
  const root = join(app, 'dist')
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname))
    const file = join(root, path === '/' ? 'index.html' : path)
    if (!file.startsWith(root) || !existsSync(file)) return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const start = performance.now()
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (error) => errors.push(String(error)))
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  await page.goto(`http://127.0.0.1:${server.address().port}/`)

  const region = page.getByRole('region', { name: 'Parts' })
  await region.getByRole('columnheader', { name: 'Part name' }).waitFor({ timeout: 15_000 })
  await region.getByRole('columnheader', { name: 'Quantity' }).waitFor()
  await region.getByRole('gridcell', { name: 'Hex bolt M8' }).waitFor()
  await region.getByRole('gridcell', { name: 'Washer 8 mm' }).waitFor()
  await page.getByRole('toolbar').getByRole('button', { name: 'Add row' }).waitFor()

  // dist/styles.css is applied: the design tokens, a layout utility and a token utility of the kit.
  const styles = await page.evaluate(() => {
    const toolbar = document.querySelector('[data-slot="editable-table-toolbar"]')
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Portal button')
    return {
      primary: getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      toolbarDisplay: toolbar ? getComputedStyle(toolbar).display : null,
      buttonHeight: button ? getComputedStyle(button).height : null,
      buttonColor: button ? getComputedStyle(button).color : null,
    }
  })
  timings.push(`chromium ${((performance.now() - start) / 1000).toFixed(1)} s`)
  assert.equal(styles.primary.toLowerCase(), '#1890ff', '--color-primary from the design tokens')
  assert.equal(styles.toolbarDisplay, 'flex', 'the toolbar gets .flex from dist/styles.css')
  assert.equal(styles.buttonHeight, '32px', 'Button size md gets .h-8 from dist/styles.css')
  assert.equal(styles.buttonColor, 'rgb(255, 255, 255)', 'text-primary-foreground')
  assert.deepEqual(errors, [], 'no errors in the page')
})
