import { randomInt } from 'node:crypto'
import { AttemptLimiter, SharedAttemptLimiter, type LoginLimiter } from '../../../auth/attempt-limiter'
import { hashPassword } from '../../../auth/password'
import { authenticate, endSessionsOf } from '../../../auth/sessions'
import { recordRefusedSignIn } from '../log/operation-log'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers, OperationInput } from '../../../openapi/operations'
import { refusalFor, signedIn } from './routes'
import { findUser, toSysUser, USER_COLUMNS, type UserRow } from '../../../db/users'

/** Sign-in by phone, SMS codes, registration, password recovery, CAS and third-party sign-in. */

const SMS_LIFETIME_MINUTES = 10

const userByPhone = async (db: Queryable, mobile: string) =>
  (await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE phone = $1`, [mobile]))[0]

/**
 * At most 5 wrong SMS codes per number within 10 minutes, whatever the code was for (sign-in, registration, a
 * forgotten password, upstream's phone check): a 6-digit code lives 10 minutes, which is time enough to try them
 * all without a limit. In this process on the embedded database; on a shared PostgreSQL in auth_attempt (scope
 * `sms`), as the meters' sign-in failures.
 */
const SMS_CHECK_LIMIT = 5
const SMS_CHECK_WINDOW_MS = 10 * 60 * 1000
const localSmsChecks = new AttemptLimiter(SMS_CHECK_LIMIT, SMS_CHECK_WINDOW_MS)
export const smsChecksOf = (db: ServerContext['db']): LoginLimiter =>
  db.exclusive ? new SharedAttemptLimiter(db, 'sms', SMS_CHECK_LIMIT, SMS_CHECK_WINDOW_MS) : localSmsChecks
export const SMS_CHECKS_EXCEEDED = '验证码错误次数过多，请稍后再试'

/**
 * Checks `code` against the live code sent to `mobile` for `mode`: a right code is spent; a wrong one counts
 * against the number, and a number with 5 wrong codes in 10 minutes is refused before its code is looked at.
 */
async function takeCode(
  db: ServerContext['db'],
  mobile: string,
  code: string,
  mode: '0' | '1' | '2',
): Promise<'right' | 'wrong' | 'too many'> {
  const checks = smsChecksOf(db)
  if ((await checks.retryAfterMs(mobile)) > 0) return 'too many'
  const spent = await db.query(
    'DELETE FROM sys_sms_code WHERE mobile = $1 AND code = $2 AND smsmode = $3 AND expires_at > now() RETURNING mobile',
    [mobile, code, mode],
  )
  if (!spent.length) {
    await checks.recordFailure(mobile)
    return 'wrong'
  }
  await checks.clear(mobile)
  return 'right'
}

type SmsHandler = Handlers<ServerContext>['smsSend']

const sendSms: SmsHandler = async ({ body, request }, { db }) => {
  const { mobile, smsmode } = body
  const [live] = await db.query('SELECT 1 FROM sys_sms_code WHERE mobile = $1 AND expires_at > now()', [
    mobile,
  ])
  if (live) return fail('验证码10分钟内，仍然有效！')
  const owner = await userByPhone(db, mobile)
  if (smsmode === '1' && owner) return fail(' 手机号已经注册，请直接登录！')
  if (smsmode !== '1' && !owner) return fail('该用户不存在或未绑定手机号')
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db.query(
    `INSERT INTO sys_sms_code (mobile, code, smsmode, expires_at) VALUES ($1, $2, $3, now() + interval '${SMS_LIFETIME_MINUTES} minutes')
     ON CONFLICT (mobile) DO UPDATE SET code = $2, smsmode = $3, expires_at = EXCLUDED.expires_at`,
    [mobile, code, smsmode],
  )
  // No SMS gateway here: the code goes to the server log (and to the test hook).
  request.log.info({ mobile, smsmode }, `SMS code ${code}`)
  if (process.env.ERP_PRINT_SMS === '1') console.log(`[sms] ${mobile}: ${code}`)
  return okRead(null)
}

/** Reads `<cas:user>` from a CAS 3 serviceValidate answer. */
export function casUserOf(xml: string): string | null {
  return /<cas:user>\s*([^<\s]+)\s*<\/cas:user>/.exec(xml)?.[1] ?? null
}

export const authExtraHandlers = {
  smsSend: sendSms,
  smsSendAccount: (input, context) => sendSms(input as unknown as OperationInput<'smsSend'>, context),

  async phoneLogin({ body, request }, { db, secret, tokenTtlSeconds }) {
    const user = await userByPhone(db, body.mobile)
    const refused = refusalFor(user)
    // A refused sign-in is a login log row with the reason (the account, or the number when no one has it).
    const logRefusal = (reason: string) =>
      recordRefusedSignIn(db, {
        account: user?.username ?? body.mobile,
        reason,
        ip: request.ip,
        url: '/sys/phoneLogin',
      }).catch((error: unknown) => request.log.error({ err: error }, 'login log not written'))
    if (refused || !user) {
      await logRefusal(refused ?? '该用户不存在，请注册')
      return fail(refused ?? '该用户不存在，请注册')
    }
    const taken = await takeCode(db, body.mobile, body.captcha, '0')
    if (taken !== 'right') await logRefusal(taken === 'wrong' ? '手机验证码错误' : SMS_CHECKS_EXCEEDED)
    if (taken === 'too many') return fail(SMS_CHECKS_EXCEEDED, 429)
    if (taken === 'wrong') {
      // Upstream answers a wrong code with success true and code 0; clients reject it (code is not 200).
      return { success: true, message: '手机验证码错误', code: 0, result: null, timestamp: Date.now() }
    }
    return ok(
      await signedIn(db, user, { secret, tokenTtlSeconds }, request.ip, '/sys/phoneLogin'),
      '登录成功',
    )
  },

  async register({ body }, { db }) {
    if (await findUser(db, body.username)) return fail('用户名已注册')
    if (await userByPhone(db, body.mobile)) return fail('该手机号已注册')
    if (body.email) {
      const [taken] = await db.query('SELECT 1 FROM sys_user WHERE email = $1', [body.email])
      if (taken) return fail('邮箱已注册')
    }
    const taken = await takeCode(db, body.mobile, body.captcha, '1')
    if (taken !== 'right') return taken === 'wrong' ? fail('手机验证码错误') : fail(SMS_CHECKS_EXCEEDED, 429)
    await db.query(
      `INSERT INTO sys_user (id, username, realname, password, phone, email, status, del_flag, create_by)
       VALUES ($1, $2, $2, $3, $4, $5, 1, 0, $2)`,
      [newId(), body.username, await hashPassword(body.password), body.mobile, body.email || null],
    )
    return ok(null, '注册成功')
  },

  async forgotPassword({ body }, { db, live }) {
    const user = await userByPhone(db, body.mobile)
    if (!user || (body.username && body.username !== user.username)) return fail('该用户不存在或未绑定手机号')
    const taken = await takeCode(db, body.mobile, body.captcha, '2')
    if (taken !== 'right')
      return taken === 'wrong' ? fail('短信验证码不匹配！') : fail(SMS_CHECKS_EXCEEDED, 429)
    await db.query('UPDATE sys_user SET password = $2, update_time = now() WHERE id = $1', [
      user.id,
      await hashPassword(body.password),
    ])
    // A new password ends every session of the account (README § Access and security).
    await endSessionsOf(db, live, [user.id])
    return ok(null, '密码重置完成！')
  },

  async currentUser(_input, { db, user }) {
    const row = user ? await findUser(db, user.username) : undefined
    if (!row || !user) return fail('用户不存在！')
    const roles = await db.query<{ role_code: string }>(
      `SELECT r.role_code FROM sys_role r JOIN sys_user_role ur ON ur.role_id = r.id WHERE ur.user_id = $1
       ORDER BY r.role_code`,
      [user.userId],
    )
    return okRead({ userInfo: toSysUser(row), roles: roles.map((role) => role.role_code) })
  },

  async casValidateLogin({ query, request }, { db, secret, tokenTtlSeconds, casPrefixUrl }) {
    if (!casPrefixUrl) return fail('未配置CAS服务')
    let username: string | null = null
    try {
      const url = `${casPrefixUrl}/p3/serviceValidate?ticket=${encodeURIComponent(query.ticket)}&service=${encodeURIComponent(query.service)}`
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      username = response.ok ? casUserOf(await response.text()) : null
    } catch {
      return fail('CAS票据验证失败')
    }
    if (!username) return fail('CAS票据验证失败')
    const user = await findUser(db, username)
    const refused = refusalFor(user)
    if (refused || !user) return fail(refused ?? '该用户不存在，请注册')
    const { token, userInfo, departs, multi_depart } = await signedIn(
      db,
      user,
      { secret, tokenTtlSeconds },
      request.ip,
      '/cas/client/validateLogin',
    )
    return ok({ token, userInfo, departs, multi_depart }, '登录成功')
  },

  async thirdLoginUser({ path }, { db, secret }) {
    const session = await authenticate(db, secret, path.id)
    const row = session ? await findUser(db, session.username) : undefined
    if (!session || !row) return fail('Token无效!')
    return ok({ token: path.id, userInfo: toSysUser(row) })
  },

  /** Upstream 2.4.6's path of the same: `thirdType` is not read (no third-party accounts are kept). */
  async thirdLoginUserByType({ path }, { db, secret }) {
    const session = await authenticate(db, secret, path.token)
    const row = session ? await findUser(db, session.username) : undefined
    if (!session || !row) return fail('Token无效!')
    return ok({ token: path.token, userInfo: toSysUser(row) })
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'smsSend'
  | 'smsSendAccount'
  | 'phoneLogin'
  | 'register'
  | 'forgotPassword'
  | 'currentUser'
  | 'casValidateLogin'
  | 'thirdLoginUser'
  | 'thirdLoginUserByType'
>
