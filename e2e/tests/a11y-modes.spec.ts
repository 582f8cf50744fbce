import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from './test'
import { API, expectNoSeriousA11yViolations, giveAxeRoom, signIn, tokenOf } from './support'

/**
 * Dark mode and colour-weak mode meet contrast too. Each mode is switched on in the settings
 * drawer (as a user does), then axe scans representative screens WITH a drawer or dialog open: the settings
 * drawer over the dashboard, the add-user dialog over 用户管理, an announcement's detail, the password dialog.
 * Zero serious or critical violations (colour contrast included).
 *
 * Colour-weak mode is a CSS filter on <html> (invert(80%)), which axe does not model: it measures the colours
 * as if there were no filter. So in that mode every text's foreground and background colours measured by axe
 * are also passed through the same filter here, and the contrast of the filtered pair must still meet the
 * ratio axe expects for that text (4.5:1, or 3:1 for large text).
 */

test.setTimeout(240_000)
test.use({ actionTimeout: 20_000 })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

const TITLE = '无障碍检查通知'

/** Publishes an announcement for everybody, so the bell has a detail to open. */
async function publishAnnouncement(request: APIRequestContext) {
  const headers = { 'X-Access-Token': await tokenOf(request) }
  const added = await request.post(`${API}/sys/annountCement/add`, {
    headers,
    data: {
      titile: TITLE,
      msgContent: '<p>周五 <strong>15:00</strong> 消防演练</p>',
      priority: 'H',
      msgCategory: '1',
      msgType: 'ALL',
    },
  })
  expect(((await added.json()) as { success: boolean }).success).toBe(true)
  const list = await request.get(`${API}/sys/annountCement/list`, { headers, params: { titile: TITLE } })
  const id =
    ((await list.json()) as { result: { records: Array<{ id: string }> } }).result.records[0]?.id ?? ''
  expect(id).not.toBe('')
  const released = await request.get(`${API}/sys/annountCement/doReleaseData`, { headers, params: { id } })
  expect(((await released.json()) as { success: boolean }).success).toBe(true)
}

const userMenu = (page: Page) => page.locator('header').getByRole('button', { name: /^用户菜单/ })

async function openUserMenuItem(page: Page, item: string) {
  await userMenu(page).click()
  await page.getByRole('menuitem', { name: item }).click()
}

async function openSettings(page: Page) {
  await openUserMenuItem(page, '系统设置')
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('switch', { name: '色弱模式' }) })
  await expect(drawer).toBeVisible()
  return drawer
}

type Mode = 'dark' | 'weak'

/** Switches the mode on in the settings drawer and leaves the drawer open. */
async function switchOn(page: Page, mode: Mode) {
  const drawer = await openSettings(page)
  if (mode === 'dark') {
    await drawer.getByRole('radio', { name: '深色' }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  } else {
    await drawer.getByRole('switch', { name: '色弱模式' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-weak', 'true')
  }
  return drawer
}

interface ContrastData {
  fgColor?: string
  bgColor?: string
  expectedContrastRatio?: string
}

const channels = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
/** CSS invert(amount) of one sRGB channel (Filter Effects: C' = C·(1 − a) + (1 − C)·a). */
const invert = (value: number, amount: number) => value * (1 - amount) + (1 - value) * amount
const luminance = (rgb: number[]) => {
  const [r = 0, g = 0, b = 0] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const ratio = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/**
 * Colour-weak mode: the texts axe measured, with both colours through the page's own invert() filter; the
 * ones whose filtered contrast is below axe's expected ratio.
 */
async function filteredContrastFailures(page: Page): Promise<string[]> {
  const filter = await page.evaluate(() => getComputedStyle(document.documentElement).filter)
  const amount = Number(/invert\(([\d.]+)\)/.exec(filter)?.[1] ?? NaN)
  if (Number.isNaN(amount)) return [] // not an invert filter: nothing axe could have missed
  giveAxeRoom()
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()
  const failures: string[] = []
  for (const node of [...results.passes, ...results.violations].flatMap((result) => result.nodes)) {
    const data = (node.any[0]?.data ?? {}) as ContrastData
    if (!data.fgColor || !data.bgColor || !data.expectedContrastRatio) continue
    const expected = parseFloat(data.expectedContrastRatio)
    const fg = channels(data.fgColor).map((c) => invert(c, amount))
    const bg = channels(data.bgColor).map((c) => invert(c, amount))
    const filtered = ratio(fg, bg)
    if (filtered < expected)
      failures.push(`${node.target.join(' ')}: ${filtered.toFixed(2)}:1 < ${expected}:1 under ${filter}`)
  }
  return failures
}

async function expectReadable(page: Page, mode: Mode, where: string) {
  await expectNoSeriousA11yViolations(page)
  if (mode === 'weak')
    expect(await filteredContrastFailures(page), `${where}: contrast under the filter`).toEqual([])
}

for (const mode of ['dark', 'weak'] as const) {
  const name = mode === 'dark' ? 'dark mode' : 'colour-weak mode'

  test(`${name}: the settings drawer and the add-user dialog have no serious or critical axe violation`, async ({
    page,
  }) => {
    await signIn(page)
    await switchOn(page, mode)
    await expectReadable(page, mode, 'dashboard + settings drawer')
    await page.keyboard.press('Escape')

    await page.goto('/isystem/user')
    await expect(page.getByRole('row', { name: /admin/ }).first()).toBeVisible()
    await expectReadable(page, mode, '用户管理')
    await page.getByRole('button', { name: '新增', exact: true }).click()
    const add = page.getByRole('dialog', { name: /新增用户/ })
    await expect(add).toBeVisible()
    await expectReadable(page, mode, 'add-user dialog')
    // With the validation messages showing too.
    await add.getByRole('button', { name: '确定' }).click()
    await expect(add.getByText(/请输入/).first()).toBeVisible()
    // The modes are scanned at rest: the pointer leaves the button it clicked (no hover state).
    await page.mouse.move(0, 0)
    await expectReadable(page, mode, 'add-user dialog with errors')
  })

  test(`${name}: an announcement's detail and the password dialog have no serious or critical axe violation`, async ({
    page,
    request,
  }) => {
    await publishAnnouncement(request)
    await signIn(page)
    await switchOn(page, mode)
    await page.keyboard.press('Escape')

    await page.locator('header').getByRole('button', { name: /^通知/ }).click()
    const popover = page.getByRole('dialog', { name: '消息通知' })
    await expect(popover).toBeVisible()
    await expectReadable(page, mode, 'notice popover')
    await popover.getByRole('button', { name: new RegExp(TITLE) }).click()
    const detail = page.getByRole('dialog', { name: '详细信息' })
    await expect(detail.getByRole('heading', { name: TITLE })).toBeVisible()
    await expectReadable(page, mode, 'announcement detail')
    await page.keyboard.press('Escape')
    await expect(detail).toBeHidden()

    await openUserMenuItem(page, '修改密码')
    const password = page.getByRole('dialog', { name: /修改密码/ })
    await expect(password).toBeVisible()
    await expectReadable(page, mode, 'password dialog')
  })
}

test('a hovered primary button keeps its contrast in light, colour-weak, dark, and dark colour-weak modes', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/isystem/user')
  await expect(page.getByRole('row', { name: /admin/ }).first()).toBeVisible()
  const add = page.getByRole('button', { name: '新增', exact: true })
  const hovered = async (where: string, weak: boolean) => {
    const before = await add.evaluate((button) => getComputedStyle(button).backgroundColor)
    await add.hover()
    // The hover fill is a different colour (not an opacity change, which would lower the contrast).
    await expect
      .poll(() => add.evaluate((button) => getComputedStyle(button).backgroundColor))
      .not.toBe(before)
    await expect.poll(() => add.evaluate((button) => getComputedStyle(button).opacity)).toBe('1')
    await expectReadable(page, weak ? 'weak' : 'dark', `hovered 新增 (${where})`)
    await page.mouse.move(0, 0)
  }
  const toggleWeak = async (on: boolean) => {
    const drawer = await openSettings(page)
    await drawer.getByRole('switch', { name: '色弱模式' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-weak', String(on))
    await page.keyboard.press('Escape')
  }
  await hovered('light', false)
  await toggleWeak(true)
  await hovered('colour-weak', true)
  await switchOn(page, 'dark')
  await page.keyboard.press('Escape')
  await hovered('dark colour-weak', true)
  await toggleWeak(false)
  await hovered('dark', false)
})
