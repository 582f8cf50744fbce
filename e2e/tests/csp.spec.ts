import { expect, test, type Page } from './test'
import { signIn } from './support'

/**
 * The app runs under the server's Content Security Policy (no inline script, no eval): the pages
 * that load the heaviest code — the grid, the rich-text editor, the charts of the monitor, the schedule grid
 * — render, and the browser reports no violation of the policy.
 */

test.beforeEach(async ({ request }) => {
  expect((await request.post('/__test/reset')).ok()).toBe(true)
})

/** Collects the page's CSP violations (the browser's `securitypolicyviolation` events). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.defineProperty(window, '__cspViolations', { value: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

test('the app runs under its Content Security Policy', async ({ page }) => {
  test.setTimeout(120_000)
  const violations = await watchViolations(page)
  const response = await page.goto('/user/login')
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? ''
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-eval')

  await signIn(page)
  for (const [path, visible] of [
    ['/isystem/user', page.getByRole('table').first()],
    ['/isystem/annountCement', page.getByRole('table').first()],
    ['/monitor/SystemInfo', page.getByRole('main')],
    ['/att/schedule', page.getByRole('treegrid').or(page.getByRole('grid')).first()],
  ] as const) {
    await page.goto(path)
    await expect(visible).toBeVisible({ timeout: 30_000 })
  }
  await page.goto('/isystem/annountCement')
  await page.getByRole('button', { name: '新增' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect(page.locator('[contenteditable="true"]').first()).toBeVisible({ timeout: 30_000 })
  expect(await violations()).toEqual([])

  // The watcher does see a violation when there is one: an image from another origin is refused.
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = 'https://elsewhere.invalid/x.png'
    document.body.append(image)
  })
  await expect.poll(violations).toEqual(['img-src https://elsewhere.invalid/x.png'])
})
