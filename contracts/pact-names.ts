/** Names shared by the consumer tests, the provider verification and verify.mjs (which repeats them). */
export const CONSUMER = 'erp-app'
export const PROVIDER = 'erp-server'

/** The context path of every JeecgBoot back end; the pacts record full paths under it. */
export const API_PREFIX = '/jeecg-boot'

/** Provider states: the reference server implements them in its test hook POST /__test/state. */
export const STATES = {
  adminExists: 'user admin exists with password 123456',
  adminSignedIn: 'admin is signed in',
  /** zhangsan belongs to departments A01 and A01A05. */
  multiDepartSignedIn: 'zhangsan is signed in',
  nobodySignedIn: 'no user is signed in',
  /** A published H notice with the id PACT_ANNOUNCEMENT_ID, sent to admin and unread (the notice bell). */
  unreadAnnouncementForAdmin:
    'announcement 1580000000000000000000000000000a is unread and admin is signed in',
  /** A live sign-in code (smsmode '0') for admin's phone. */
  smsCodeForAdminSignIn: 'an SMS code 123456 was sent to 18611111111',
  /** A live registration code (smsmode '1') for a phone no user has. */
  smsCodeForRegistration: 'an SMS code 123456 was sent to 13912345678 for registration',
  /** A live forgotten-password code (smsmode '2') for admin's phone. */
  smsCodeForAdminPasswordReset: 'an SMS code 123456 was sent to 18611111111 for a forgotten password',
  /** The provider's CAS server validates ticket ST-pact as admin (provider test: a stub CAS server). */
  casTicketForAdmin: 'the CAS server accepts ticket ST-pact for admin',
  /** The rows of PACT_FIXTURE exist on top of the seed (the system-administration pages' pacts). */
  systemFixtures: 'the system-administration fixtures exist and admin is signed in',
  /** The login captcha of LOGIN_CAPTCHA is live: upstream's login with `captcha` and `checkKey`. */
  loginCaptcha: 'the login captcha for check key pact-check-key is PACT',
} as const

/** The captcha of STATES.loginCaptcha: a back end stores `code` under `checkKey` as GET /sys/randomImage/{key} would. */
export const LOGIN_CAPTCHA = { checkKey: 'pact-check-key', code: 'PACT' } as const

type StateParams = Record<string, string | string[]>

const DOC = 'contracts/PROVIDER-STATES.md'
const SEED_NOTE = 'the reference seed (README, Demo users), restored before the state'
const SIGNED_IN = 'a token of a session of this user goes in X-Access-Token'

/**
 * What each state means in data terms, written into the pact as the state's params (PactV4 `providerStates[].params`)
 * so a back-end team reads it beside the interaction; contracts/PROVIDER-STATES.md says the same at length.
 */
export const STATE_PARAMS: Readonly<Record<string, StateParams>> = {
  [STATES.adminExists]: {
    doc: DOC,
    data: SEED_NOTE,
    user: 'admin',
    password: '123456',
    meaning: 'admin is enabled, not locked, with no failed sign-in counted',
  },
  [STATES.adminSignedIn]: {
    doc: DOC,
    data: SEED_NOTE,
    user: 'admin',
    password: '123456',
    meaning: SIGNED_IN,
  },
  [STATES.multiDepartSignedIn]: {
    doc: DOC,
    data: SEED_NOTE,
    user: 'zhangsan',
    password: '123456',
    departs: ['A01 北京国炬软件', 'A01A05 研发部'],
    meaning: `zhangsan belongs to departments A01 and A01A05 and has no current one (org_code null); ${SIGNED_IN}`,
  },
  [STATES.nobodySignedIn]: {
    doc: DOC,
    data: SEED_NOTE,
    meaning: 'nothing to prepare: the interaction sends a token no server issued',
  },
  [STATES.unreadAnnouncementForAdmin]: {
    doc: DOC,
    data: SEED_NOTE,
    sql: ['contracts/fixtures/unread-announcement.sql'],
    announcement: '1580000000000000000000000000000a',
    user: 'admin',
    meaning: `a published H notice with this id sent to admin, unread; ${SIGNED_IN}`,
  },
  [STATES.smsCodeForAdminSignIn]: {
    doc: DOC,
    data: SEED_NOTE,
    mobile: '18611111111',
    code: '123456',
    smsmode: '0',
    meaning: "a live (10 minutes) sign-in SMS code for admin's phone",
  },
  [STATES.smsCodeForRegistration]: {
    doc: DOC,
    data: SEED_NOTE,
    mobile: '13912345678',
    code: '123456',
    smsmode: '1',
    meaning: 'a live registration SMS code for a phone no user has; no user newbie exists',
  },
  [STATES.smsCodeForAdminPasswordReset]: {
    doc: DOC,
    data: SEED_NOTE,
    mobile: '18611111111',
    code: '123456',
    smsmode: '2',
    meaning: "a live forgotten-password SMS code for admin's phone",
  },
  [STATES.casTicketForAdmin]: {
    doc: DOC,
    data: SEED_NOTE,
    ticket: 'ST-pact',
    user: 'admin',
    meaning: "the back end's CAS server validates ticket ST-pact as admin (skip with --skip-state CAS)",
  },
  [STATES.systemFixtures]: {
    doc: DOC,
    data: SEED_NOTE,
    sql: ['contracts/fixtures/system.sql', 'contracts/fixtures/modules.sql'],
    user: 'admin',
    meaning: `the rows of both files exist on top of the seed; ${SIGNED_IN}`,
  },
  [STATES.loginCaptcha]: {
    doc: DOC,
    data: SEED_NOTE,
    checkKey: LOGIN_CAPTCHA.checkKey,
    code: LOGIN_CAPTCHA.code,
    meaning:
      'the login captcha PACT waits under check key pact-check-key, as GET /sys/randomImage/pact-check-key would leave it (case ignored, one use)',
  },
}

/** The params of `state` (STATE_PARAMS); a state without them is a mistake of the consumer test. */
export function stateParams(state: string): StateParams {
  const params = STATE_PARAMS[state]
  if (!params) throw new Error(`provider state without a description in STATE_PARAMS: ${state}`)
  return params
}

/**
 * Example token recorded in interactions that need a signed-in admin. Provider verification swaps it for a
 * real token; any other X-Access-Token value (the deliberately invalid one) is sent unchanged.
 */
export const EXAMPLE_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIiwiZXhwIjoxNzAwMDAwMDAwfQ.example-signature'

/** A token no server ever issued. */
export const INVALID_TOKEN = 'expired-or-unknown-token'

export const pactsDir = new URL('./pacts/', import.meta.url)

/** The announcement of STATES.unreadAnnouncementForAdmin (the state names it, so the server needs no copy). */
export const PACT_ANNOUNCEMENT_ID = '1580000000000000000000000000000a'

/** admin's user id in the seed (JeecgBoot's admin id). */
export const ADMIN_ID = 'e9ca23d68d884d4ebb19d07889727dae'

/** The rows of STATES.systemFixtures (inserted by server/src/test-hooks.ts). */
export { PACT_FIXTURE } from '@erp/server/pact-fixtures'

/** Seed ids the system-administration pacts use (server/src/db/seed.ts). */
export const SEED = {
  admin: ADMIN_ID,
  jeecg: 'a75d45a015c44384a04449ee80dc3503',
  zhagnxiao: 'f0019fdebedb443c98dcb17d88222c38',
  zhangsan: '0f3b6a2c0e8c4d6fa0c1b2d3e4f5a6b7',
  hr01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a01',
  qc01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a02',
  roleHr: '7c3a2e014d4f40819c1d2e3f4a5b6c01',
  roleQc: '7c3a2e014d4f40819c1d2e3f4a5b6c02',
  departRoot: 'c6d7cb4deeac411cb3384b1b31278596',
  departRnd: '57197590443c44f083d42ae24ef26a2c',
  departQc: '6b2f1d903c3e4f708b0c1d2e3f4a5b02',
  home: '9502685863ab87f0ad1134142788a385',
} as const
