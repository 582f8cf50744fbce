// Verifies the committed pacts (contracts/pacts/*.json) against ANY provider: our server/ or a back end
// another team runs. contracts/PROVIDER-STATES.md says what every provider state means in data terms, and
// contracts/fixtures/*.sql holds the rows the states name, as plain SQL.
//
//   npm run contracts:verify -- --provider-base-url http://erp.example.com:8080 --state-url http://erp.example.com:8080/pact/state
//
// Options
//   --provider-base-url URL  the provider's origin; the pacts record full paths (/jeecg-boot/...)  [required]
//   --state-url URL          the provider's state endpoint (PROVIDER-STATES.md § The state endpoint): before each
//                            interaction it is sent POST {"state", "params", "action": "setup"} and sets the state
//                            up; it may answer {"token": "..."} for a '… is signed in' state, else the script signs in
//   --state-hooks            shorthand for --state-url <provider-base-url>/__test/state: server/ started with
//                            ERP_TEST_HOOKS=1, as in the in-repo provider test
//   --token TOKEN            without a state endpoint: the token of a signed-in admin for every '… admin is signed
//                            in' state. The logout interaction invalidates it; prefer the sign-in below.
//   --username, --password   the sign-in for '… admin is signed in' when no token comes from the state endpoint:
//                            POST <api-prefix>/sys/login (default admin / 123456); '<user> is signed in' signs
//                            <user> in with --password
//   --captcha                the provider's login requires a captcha (upstream 2.4.6): every sign-in first sets up
//                            the state 'the login captcha for check key pact-check-key is PACT' (needs --state-url)
//                            and sends captcha PACT with checkKey pact-check-key
//   --skip-state TEXT        leave out the interactions whose provider state contains TEXT (case ignored), e.g.
//                            --skip-state CAS for a back end without a CAS server (repeatable; listed as skipped)
//   --skip TEXT              leave out the interactions whose description contains TEXT (repeatable)
//   --api-prefix PATH        where the sign-ins live (default /jeecg-boot)
//   --pact FILE              verify this pact file instead of contracts/pacts/*.json (repeatable)
//   --log-level LEVEL        Pact log level (default warn)
//   --response-check FILE    server/ started with RESPONSE_CHECK=FILE (server/src/openapi/response-check.ts): every
//                            answer the server gave during this run that openapi.yaml does not declare (a status, a
//                            content type or a body) fails the run too; the lines it appended are printed
//
// Tokens: the pacts record example tokens. X-Access-Token (and a token in a path, third-party sign-in) is replaced by
// the state's token; X-Meter-Token by a meter token of the fixture meter PACT-M2, from POST
// <api-prefix>/mtr/selfService/login with meterNo PACT-M2 and phoneLast4 1234 (rows of contracts/fixtures/modules.sql).
//
// Without --state-url the back-end team must have every state true before the run (PROVIDER-STATES.md § Without a
// state endpoint): only the states whose data does not change between interactions can be met that way.
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

process.env.PACT_DO_NOT_TRACK ??= 'true'

const here = dirname(fileURLToPath(import.meta.url))
/** The example token the pacts record (contracts/pact-names.ts); swapped for the state's real token. */
const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIiwiZXhwIjoxNzAwMDAwMDAwfQ.example-signature'
/** The example meter token of the self-service pacts (MTR_FIXTURE.exampleMeterToken in server/src/modules/mtr/pact-fixtures.ts). */
const EXAMPLE_METER_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6Im1ldGVyIn0.example-meter-signature'
/** The meter the self-service pacts act on (contracts/fixtures/modules.sql). */
const FIXTURE_METER = { meterNo: 'PACT-M2', phoneLast4: '1234' }
/** The state a captcha-requiring sign-in sets up first (LOGIN_CAPTCHA in contracts/pact-names.ts). */
const CAPTCHA = { checkKey: 'pact-check-key', code: 'PACT' }
const CAPTCHA_STATE = `the login captcha for check key ${CAPTCHA.checkKey} is ${CAPTCHA.code}`
const NOBODY = 'no user is signed in'

function usage(message) {
  if (message) console.error(`error: ${message}\n`)
  console.error(USAGE)
  process.exit(message ? 2 : 0)
}

const USAGE = [
  'usage: npm run contracts:verify -- --provider-base-url URL [--state-url URL | --state-hooks]',
  '                                   [--token TOKEN | --username U --password P] [--captcha]',
  '                                   [--skip-state TEXT]... [--skip TEXT]... [--api-prefix /jeecg-boot]',
  '                                   [--pact FILE]... [--log-level warn] [--response-check FILE]',
  'See contracts/PROVIDER-STATES.md for the provider states and the state endpoint, and the comment at the top',
  'of contracts/verify.mjs for the options.',
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
        'state-url': { type: 'string' },
        'state-hooks': { type: 'boolean', default: false },
        captcha: { type: 'boolean', default: false },
        'skip-state': { type: 'string', multiple: true, default: [] },
        skip: { type: 'string', multiple: true, default: [] },
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

const stateUrl = values['state-url'] ?? (values['state-hooks'] ? `${baseUrl}/__test/state` : null)
if (values['state-url'] && values['state-hooks']) usage('give --state-url or --state-hooks, not both')
if (values.captcha && !stateUrl) usage('--captcha needs a state endpoint (--state-url or --state-hooks)')

const pactFiles = values.pact?.length
  ? values.pact.map((file) => resolve(file))
  : readdirSync(join(here, 'pacts'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => join(here, 'pacts', file))
if (pactFiles.length === 0) usage('no pact in contracts/pacts: run the consumer tests first')

const lower = (texts) => texts.map((text) => text.toLowerCase())
const skipStates = lower(values['skip-state'])
const skipDescriptions = lower(values.skip)
/** Why an interaction is left out (--skip-state, --skip), or null. */
function skipReason(interaction) {
  const states = (interaction.providerStates ?? []).map((state) => state.name)
  const state = states.find((name) => skipStates.some((text) => name.toLowerCase().includes(text)))
  if (state) return `state '${state}'`
  const description = interaction.description.toLowerCase()
  const text = skipDescriptions.find((skip) => description.includes(skip))
  return text ? `description contains '${text}'` : null
}

/** Every pact, less what is skipped (written to a temporary directory when anything is), and the skipped. */
function selectPacts() {
  const skipped = []
  const states = new Map()
  const dir = skipStates.length || skipDescriptions.length ? mkdtempSync(join(tmpdir(), 'erp-verify-')) : null
  const urls = pactFiles.map((file, index) => {
    const pact = JSON.parse(readFileSync(file, 'utf8'))
    const kept = pact.interactions.filter((interaction) => {
      const reason = skipReason(interaction)
      if (reason) skipped.push({ description: interaction.description, reason })
      return !reason
    })
    for (const interaction of kept)
      for (const state of interaction.providerStates ?? []) states.set(state.name, state.params ?? {})
    if (!dir) return file
    const copy = join(dir, `${index}-${basename(file)}`)
    writeFileSync(copy, JSON.stringify({ ...pact, interactions: kept }))
    return copy
  })
  return { urls, skipped, states, dir }
}

/** The token of the current provider state, if it provides one. */
let token = null

async function postJson(url, body) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'tenant-id': '0' },
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

/** Sets `state` up through the state endpoint; answers the token it gave, if any. */
async function stateFromEndpoint(state, params) {
  const { status, json, text } = await postJson(stateUrl, { state, params, action: 'setup' })
  if (status < 200 || status > 299)
    throw new Error(`POST ${stateUrl} "${state}" answered ${status}: ${text.slice(0, 200)}`)
  return typeof json?.token === 'string' ? json.token : null
}

async function signIn(username, password) {
  const url = `${baseUrl}${values['api-prefix']}/sys/login`
  const body = values.captcha
    ? { username, password, captcha: CAPTCHA.code, checkKey: CAPTCHA.checkKey }
    : { username, password }
  const { json, status, text } = await postJson(url, body)
  if (json?.code !== 200 || typeof json?.result?.token !== 'string') {
    throw new Error(`signing in as ${username} at ${url} failed (${status}): ${text.slice(0, 200)}`)
  }
  return json.result.token
}

/** The user a state signs in: '… admin is signed in' → admin (or --username), '<user> is signed in' → user. */
function signedInUser(state) {
  if (state === NOBODY || !state.endsWith(' is signed in')) return null
  if (state.endsWith(' and admin is signed in') || state === 'admin is signed in') return values.username
  return state.slice(0, -' is signed in'.length).split(' ').pop()
}

async function setUp(state, params) {
  token = null
  const user = signedInUser(state)
  // The captcha waits in the provider's memory: set up before the state, whose setup may restore the data.
  if (user && values.captcha && !(user === values.username && values.token))
    await stateFromEndpoint(CAPTCHA_STATE, {})
  if (stateUrl) token = await stateFromEndpoint(state, params)
  if (!token && user) {
    token =
      user === values.username && values.token
        ? values.token
        : await signIn(user, user === values.username ? values.password : '123456')
  }
  return undefined
}

/** A meter token of the fixture meter, as its owner's self-service sign-in gives it. */
async function meterToken() {
  const url = `${baseUrl}${values['api-prefix']}/mtr/selfService/login`
  const { json, status, text } = await postJson(url, FIXTURE_METER)
  if (typeof json?.result?.token !== 'string')
    throw new Error(
      `the meter sign-in of ${FIXTURE_METER.meterNo} at ${url} failed (${status}): ${text.slice(0, 200)}`,
    )
  return json.result.token
}

/**
 * Puts the state's token in place of the recorded one (and a meter token in place of the example meter token),
 * and gives a bodiless request Content-Length: 0, as the client does (Pact's proxy would otherwise forward an
 * empty chunked body without a Content-Type).
 */
function requestFilter(request, response, next) {
  if (request.headers['x-meter-token'] === EXAMPLE_METER_TOKEN) {
    meterToken().then(
      (meter) => {
        request.headers['x-meter-token'] = meter
        requestFilter(request, response, next)
      },
      (error) => response.destroy(error),
    )
    return
  }
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
  const { urls: pactUrls, skipped, states, dir } = selectPacts()
  console.log(`Verifying ${pactFiles.length} pact(s) against ${baseUrl}`)
  for (const file of pactFiles) console.log(`  ${file}`)
  console.log(
    stateUrl
      ? `Provider states: set up through POST ${stateUrl}${values.captcha ? '; sign-ins send the captcha of the captcha state' : ''}.`
      : `Provider states: to be prepared by the back end (contracts/PROVIDER-STATES.md); '… admin is signed in' uses ${
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
      // Each request and each state setup may take this long (ms): a state that restores the data and loads the
      // fixtures took over the default 30 s on two loaded cores.
      timeout: 300_000,
      stateHandlers: Object.fromEntries(
        [...states].map(([state, params]) => [state, (given) => setUp(state, given ?? params)]),
      ),
      requestFilter,
    }).verifyProvider()
    report = parseReport(output)
  } catch (error) {
    failure = error
    report = parseReport(error?.message ?? '')
  } finally {
    if (dir) rmSync(dir, { recursive: true, force: true })
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
  for (const skip of skipped) console.log(`  skip   ${skip.description} (${skip.reason})`)
  if (failure && !report) console.log(`  the verification could not run: ${failure.message ?? failure}`)
  let ok = !failure && results.length > 0 && passed === results.length
  console.log(
    `${passed} of ${results.length} interactions verified${skipped.length ? `, ${skipped.length} skipped` : ''}: ${ok ? 'PASS' : 'FAIL'}`,
  )
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
  if (!ok && !stateUrl) {
    console.log(
      'Hint: failures in a given state may mean the state was not prepared (contracts/PROVIDER-STATES.md);\n' +
        '      give the provider a state endpoint (--state-url), or with our server start it with ERP_TEST_HOOKS=1\n' +
        '      and pass --state-hooks.',
    )
  }
  process.exitCode = ok ? 0 : 1
}

await main()
