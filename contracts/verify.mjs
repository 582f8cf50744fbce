// Verifies the committed pacts (contracts/pacts/*.json) against ANY provider: our server/ or a back end
// another team runs.
//
//   npm run contracts:verify -- --provider-base-url http://erp.example.com:8080
//
// Options
//   --provider-base-url URL  the provider's origin; the pacts record full paths (/jeecg-boot/...)  [required]
//   --token TOKEN            a token of a signed-in admin, sent as X-Access-Token wherever the pact sends one
//                            in state 'admin is signed in'. Note: the logout interaction invalidates it, so an
//                            interaction verified after logout may then fail; prefer the sign-in below.
//   --username, --password   without --token, state 'admin is signed in' signs in through the provider's own
//                            POST <api-prefix>/sys/login with these (default admin / 123456) for a fresh token
//   --api-prefix PATH        where that login lives (default /jeecg-boot)
//   --state-hooks            the provider has our test hook POST /__test/state (server/ started with
//                            ERP_TEST_HOOKS=1): states are set up there, as in the provider test
//   --pact FILE              verify this pact file instead of contracts/pacts/*.json (repeatable)
//   --log-level LEVEL        Pact log level (default warn)
//   --response-check FILE    server/ started with RESPONSE_CHECK=FILE (server/src/openapi/response-check.ts): every
//                            answer the server gave during this run that openapi.yaml does not declare (a status, a
//                            content type or a body) fails the run too; the lines it appended are printed
//
// Provider states. With --state-hooks they are set up by the provider. Without it (a back end that does not
// have our hooks) the back-end team must have them true before the run:
//   'user admin exists with password 123456'  an enabled user admin / 123456 exists
//   'admin is signed in'                      provided here: --token, or a fresh sign-in (see above)
//   'no user is signed in'                    nothing to do: the pact sends a token no server issued
//   'an SMS code 123456 was sent to 18611111111'          a live sign-in code 123456 for admin's phone
//   'an SMS code 123456 was sent to 13912345678 for registration'   a live registration code, no user has the phone
//   'an SMS code 123456 was sent to 18611111111 for a forgotten password'   a live password-reset code
//   'the CAS server accepts ticket ST-pact for admin'     the back end's CAS server validates ST-pact as admin
//   '… and admin is signed in'                the rows named before 'and' exist (the announcement; the
//                                             system-administration fixtures: PACT_FIXTURE in contracts/pact-names.ts);
//                                             admin signs in as for 'admin is signed in'
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

process.env.PACT_DO_NOT_TRACK ??= 'true'

const here = dirname(fileURLToPath(import.meta.url))
const STATES = {
  adminExists: 'user admin exists with password 123456',
  adminSignedIn: 'admin is signed in',
  multiDepartSignedIn: 'zhangsan is signed in',
  nobodySignedIn: 'no user is signed in',
  smsCodeForAdminSignIn: 'an SMS code 123456 was sent to 18611111111',
  smsCodeForRegistration: 'an SMS code 123456 was sent to 13912345678 for registration',
  smsCodeForAdminPasswordReset: 'an SMS code 123456 was sent to 18611111111 for a forgotten password',
  casTicketForAdmin: 'the CAS server accepts ticket ST-pact for admin',
  unreadAnnouncementForAdmin:
    'announcement 1580000000000000000000000000000a is unread and admin is signed in',
  systemFixtures: 'the system-administration fixtures exist and admin is signed in',
}
/** The example token the pacts record (contracts/pact-names.ts); swapped for the state's real token. */
const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIiwiZXhwIjoxNzAwMDAwMDAwfQ.example-signature'

function usage(message) {
  if (message) console.error(`error: ${message}\n`)
  console.error(USAGE)
  process.exit(message ? 2 : 0)
}

const USAGE = [
  'usage: npm run contracts:verify -- --provider-base-url URL [--token TOKEN | --username U --password P]',
  '                                   [--state-hooks] [--api-prefix /jeecg-boot] [--pact FILE]... [--log-level warn]',
  '                                   [--response-check FILE]',
  'See the comment at the top of contracts/verify.mjs for the provider states the back end must provide.',
].join('\n')

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        'provider-base-url': { type: 'string' },
        token: { type: 'string' },
        username: { type: 'string', default: 'admin' },
        password: { type: 'string', default: '123456' },
        'api-prefix': { type: 'string', default: '/jeecg-boot' },
        'state-hooks': { type: 'boolean', default: false },
        pact: { type: 'string', multiple: true },
        'log-level': { type: 'string', default: 'warn' },
        'response-check': { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    return usage(error.message)
  }
})()

if (values.help) usage()
const baseUrl = (values['provider-base-url'] ?? process.env.PACT_PROVIDER_BASE_URL ?? '').replace(/\/+$/, '')
if (!baseUrl) usage('--provider-base-url is required')
try {
  new URL(baseUrl)
} catch {
  usage(`--provider-base-url is not a URL: ${baseUrl}`)
}

const pactUrls = values.pact?.length
  ? values.pact.map((file) => resolve(file))
  : readdirSync(join(here, 'pacts'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(here, 'pacts', file))
if (pactUrls.length === 0) usage('no pact in contracts/pacts: run the consumer tests first')

/** The token of the current provider state, if it provides one. */
let token = null

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', tenant_id: '0' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  let json = null
  try {
    json = JSON.parse(text)
  } catch {
    // reported below
  }
  return { status: response.status, json, text }
}

async function stateFromHook(state) {
  const { status, json, text } = await postJson(`${baseUrl}/__test/state`, { state })
  if (status !== 200)
    throw new Error(`POST /__test/state "${state}" answered ${status}: ${text.slice(0, 200)}`)
  return json?.token ?? null
}

async function signIn(username = values.username, password = values.password) {
  const url = `${baseUrl}${values['api-prefix']}/sys/login`
  const { json, status, text } = await postJson(url, { username, password })
  if (json?.code !== 200 || typeof json?.result?.token !== 'string') {
    throw new Error(`signing in as ${username} at ${url} failed (${status}): ${text.slice(0, 200)}`)
  }
  return json.result.token
}

async function setUp(state) {
  token = null
  if (values['state-hooks']) {
    token = await stateFromHook(state)
  } else if (state === STATES.adminSignedIn || state.endsWith(' and admin is signed in')) {
    token = values.token ?? (await signIn())
  } else if (state.endsWith(' is signed in')) {
    // Other seeded users of the reference data (README) sign in with their demo password.
    token = await signIn(state.slice(0, -' is signed in'.length), '123456')
  }
  return undefined
}

/**
 * Puts the state's token in place of the recorded one, and gives a bodiless request Content-Length: 0, as the
 * client does (Pact's proxy would otherwise forward an empty chunked body without a Content-Type).
 */
function requestFilter(request, _response, next) {
  if (token && request.headers['x-access-token']) request.headers['x-access-token'] = token
  // A token handed over in the path (third-party sign-in) is swapped the same way.
  if (token && request.url?.includes(EXAMPLE_TOKEN)) request.url = request.url.replace(EXAMPLE_TOKEN, token)
  const { headers, method } = request
  if (method !== 'GET' && method !== 'HEAD' && !headers['content-length'] && !headers['transfer-encoding']) {
    headers['content-length'] = '0'
  }
  next()
}

function parseReport(text) {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

/** Any HTTP answer will do; Pact's proxy would crash the process on a refused connection. */
async function reachable(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(10_000) })
    return true
  } catch (error) {
    console.error(`The provider does not answer at ${url}: ${error.cause?.message ?? error.message}`)
    return false
  }
}

/** The violations the server's response check appended to `file` after byte `from` (this run's answers). */
function responseViolations(file, from) {
  if (!existsSync(file)) return null
  return readFileSync(file)
    .subarray(from)
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.kind === 'violation')
}

async function main() {
  if (!(await reachable(baseUrl))) {
    process.exitCode = 1
    return
  }
  const checkFile = values['response-check'] ? resolve(values['response-check']) : null
  const checkFrom = checkFile && existsSync(checkFile) ? statSync(checkFile).size : 0
  const { Verifier } = await import('@pact-foundation/pact')
  console.log(`Verifying ${pactUrls.length} pact(s) against ${baseUrl}`)
  for (const url of pactUrls) console.log(`  ${url}`)
  console.log(
    values['state-hooks']
      ? 'Provider states: set up through POST /__test/state on the provider.'
      : `Provider states: to be prepared by the back end (see contracts/verify.mjs); 'admin is signed in' uses ${
          values.token ? 'the --token given' : `a fresh sign-in as ${values.username}`
        }.`,
  )

  let report = null
  let failure = null
  try {
    const output = await new Verifier({
      provider: 'erp-server',
      providerBaseUrl: baseUrl,
      pactUrls,
      logLevel: values['log-level'],
      stateHandlers: Object.fromEntries(Object.values(STATES).map((state) => [state, () => setUp(state)])),
      requestFilter,
    }).verifyProvider()
    report = parseReport(output)
  } catch (error) {
    failure = error
    report = parseReport(error?.message ?? '')
  }

  const results = report?.interactionResults ?? []
  const passed = results.filter((result) => result.result === 'OK').length
  console.log('\n=== contract verification summary')
  console.log(`provider: ${baseUrl}`)
  for (const result of results) {
    console.log(
      `  ${result.result === 'OK' ? 'ok    ' : 'FAILED'} ${result.description} (${result.duration})`,
    )
  }
  if (failure && !report) console.log(`  the verification could not run: ${failure.message ?? failure}`)
  let ok = !failure && results.length > 0 && passed === results.length
  console.log(`${passed} of ${results.length} interactions verified: ${ok ? 'PASS' : 'FAIL'}`)
  if (checkFile) {
    const violations = responseViolations(checkFile, checkFrom)
    if (violations === null) {
      console.log(
        `response check: ${checkFile} does not exist (was the server started with RESPONSE_CHECK?): FAIL`,
      )
      ok = false
    } else {
      for (const v of violations) {
        const errors = (v.errors ?? [])
          .map((error) => `${error.instancePath || '/'} ${error.message}`)
          .join('; ')
        console.log(
          `  ${v.method} ${v.path} → ${v.status} (${v.operation}): ${v.problem}${errors ? ` [${errors}]` : ''}`,
        )
      }
      console.log(
        `response check: ${violations.length} answers not as openapi.yaml declares: ${violations.length ? 'FAIL' : 'PASS'}`,
      )
      if (violations.length) ok = false
    }
  }
  if (!ok && !values['state-hooks']) {
    console.log(
      'Hint: failures in a given state may mean the state was not prepared (admin / 123456 must exist);\n' +
        '      with our server, start it with ERP_TEST_HOOKS=1 and pass --state-hooks.',
    )
  }
  process.exitCode = ok ? 0 : 1
}

await main()
