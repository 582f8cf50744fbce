/**
 * PostgreSQL errors that mean "the request carried a value the database cannot hold": a NUL byte, a
 * text longer than its column, a number out of range, an unreadable date, a value too big to index. They
 * are bad input (HTTP 400 with a message), not a server fault (issue 9 item 3, found by the schema fuzz).
 */
const BAD_VALUE_STATES: ReadonlySet<string> = new Set([
  '54000', // program_limit_exceeded: e.g. an index row (a huge text in an indexed column)
])

/** SQLSTATE class 22 is "data exception" (22001 too long, 22003 out of range, 22021 NUL byte, 22P02 …). */
const isDataException = (code: string) => code.startsWith('22') || BAD_VALUE_STATES.has(code)

/** The message to answer with when `error` is such a database error, else null. */
export function badValueMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || !isDataException(code)) return null
  const message = (error as { message?: unknown }).message
  return `请求参数不正确: ${typeof message === 'string' && message ? message : '数据库无法保存该值'}`
}
