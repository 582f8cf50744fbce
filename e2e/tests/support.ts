import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test'

/** What the journeys share. The app stays a black box: roles, labels, visible text and the HTTP API. */

export const API = '/jeecg-boot'

/** Fills the account form of the login page (already open) and submits it. */
export async function submitLogin(page: Page, user = 'admin', pass = '123456') {
  await page.getByLabel('账号', { exact: true }).fill(user)
  await page.getByLabel('密码', { exact: true }).fill(pass)
  await page.getByRole('button', { name: '登录', exact: true }).click()
}

/** Opens the login page, signs in and waits for the dashboard. */
export async function signIn(page: Page, user = 'admin', pass = '123456') {
  await page.goto('/user/login')
  await submitLogin(page, user, pass)
  await expect(page).toHaveURL(/\/dashboard\/analysis$/)
}

/** A token of `user`, signed in through the API (for arranging data behind the app's back). */
export async function tokenOf(request: APIRequestContext, user = 'admin', pass = '123456'): Promise<string> {
  const response = await request.post(`${API}/sys/login`, { data: { username: user, password: pass } })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { success: boolean; result: { token: string } }
  expect(body.success).toBe(true)
  return body.result.token
}

/**
 * Watches the page's notice channel; the returned function tells whether the server has answered on it
 * (the first heartbeat), i.e. whether live messages will now arrive. Call before signing in.
 */
export function watchNoticeSocket(page: Page): () => boolean {
  let live = false
  page.on('websocket', (socket) => {
    if (/\/jeecg-boot\/websocket\//.test(socket.url())) socket.on('framereceived', () => (live = true))
  })
  return () => live
}

/**
 * Adds room for one axe run to the current test's time budget. axe walks the whole DOM in the page's main
 * thread: seconds on a quiet machine, tens of seconds on a loaded 2-core one. Its time is added to the test's
 * budget instead of competing with the journey's own steps (the 2026-12-07 run timed out inside axe at 60 s
 * with the journey itself done). Call before every `AxeBuilder(…).analyze()`.
 */
export function giveAxeRoom() {
  test.info().setTimeout(test.info().timeout + 90_000)
}

/** Fails with the list of serious and critical axe violations (colour contrast included), if any. */
export async function expectNoSeriousA11yViolations(page: Page) {
  giveAxeRoom()
  const { violations } = await new AxeBuilder({ page }).analyze()
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([])
}

/**
 * Opens 职务管理's 新增职务 dialog and types a position: code, name and the rank at `rankIndex` (0 = the
 * first rank of the list). Answers the dialog and the rank chosen (its text, e.g. 助级).
 */
export async function typeNewPosition(page: Page, code: string, name: string, rankIndex: number) {
  await page.goto('/isystem/position')
  await expect(page.getByRole('table', { name: '职务列表' }).getByRole('row')).not.toHaveCount(1)
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const add = page.getByRole('dialog', { name: '新增职务' })
  await add.getByLabel('职务编码').fill(code)
  await add.getByLabel('职务名称').fill(name)
  const rank = await chooseOptionAt(add, '职级', rankIndex)
  return { add, rank }
}

const pageOf = (scope: Page | Locator): Page =>
  'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page)

/** The trigger of a select-like field of `scope`, by its label: a Select or Combobox button, or a native select. */
async function fieldTrigger(scope: Page | Locator, label: string | RegExp): Promise<Locator> {
  if (typeof label === 'string') {
    // The exact name first; a required field's name may carry its mark (`* 品牌`).
    const exact = scope.getByRole('combobox', { name: label, exact: true })
    if ((await exact.count()) === 1) return exact
  }
  const trigger = scope.getByRole('combobox', { name: label })
  await expect(trigger).toHaveCount(1)
  return trigger
}

/** Opens a Select or Combobox and answers its list (a Combobox's search typed with `search` first). */
async function openOptions(scope: Page | Locator, label: string | RegExp, search?: string) {
  const page = pageOf(scope)
  const trigger = await fieldTrigger(scope, label)
  // A Combobox opens a popover (aria-haspopup="dialog") with a search field above its list. Read before
  // opening: an open Select hides the rest of the page from the accessibility tree.
  const searchable = (await trigger.getAttribute('aria-haspopup')) === 'dialog'
  await trigger.click()
  const listbox = page.getByRole('listbox').filter({ visible: true }).last()
  await expect(listbox).toBeVisible()
  if (search && searchable) {
    await page.getByRole('dialog').filter({ has: listbox }).getByRole('combobox').fill(search)
  }
  return listbox
}

/**
 * Picks `option` of the select-like field labelled `label` in `scope`, as a person would: a native select
 * by its option's text; a Select (combobox button) by opening it and clicking the option; a Combobox by
 * opening it, typing the option's text into its search field and clicking the option.
 */
export async function chooseOption(scope: Page | Locator, label: string | RegExp, option: string | RegExp) {
  const trigger = await fieldTrigger(scope, label)
  if ((await trigger.evaluate((element) => element.tagName)) === 'SELECT') {
    await trigger.selectOption({
      label: typeof option === 'string' ? option : await matchingLabel(trigger, option),
    })
    return
  }
  const listbox = await openOptions(scope, label, typeof option === 'string' ? option : undefined)
  await listbox.getByRole('option', { name: option, exact: typeof option === 'string' }).click()
  await expect(listbox).toBeHidden()
}

async function matchingLabel(select: Locator, pattern: RegExp): Promise<string> {
  const labels = await select.locator('option').allTextContents()
  const found = labels.find((text) => pattern.test(text))
  expect(found, `an option matching ${String(pattern)}`).toBeDefined()
  return found ?? ''
}

/** Picks the option at `index` (0 = the first choice, placeholder not counted) and answers its text. */
export async function chooseOptionAt(
  scope: Page | Locator,
  label: string | RegExp,
  index: number,
): Promise<string> {
  const listbox = await openOptions(scope, label)
  const option = listbox.getByRole('option').nth(index)
  const text = (await option.textContent()) ?? ''
  await option.click()
  await expect(listbox).toBeHidden()
  return text.trim()
}

/**
 * Runs a row's action `name` as a person would: its button on the row when it is shown there, otherwise
 * the row's 更多 menu opened and the item clicked.
 */
export async function rowAction(row: Locator, name: string | RegExp, options: { exact?: boolean } = {}) {
  const exact = options.exact ?? false
  const inline = row.getByRole('button', { name, exact })
  const more = row.getByRole('button', { name: /更多|More/ })
  await expect(inline.or(more).first()).toBeVisible()
  if ((await inline.count()) > 0) {
    await inline.first().click()
    return
  }
  await more.first().click()
  const item = row.page().getByRole('menuitem', { name, exact })
  await item.click()
}

/**
 * Whether a row offers the action `name`, on its line or under its 更多 menu (opened to look, then closed
 * with Escape). Answers true or false; the row's actions must have been drawn.
 */
export async function offersRowAction(
  row: Locator,
  name: string | RegExp,
  options: { exact?: boolean } = {},
) {
  const exact = options.exact ?? false
  const inline = row.getByRole('button', { name, exact })
  const more = row.getByRole('button', { name: /更多|More/ })
  await expect(inline.or(more).first()).toBeVisible()
  if ((await inline.count()) > 0) return true
  if ((await more.count()) === 0) return false
  const page = row.page()
  await more.first().click()
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  const found = (await menu.getByRole('menuitem', { name, exact }).count()) > 0
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  return found
}

/** The current month of the 排班 grid (YYYY-MM) and its first rest day (the seed schedules every weekday). */
export function scheduleMonth() {
  const pad = (value: number) => String(value).padStart(2, '0')
  const today = new Date()
  const month = `${today.getFullYear()}-${pad(today.getMonth() + 1)}`
  const days = Array.from(
    { length: new Date(today.getFullYear(), today.getMonth() + 1, 0).getDate() },
    (_, index) => `${month}-${pad(index + 1)}`,
  )
  const weekday = (day: string) => new Date(`${day}T00:00:00`).getDay()
  const restDay = days.find((day) => weekday(day) === 0 || weekday(day) === 6) ?? `${month}-01`
  return { month, restDay }
}

/** The sideways scroll of the 排班 grid. */
const scheduleScroll = (page: Page) => page.locator('.ag-body-horizontal-scroll-viewport').first()

async function scrollScheduleBy(page: Page, by: number | 'start') {
  await scheduleScroll(page).evaluate((element, step) => {
    element.scrollLeft = step === 'start' ? 0 : element.scrollLeft + step
    element.dispatchEvent(new Event('scroll'))
  }, by)
}

/**
 * Scrolls the 排班 grid sideways until the column of `day` (YYYY-MM-DD) is rendered. AG Grid renders only the
 * columns that fit (column virtualisation), so which days exist in the DOM depends on the window's width and on
 * where in the month a day falls; a journey that reads a day's cell scrolls to it first instead of hoping it fits.
 * The day columns are in date order, so the rendered ones tell which way to go.
 */
async function scrollToDay(page: Page, day: string) {
  const header = page.locator(`.ag-header-cell[col-id="${day}"]`)
  await expect(async () => {
    if ((await header.count()) > 0) return
    const rendered = await page
      .locator('.ag-header-cell[col-id]')
      .evaluateAll((cells) =>
        cells.map((cell) => cell.getAttribute('col-id') ?? '').filter((id) => /^\d{4}-\d{2}-\d{2}$/.test(id)),
      )
    await scrollScheduleBy(page, day > (rendered.sort().at(-1) ?? '') ? 420 : -420)
    expect(await header.count(), `the column of ${day} is rendered`).toBeGreaterThan(0)
  }).toPass({ timeout: 20_000, intervals: [100, 200, 300] })
}

/**
 * A cell of the 排班 grid: a person's row (by work number), a day's column, scrolled into the rendered part of
 * the grid. The work number column scrolls away with the days, so the person's row is found first (at the
 * grid's left edge) by its row index, which does not change when the grid scrolls.
 */
export async function scheduleCell(page: Page, workNo: string, day: string): Promise<Locator> {
  await scrollScheduleBy(page, 'start')
  const row = page.locator('[role="row"][row-index]').filter({ hasText: workNo }).first()
  await expect(row).toBeVisible()
  const index = await row.getAttribute('row-index')
  await scrollToDay(page, day)
  return page.locator(`[role="row"][row-index="${index}"] [col-id="${day}"]`)
}

/** An item of the server's menu (GET /sys/permission/getUserPermissionByToken). */
export interface MenuItem {
  path: string
  component?: string | null
  route?: string
  meta?: { title?: string; url?: string }
  children?: MenuItem[]
}

export interface RoutePlan {
  /** The pages, in menu order (children before their parent's own page). */
  scan: string[]
  /** What was left out, and why. */
  skipped: string[]
}

/**
 * The admin's menu turned into the paths the app registers (app/src/app/dynamic-routes.tsx): items with
 * route ≠ '0' and a component; layouts only redirect, so they are not pages of their own. Iframe pages that
 * point off-site and paths with parameters are left out and listed.
 */
export function menuRoutePlan(items: readonly MenuItem[], origin: string): RoutePlan {
  const scan: string[] = []
  const skipped: string[] = []
  const walk = (nodes: readonly MenuItem[]) => {
    for (const node of nodes) {
      walk(node.children ?? [])
      const component = (node.component ?? '').replace(/^\/+/, '')
      if (node.route === '0' || !component || !node.path) continue
      const title = node.meta?.title ?? node.path
      if (component === 'layouts/IframePageView') {
        const url = node.meta?.url ?? ''
        if (/^https?:\/\//.test(url) && new URL(url).origin !== origin) {
          skipped.push(`${title} (${node.path}): iframe of an off-site page ${url}`)
          continue
        }
      } else if (component.includes('layouts')) continue
      if (node.path.includes(':')) {
        skipped.push(`${title} (${node.path}): a path with parameters`)
        continue
      }
      const path = node.path.startsWith('/') ? node.path : `/${node.path}`
      if (!scan.includes(path)) scan.push(path)
    }
  }
  walk(items)
  return { scan, skipped }
}

/** The admin's own server menu (every leaf the app registers, hidden ones included). */
export async function adminMenu(request: APIRequestContext): Promise<MenuItem[]> {
  const token = await tokenOf(request)
  const response = await request.get(`${API}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': token },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { success: boolean; result: { menu: MenuItem[] } }
  expect(body.success).toBe(true)
  return body.result.menu
}

/**
 * Every page of the admin's menu, the dashboard first, for a run against `baseURL`; what was left out is in
 * `skipped`. The seed menu has far more than a handful of pages: an empty list means the menu was not read.
 */
export async function adminMenuRoutes(request: APIRequestContext, baseURL: string): Promise<RoutePlan> {
  const { scan, skipped } = menuRoutePlan(await adminMenu(request), new URL(baseURL).origin)
  const routes = ['/dashboard/analysis', ...scan.filter((route) => route !== '/dashboard/analysis')]
  expect(routes.length).toBeGreaterThan(20)
  return { scan: routes, skipped }
}

/** Counts the page's requests in flight (web sockets excepted), to tell when a page has settled. */
export function trackRequests(page: Page): () => number {
  let inFlight = 0
  page.on('request', () => (inFlight += 1))
  page.on('requestfinished', () => (inFlight = Math.max(0, inFlight - 1)))
  page.on('requestfailed', () => (inFlight = Math.max(0, inFlight - 1)))
  return () => inFlight
}

/**
 * Waits until the page has drawn its content: `main` (or the body of a page without one) visible, no request
 * in flight for a quiet moment, no loading status or busy region left (in either language), and fonts ready.
 */
export async function settle(page: Page, inFlight: () => number, quietMs = 250) {
  const landmark = page.locator('main').first()
  if ((await page.locator('main').count()) > 0) await expect(landmark).toBeVisible()
  const started = Date.now()
  let quietSince = Date.now()
  while (Date.now() - started < 10_000) {
    const busy = await page
      .locator('[aria-busy="true"], [role="status"]:has-text("加载中"), [role="status"]:has-text("Loading")')
      .filter({ visible: true })
      .count()
    if (inFlight() > 0 || busy > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= quietMs) break
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** Client-side navigation, as a link in the app would do it (the router listens to popstate). */
export async function navigateInApp(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0])
}

/**
 * Closes the current page's tab (keyboard: Delete on the selected tab), so that the next route is measured
 * without a hundred earlier pages kept mounted behind it; the app then shows another open tab. Nothing
 * happens where there is no closable tab (the home tab, or one page at a time on a phone).
 */
export async function closeCurrentTab(page: Page, path: string) {
  const tab = page
    .getByRole('tablist', { name: /^(已打开的页面|Open pages)$/ })
    .getByRole('tab', { selected: true })
    .and(page.locator('[aria-keyshortcuts="Delete"]'))
  if ((await tab.count()) !== 1) return
  await tab.press('Delete')
  await expect(page).not.toHaveURL((url) => url.pathname === path)
}
