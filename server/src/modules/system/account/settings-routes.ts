/**
 * Account centre and settings (openapi/source/system/account.ts): every operation acts on the
 * token's user only, so a user can read and change nothing but their own record and settings.
 */
import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../../../context'
import type { Queryable } from '../../../db/database'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { findUser, toSysUser } from '../../../db/users'
import { dictionaryTexts } from '../../../db/dictionaries'

type AccountSelfEdit = components['schemas']['AccountSelfEdit']
type AccountNotificationPreferences = components['schemas']['AccountNotificationPreferences']
type AccountUiPreferences = components['schemas']['AccountUiPreferences']
type AccountThirdBinding = components['schemas']['AccountThirdBinding']

/** docs/spec.md §5 mobile number: starts with 1, 11 digits. */
export const MOBILE_NUMBER = /^1\d{10}$/
/** docs/spec.md §5 e-mail address. */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** Everything on until the user says otherwise. */
export const DEFAULT_NOTIFICATION_PREFERENCES: AccountNotificationPreferences = {
  systemMessages: true,
  announcements: true,
  todoReminders: true,
}

/** The third-party kinds upstream binds (ThirdLoginController sources). */
const THIRD_PARTY_KINDS: Array<Pick<AccountThirdBinding, 'thirdType' | 'title'>> = [
  { thirdType: 'github', title: 'GitHub' },
  { thirdType: 'wechat_enterprise', title: '企业微信' },
  { thirdType: 'dingtalk', title: '钉钉' },
]

const blank = (value: string | null | undefined): boolean =>
  value === undefined || value === null || value.trim() === ''

/** The refusal a self-edit deserves before anything is written, or null. */
export function selfEditRefusal(body: AccountSelfEdit): string | null {
  if (body.realname !== undefined && body.realname !== null && body.realname.trim() === '')
    return '姓名不能为空'
  if (!blank(body.phone) && !MOBILE_NUMBER.test(body.phone?.trim() ?? '')) return '手机号格式不正确'
  if (!blank(body.email) && !EMAIL_ADDRESS.test(body.email?.trim() ?? '')) return '邮箱格式不正确'
  if (
    body.sex !== undefined &&
    body.sex !== null &&
    body.sex !== '' &&
    !['1', '2'].includes(String(body.sex))
  )
    return '性别只能是男或女'
  return null
}

async function heldByAnother(db: Queryable, column: 'phone' | 'email', value: string, userId: string) {
  const rows = await db.query(`SELECT 1 FROM sys_user WHERE ${column} = $1 AND id <> $2 LIMIT 1`, [
    value,
    userId,
  ])
  return rows.length > 0
}

async function storedSettings(db: Queryable, userId: string) {
  const [row] = await db.query<{
    ui_preferences: AccountUiPreferences | null
    notification_preferences: Partial<AccountNotificationPreferences> | null
  }>('SELECT ui_preferences, notification_preferences FROM sys_user_setting WHERE user_id = $1', [userId])
  return {
    ui: row?.ui_preferences ?? null,
    notification: { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(row?.notification_preferences ?? {}) },
  }
}

async function storeSetting(
  db: Queryable,
  userId: string,
  column: 'ui_preferences' | 'notification_preferences',
  value: unknown,
) {
  await db.query(
    `INSERT INTO sys_user_setting (user_id, ${column}, update_time) VALUES ($1, $2::jsonb, now())
     ON CONFLICT (user_id) DO UPDATE SET ${column} = EXCLUDED.${column}, update_time = now()`,
    [userId, JSON.stringify(value)],
  )
}

type AccountHandlers = Pick<
  Handlers<ServerContext>,
  | 'accountProfile'
  | 'appEdit'
  | 'accountBindings'
  | 'accountSettings'
  | 'saveAccountUiPreferences'
  | 'saveAccountNotificationPreferences'
>

export const accountSettingsHandlers: AccountHandlers = {
  async accountProfile(_input, { db, user }) {
    const row = user ? await findUser(db, user.username) : undefined
    if (!user || !row) return fail('未找到对应用户!')
    const roles = await db.query<{
      id: string
      role_code: string
      role_name: string | null
      description: string | null
    }>(
      `SELECT r.id, r.role_code, r.role_name, r.description FROM sys_user_role ur
       JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = $1 ORDER BY r.role_code`,
      [row.id],
    )
    const texts = await dictionaryTexts(db, ['sex'])
    const posts = row.post
      ? await db.query<{ name: string }>('SELECT name FROM sys_position WHERE code = ANY($1::text[])', [
          row.post.split(','),
        ])
      : []
    return okRead({
      userInfo: toSysUser(row),
      sex_dictText: row.sex === null ? null : (texts.get('sex')?.get(String(row.sex)) ?? null),
      post_dictText: posts.length ? posts.map((post) => post.name).join(',') : row.post,
      roles: roles.map((role) => ({
        id: role.id,
        roleCode: role.role_code,
        roleName: role.role_name,
        description: role.description,
      })),
    })
  },

  async appEdit({ body }, { db, user }) {
    const row = user ? await findUser(db, user.username) : undefined
    if (!user || !row) return fail('未找到对应用户!')
    const refusal = selfEditRefusal(body)
    if (refusal) return fail(refusal)
    const phone = blank(body.phone) ? null : (body.phone?.trim() ?? null)
    const email = blank(body.email) ? null : (body.email?.trim() ?? null)
    if (phone && (await heldByAnother(db, 'phone', phone, row.id))) return fail('手机号已存在!')
    if (email && (await heldByAnother(db, 'email', email, row.id))) return fail('邮箱已存在!')
    const changes: Array<[string, unknown]> = []
    if (!blank(body.realname)) changes.push(['realname', body.realname?.trim()])
    if (body.avatar !== undefined) changes.push(['avatar', blank(body.avatar) ? null : body.avatar])
    if (body.sex !== undefined)
      changes.push(['sex', body.sex === null || body.sex === '' ? null : Number(body.sex)])
    if (body.phone !== undefined) changes.push(['phone', phone])
    if (body.email !== undefined) changes.push(['email', email])
    if (body.birthday !== undefined)
      changes.push(['birthday', blank(body.birthday) ? null : body.birthday?.slice(0, 10)])
    if (changes.length) {
      const assignments = changes.map(([column], index) => `${column} = $${index + 1}`)
      await db.query(
        `UPDATE sys_user SET ${assignments.join(', ')}, update_time = now(), update_by = $${changes.length + 1}
         WHERE id = $${changes.length + 2}`,
        [...changes.map(([, value]) => value), user.username, row.id],
      )
    }
    const updated = await findUser(db, user.username)
    return updated ? ok(toSysUser(updated), '修改成功!') : fail('未找到对应用户!')
  },

  async accountBindings(_input, { db, user }) {
    if (!user) return fail('未找到对应用户!')
    const bound = await db.query<{ third_type: string; realname: string | null }>(
      `SELECT third_type, realname FROM sys_third_account
       WHERE sys_user_id = $1 AND coalesce(del_flag, 0) = 0 AND coalesce(status, 1) = 1`,
      [user.userId],
    )
    return okRead(
      THIRD_PARTY_KINDS.map((kind) => {
        const account = bound.find((row) => row.third_type === kind.thirdType)
        return { ...kind, bound: Boolean(account), realname: account?.realname ?? null, available: false }
      }),
    )
  },

  async accountSettings(_input, { db, user }) {
    if (!user) return fail('未找到对应用户!')
    return okRead(await storedSettings(db, user.userId))
  },

  async saveAccountUiPreferences({ body }, { db, user }) {
    if (!user) return fail('未找到对应用户!')
    await storeSetting(db, user.userId, 'ui_preferences', body)
    return ok(body, '保存成功！')
  },

  async saveAccountNotificationPreferences({ body }, { db, user }) {
    if (!user) return fail('未找到对应用户!')
    await storeSetting(db, user.userId, 'notification_preferences', body)
    return ok(body, '保存成功！')
  },
}
