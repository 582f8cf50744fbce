import { expect, test, type Page } from './test'
import { API, signIn, submitLogin, tokenOf, watchNoticeSocket } from './support'

/**
 * The shell: guard rules of docs/spec.md §2, multi-page tabs (§2, §8), the settings drawer (§4) and the
 * clear-cache entry (§8), in real Chromium against server/. Only roles, labels and visible text are used.
 */

const tabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab')
const tab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name, exact: true })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

test.describe('guard (docs/spec.md §2)', () => {
  test('an unknown path shows the 404 page inside the shell', async ({ page }) => {
    await signIn(page)
    await page.goto('/no/such/page')
    await expect(page).toHaveURL(/\/404$/)
    await expect(page.getByText('404')).toBeVisible()
    // A path outside the menu gets no tab.
    await expect(tabs(page)).toHaveText([/首页/])
  })

  test('a hidden menu item is a route but not a menu entry', async ({ page }) => {
    await signIn(page)
    const menu = page.getByRole('navigation', { name: '主菜单' })
    await menu.getByRole('button', { name: '系统管理' }).click()
    await expect(menu.getByRole('link', { name: '用户管理' })).toBeVisible()
    await expect(menu.getByRole('link', { name: '用户详情' })).toHaveCount(0)
  })

  test('an iframe menu page fills its {{ }} url template without eval and embeds it', async ({ page }) => {
    await signIn(page)
    const menu = page.getByRole('navigation', { name: '主菜单' })
    await menu.getByRole('button', { name: '系统管理' }).click()
    await menu.getByRole('link', { name: '在线文档' }).click()
    const frame = page.locator('iframe[title="在线文档"]')
    await expect(frame).toHaveAttribute('src', /\/jeecg-boot\/doc\.html$/)
    await expect(tab(page, '在线文档')).toBeVisible()
  })

  test('menu rules: route 0, alwaysShow, a parent of hidden children, an external page', async ({ page }) => {
    // The rules are the app's: the permission answer is replaced by a menu that has every case.
    const entry = (path: string, title: string, extra: Record<string, unknown> = {}) => ({
      id: path,
      path,
      name: path.replaceAll('/', '-').slice(1),
      component: 'dashboard/Analysis',
      route: '1',
      meta: { title },
      ...extra,
    })
    const menu = [
      entry('/dashboard/analysis', '首页'),
      entry('/group', '分组', {
        component: 'layouts/RouteView',
        children: [entry('/group/open', '开放页'), entry('/group/unregistered', '未注册页', { route: '0' })],
      }),
      entry('/secret', '全隐藏', {
        component: 'layouts/RouteView',
        children: [
          entry('/secret/a', '隐藏甲', { hidden: true }),
          entry('/secret/b', '隐藏乙', { hidden: true }),
        ],
      }),
      entry('/always', '总是显示', {
        component: 'layouts/RouteView',
        alwaysShow: true,
        children: [entry('/always/x', '子页')],
      }),
      entry('/outside', '外部链接', {
        component: 'layouts/IframePageView',
        meta: { title: '外部链接', url: 'https://example.com/help?token=${token}', internalOrExternal: true },
      }),
    ]
    await page.route('**/sys/permission/getUserPermissionByToken*', (route) =>
      route.fulfill({
        json: {
          success: true,
          code: 200,
          message: '',
          timestamp: 1,
          result: { menu, auth: [], allAuth: [] },
        },
      }),
    )
    await signIn(page)
    const nav = page.getByRole('navigation', { name: '主菜单' })
    await expect(nav.getByRole('button', { name: '全隐藏' })).toHaveCount(0)
    await expect(nav.getByRole('link', { name: '总是显示' })).toBeVisible()
    await expect(nav.getByRole('button', { name: '总是显示' })).toHaveCount(0)
    await nav.getByRole('button', { name: '分组' }).click()
    await expect(nav.getByRole('link', { name: '未注册页' })).toBeVisible()
    // route '0': shown in the menu but not registered, so the path is unknown.
    await page.goto('/group/unregistered')
    await expect(page).toHaveURL(/\/404$/)
    await page.goto('/group/open')
    await expect(tab(page, '开放页')).toBeVisible()
    // An external page opens in a new browser tab, its ${token} filled in.
    const link = nav.getByRole('link', { name: '外部链接' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('href', /^https:\/\/example\.com\/help\?token=.+/)
  })

  test('a user sees only the menus of his roles', async ({ page }) => {
    await signIn(page, 'qc01')
    const menu = page.getByRole('navigation', { name: '主菜单' })
    await expect(menu.getByRole('button', { name: '质量检验' })).toBeVisible()
    await expect(menu.getByRole('button', { name: '系统管理' })).toHaveCount(0)
    await expect(menu.getByRole('button', { name: '人事管理' })).toHaveCount(0)
  })

  test('a token the server no longer honours sends the user to sign in, keeping the redirect', async ({
    page,
  }) => {
    await signIn(page)
    // The server forgets the session behind the app's back (as after an expiry or a logout elsewhere).
    const token = await page.evaluate(
      () =>
        (JSON.parse(localStorage.getItem('erp-session') ?? '{}') as { state?: { token?: string } }).state
          ?.token,
    )
    expect(token).toBeTruthy()
    const logout = await page.request.post(`${API}/sys/logout`, {
      headers: { 'X-Access-Token': token ?? '' },
    })
    expect(logout.ok()).toBe(true)
    await page.goto('/isystem/user')
    await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fisystem%2Fuser$/)
  })
})

test.describe('live permissions', () => {
  test("an administrator's change of a user's roles ends that user's session; signed in again, the menu shows it", async ({
    page,
    request,
  }) => {
    // The notice channel counts as open once the server answered a heartbeat on it.
    const live = watchNoticeSocket(page)
    await signIn(page, 'qc01')
    const menu = page.getByRole('navigation', { name: '主菜单' })
    await expect(menu.getByRole('button', { name: '质量检验' })).toBeVisible()
    await expect(menu.getByRole('button', { name: '食堂消费' })).toHaveCount(0)
    await expect.poll(live).toBe(true)

    const headers = { 'X-Access-Token': await tokenOf(request) }
    const users = await request.get(`${API}/sys/user/list?username=qc01`, { headers })
    const qc01 = ((await users.json()) as { result: { records: Array<{ id: string; realname: string }> } })
      .result.records[0]
    const roles = await request.get(`${API}/sys/role/queryall`, { headers })
    const roleIds = ((await roles.json()) as { result: Array<{ id: string; roleCode: string }> }).result
      .filter((role) => role.roleCode === 'qc_inspector' || role.roleCode === 'canteen_clerk')
      .map((role) => role.id)
    expect(qc01).toBeTruthy()
    expect(roleIds).toHaveLength(2)
    const edited = await request.put(`${API}/sys/user/edit`, {
      headers,
      data: { id: qc01?.id, username: 'qc01', realname: qc01?.realname, selectedroles: roleIds.join(',') },
    })
    expect(((await edited.json()) as { success: boolean }).success).toBe(true)

    // A change of roles ends the user's sessions (issue 30 item 3, README § Access and security): the pushed
    // change makes the page reload its menu at once, the server refuses the old token, and the user is told the
    // sign-in has expired; signed in again, the menu has the new role's pages.
    const expired = page.getByRole('dialog', { name: '登录已过期' })
    await expect(expired).toBeVisible({ timeout: 20_000 })
    await expired.getByRole('button', { name: '重新登录' }).click()
    await expect(page).toHaveURL(/\/user\/login/)
    await submitLogin(page, 'qc01')
    await expect(menu.getByRole('button', { name: '食堂消费' })).toBeVisible()
  })
})

test.describe('multi-page tabs (docs/spec.md §2, §8)', () => {
  test('home cannot be closed, close others keeps home, and the tabs survive a reload', async ({ page }) => {
    await signIn(page)
    await page.goto('/isystem/user')
    await expect(tab(page, '用户管理')).toBeVisible()
    await page.goto('/isystem/roleUserList')
    await expect(tab(page, '角色管理')).toBeVisible()
    await expect(tabs(page)).toHaveText([/首页/, /用户管理/, /角色管理/])

    // Home first and not closable: Delete on the focused home tab warns.
    await tab(page, '首页').focus()
    await page.keyboard.press('Delete')
    await expect(page.getByText('首页不能关闭!')).toBeVisible()

    // Reload: the open tabs and the active one come back.
    await page.reload()
    await expect(tabs(page)).toHaveText([/首页/, /用户管理/, /角色管理/])
    await expect(tab(page, '角色管理')).toHaveAttribute('aria-selected', 'true')

    // Right-click menu: close others keeps home and the pivot.
    await tab(page, '用户管理').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '关闭其他' }).click()
    await expect(tabs(page)).toHaveText([/首页/, /用户管理/])
    await expect(page).toHaveURL(/\/isystem\/user$/)
  })

  test('the right-click menu closes the tabs left or right of a tab, and refresh reloads only that tab', async ({
    page,
  }) => {
    await signIn(page)
    for (const path of ['/isystem/user', '/isystem/roleUserList', '/isps/userAnnouncement']) {
      await page.goto(path)
      await expect(tabs(page)).not.toHaveCount(0)
    }
    await expect(tabs(page)).toHaveText([/首页/, /用户管理/, /角色管理/, /我的消息/])
    await tab(page, '角色管理').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '关闭右侧' }).click()
    await expect(tabs(page)).toHaveText([/首页/, /用户管理/, /角色管理/])
    await tab(page, '角色管理').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '关闭左侧' }).click()
    // Home is never closed.
    await expect(tabs(page)).toHaveText([/首页/, /角色管理/])
    await tab(page, '角色管理').click({ button: 'right' })
    await page.getByRole('menuitem', { name: '刷新' }).click()
    await expect(page).toHaveURL(/\/isystem\/roleUserList$/)
    await expect(tabs(page)).toHaveText([/首页/, /角色管理/])
  })

  test('the last tab cannot be closed', async ({ page }) => {
    await signIn(page)
    await expect(tabs(page)).toHaveCount(1)
    await tab(page, '首页').focus()
    await page.keyboard.press('Delete')
    // The home rule answers first; either way nothing closes.
    await expect(page.getByText(/首页不能关闭!|这是最后一页，不能再关闭了啦/)).toBeVisible()
    await expect(tabs(page)).toHaveCount(1)
  })
})

test.describe('settings drawer (docs/spec.md §4)', () => {
  test('dependencies between toggles, and the choices persist across a reload', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: /用户菜单/ }).click()
    await page.getByRole('menuitem', { name: '系统设置' }).click()
    const drawer = page.getByRole('dialog', { name: '系统设置' })
    await expect(drawer).toBeVisible()

    // Fluid only with the top menu.
    const fluid = drawer.getByRole('radio', { name: '流式' })
    await expect(fluid).toBeDisabled()
    await drawer.getByRole('radio', { name: '顶部菜单' }).check()
    await expect(fluid).toBeEnabled()
    // Fixed sidebar is disabled for the top menu.
    await expect(drawer.getByRole('switch', { name: '固定侧边菜单' })).toBeDisabled()
    // Auto-hide header needs the fixed header; turning that off turns auto-hide off.
    const fixedHeader = drawer.getByRole('switch', { name: '固定 Header' })
    const autoHide = drawer.getByRole('switch', { name: '下滑时隐藏 Header' })
    if ((await fixedHeader.getAttribute('aria-checked')) !== 'true') await fixedHeader.click()
    await expect(autoHide).toBeEnabled()
    await autoHide.click()
    await expect(autoHide).toHaveAttribute('aria-checked', 'true')
    await fixedHeader.click()
    await expect(autoHide).toHaveAttribute('aria-checked', 'false')
    await expect(autoHide).toBeDisabled()
    // Dark theme for the whole app.
    // The drawer saves to the account a moment after the last change, and the account's settings win at the next
    // load: reload once the dark choice is stored (on a loaded machine the reload came first, and the stored
    // light scheme won).
    const savedDark = page.waitForResponse(
      (response) =>
        response.url().includes('/sys/user/account/uiPreferences') &&
        (response.request().postData() ?? '').includes('"colorScheme":"dark"'),
    )
    await drawer.getByRole('radio', { name: '深色' }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await savedDark

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.getByRole('button', { name: /用户菜单/ }).click()
    await page.getByRole('menuitem', { name: '系统设置' }).click()
    await expect(page.getByRole('radio', { name: '顶部菜单' })).toBeChecked()
  })
})

test.describe('layout preferences (docs/spec.md §4)', () => {
  async function openSettings(page: Page) {
    await page.getByRole('button', { name: /用户菜单/ }).click()
    await page.getByRole('menuitem', { name: '系统设置' }).click()
    return page.getByRole('dialog', { name: '系统设置' })
  }

  test('the top menu moves navigation into the header; Fluid widens the content', async ({ page }) => {
    await signIn(page)
    const drawer = await openSettings(page)
    await drawer.getByRole('radio', { name: '顶部菜单' }).check()
    await page.keyboard.press('Escape')
    const header = page.getByRole('banner')
    const menu = header.getByRole('navigation', { name: '主菜单' })
    await expect(menu).toBeVisible()
    await expect(page.locator('aside')).toHaveCount(0)
    await menu.getByRole('button', { name: /系统管理/ }).click()
    await page.getByRole('menuitem', { name: '用户管理' }).click()
    await expect(page).toHaveURL(/\/isystem\/user$/)

    const main = page.getByRole('main')
    await expect(main).toHaveAttribute('data-width', 'Fixed')
    const fixedWidth = (await main.boundingBox())?.width ?? 0
    expect(fixedWidth).toBeLessThanOrEqual(1200)
    const settings = await openSettings(page)
    await settings.getByRole('radio', { name: '流式' }).check()
    await page.keyboard.press('Escape')
    await expect(main).toHaveAttribute('data-width', 'Fluid')
    expect((await main.boundingBox())?.width ?? 0).toBeGreaterThan(fixedWidth)
  })

  test('a fixed header stays in view; with auto-hide it slides away past 100 px of scroll', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await signIn(page)
    const drawer = await openSettings(page)
    await drawer.getByRole('switch', { name: '固定 Header' }).click()
    await page.keyboard.press('Escape')
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px'
    })
    const header = page.getByRole('banner')
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100)
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)

    const settings = await openSettings(page)
    await settings.getByRole('switch', { name: '下滑时隐藏 Header' }).click()
    await page.keyboard.press('Escape')
    await expect(header).toHaveAttribute('data-state', 'hidden')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-state', 'visible')
  })

  test('desktop shows the welcome text and a side menu; mobile (< 1088 px) a menu drawer instead', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await signIn(page)
    await expect(page.getByRole('banner').getByText('欢迎进入 SDN ERP')).toBeVisible()
    await expect(page.locator('aside').getByRole('navigation', { name: '主菜单' })).toBeVisible()
    await page.setViewportSize({ width: 800, height: 800 })
    await expect(page.getByRole('banner').getByText('欢迎进入 SDN ERP')).toHaveCount(0)
    await expect(page.locator('aside')).toHaveCount(0)
    await page.getByRole('button', { name: '打开菜单' }).click()
    await expect(page.getByRole('dialog').getByRole('navigation', { name: '主菜单' })).toBeVisible()
  })

  test('clear cache refreshes the dictionaries and says so', async ({ page }) => {
    await signIn(page)
    await page.getByRole('button', { name: /用户菜单/ }).click()
    await page.getByRole('menuitem', { name: '清理缓存' }).click()
    await expect(page.getByText('刷新缓存完成！')).toBeVisible()
  })
})
