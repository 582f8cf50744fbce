import { hashPassword, verifyPassword } from '../auth/password'
import type { ServerContext } from '../context'
import { fail, ok } from '../http/envelope'
import type { Handlers, OperationInput } from '../openapi/operations'
import { findUser } from './auth-routes'

type UpdatePasswordHandler = Handlers<ServerContext>['updatePassword']

/** Upstream /sys/user/updatePassword: only one's own password, the old one verified, both new ones equal. */
const updatePassword: UpdatePasswordHandler = async ({ body }, { db, user }) => {
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
  return ok(null, '密码重置成功!')
}

export const accountHandlers = {
  updatePassword,
  // The same operation under upstream's verb.
  updatePasswordPut: (input, context) =>
    updatePassword(input as unknown as OperationInput<'updatePassword'>, context),
} satisfies Pick<Handlers<ServerContext>, 'updatePassword' | 'updatePasswordPut'>
