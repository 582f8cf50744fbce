import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Locator, type Page } from './test'
import { giveAxeRoom } from './support'

/**
 * Every action reachable by keyboard with a visible focus. After a sign-in typed on the
 * keyboard, nothing here clicks: Tab / Shift+Tab / Enter / Space / arrows / Escape (and Shift+F10 for the tab
 * context menu) reach and operate the side menu, the tab bar and its context menu, the header actions, a drawer
 * and dialogs (focus moves in, is trapped, Escape closes, focus returns to the opener), the editable table and
 * the upload button. Every element focused on the way must show a focus indicator (a non-'none' outline or a
 * box-shadow ring); the elements without one are gathered and reported together at the end of each test.
 */

// Whole journeys on a shared 2-core machine: sign-in, lazy pages and AG Grid take their time.
test.setTimeout(180_000)
test.use({ actionTimeout: 20_000 })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

interface FocusState {
  /** A short description of the focused element (tag, role, name). */
  what: string
  /**
   * Whether it shows an outline or a box-shadow: on itself, on its first child (composite widgets) or on the
   * grid cell it is inside (cell editors).
   */
  indicated: boolean
}

/** The focused element (inside a shadow root or a same-origin frame too) and whether its focus is visible. */
async function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    if (!element || element === document.body) return { what: 'body', indicated: false }
    const shows = (node: Element | null) => {
      if (!node) return false
      const style = getComputedStyle(node)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
      const ring = style.boxShadow !== 'none' && style.boxShadow !== ''
      return outline || ring
    }
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('name') ??
      ((element.textContent ?? '').trim().slice(0, 30) ||
        `${element.getAttribute('type') ?? ''}#${element.id} in "${(element.closest('label, [role]')?.textContent ?? '').trim().slice(0, 30)}"`)
    const role = element.getAttribute('role') ?? ''
    const own = getComputedStyle(element)
    return {
      what: `${element.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name}" (outline ${own.outlineStyle} ${own.outlineWidth}, box-shadow ${own.boxShadow}, class "${element.className}")`,
      // A cell editor's field may leave the ring to its grid cell (focus-within).
      indicated:
        shows(element) || shows(element.firstElementChild) || shows(element.closest('[role="gridcell"]')),
    }
  })
}

/** Collects the focused elements that show no focus indicator; `done()` asserts there were none. */
function focusAudit(page: Page) {
  const missing = new Set<string>()
  const check = async (where: string) => {
    let state = await focusState(page)
    // The grid marks its focused cell a moment after the focus moves: give the indicator a few frames.
    for (let wait = 0; wait < 10 && !state.indicated; wait++) {
      await page.waitForTimeout(100)
      state = await focusState(page)
    }
    if (!state.indicated) missing.add(`${where}: ${state.what}`)
    return state
  }
  const done = () => expect([...missing], 'focused elements without a visible focus indicator').toEqual([])
  return { check, done }
}

type Audit = ReturnType<typeof focusAudit>

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking the focus indicator of every stop on the
 * way. Fails when the target is not reached within `limit` presses.
 */
async function tabTo(page: Page, audit: Audit, target: Locator, { back = false, limit = 60 } = {}) {
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      await audit.check(`tab stop`)
      return
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const state = await focusState(page)
    if (state.what !== 'body') await audit.check('tab stop')
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'} within ${limit} presses`).toBeFocused()
}

/** Screen-reader names of buttons, links and other commands, by axe's naming rules (the page as it stands). */
async function expectNamedControls(page: Page) {
  giveAxeRoom()
  const { violations } = await new AxeBuilder({ page })
    .withRules([
      'button-name',
      'link-name',
      'input-button-name',
      'aria-command-name',
      'aria-input-field-name',
      'aria-toggle-field-name',
      'label',
      'select-name',
    ])
    .analyze()
  const unnamed = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
  )
  expect(unnamed, 'controls without an accessible name').toEqual([])
}

/** Signs in with the keyboard only: Tab to the account field, type, Tab to the password, type, Enter. */
async function keyboardSignIn(page: Page, audit: Audit) {
  await page.goto('/user/login')
  const account = page.getByLabel('账号', { exact: true })
  await expect(account).toBeVisible()
  await tabTo(page, audit, account)
  await page.keyboard.type('admin')
  await tabTo(page, audit, page.getByLabel('密码', { exact: true }))
  await page.keyboard.type('123456')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
  await expect(page.getByRole('navigation', { name: '主菜单' }).getByRole('link').first()).toBeVisible()
}

/**
 * An arrow key held until the focus has moved to `target`, then released, as a person's key press lasts. A
 * radio group (Radix) moves the focus a moment after the key goes down and chooses the radio only while the
 * arrow is still held; a press of a few microseconds (Playwright's) can end before the focus has moved.
 */
async function holdArrow(page: Page, key: 'ArrowLeft' | 'ArrowRight', target: Locator) {
  await page.keyboard.down(key)
  await expect(target).toBeFocused()
  await page.keyboard.up(key)
}

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' })
const tabList = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' })

test('keyboard only: sign in, the side menu, the tab bar and its context menu', async ({ page }) => {
  const audit = focusAudit(page)
  await keyboardSignIn(page, audit)

  // Side menu: Tab to a submenu, Enter opens it, Tab to one of its pages, Enter opens the page.
  const system = mainMenu(page).getByRole('button', { name: '系统管理' })
  await tabTo(page, audit, system)
  await page.keyboard.press('Enter')
  await expect(system).toHaveAttribute('aria-expanded', 'true')
  const userPage = mainMenu(page).getByRole('link', { name: '用户管理' })
  await tabTo(page, audit, userPage)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/isystem\/user$/)
  // Space closes the submenu again (a button), Shift+Tab goes back to it.
  await tabTo(page, audit, system, { back: true })
  await page.keyboard.press('Space')
  await expect(system).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.press('Space')
  await expect(system).toHaveAttribute('aria-expanded', 'true')

  // A third page, so the tab bar has a left and a right neighbour.
  await tabTo(page, audit, mainMenu(page).getByRole('link', { name: '角色管理' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/)
  const tabs = tabList(page).getByRole('tab')
  await expect(tabs).toHaveCount(3)

  // Tab bar: the selected tab is the one tab stop; arrows move and select.
  const selected = tabList(page).getByRole('tab', { selected: true })
  await tabTo(page, audit, selected)
  await expect(selected).toContainText('角色管理')
  await page.keyboard.press('ArrowLeft')
  await expect(page).toHaveURL(/\/isystem\/user$/)
  await expect(tabList(page).getByRole('tab', { name: /用户管理/ })).toBeFocused()
  await audit.check('tab bar after ArrowLeft')
  await page.keyboard.press('ArrowRight')
  await expect(page).toHaveURL(/\/isystem\/roleUserList$/)
  await audit.check('tab bar after ArrowRight')

  // Its context menu: Shift+F10 opens it with focus inside, arrows move, Escape closes and focus returns.
  await page.keyboard.press('Shift+F10')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('menuitem', { name: '刷新' })).toBeFocused()
  await audit.check('tab context menu')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: '关闭左侧' })).toBeFocused()
  await audit.check('tab context menu item')
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(tabList(page).getByRole('tab', { name: /角色管理/ })).toBeFocused()

  // The context-menu key works the same; 关闭其他 leaves the home tab and this one.
  await page.keyboard.press('ContextMenu')
  await expect(menu).toBeVisible()
  // The arrows act once the menu has taken the focus (it does so a moment after it shows).
  await expect(menu.getByRole('menuitem', { name: '刷新' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: '关闭其他' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(menu).toBeHidden()
  await expect(tabs).toHaveCount(2)
  // Delete closes the focused tab.
  await tabTo(page, audit, tabList(page).getByRole('tab', { selected: true }))
  await page.keyboard.press('Delete')
  await expect(tabs).toHaveCount(1)
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)

  audit.done()
})

test('keyboard only: header actions, the settings drawer and the password dialog', async ({ page }) => {
  const audit = focusAudit(page)
  await keyboardSignIn(page, audit)
  const header = page.locator('header')

  // Menu search (a dialog): Enter opens it with focus in the search field, typing and Enter open a page.
  const search = header.getByRole('button', { name: '搜索菜单' })
  await tabTo(page, audit, search)
  await page.keyboard.press('Enter')
  const searchDialog = page.getByRole('dialog', { name: '搜索菜单' })
  await expect(searchDialog.getByRole('combobox', { name: '菜单名称' })).toBeFocused()
  await audit.check('menu search field')
  await expectNamedControls(page)
  await page.keyboard.press('Escape')
  await expect(searchDialog).toBeHidden()
  await expect(search).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.type('用户管理')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/isystem\/user$/)

  // Notice bell (a popover): Enter opens it, its tabs follow the arrows, Escape closes it, focus returns.
  const bell = header.getByRole('button', { name: /^通知/ })
  await tabTo(page, audit, bell)
  await page.keyboard.press('Enter')
  const notices = page.getByRole('dialog', { name: '消息通知' })
  await expect(notices).toBeVisible()
  const firstNoticeTab = notices.getByRole('tab').first()
  await tabTo(page, audit, firstNoticeTab)
  await page.keyboard.press('ArrowRight')
  await expect(notices.getByRole('tab').nth(1)).toBeFocused()
  await expect(notices.getByRole('tab').nth(1)).toHaveAttribute('data-state', 'active')
  await audit.check('notice tabs')
  await expectNamedControls(page)
  await page.keyboard.press('Escape')
  await expect(notices).toBeHidden()
  await expect(bell).toBeFocused()

  // User menu: Enter opens it, arrows reach 系统设置, Enter opens the settings drawer.
  const userMenu = header.getByRole('button', { name: /^用户菜单/ })
  await tabTo(page, audit, userMenu)
  await page.keyboard.press('Enter')
  const menu = page.getByRole('menu')
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await audit.check('user menu item')
  for (let press = 0; press < 10; press++) {
    if (
      await menu
        .getByRole('menuitem', { name: '系统设置' })
        .evaluate((item) => item === document.activeElement)
    )
      break
    await page.keyboard.press('ArrowDown')
  }
  await expect(menu.getByRole('menuitem', { name: '系统设置' })).toBeFocused()
  await audit.check('user menu item')
  await page.keyboard.press('Enter')

  // Settings drawer: focus moves in, Tab stays inside (trapped), Space toggles a switch, Escape closes.
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('switch', { name: '色弱模式' }) })
  await expect(drawer).toBeVisible()
  await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expectTrapped(page, audit, drawer, 'settings drawer')
  const weak = drawer.getByRole('switch', { name: '色弱模式' })
  await tabTo(page, audit, weak)
  await page.keyboard.press('Space')
  await expect(weak).toHaveAttribute('aria-checked', 'true')
  await page.keyboard.press('Space')
  await expect(weak).toHaveAttribute('aria-checked', 'false')
  const dark = drawer.getByRole('radio', { name: '深色' })
  await tabTo(page, audit, drawer.getByRole('radio', { name: '浅色' }))
  await holdArrow(page, 'ArrowRight', dark)
  await expect(dark).toBeChecked()
  await holdArrow(page, 'ArrowLeft', drawer.getByRole('radio', { name: '浅色' }))
  await expect(drawer.getByRole('radio', { name: '浅色' })).toBeChecked()
  await expectNamedControls(page)
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  // The menu item that opened it is gone: focus returns to the user menu button.
  await expect(userMenu).toBeFocused()

  // 修改密码 (a dialog) from the same menu: focus in, trapped, Escape closes, focus back on the menu button.
  await page.keyboard.press('Enter')
  for (let press = 0; press < 10; press++) {
    if (
      await menu
        .getByRole('menuitem', { name: '修改密码' })
        .evaluate((item) => item === document.activeElement)
    )
      break
    await page.keyboard.press('ArrowDown')
  }
  await page.keyboard.press('Enter')
  const password = page.getByRole('dialog', { name: /修改密码/ })
  await expect(password).toBeVisible()
  await expect.poll(() => password.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expectTrapped(page, audit, password, 'password dialog')
  await expectNamedControls(page)
  await page.keyboard.press('Escape')
  await expect(password).toBeHidden()
  await expect(userMenu).toBeFocused()

  audit.done()
})

/**
 * Tab and Shift+Tab through `container` (a modal dialog or drawer) more times than it has focusable
 * elements: focus never leaves it, and every stop shows its focus.
 */
async function expectTrapped(page: Page, audit: Audit, container: Locator, where: string) {
  const stops = await container
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]')
    .count()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < stops + 2; press++) {
      await page.keyboard.press(key)
      expect(
        await container.evaluate((element) => element.contains(document.activeElement)),
        `${where}: focus stays inside after ${key} × ${press + 1}`,
      ).toBe(true)
      await audit.check(where)
    }
  }
}

test('keyboard only: the add-user dialog traps focus and gives it back', async ({ page }) => {
  const audit = focusAudit(page)
  await keyboardSignIn(page, audit)
  await page.goto('/isystem/user')
  const add = page.getByRole('button', { name: '新增', exact: true })
  await expect(add).toBeVisible()
  await tabTo(page, audit, add)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: /新增用户/ })
  await expect(dialog).toBeVisible()
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
  await expectTrapped(page, audit, dialog, 'add-user dialog')
  await expectNamedControls(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(add).toBeFocused()
  audit.done()
})

test('keyboard only: the editable table and the upload button of a check report', async ({ page }) => {
  const audit = focusAudit(page)
  await keyboardSignIn(page, audit)
  await page.goto('/qc/checkReport')
  const add = page.getByRole('button', { name: '新增', exact: true })
  await expect(add).toBeVisible()
  await tabTo(page, audit, add)
  await page.keyboard.press('Enter')
  const editor = page.getByRole('dialog', { name: '新增检验报告' })
  await expect(editor).toBeVisible({ timeout: 30_000 })

  // Upload: reachable with Tab, Enter opens the file chooser.
  const upload = editor.getByRole('button', { name: '上传照片' })
  await tabTo(page, audit, upload)
  const chooser = page.waitForEvent('filechooser')
  await page.keyboard.press('Enter')
  await chooser
  await audit.check('upload button')

  // Editable table: Tab to 新增缺陷, Enter adds a line; arrows move between cells; Enter edits; Escape cancels.
  const addLine = editor.getByRole('button', { name: '新增缺陷' })
  await tabTo(page, audit, addLine)
  await page.keyboard.press('Enter')
  const defects = editor.getByRole('region', { name: '缺陷明细' }).first()
  const quantity = defects.locator('[role="gridcell"][col-id="quantity"]').first()
  await expect(quantity).toBeVisible()
  await tabTo(page, audit, defects.locator('[role="gridcell"]').first())
  for (let press = 0; press < 12; press++) {
    if ((await quantity.getAttribute('class'))?.includes('ag-cell-focus')) break
    await page.keyboard.press('ArrowRight')
  }
  await expect(quantity).toBeFocused()
  await audit.check('editable table cell')
  await page.keyboard.press('Enter')
  const input = quantity.locator('input')
  await expect(input).toBeFocused()
  await audit.check('editable table cell editor')
  await page.keyboard.type('5')
  await page.keyboard.press('Escape')
  await expect(input).toHaveCount(0)
  await expect(quantity).not.toHaveText('5')
  await expect(quantity).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('3')
  await page.keyboard.press('Enter')
  await expect(quantity).toHaveText('3')
  // The committed edit keeps the focus in the table (on a cell), so the arrows go on working.
  await expect(defects.locator('[role="gridcell"]:focus')).toHaveCount(1)
  await audit.check('editable table cell after editing')
  await expectNamedControls(page)

  // Escape from the table closes the dialog; focus returns to 新增.
  await page.keyboard.press('Escape')
  await expect(editor).toBeHidden()
  await expect(add).toBeFocused()
  audit.done()
})
