// The "what may import what" rules of eslint.config.js hold in every zone: a forbidden import of each kind
// fails lint and an allowed one passes. ESLint's flat config keeps only the last matching block's options for a
// rule, so a narrower block that forgot the wider list would let these through. Run: node --test scripts/
import assert from 'node:assert/strict'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'eslint.config.js') })

/** Lints `code` as if it were the file at `filePath` and returns the boundary rules' messages. */
async function boundaryMessages(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) })
  assert.ok(result, `no lint result for ${filePath}`)
  const fatal = result.messages.filter((message) => message.fatal)
  assert.deepEqual(fatal, [], `${filePath} did not parse`)
  return result.messages.filter(
    (message) =>
      message.ruleId === 'no-restricted-imports' || message.ruleId === 'import-x/no-restricted-paths',
  )
}

/** A real file of another module than `hr`, so that import-x can resolve the cross-module import. */
function otherModuleImport() {
  const modulesDir = join(root, 'app/src/modules')
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'hr') continue
    const file = readdirSync(join(modulesDir, entry.name)).find(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'),
    )
    if (file) return `../${entry.name}/${file.replace(/\.ts$/, '')}`
  }
  throw new Error('no other module with a .ts file under app/src/modules')
}

const forbidden = [
  ['module → @erp/contracts', 'app/src/modules/hr/x.ts', `import '@erp/contracts'`],
  ['module → @erp/server', 'app/src/modules/hr/x.ts', `import '@erp/server/start'`],
  [
    'module → server sources by relative path',
    'app/src/modules/hr/x.ts',
    `import '../../../../server/src/db/database'`,
  ],
  ['module → app shell', 'app/src/modules/hr/x.ts', `import '../../app/router'`],
  ['module → another module', 'app/src/modules/hr/x.ts', `import '${otherModuleImport()}'`],
  ['lib → modules', 'app/src/lib/x.ts', `import '../modules/hr/resident-id'`],
  ['lib → @erp/contracts', 'app/src/lib/x.ts', `import '@erp/contracts'`],
  [
    'stores → server sources by relative path',
    'app/src/stores/x.ts',
    `import '../../../server/src/db/database'`,
  ],
  ['hooks → app shell', 'app/src/hooks/x.ts', `import '../app/layouts/basic-layout'`],
  ['app shell → @erp/server', 'app/src/app/x.ts', `import '@erp/server/start'`],
  [
    'app shell → server sources by relative path',
    'app/src/app/x.ts',
    `import '../../../server/src/db/database'`,
  ],
  ['ui-kit → app by relative path', 'ui-kit/src/button/x.ts', `import '../../../app/src/lib/api'`],
  ['ui-kit → server by relative path', 'ui-kit/src/button/x.ts', `import '../../../server/src/db/database'`],
  ['ui-kit → @erp/openapi', 'ui-kit/src/button/x.ts', `import '@erp/openapi/client'`],
  ['ui-kit → router', 'ui-kit/src/button/x.ts', `import 'react-router'`],
  ['server → @erp/app', 'server/src/x.ts', `import '@erp/app'`],
  ['openapi → ui-kit by relative path', 'openapi/src/x.ts', `import '../../ui-kit/src/lib/cn'`],
  ['e2e → app sources', 'e2e/tests/x.ts', `import '../../app/src/lib/api'`],
  ['stories → @erp/server', 'stories/x.ts', `import '@erp/server/start'`],
  ['stories → server sources by relative path', 'stories/x.ts', `import '../server/src/db/database'`],
  ['module page → the API client', 'app/src/modules/hr/x-page.tsx', `import { api } from '../../lib/api'`],
  [
    'system module component → the API client',
    'app/src/modules/system/user/user-form.tsx',
    `import { api } from '../../../lib/api'`,
  ],
  ['app shell → the API client', 'app/src/app/x.tsx', `import { api } from '../lib/api'`],
  ['store → the API client', 'app/src/stores/x.ts', `import { api } from '../lib/api'`],
  ['lib helper not listed → the API client', 'app/src/lib/x.ts', `import { api } from './api'`],
  [
    'lib helper in a folder, not listed → the API client',
    'app/src/lib/resource/x.ts',
    `import { api } from '../api'`,
  ],
  ['module test → server sources', 'app/src/modules/hr/x.test.ts', `import '@erp/server/start'`],
  ['module api file → another module', 'app/src/modules/hr/api/x.ts', `import '../${otherModuleImport()}'`],
  ['module api file → app shell', 'app/src/modules/hr/api/x.ts', `import '../../../app/router'`],
  [
    'listed lib helper → modules',
    'app/src/lib/resource/crud-client.ts',
    `import '../../modules/hr/resident-id'`,
  ],
]

for (const [name, filePath, code] of forbidden) {
  test(`forbidden: ${name}`, async () => {
    const messages = await boundaryMessages(filePath, `${code}\n`)
    assert.ok(messages.length > 0, `${filePath}: "${code}" passed lint`)
  })
}

const allowed = [
  [
    'module → ui-kit, openapi, lib and its own files',
    'app/src/modules/hr/x.ts',
    [
      `import '@erp/ui-kit/button'`,
      `import '@erp/openapi/client'`,
      `import '../../lib/api-transfers'`,
      `import '../../lib/resource/crud-client'`,
      `import './resident-id'`,
    ],
  ],
  [
    'lib → ui-kit and openapi',
    'app/src/lib/x.ts',
    [`import '@erp/ui-kit/cn'`, `import '@erp/openapi/client'`],
  ],
  ['app shell → modules', 'app/src/app/x.ts', [`import '../modules/hr/resident-id'`]],
  ['stories → ui-kit', 'stories/x.ts', [`import '@erp/ui-kit/button'`]],
  [
    'module api file → the API client',
    'app/src/modules/hr/api/x-api.ts',
    [`import { api } from '../../../lib/api'`],
  ],
  [
    'module pages → their own api files',
    'app/src/modules/system/user/x-page.tsx',
    [`import './api/users'`, `import { crudClient } from '../../../lib/resource/crud-client'`],
  ],
  [
    'system module api file → the API client',
    'app/src/modules/system/user/api/x-api.ts',
    [`import { api } from '../../../../lib/api'`],
  ],
  [
    'listed lib helper → the API client',
    'app/src/lib/resource/crud-client.ts',
    [`import { api } from '../api'`],
  ],
  [
    'lib helper → api transfers and options',
    'app/src/lib/x.ts',
    [`import './api-transfers'`, `import './api-options'`],
  ],
  ['module test → the API client', 'app/src/modules/hr/x.test.tsx', [`import { api } from '../../lib/api'`]],
  ['app shell test → the API client', 'app/src/app/x.test.tsx', [`import { api } from '../lib/api'`]],
  ['ui-kit → its own files', 'ui-kit/src/button/x.ts', [`import '../lib/cn'`]],
  ['server → openapi', 'server/src/x.ts', [`import '@erp/openapi/resources'`]],
]

for (const [name, filePath, lines] of allowed) {
  test(`allowed: ${name}`, async () => {
    const messages = await boundaryMessages(filePath, `${lines.join('\n')}\n`)
    assert.deepEqual(
      messages.map((message) => message.message),
      [],
      `${filePath} should pass lint`,
    )
  })
}
