import type { components } from '@erp/openapi/schema'
import { captchaStoreOf } from '../auth/captcha'
import { verifyPassword } from '../auth/password'
import { closeSession, openSession } from '../auth/sessions'
import type { ServerContext } from '../context'
import type { Queryable } from '../db/database'
import { newId } from '../db/ids'
import { fail, ok } from '../http/envelope'
import type { Handlers } from '../openapi/operations'

type SysUser = components['schemas']['SysUser']
type SysDepart = components['schemas']['SysDepart']
type DictModel = components['schemas']['DictModel']

export interface UserRow {
  id: string
  username: string
  realname: string | null
  password: string
  avatar: string | null
  birthday: string | null
  sex: number | null
  email: string | null
  phone: string | null
  org_code: string | null
  status: number
  del_flag: number
  work_no: string | null
  post: string | null
  telephone: string | null
  user_identity: number | null
  depart_ids: string | null
  rel_tenant_ids: string | null
  create_by: string | null
  create_time: string | null
  update_by: string | null
  update_time: string | null
}

export const USER_COLUMNS = `id, username, realname, password, avatar, to_char(birthday, 'YYYY-MM-DD') AS birthday, sex, email, phone,
  org_code, status, del_flag, work_no, post, telephone, user_identity, depart_ids, rel_tenant_ids, create_by,
  to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time, update_by, to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS update_time`

/** SysUser JSON (upstream §15.1): password never leaves the server. */
export function toSysUser(row: UserRow): SysUser {
  return {
    id: row.id,
    username: row.username,
    realname: row.realname,
    avatar: row.avatar,
    birthday: row.birthday,
    sex: row.sex,
    email: row.email,
    phone: row.phone,
    orgCode: row.org_code,
    status: row.status,
    delFlag: row.del_flag,
    workNo: row.work_no,
    post: row.post,
    telephone: row.telephone,
    userIdentity: row.user_identity,
    departIds: row.depart_ids,
    relTenantIds: row.rel_tenant_ids,
    createBy: row.create_by,
    createTime: row.create_time,
    updateBy: row.update_by,
    updateTime: row.update_time,
  }
}

export async function findUser(db: Queryable, username: string): Promise<UserRow | undefined> {
  const [row] = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM sys_user WHERE username = $1`, [
    username,
  ])
  return row
}

export async function departsOf(db: Queryable, userId: string): Promise<SysDepart[]> {
  const rows = await db.query<{
    id: string
    parent_id: string
    depart_name: string
    org_code: string
    org_category: string
    org_type: string | null
    depart_order: number
  }>(
    `SELECT d.id, d.parent_id, d.depart_name, d.org_code, d.org_category, d.org_type, d.depart_order
     FROM sys_depart d JOIN sys_user_depart ud ON ud.dep_id = d.id
     WHERE ud.user_id = $1 AND d.del_flag = '0' ORDER BY d.depart_order, d.org_code`,
    [userId],
  )
  return rows.map((d) => ({
    id: d.id,
    parentId: d.parent_id,
    departName: d.depart_name,
    orgCode: d.org_code,
    orgCategory: d.org_category,
    orgType: d.org_type,
    departOrder: d.depart_order,
  }))
}

/** Every dictionary with its enabled items, as login's `sysAllDictItems` (upstream §2). */
export async function allDictItems(db: Queryable): Promise<Record<string, DictModel[]>> {
  const rows = await db.query<{ dict_code: string; item_value: string; item_text: string }>(
    `SELECT d.dict_code, i.item_value, i.item_text FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
     WHERE d.del_flag = 0 AND i.status = 1 ORDER BY d.dict_code, i.sort_order, i.item_value`,
  )
  const result: Record<string, DictModel[]> = {}
  for (const row of rows)
    (result[row.dict_code] ??= []).push({ value: row.item_value, text: row.item_text, title: row.item_text })
  return result
}

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
    [newId(), `用户名: ${user.username},登录成功！`, user.id, user.realname ?? user.username, ip, via],
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
    // Upstream's client sends the code of /sys/randomImage/{checkKey}: checked when both are given.
    const checkKey = body.checkKey === undefined || body.checkKey === null ? '' : String(body.checkKey)
    if (body.captcha !== undefined && checkKey !== '') {
      if (!body.captcha.trim()) return fail('验证码无效')
      if (!captchaStoreOf(context).check(checkKey, body.captcha)) return fail('验证码错误')
    }
    const account = body.username.trim().toLowerCase()
    const wait = loginAttempts
      ? Math.max(
          await loginAttempts.byAccount.retryAfterMs(account),
          await loginAttempts.byAddress.retryAfterMs(request.ip),
        )
      : 0
    if (wait > 0) return fail(tooManyLoginFailures(wait), 429)
    const user = await findUser(db, body.username)
    const refused = refusalFor(user)
    if (refused || !user) {
      await loginAttempts?.byAddress.recordFailure(request.ip)
      return fail(refused ?? '该用户不存在，请注册')
    }
    if (!(await verifyPassword(body.password, user.password))) {
      await loginAttempts?.byAccount.recordFailure(account)
      await loginAttempts?.byAddress.recordFailure(request.ip)
      return fail('用户名或密码错误')
    }
    await loginAttempts?.byAccount.clear(account)
    return ok(await signedIn(db, user, { secret, tokenTtlSeconds }, request.ip, '/sys/login'), '登录成功')
  },

  async logout({ headers }, { db, secret }) {
    const token = headers['x-access-token']
    if (!token) return fail('退出登录失败！')
    if (!(await closeSession(db, secret, token))) return fail('Token无效!')
    return ok(null, '退出登录成功！')
  },
} satisfies Pick<Handlers<ServerContext>, 'login' | 'logout'>
