import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'
import { selfEditRefusal } from './settings-routes'

const root = mkdtempSync(join(tmpdir(), 'erp-account-test-'))
let server: RunningServer
const tokens: Record<string, string> = {}

interface Answer {
  status: number
  body: { success: boolean; message: string; code: number; result: never }
}
interface User {
  id: string
  username: string
  realname: string | null
  phone: string | null
  email: string | null
  sex: number | null
  birthday: string | null
  avatar: string | null
}

async function call(username: string, method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': tokens[username] ?? '',
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const profile = async (username: string) =>
  (await call(username, 'GET', '/sys/user/account/profile')).body.result as {
    userInfo: User
    roles: Array<{ roleCode: string; roleName: string | null }>
    sex_dictText: string | null
  }

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  for (const username of ['admin', 'jeecg']) {
    const login = await fetch(server.apiUrl + '/sys/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password: '123456' }),
    })
    tokens[username] = ((await login.json()) as { result: { token: string } }).result.token
  }
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('self-edit rules', () => {
  it('refuses a bad mobile number, a bad e-mail address, an empty name and an unknown sex', () => {
    expect(selfEditRefusal({ phone: '12345' })).toBe('手机号格式不正确')
    expect(selfEditRefusal({ phone: '2861111111a' })).toBe('手机号格式不正确')
    expect(selfEditRefusal({ email: 'no-at-sign.cn' })).toBe('邮箱格式不正确')
    expect(selfEditRefusal({ realname: '  ' })).toBe('姓名不能为空')
    expect(selfEditRefusal({ sex: 3 })).toBe('性别只能是男或女')
  })

  it('accepts valid values and empty optional ones', () => {
    expect(selfEditRefusal({ phone: '13800138000', email: 'a@b.cn', sex: '2', realname: '张三' })).toBeNull()
    expect(selfEditRefusal({ phone: '', email: null })).toBeNull()
  })
})

describe('account centre', () => {
  it("answers the signed-in user's own record and roles", async () => {
    const admin = await profile('admin')
    expect(admin.userInfo.username).toBe('admin')
    expect(admin.roles.map((role) => role.roleCode)).toContain('admin')
    expect(admin.userInfo).not.toHaveProperty('password')
    const jeecg = await profile('jeecg')
    expect(jeecg.userInfo.username).toBe('jeecg')
  })

  it('lists the third-party kinds, none bound and none available here', async () => {
    const answer = await call('admin', 'GET', '/sys/user/account/bindings')
    const bindings = answer.body.result as Array<{ thirdType: string; bound: boolean; available: boolean }>
    expect(bindings.map((binding) => binding.thirdType)).toEqual(['github', 'wechat_enterprise', 'dingtalk'])
    expect(bindings.every((binding) => !binding.bound && !binding.available)).toBe(true)
  })

  it('refuses without a token', async () => {
    const response = await fetch(server.apiUrl + '/sys/user/account/profile')
    expect(response.ok).toBe(false)
    expect(JSON.stringify(await response.json())).not.toContain('"username":"admin"')
  })
})

describe('appEdit', () => {
  it("changes only the caller's own record, whatever id or username the body names", async () => {
    const jeecgBefore = await profile('jeecg')
    const answer = await call('admin', 'PUT', '/sys/user/appEdit', {
      id: jeecgBefore.userInfo.id,
      username: 'jeecg',
      realname: '新管理员',
      phone: '13900139000',
      email: 'admin@example.cn',
      sex: '2',
      birthday: '1990-01-02',
    })
    expect(answer.body.success).toBe(true)
    expect(answer.body.message).toBe('修改成功!')
    expect((answer.body.result as User).username).toBe('admin')
    const admin = (await profile('admin')).userInfo
    expect(admin).toMatchObject({
      realname: '新管理员',
      phone: '13900139000',
      email: 'admin@example.cn',
      sex: 2,
      birthday: '1990-01-02',
    })
    const jeecgAfter = (await profile('jeecg')).userInfo
    expect(jeecgAfter.realname).toBe(jeecgBefore.userInfo.realname)
    expect(jeecgAfter.phone).toBe(jeecgBefore.userInfo.phone)
  })

  it('leaves fields the body does not name', async () => {
    await call('admin', 'PUT', '/sys/user/appEdit', { realname: '管理员' })
    expect((await profile('admin')).userInfo).toMatchObject({ realname: '管理员', phone: '13900139000' })
  })

  it('refuses a bad mobile number and a bad e-mail with a clear message and writes nothing', async () => {
    const badPhone = await call('admin', 'PUT', '/sys/user/appEdit', { realname: '不该保存', phone: '1234' })
    expect(badPhone.status).toBe(200)
    expect(badPhone.body).toMatchObject({ success: false, message: '手机号格式不正确' })
    const badEmail = await call('admin', 'PUT', '/sys/user/appEdit', { email: 'admin@' })
    expect(badEmail.body).toMatchObject({ success: false, message: '邮箱格式不正确' })
    expect((await profile('admin')).userInfo.realname).toBe('管理员')
  })

  it("refuses another user's phone number", async () => {
    await call('jeecg', 'PUT', '/sys/user/appEdit', { phone: '13700137000' })
    const answer = await call('admin', 'PUT', '/sys/user/appEdit', { phone: '13700137000' })
    expect(answer.body).toMatchObject({ success: false, message: '手机号已存在!' })
  })

  it('answers 400 on a wrongly typed field', async () => {
    // A number where text is declared is read as text, as Jackson does (the upstream client sends them), so the
    // wrongly typed field is an object.
    const answer = await call('admin', 'PUT', '/sys/user/appEdit', { realname: { text: '42' } })
    expect(answer.status).toBe(400)
  })
})

describe('preferences', () => {
  it('round-trips UI preferences per user', async () => {
    const initial = await call('admin', 'GET', '/sys/user/account/settings')
    expect(initial.body.result).toEqual({
      ui: null,
      notification: { systemMessages: true, announcements: true, todoReminders: true },
    })
    const preferences = { menuTheme: 'light', layout: 'topmenu', colorWeak: true, primaryColor: '#F5222D' }
    const saved = await call('admin', 'PUT', '/sys/user/account/uiPreferences', preferences)
    expect(saved.body.success).toBe(true)
    const admin = (await call('admin', 'GET', '/sys/user/account/settings')).body.result as { ui: unknown }
    expect(admin.ui).toEqual(preferences)
    const jeecg = (await call('jeecg', 'GET', '/sys/user/account/settings')).body.result as { ui: unknown }
    expect(jeecg.ui).toBeNull()
  })

  it('round-trips notification preferences and keeps the UI ones', async () => {
    const notification = { systemMessages: false, announcements: true, todoReminders: false }
    await call('admin', 'PUT', '/sys/user/account/notificationPreferences', notification)
    const settings = (await call('admin', 'GET', '/sys/user/account/settings')).body.result as {
      ui: { layout: string }
      notification: unknown
    }
    expect(settings.notification).toEqual(notification)
    expect(settings.ui.layout).toBe('topmenu')
  })

  it('rejects an unknown preference or value with 400', async () => {
    const unknownKey = await call('admin', 'PUT', '/sys/user/account/uiPreferences', { theme: 'x' })
    expect(unknownKey.status).toBe(400)
    const badColour = await call('admin', 'PUT', '/sys/user/account/uiPreferences', { primaryColor: 'red' })
    expect(badColour.status).toBe(400)
    const missing = await call('admin', 'PUT', '/sys/user/account/notificationPreferences', {
      systemMessages: true,
    })
    expect(missing.status).toBe(400)
  })
})
