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
