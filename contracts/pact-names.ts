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
} as const

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
