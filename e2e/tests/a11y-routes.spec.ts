import type { AxeResults, RunOptions } from 'axe-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { API, signIn, tokenOf } from './support'

/**
 * Issue 10 (WCAG 2.2 AA): an axe scan of every route, as a public visitor and signed in as the admin, with
 * no serious or critical violation. The admin's routes come from the admin's own server menu (every leaf the
 * app registers, hidden ones included), so a page added to the menu is scanned without touching this file.
 * Each route is scanned once its content has settled; the violations of all routes are gathered and reported
 * together (route → rule → nodes), so one run shows everything.
 */

// A trace of ~100 pages with axe injected into each is slow to record and of little use: a failure here is
// read from the report (route → rule → nodes).
test.use({ trace: 'off' })

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

/** SPEC §2 "Reachable without a token", in the order a visitor meets them. */
const PUBLIC_ROUTES = [
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/welcome',
  '/sdn/step-form',
  '/sdn/step-success',
  '/sdn/step-detail',
  '/sdn/demo',
  '/sdn/repairDetail',
  '/sdn/emp',
  '/sdn/emp/entry',
  '/sdn/emp/entry/hr',
  '/sdn/emp/success',
  '/test/home',
  '/sdn/step/form/login', // last: the meter pages below start from this login
] as const

/** Routes of the shell that the menu does not carry (SPEC §2 named routes and the exception page). */
const SHELL_ROUTES = ['/isps/userAnnouncement', '/404'] as const

interface MenuItem {
  path: string
  component?: string | null
  route?: string
  meta?: { title?: string; url?: string }
  children?: MenuItem[]
}

interface Finding {
  route: string
  rule: string
  impact: string
  help: string
  nodes: string[]
}

interface RoutePlan {
  scan: string[]
  skipped: string[]
}

/**
 * The admin's menu turned into the paths the app registers (app/src/app/dynamic-routes.tsx): items with
 * route ≠ '0' and a component; layouts only redirect, so they are not pages of their own. Iframe pages that
 * point off-site and paths with parameters are left out and listed.
 */
function plan(items: readonly MenuItem[], origin: string): RoutePlan {
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

async function adminMenu(request: APIRequestContext): Promise<MenuItem[]> {
  const token = await tokenOf(request)
  const response = await request.get(`${API}/sys/permission/getUserPermissionByToken`, {
    headers: { 'X-Access-Token': token },
  })
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { success: boolean; result: { menu: MenuItem[] } }
  expect(body.success).toBe(true)
  return body.result.menu
}

/** Counts the page's requests in flight (web sockets excepted), to tell when a page has settled. */
function trackRequests(page: Page): () => number {
  let inFlight = 0
  page.on('request', () => (inFlight += 1))
  page.on('requestfinished', () => (inFlight = Math.max(0, inFlight - 1)))
  page.on('requestfailed', () => (inFlight = Math.max(0, inFlight - 1)))
  return () => inFlight
}

/**
 * Waits until the page has drawn its content: `main` (or the body of a page without one) visible, no request
 * in flight for a quiet moment, no loading status or busy region left, and fonts ready.
 */
async function settle(page: Page, inFlight: () => number) {
  const landmark = page.locator('main').first()
  if ((await page.locator('main').count()) > 0) await expect(landmark).toBeVisible()
  const started = Date.now()
  let quietSince = Date.now()
  while (Date.now() - started < 10_000) {
    const busy = await page
      .locator('[aria-busy="true"], [role="status"]:has-text("加载中")')
      .filter({ visible: true })
      .count()
    if (inFlight() > 0 || busy > 0) quietSince = Date.now()
    else if (Date.now() - quietSince >= 250) break
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

/** axe-core itself, injected once per document (the admin's routes share one document). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Serious and critical violations of the page as it stands, all of axe's rules (WCAG 2.x A/AA and best
 * practices, colour contrast included). Only violations are gathered in full (`resultTypes`), and frames are
 * not entered: the one iframe page of the menu shows another application's document, not ours.
 */
async function scan(page: Page, route: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> }
    }
    const results = await axe.run(document, { resultTypes: ['violations'], iframes: false })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }))
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      route,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes,
    }))
}

/** route → rule (impact): help, then one line per node. */
function report(findings: readonly Finding[]): string {
  if (findings.length === 0) return 'no serious or critical violation'
  const byRule = new Map<string, Set<string>>()
  for (const finding of findings) {
    const routes = byRule.get(finding.rule) ?? new Set<string>()
    routes.add(finding.route)
    byRule.set(finding.rule, routes)
  }
  const summary = [...byRule].map(([rule, routes]) => `  ${rule}: ${routes.size} route(s)`)
  const details = findings.map(
    (finding) =>
      `${finding.route} → ${finding.rule} (${finding.impact}): ${finding.help}\n` +
      finding.nodes.map((node) => `    - ${node.replaceAll('\n', ' ')}`).join('\n'),
  )
  return ['Serious/critical axe violations by rule:', ...summary, '', ...details].join('\n')
}

/** Client-side navigation, as a link in the app would do it (the router listens to popstate). */
async function navigate(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL((url) => url.pathname === path.split('?')[0])
}

/**
 * Closes the current page's tab (keyboard: Delete on the selected tab), so that the next route is scanned
 * without a hundred earlier pages kept mounted behind it; the app then shows another open tab.
 */
async function closeCurrentTab(page: Page, path: string) {
  const tab = page
    .getByRole('tablist', { name: '已打开的页面' })
    .getByRole('tab', { selected: true })
    .and(page.locator('[aria-keyshortcuts="Delete"]'))
  if ((await tab.count()) !== 1) return
  await tab.press('Delete')
  await expect(page).not.toHaveURL((url) => url.pathname === path)
}

test('every public route has no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(120_000)
  const inFlight = trackRequests(page)
  const findings: Finding[] = []
  const scanned: string[] = []

  for (const route of PUBLIC_ROUTES) {
    await page.goto(route)
    await settle(page, inFlight)
    findings.push(...(await scan(page, route)))
    scanned.push(route)
  }

  // The meter owner's pages (SPEC §2 /sdn/meter/*, /sdn/step/form/*), as the owner reaches them: after the
  // meter login (demo pair M0001 / 7919), with a recharge of each kind so the result pages have content.
  const scanHere = async (route: string) => {
    await settle(page, inFlight)
    findings.push(...(await scan(page, route)))
    scanned.push(route)
  }
  await page.getByLabel('电表号').fill('M0001')
  await page.getByLabel('户主手机号后四位').fill('7919')
  await page.getByRole('button', { name: '登录', exact: true }).click()
  await expect(page).toHaveURL(/\/sdn\/meter\/meterInfo$/)
  await scanHere('/sdn/meter/meterInfo')
  await navigate(page, '/sdn/meter/recharge')
  await scanHere('/sdn/meter/recharge')
  await page.getByRole('button', { name: '50元' }).click()
  await page.getByRole('button', { name: '立即充值' }).click()
  await expect(page).toHaveURL(/\/sdn\/meter\/success$/)
  await scanHere('/sdn/meter/success')
  await navigate(page, '/sdn/meter/MeterRechargeModal')
  await scanHere('/sdn/meter/MeterRechargeModal')
  await navigate(page, '/sdn/step/form/step')
  await scanHere('/sdn/step/form/step')
  await page.getByLabel('充值金额(元)').fill('20')
  await page.getByRole('button', { name: '下一步' }).click()
  await expect(page.getByText('请确认充值信息')).toBeVisible()
  await scanHere('/sdn/step/form/step (confirmation step)')
  await page.getByRole('button', { name: '确认充值' }).click()
  await expect(page).toHaveURL(/\/sdn\/step\/form\/success$/)
  await scanHere('/sdn/step/form/success')
  await page.getByRole('link', { name: '查看详情' }).click()
  await expect(page).toHaveURL(/\/sdn\/step\/form\/detail$/)
  await scanHere('/sdn/step/form/detail')

  console.log(`public: ${scanned.length} routes scanned`)
  expect(
    findings.map((finding) => `${finding.route} → ${finding.rule}`),
    report(findings),
  ).toEqual([])
})

test('every route of the admin menu has no serious or critical axe violation', async ({ page, request }) => {
  test.setTimeout(300_000)
  const origin = new URL(test.info().project.use.baseURL ?? 'http://127.0.0.1').origin
  const { scan: menuRoutes, skipped } = plan(await adminMenu(request), origin)
  const routes = ['/dashboard/analysis', ...menuRoutes.filter((route) => route !== '/dashboard/analysis')]
  for (const route of SHELL_ROUTES) if (!routes.includes(route)) routes.push(route)
  // The seed menu has far more than a handful of pages: an empty list means the menu was not read.
  expect(routes.length).toBeGreaterThan(20)

  const inFlight = trackRequests(page)
  await signIn(page)
  const findings: Finding[] = []
  const notFound: string[] = []
  const started = Date.now()
  for (const route of routes) {
    if (route !== '/dashboard/analysis') await navigate(page, route)
    await settle(page, inFlight)
    findings.push(...(await scan(page, route)))
    // A menu page the app has no component for shows the not-found page: scanned, but worth saying.
    if (route !== '/404' && (await page.getByText('抱歉，你访问的页面不存在').count()) > 0)
      notFound.push(route)
    await closeCurrentTab(page, route)
  }

  console.log(`admin: ${routes.length} routes scanned in ${Math.round((Date.now() - started) / 1000)} s`)
  if (skipped.length > 0) console.log(`admin: not scanned:\n  ${skipped.join('\n  ')}`)
  if (notFound.length > 0) console.log(`admin: showed the not-found page:\n  ${notFound.join('\n  ')}`)
  expect(
    findings.map((finding) => `${finding.route} → ${finding.rule}`),
    report(findings),
  ).toEqual([])
})
