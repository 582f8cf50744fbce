/**
 * Consumer contract of the account centre and settings: the signed-in user's profile and roles,
 * the self-edit (upstream appEdit), third-party bindings, and the UI and notification preferences. The REAL
 * client of @erp/openapi is used; every call acts on the token's user (admin in the fixtures state).
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { newPact } from './pact-helpers'
import { interaction } from './system-helpers'

const { eachLike, like, boolean, regex } = MatchersV3

const pact = newPact()

const adminRecord = {
  id: like('e9ca23d68d884d4ebb19d07889727dae'),
  username: 'admin',
  realname: like('管理员'),
  orgCode: like('A01'),
  status: like(1),
}

const uiPreferences = {
  menuTheme: 'light',
  colorScheme: 'light',
  layout: 'topmenu',
  contentWidth: 'Fluid',
  fixedHeader: true,
  autoHideHeader: false,
  fixedSidebar: false,
  colorWeak: false,
  multipage: true,
  primaryColor: '#722ED1',
  sidebarCollapsed: false,
} as const

describe('account centre and settings', () => {
  it('GET /sys/user/account/profile answers the own record and roles', async () => {
    await interaction(pact, {
      description: "a request for the signed-in user's own profile",
      method: 'GET',
      path: '/sys/user/account/profile',
      result: {
        userInfo: adminRecord,
        roles: eachLike({ id: like('f6817f48af4fb3af11b9e8bf182f618b'), roleCode: like('admin') }),
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/user/account/profile')
        expect(data?.result?.userInfo.username).toBe('admin')
        expect(data?.result?.roles.length).toBeGreaterThan(0)
      },
    })
  })

  it('PUT /sys/user/appEdit changes the own name and contact', async () => {
    const body = {
      realname: '管理员甲',
      sex: 1,
      birthday: '1990-01-02',
      phone: '13900139000',
      email: 'pact@example.cn',
    }
    await interaction(pact, {
      description: 'a self-edit of name, sex, birthday, phone and e-mail',
      method: 'PUT',
      path: '/sys/user/appEdit',
      body,
      result: { ...adminRecord, realname: '管理员甲', phone: '13900139000', email: 'pact@example.cn' },
      message: '修改成功!',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/appEdit', { body })
        expect(data?.result?.realname).toBe('管理员甲')
      },
    })
  })

  it('PUT /sys/user/appEdit refuses a malformed mobile number', async () => {
    await interaction(pact, {
      description: 'a self-edit with a malformed mobile number',
      method: 'PUT',
      path: '/sys/user/appEdit',
      body: { phone: '12345' },
      result: null,
      message: '手机号格式不正确',
      refused: true,
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/appEdit', { body: { phone: '12345' } })
        expect(data).toMatchObject({ success: false, message: '手机号格式不正确' })
      },
    })
  })

  it('PUT /sys/user/appEdit stores a new avatar path', async () => {
    const body = { avatar: 'avatar/avatar_1700000000000.png' }
    await interaction(pact, {
      description: 'a self-edit of the avatar',
      method: 'PUT',
      path: '/sys/user/appEdit',
      body,
      result: { ...adminRecord, avatar: body.avatar },
      message: '修改成功!',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/appEdit', { body })
        expect(data?.result?.avatar).toBe(body.avatar)
      },
    })
  })

  it('GET /sys/user/account/bindings lists the third-party kinds', async () => {
    await interaction(pact, {
      description: "a request for the signed-in user's third-party bindings",
      method: 'GET',
      path: '/sys/user/account/bindings',
      result: eachLike({
        thirdType: regex('^(github|wechat_enterprise|dingtalk)$', 'github'),
        title: like('GitHub'),
        bound: boolean(false),
        available: boolean(false),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/user/account/bindings')
        expect(data?.result?.[0]?.thirdType).toBe('github')
      },
    })
  })

  it('GET /sys/user/account/settings answers the stored preferences', async () => {
    await interaction(pact, {
      description: "a request for the signed-in user's preferences",
      method: 'GET',
      path: '/sys/user/account/settings',
      result: {
        notification: {
          systemMessages: boolean(true),
          announcements: boolean(true),
          todoReminders: boolean(true),
        },
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/user/account/settings')
        expect(data?.result?.notification.announcements).toBe(true)
      },
    })
  })

  it('PUT /sys/user/account/uiPreferences stores the UI preferences', async () => {
    await interaction(pact, {
      description: "a save of the signed-in user's UI preferences",
      method: 'PUT',
      path: '/sys/user/account/uiPreferences',
      body: uiPreferences,
      result: uiPreferences,
      message: '保存成功！',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/account/uiPreferences', { body: uiPreferences })
        expect(data?.result?.layout).toBe('topmenu')
      },
    })
  })

  it('PUT /sys/user/account/notificationPreferences stores the notification preferences', async () => {
    const body = { systemMessages: false, announcements: true, todoReminders: false }
    await interaction(pact, {
      description: "a save of the signed-in user's notification preferences",
      method: 'PUT',
      path: '/sys/user/account/notificationPreferences',
      body,
      result: body,
      message: '保存成功！',
      check: async (client) => {
        const { data } = await client.PUT('/sys/user/account/notificationPreferences', { body })
        expect(data?.result?.systemMessages).toBe(false)
      },
    })
  })
})
