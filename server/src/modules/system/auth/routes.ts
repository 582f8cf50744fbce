import { captchaStoreOf } from '../../../auth/captcha'
import { verifyPassword } from '../../../auth/password'
import { closeSession, openSession } from '../../../auth/sessions'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { allDictItems } from '../../../db/dictionaries'
import { departsOf, findUser, toSysUser, type UserRow } from '../../../db/users'
import { newId } from '../../../db/ids'
import { fail, ok } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { recordRefusedSignIn } from '../log/operation-log'

/** Refusals for a user who may not sign in (upstream checkUserIsEffective), or null. */
export function refusalFor(user: UserRow | undefined): string | null {
  if (!user) return '该用户不存在，请注册'
  if (user.del_flag === 1) return '该用户已注销'
  if (user.status === 2) return '该用户已冻结'
  return null
}

/** What every way of signing in answers: a new session, the user, departments and dictionaries; logged. */
export async function signedIn(
  db: Queryable,
  user: UserRow,
  keys: { secret: Uint8Array; tokenTtlSeconds: number },
  ip: string,
  via: string,
) {
  const departs = await departsOf(db, user.id)
  const multiDepart = departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2
  if (departs.length === 1 && user.org_code !== departs[0]?.orgCode) {
    user.org_code = departs[0]?.orgCode ?? null
    await db.query('UPDATE sys_user SET org_code = $1 WHERE id = $2', [user.org_code, user.id])
  } else if (departs.length > 1 && !user.org_code) {
    user.org_code = departs[0]?.orgCode ?? null
    await db.query('UPDATE sys_user SET org_code = $1 WHERE id = $2', [user.org_code, user.id])
  }
  const token = await openSession(db, user, keys.secret, keys.tokenTtlSeconds)
  await db.query(
    `INSERT INTO sys_log (id, log_type, log_content, operate_type, userid, username, ip, request_url, request_type)
     VALUES ($1, 1, $2, 1, $3, $4, $5, $6, 'POST')`,
    // As upstream's addLog: userid is the account, username the person's name (the login log shows names, not ids).
    [newId(), `用户名: ${user.username},登录成功！`, user.username, user.realname ?? user.username, ip, via],
  )
  return {
    token,
    userInfo: toSysUser(user),
    departs,
    multi_depart: multiDepart as 0 | 1 | 2,
    sysAllDictItems: await allDictItems(db),
  }
}

/** Failed password sign-ins: 5 per account and 20 per client address within 10 minutes. */
export const LOGIN_LIMITS = { perAccount: 5, perAddress: 20, windowMs: 10 * 60 * 1000 } as const

/** The refusal once an account or an address has failed too often: says how long to wait. */
export const tooManyLoginFailures = (waitMs: number) =>
  `登录失败次数过多，请${Math.max(1, Math.ceil(waitMs / 60_000))}分钟后再试`

export const authHandlers = {
  async login({ body, request }, context) {
    const { db, secret, tokenTtlSeconds, loginAttempts } = context
    // A refused sign-in is a login log row too (with the reason); its write never changes the answer.
    const refuse = async (message: string, code?: number) => {
      await recordRefusedSignIn(db, {
        account: body.username,
        reason: message,
        ip: request.ip,
        url: '/sys/login',
      }).catch((error: unknown) => request.log.error({ err: error }, 'login log not written'))
      return code === undefined ? fail(message) : fail(message, code)
    }
    // Upstream's client sends the code of /sys/randomImage/{checkKey}: checked when both are given.
    const checkKey = body.checkKey === undefined || body.checkKey === null ? '' : String(body.checkKey)
    if (body.captcha !== undefined && checkKey !== '') {
      if (!body.captcha.trim()) return refuse('验证码无效')
      if (!captchaStoreOf(context).check(checkKey, body.captcha)) return refuse('验证码错误')
    }
    const account = body.username.trim().toLowerCase()
    const wait = loginAttempts
      ? Math.max(
          await loginAttempts.byAccount.retryAfterMs(account),
          await loginAttempts.byAddress.retryAfterMs(request.ip),
        )
      : 0
    if (wait > 0) return refuse(tooManyLoginFailures(wait), 429)
    const user = await findUser(db, body.username)
    const refused = refusalFor(user)
    if (refused || !user) {
      await loginAttempts?.byAddress.recordFailure(request.ip)
      return refuse(refused ?? '该用户不存在，请注册')
    }
    if (!(await verifyPassword(body.password, user.password))) {
      await loginAttempts?.byAccount.recordFailure(account)
      await loginAttempts?.byAddress.recordFailure(request.ip)
      return refuse('用户名或密码错误')
    }
    await loginAttempts?.byAccount.clear(account)
    return ok(await signedIn(db, user, { secret, tokenTtlSeconds }, request.ip, '/sys/login'), '登录成功')
  },

  async logout({ headers, query }, { db, live, secret }) {
    const token = headers['x-access-token']
    if (!token) return fail('退出登录失败！')
    // `all=true`: every session of the user ends (README § Access and security).
    if (!(await closeSession(db, live, secret, token, query.all === true))) return fail('Token无效!')
    return ok(null, '退出登录成功！')
  },
} satisfies Pick<Handlers<ServerContext>, 'login' | 'logout'>
