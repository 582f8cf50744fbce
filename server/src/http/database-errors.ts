/**
 * PostgreSQL errors that mean "the request carried a value the database cannot hold": a NUL byte, a
 * text longer than its column, a number out of range, an unreadable date, a value too big to index. They
 * are bad input (HTTP 400 with a message), not a server fault (found by the schema fuzz).
 *
 * The answer carries our own words, never PostgreSQL's: its texts tell a caller the engine, the column types
 * and the constraint names.
 */
const BAD_VALUE_STATES: ReadonlySet<string> = new Set([
  '54000', // program_limit_exceeded: e.g. an index row (a huge text in an indexed column)
])

/** The prefix of every bad-input message of this server. */
export const BAD_VALUE = '请求参数不正确'

/** SQLSTATE class 22 is "data exception" (22001 too long, 22003 out of range, 22021 NUL byte, 22P02 …). */
const isDataException = (code: string) => code.startsWith('22') || BAD_VALUE_STATES.has(code)

/** Our words for a data exception, by SQLSTATE. */
function detailOf(code: string): string {
  if (code === '22021') return '不能包含空字符 (U+0000)'
  if (code === '22001') return '内容超出长度限制'
  if (code === '22003' || code === '22008') return '数值或日期超出范围'
  if (code === '22P02' || code === '22007') return '值的格式不正确'
  return '数据库无法保存该值'
}

/** The message to answer with when `error` is such a database error, else null. */
export function badValueMessage(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null
  const code = (error as { code?: unknown }).code
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code) || !isDataException(code)) return null
  return `${BAD_VALUE}: ${detailOf(code)}`
}

/** PostgreSQL's texts that must never reach a client, each with ours (badValue: the request's fault, 400). */
const DATABASE_TEXTS: ReadonlyArray<{ pattern: RegExp; message: string; badValue: boolean }> = [
  {
    pattern: /invalid byte sequence for encoding/i,
    message: `${BAD_VALUE}: 不能包含空字符 (U+0000)`,
    badValue: true,
  },
  {
    pattern: /invalid input syntax for|invalid input value for/i,
    message: `${BAD_VALUE}: 值的格式不正确`,
    badValue: true,
  },
  {
    pattern: /out of range for type|date\/time field value out of range|field value out of range/i,
    message: `${BAD_VALUE}: 数值或日期超出范围`,
    badValue: true,
  },
  { pattern: /value too long for type/i, message: `${BAD_VALUE}: 内容超出长度限制`, badValue: true },
  { pattern: /index row (size|requires)/i, message: `${BAD_VALUE}: 数据库无法保存该值`, badValue: true },
  { pattern: /violates not-null constraint/i, message: '操作失败，缺少必填项', badValue: false },
  { pattern: /violates unique constraint/i, message: '操作失败，该值已存在', badValue: false },
  {
    pattern: /violates foreign key constraint/i,
    message: '操作失败，关联的数据不存在或仍被引用',
    badValue: false,
  },
  { pattern: /violates (check|exclusion) constraint/i, message: '操作失败，数据不符合要求', badValue: false },
  {
    pattern:
      /syntax error at|relation "[^"]*" does not exist|column "[^"]*" (of relation "[^"]*" )?does not exist|operator does not exist|function .* does not exist/i,
    message: '操作失败，服务器内部错误',
    badValue: false,
  },
]

/** Our message for a message that carries PostgreSQL's words, or null when it carries none. */
export function databaseTextMessage(message: string): { message: string; badValue: boolean } | null {
  const found = DATABASE_TEXTS.find(({ pattern }) => pattern.test(message))
  return found ? { message: found.message, badValue: found.badValue } : null
}

/** What a test looks for in every answer: PostgreSQL's texts. */
export const DATABASE_TEXT_MARKERS: readonly string[] = [
  'invalid input syntax',
  'invalid byte sequence',
  'out of range for type',
  'violates',
  'syntax error at',
  'relation "',
  'value too long for type',
]
