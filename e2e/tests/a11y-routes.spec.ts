import type { AxeResults, RunOptions } from 'axe-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, test, type Page } from './test'
import {
  adminMenuRoutes,
  closeCurrentTab,
  navigateInApp as navigate,
  settle,
  signIn,
  trackRequests,
} from './support'

/**
 * WCAG 2.2 AA: an axe scan of every route, as a public visitor and signed in as the admin, with
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

/** docs/spec.md §2 "Reachable without a token", in the order a visitor meets them. */
const PUBLIC_ROUTES = [
  '/user/login',
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  '/user/help', // The footer's 帮助, 隐私 and 条款
  '/user/privacy',
  '/user/terms',
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

/** Routes of the shell that the menu does not carry (docs/spec.md §2 named routes and the exception page). */
const SHELL_ROUTES = ['/isps/userAnnouncement', '/404'] as const

interface Finding {
  route: string
  rule: string
  impact: string
  help: string
  nodes: string[]
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

  // The meter owner's pages (docs/spec.md §2 /sdn/meter/*, /sdn/step/form/*), as the owner reaches them: after the
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
  await page.getByRole('alertdialog', { name: '确认充值' }).getByRole('button', { name: '确认充值' }).click()
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
  const baseURL = test.info().project.use.baseURL ?? 'http://127.0.0.1'
  const { scan: routes, skipped } = await adminMenuRoutes(request, baseURL)
  for (const route of SHELL_ROUTES) if (!routes.includes(route)) routes.push(route)

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
