import { hashPassword, verifyPassword } from '../../../auth/password'
import { endSessionsOf } from '../../../auth/sessions'
import type { ServerContext } from '../../../context'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers, OperationInput } from '../../../openapi/operations'
import { departsOf, findUser, toSysUser } from '../../../db/users'

type UpdatePasswordHandler = Handlers<ServerContext>['updatePassword']

/** Upstream /sys/user/updatePassword: only one's own password, the old one verified, both new ones equal. */
const updatePassword: UpdatePasswordHandler = async ({ body }, { db, live, user }) => {
  if (!user || body.username !== user.username) return fail('只允许修改自己的密码！')
  const row = await findUser(db, body.username)
  if (!row) return fail('用户不存在！')
  if (!(await verifyPassword(body.oldpassword, row.password))) return fail('旧密码输入错误!')
  if (!body.password) return fail('新密码不允许为空!')
  if (body.password !== body.confirmpassword) return fail('两次输入密码不一致!')
  await db.query('UPDATE sys_user SET password = $1, update_time = now(), update_by = $2 WHERE id = $3', [
    await hashPassword(body.password),
    user.username,
    row.id,
  ])
  // Every other session of the user ends; this one, which proved the old password, goes on (README § Access and security).
  await endSessionsOf(db, live, [row.id], user.sessionId)
  return ok(null, '密码重置成功!')
}

type SelectDepartHandler = Handlers<ServerContext>['selectDepart']

/** Upstream /sys/selectDepart: the current department must be one of the user's own. */
const selectDepart: SelectDepartHandler = async ({ body }, { db, user }) => {
  if (!user || (body.username && body.username !== user.username)) return fail('只允许切换自己的部门！')
  const departs = await departsOf(db, user.userId)
  if (!departs.some((depart) => depart.orgCode === body.orgCode)) return fail('该用户不属于此部门！')
  await db.query('UPDATE sys_user SET org_code = $1, update_time = now() WHERE id = $2', [
    body.orgCode,
    user.userId,
  ])
  const row = await findUser(db, user.username)
  return row ? okRead({ userInfo: toSysUser(row) }) : fail('用户不存在！')
}

export const accountHandlers = {
  async getCurrentUserDeparts(_input, { db, user }) {
    const row = user ? await findUser(db, user.username) : undefined
    if (!user || !row) return fail('查询失败！')
    return okRead({ list: await departsOf(db, user.userId), orgCode: row.org_code })
  },
  selectDepart,
  selectDepartPut: (input, context) =>
    selectDepart(input as unknown as OperationInput<'selectDepart'>, context),
  updatePassword,
  // The same operation under upstream's verb.
  updatePasswordPut: (input, context) =>
    updatePassword(input as unknown as OperationInput<'updatePassword'>, context),
} satisfies Pick<
  Handlers<ServerContext>,
  'updatePassword' | 'updatePasswordPut' | 'getCurrentUserDeparts' | 'selectDepart' | 'selectDepartPut'
>
