/**
 * Business errors in the generated types. Every 200 answer of the contract is the operation's success envelope or a
 * `BusinessError` (`success` false, `result` null: a refusal with code 500, no permission with code 510), and the
 * error statuses (400, 404, 413, 414, 431) answer a `BusinessError` too.
 */
import type { $Read, components } from './schema'

/**
 * A generated type with the `$Read` marker taken off `result`. `BusinessError.result` is readOnly so that
 * openapi-fetch's `Readable` keeps it (it drops a property whose only type is null); code that reads the generated
 * types directly, not through the client, wants the plain null.
 */
export type Unmarked<T> = T extends { result: $Read<infer U> } ? Omit<T, 'result'> & { result: U } : T

/** The envelope of a refusal: `success` false, `result` null. */
export type BusinessError = Unmarked<components['schemas']['BusinessError']>

/**
 * Whether an answer is a business error (`success` false). On a 200 answer's union it narrows to the business
 * error, and otherwise to the success envelope, whose `result` is then the operation's.
 */
export function isBusinessError<T>(answer: T): answer is Extract<T, { success: false }> {
  return typeof answer === 'object' && answer !== null && 'success' in answer && answer.success === false
}
