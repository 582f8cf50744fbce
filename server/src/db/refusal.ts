import { fail, type Envelope } from '../http/envelope'

/** Database refusals of a well-formed request (a value too long, a NOT NULL column) are business errors. */
export function refusal(error: unknown): Envelope<null> {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && /^(22|23)/.test(code)) {
    return fail(`操作失败，${(error as Error).message}`)
  }
  throw error
}
