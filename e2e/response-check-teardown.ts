import { existsSync, readFileSync } from 'node:fs'

/**
 * Global teardown: the server of the journeys ran with its response check on (RESPONSE_CHECK, see
 * playwright.config.ts and server/src/openapi/response-check.ts), which appended every answer that openapi.yaml
 * does not declare to a file of JSON lines. Any such answer fails the run here, each one printed. Routes no
 * operation describes are listed (not failed): the test hooks (/__test/…) are outside the contract by design.
 *
 * The file is read as plain JSON lines: e2e imports nothing from the workspace.
 */

interface Entry {
  kind: string
  method?: string
  path?: string
  route?: string
  status?: number
  operation?: string
  problem?: string
  errors?: { instancePath: string; message: string }[]
  body?: string
}

export default function responseCheckTeardown(): void {
  const file = process.env.E2E_RESPONSE_CHECK
  if (!file) return
  if (!existsSync(file)) throw new Error(`response check: ${file} was not written (was the check on?)`)
  const entries = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Entry)
  if (!entries.some((entry) => entry.kind === 'start'))
    throw new Error(`response check: the server did not start its check (${file})`)
  const undocumented = entries.filter(
    (entry) => entry.kind === 'undocumented' && !entry.route?.startsWith('/__test/'),
  )
  if (undocumented.length) {
    console.log(
      `response check: ${undocumented.length} routes no operation of openapi.yaml describes:\n${undocumented
        .map((entry) => `  ${entry.method} ${entry.route} → ${entry.status}`)
        .join('\n')}`,
    )
  }
  const violations = entries.filter((entry) => entry.kind === 'violation')
  if (violations.length === 0) {
    console.log('response check: every answer of the journeys is one openapi.yaml declares')
    return
  }
  const lines = violations.map((v) => {
    const errors = (v.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`).join('; ')
    return `  ${v.method} ${v.path} → ${v.status} (${v.operation}): ${v.problem}${errors ? ` [${errors}]` : ''}${
      v.body ? `\n      ${v.body}` : ''
    }`
  })
  throw new Error(
    `response check: ${violations.length} answers of the journeys do not match openapi.yaml (${file}):\n${lines.join('\n')}`,
  )
}
