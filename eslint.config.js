// @ts-check
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import globals from 'globals'
import { readdirSync } from 'node:fs'

/**
 * "What may import what" (docs/architecture.md) as lint rules. ESLint's flat config keeps only the options of
 * the LAST block that sets a rule for a file, so a narrower zone (app/src/modules, app/src/lib…) would
 * silently drop the wider zone's list (app/**). Each block therefore spreads the complete list for its
 * zone from the shared groups below; scripts/lint-boundaries.test.mjs checks that every kind still fails.
 * @typedef {{ group: string[], message: string } | { regex: string, message: string }} Restriction
 * @param {Restriction[]} restrictions
 */
const forbid = (...restrictions) => ({
  'no-restricted-imports': ['error', { patterns: restrictions }],
})

/**
 * ui-kit: by package name or by a relative path into a sibling package.
 * @type {Restriction}
 */
const uiKitRestriction = {
  group: [
    '@erp/openapi',
    '@erp/openapi/*',
    '@erp/app',
    '@erp/app/*',
    '@erp/server',
    '@erp/server/*',
    '@erp/contracts',
    '@erp/contracts/*',
    '**/openapi/**',
    '**/app/**',
    '**/server/**',
    '**/contracts/**',
    'react-router',
    'react-router-dom',
    '@tanstack/*',
  ],
  message: 'ui-kit knows nothing of routes, the API client, the server or business modules.',
}

/**
 * The whole app (shell, modules, shared code): ui-kit and openapi only, by package name or relative path.
 * @type {Restriction}
 */
const appRestriction = {
  group: [
    '@erp/server',
    '@erp/server/*',
    '@erp/contracts',
    '@erp/contracts/*',
    '@erp/stories',
    '@erp/stories/*',
    '@erp/e2e',
    '@erp/e2e/*',
    '@erp/bench',
    '@erp/bench/*',
    '**/server/src/**',
    '**/contracts/**',
    '**/e2e/**',
  ],
  message: 'app imports only ui-kit and openapi.',
}

/** @type {Restriction} */
const sharedCodeRestriction = {
  group: ['**/modules/**', '**/app/router*', '**/app/layouts/**'],
  message:
    'app shared code (lib, stores, hooks) must not import modules or the app shell: one direction only.',
}

/** @type {Restriction} */
const moduleRestriction = {
  group: ['**/app/router*', '**/app/layouts/**'],
  message:
    'modules import shared code (lib, stores, hooks), ui-kit and openapi, never the app shell or each other.',
}

/**
 * The API client value `api` (app/src/lib/api.ts): a page or component calls the server through its module's api
 * files (`modules/<name>/api/`, one per resource: fetcher, query options, hook), so the client is imported only
 * there, by the shared helpers of `apiClientHelpers` and by tests. Relative spellings from inside lib included.
 * @type {Restriction}
 */
const apiClientRestriction = {
  // A regex, not a gitignore group: `./api` would also match a module's own `./api/<resource>-api` files.
  regex: '(^|/)lib/api$|^(\\./|(\\.\\./)+)api$',
  message:
    "Call the server through the module's api files (modules/<name>/api/); only they, the shared helpers listed in eslint.config.js and tests import the API client.",
}

/** Shared code that calls the server itself, so it imports the API client (each with the reason). */
const apiClientHelpers = [
  // The generic CRUD client every resource screen uses (list, queryById, add, edit, delete, deleteBatch).
  'app/src/lib/resource/crud-client.ts',
  // Dictionary options of any form or filter (`/sys/dict/getDictItems`).
  'app/src/lib/resource/use-dict-options.ts',
  // The remote checks of form rules (duplicate check, check-rule by code), for any module's form.
  'app/src/lib/resource/field-rules.ts',
  // Sign-in by single sign-on ticket or third-party token, before any module is loaded.
  'app/src/lib/sso.ts',
  // Sign-out and the dictionary cache refresh of the user menu.
  'app/src/lib/session-actions.ts',
  // The session's own data the app shell shows (account, notices, permissions).
  'app/src/lib/queries/account-queries.ts',
  'app/src/lib/queries/notice-queries.ts',
  'app/src/lib/queries/permission-queries.ts',
]

/** @param {string} dir */
const testsUnder = (dir) => [
  `${dir}/**/*.test.ts`,
  `${dir}/**/*.test.tsx`,
  `${dir}/**/*.test-helper.ts`,
  `${dir}/**/*.test-helper.tsx`,
]

/** app/src/modules/<name>: each module may not import another one (docs/architecture.md). */
const appModules = readdirSync(new URL('./app/src/modules', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const moduleZones = appModules.map((name) => ({
  target: `./app/src/modules/${name}`,
  from: './app/src/modules',
  except: [`./${name}`],
  message: 'Modules do not import each other; share through app/src/lib, stores or hooks.',
}))

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/storybook-static/**',
      'openapi/src/schema.d.ts',
      'contracts/pacts/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    },
    plugins: { 'import-x': importX },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-script-url': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json'] }),
      ],
    },
  },
  {
    files: ['**/*.tsx', 'ui-kit/**/*.ts', 'app/**/*.ts', 'stories/**/*.ts'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.strict.rules },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'contracts/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // --- what may import what -------------------------------------------------------------
  {
    files: ['openapi/**'],
    rules: forbid({
      group: ['@erp/*', '**/ui-kit/**', '**/app/**', '**/server/**'],
      message: 'openapi/ imports no other workspace package.',
    }),
  },
  {
    files: ['ui-kit/**'],
    rules: forbid(uiKitRestriction),
  },
  {
    files: ['app/**'],
    rules: forbid(appRestriction, apiClientRestriction),
  },
  {
    files: ['app/src/lib/**', 'app/src/stores/**', 'app/src/hooks/**'],
    rules: forbid(appRestriction, sharedCodeRestriction, apiClientRestriction),
  },
  {
    files: ['app/src/modules/**'],
    rules: forbid(appRestriction, moduleRestriction, apiClientRestriction),
  },
  // Where the API client may be imported: the same lists without apiClientRestriction, narrowest zone last.
  {
    files: [...testsUnder('app'), 'app/test/**'],
    rules: forbid(appRestriction),
  },
  {
    files: [
      ...apiClientHelpers,
      ...testsUnder('app/src/lib'),
      ...testsUnder('app/src/stores'),
      ...testsUnder('app/src/hooks'),
    ],
    rules: forbid(appRestriction, sharedCodeRestriction),
  },
  {
    files: ['app/src/modules/**/api/**', ...testsUnder('app/src/modules')],
    rules: forbid(appRestriction, moduleRestriction),
  },
  {
    files: ['app/src/modules/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: moduleZones }] },
  },
  {
    files: ['server/**'],
    rules: forbid({
      group: ['@erp/ui-kit', '@erp/ui-kit/*', '@erp/app', '@erp/app/*', 'react', 'react-dom'],
      message: 'server imports only openapi.',
    }),
  },
  {
    files: ['stories/**'],
    rules: forbid({
      group: [
        '@erp/server',
        '@erp/server/*',
        '@erp/contracts',
        '@erp/contracts/*',
        '@erp/e2e',
        '@erp/e2e/*',
        '**/server/src/**',
        '**/contracts/**',
        '**/e2e/**',
      ],
      message: 'stories show ui-kit and app components; they never reach the server, the contracts or e2e.',
    }),
  },
  {
    files: ['contracts/**'],
    rules: forbid({
      group: ['@erp/ui-kit', '@erp/ui-kit/*', '@erp/app', '@erp/app/*'],
      message: 'contracts use the real client and the server only.',
    }),
  },
  {
    files: ['bench/table-*.ts', 'bench/table-page/**'],
    rules: forbid({
      group: [
        '@erp/app',
        '@erp/app/*',
        '@erp/server',
        '@erp/server/*',
        '**/app/src/**',
        '**/server/src/**',
        '**/ui-kit/src/**',
      ],
      message: 'table benchmarks measure ui-kit through its published exports only.',
    }),
  },
  {
    files: ['e2e/**', 'bench/**'],
    // module-seeds.ts times the server's own seeding functions, so it imports @erp/server/db/* and /modules/*;
    // scale.ts starts its PostgreSQL with the cluster tests' server/src/cluster/private-postgres.ts.
    ignores: ['bench/table-*.ts', 'bench/table-page/**', 'bench/module-seeds.ts', 'bench/scale.ts'],
    rules: forbid({
      group: ['@erp/*', '**/app/src/**', '**/server/src/**', '**/ui-kit/src/**'],
      message: 'e2e treats the app as a black box.',
    }),
  },
)
