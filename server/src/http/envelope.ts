/** The JeecgBoot response envelope (docs/upstream.md §1.3). Business errors are HTTP 200 with success false. */
export interface Envelope<T> {
  success: boolean
  message: string
  code: number
  result: T
  timestamp: number
}

export function ok<T>(result: T, message = '操作成功！', code = 200): Envelope<T> {
  return { success: true, message, code, result, timestamp: Date.now() }
}

/** Plain reads answer code 0, as upstream's `new Result()` does. */
export function okRead<T>(result: T, message = '操作成功！'): Envelope<T> {
  return ok(result, message, 0)
}

export function fail(message: string, code = 500): Envelope<null> {
  return { success: false, message, code, result: null, timestamp: Date.now() }
}

/** Spring Boot's error body, used by upstream when a token is missing, invalid or expired. */
export function springError(status: number, message: string, path: string) {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  const timestamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`
  return { timestamp, status, error: status === 500 ? 'Internal Server Error' : 'Error', message, path }
}

export const TOKEN_INVALID = 'Token失效，请重新登录'

/** Upstream's answer to a call the user's roles do not grant (Shiro AuthorizationException, code 510). */
export const NO_PERMISSION = '没有权限，请联系管理员授权'
