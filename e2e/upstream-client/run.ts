/**
 * The unchanged upstream JeecgBoot 2.4.6 Vue client (its production build) against this server, cross-origin:
 * signs in as admin/123456 through the client's own login page (captcha included), draws the menu, visits
 * every menu page whose component exists in upstream's client, and adds, edits and deletes a user, a role,
 * a department, a dictionary item and a position, adds, starts and stops a job, freezes, unfreezes and resets the
 * password of a user, publishes and revokes a notice, adds a menu and its button with a permission code, and
 * opens 在线文档 (doc.html framed) through the client's own forms (crud.ts), reading each back through the API.
 * Counts failed requests (HTTP >= 400, blocked by CORS, or success:false) and error toasts, per page.
 *
 * Run on demand, not in `npm test` (README text: /work/briefs/readme-E3.md):
 *   UPSTREAM_DIST=/work/upstream-client/ant-design-vue-jeecg/dist \
 *   UPSTREAM_SRC=/work/upstream-client/ant-design-vue-jeecg/src npx tsx e2e/upstream-client/run.ts
 * The build must have been made with VUE_APP_API_BASE_URL=http://127.0.0.1:18080/jeecg-boot (API_PORT).
 * Exit code 0 when nothing failed.
 */
import { spawn } from 'node:child_process'
import { createReadStream, existsSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Page } from 'playwright'

const DIST = process.env.UPSTREAM_DIST ?? '/work/upstream-client/ant-design-vue-jeecg/dist'
const SRC = process.env.UPSTREAM_SRC ?? '/work/upstream-client/ant-design-vue-jeecg/src'
const API_PORT = Number(process.env.API_PORT ?? 18080)
const PAGE_PORT = Number(process.env.PAGE_PORT ?? 13000)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const REPORT = process.env.REPORT_FILE ?? join(tmpdir(), 'upstream-client-report.json')
const PAGE_ORIGIN = `http://127.0.0.1:${PAGE_PORT}`
const SERVER = `http://127.0.0.1:${API_PORT}`
const API = `${SERVER}/jeecg-boot`

/**
 * This server, as the e2e suite runs it (e2e/serve.mjs: a throw-away data directory), with the test hooks on:
 * /__test/captcha tells the script the captcha a person would read off the image.
 */
async function startApi() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('../serve.mjs', import.meta.url))], {
    // The client's own origin is allowed to call the API and frame /doc.html (README § Access and security).
    env: {
      ...process.env,
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      ERP_TEST_HOOKS: '1',
      CORS_ORIGINS: PAGE_ORIGIN,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const end = Date.now() + 180_000
  while (Date.now() < end) {
    const ready = await fetch(`${API}/sys/getEncryptedString`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return child
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  child.kill('SIGTERM')
  throw new Error(`the server did not start on ${SERVER}`)
}

async function captchaOf(key: string): Promise<string> {
  const response = await fetch(`${SERVER}/__test/captcha?key=${encodeURIComponent(key)}`)
  return response.ok ? ((await response.json()) as { code: string }).code : '????'
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
}

/** The client's dist as upstream deploys it behind nginx: files, and index.html for every other path (history mode). */
function serveDist() {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/')).replace(
      /^(\.\.[/\\])+/,
      '',
    )
    let file = join(DIST, path)
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(DIST, 'index.html')
    response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' })
    createReadStream(file).pipe(response)
  })
  return new Promise<typeof server>((resolve) => server.listen(PAGE_PORT, '127.0.0.1', () => resolve(server)))
}

interface Failure {
  page: string
  method: string
  url: string
  status: number | string
  message?: string
}

interface MenuNode {
  path: string
  name: string
  route?: string
  component?: string | null
  hidden?: boolean
  meta?: { title?: string; url?: string }
  children?: MenuNode[]
}

/** Whether upstream's client has the page's component (util.js generateChildRouters resolves these). */
function existsInUpstream(component: string | null | undefined): boolean {
  if (!component) return false
  if (component.startsWith('modules/online/')) return true
  const file = component.includes('layouts')
    ? join(SRC, 'components', `${component}.vue`)
    : join(SRC, 'views', `${component}.vue`)
  return existsSync(file) || existsSync(join(SRC, 'views', component, 'index.vue'))
}

function pagesOf(
  nodes: MenuNode[],
  into: Array<{ path: string; name: string; title: string; component: string }> = [],
) {
  for (const node of nodes) {
    if (node.children?.length) pagesOf(node.children, into)
    else if (node.route !== '0' && node.component && !/^layouts\/(RouteView|PageView)$/.test(node.component))
      into.push({
        path: node.path,
        name: node.name,
        title: node.meta?.title ?? node.name,
        component: node.component,
      })
  }
  return into
}

async function main() {
  if (!existsSync(join(DIST, 'index.html'))) throw new Error(`No upstream build in ${DIST}`)
  const api = await startApi()
  const dist = await serveDist()
  const browser = await chromium.launch({ executablePath: CHROMIUM })
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })
  const page = await context.newPage()

  let current = 'login'
  const failures: Failure[] = []
  /** Answers with success:false (HTTP 200): upstream's own refusals, a failure only when the page shows an error toast. */
  const refusals: Failure[] = []
  const toasts: Array<{ page: string; text: string }> = []
  const apiCalls = { count: 0 }
  const consoleErrors: Array<{ page: string; text: string }> = []

  await page.exposeFunction('__reportToast', (text: string) => toasts.push({ page: current, text }))
  // Error toasts of ant-design-vue 1: message.error (anticon-close-circle) and notification.error.
  await page.addInitScript(() => {
    const seen = new WeakSet<Element>()
    const check = (root: ParentNode) => {
      for (const notice of Array.from(
        root.querySelectorAll('.ant-message-notice, .ant-notification-notice'),
      )) {
        if (seen.has(notice)) continue
        const error = notice.querySelector(
          '.ant-message-error, .anticon-close-circle, .ant-notification-notice-icon-error',
        )
        if (!error) continue
        seen.add(notice)
        ;(window as unknown as { __reportToast: (t: string) => void }).__reportToast(
          (notice.textContent ?? '').trim(),
        )
      }
    }
    new MutationObserver(() => check(document)).observe(document, { childList: true, subtree: true })
  })
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push({ page: current, text: message.text().slice(0, 300) })
  })
  page.on('requestfailed', (request) => {
    if (!request.url().startsWith(API)) return
    failures.push({
      page: current,
      method: request.method(),
      url: request.url(),
      status: request.failure()?.errorText ?? 'failed',
    })
  })
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.startsWith(API)) return
    if (response.request().method() === 'OPTIONS') return
    apiCalls.count++
    const entry = { page: current, method: response.request().method(), url }
    if (response.status() >= 400) {
      const text = await response.text().catch(() => '')
      failures.push({
        ...entry,
        status: response.status(),
        message: `${text.slice(0, 300)} <- ${(response.request().postData() ?? '').slice(0, 400)}`,
      })
      return
    }
    if (!(response.headers()['content-type'] ?? '').includes('json')) return
    try {
      const body = (await response.json()) as { success?: boolean; message?: string }
      if (body && body.success === false)
        refusals.push({ ...entry, status: 'success:false', message: body.message })
    } catch {
      // not JSON after all
    }
  })

  // Requests to the API still under way: a page is done when none has been for a moment.
  let inflight = 0
  page.on('request', (request) => {
    if (request.url().startsWith(API)) inflight++
  })
  const settled = (request: { url(): string }) => {
    if (request.url().startsWith(API)) inflight = Math.max(0, inflight - 1)
  }
  page.on('requestfinished', settled)
  page.on('requestfailed', settled)
  const quiet = async (timeout = 30_000) => {
    const end = Date.now() + timeout
    let calm = 0
    while (Date.now() < end && calm < 3) {
      await page.waitForTimeout(250)
      calm = inflight === 0 ? calm + 1 : 0
    }
  }

  let menu: MenuNode[] = []
  page.on('response', async (response) => {
    if (response.url().includes('/sys/permission/getUserPermissionByToken')) {
      try {
        menu = ((await response.json()) as { result: { menu: MenuNode[] } }).result.menu
      } catch {
        // ignored
      }
    }
  })

  // 1. Sign in through the client's login page.
  let checkKey = ''
  page.on('request', (request) => {
    const match = /\/sys\/randomImage\/(\w+)/.exec(request.url())
    if (match?.[1]) checkKey = match[1]
  })
  await page.goto(`${PAGE_ORIGIN}/user/login`)
  await page.getByPlaceholder('请输入帐户名 / admin').fill('admin')
  await page.getByPlaceholder('请输入密码 / 123456').fill('123456')
  await page.waitForFunction(() => document.querySelector('img[src^="data:image"]') !== null, null, {
    timeout: 30_000,
  })
  await page.getByPlaceholder('请输入验证码').fill(await captchaOf(checkKey))
  await page.locator('button.login-button').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/user/login'), { timeout: 60_000 })
  await page.waitForSelector('.ant-menu', { timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  const signedIn = !page.url().includes('/user/login')
  const menuItems = await page
    .locator('.ant-layout-sider .ant-menu-submenu, .ant-layout-sider .ant-menu-item')
    .count()

  // 2. Every menu page that exists in upstream's client.
  const pages = pagesOf(menu)
  const visited: Array<{ path: string; title: string; failures: number; toasts: number }> = []
  const skipped: Array<{ path: string; name: string; title: string; component: string }> = []
  // CRUD_ONLY=1: only the add / edit / delete part (quicker while fixing a form).
  for (const target of process.env.CRUD_ONLY ? [] : pages) {
    if (!existsInUpstream(target.component)) {
      skipped.push(target)
      continue
    }
    current = target.path
    const failuresBefore = failures.length
    const toastsBefore = toasts.length
    // As the side menu's router-link does: by route name (an iframe page's path is an MD5, relative to its
    // parent's), by path for a non-route menu.
    await page.evaluate(
      (to) => {
        const app = document.querySelector('#app') as unknown as {
          __vue__: { $router: { push(p: { name: string } | { path: string }): Promise<unknown> } }
        }
        return app.__vue__.$router.push(to).then(
          () => true,
          () => false,
        )
      },
      target.name ? { name: target.name } : { path: target.path },
    )
    await page.waitForTimeout(300)
    await quiet()
    visited.push({
      path: target.path,
      title: target.title,
      failures: failures.length - failuresBefore,
      toasts: toasts.length - toastsBefore,
    })
    // Close the tab again so the multi-tab layout does not keep every page alive.
    await page
      .evaluate(() => {
        const close = document.querySelector(
          '.ant-tabs-tab-active .ant-tabs-close-x, .ant-tabs-tab-active .anticon-close',
        )
        ;(close as HTMLElement | null)?.click()
      })
      .catch(() => undefined)
  }

  // 3. Add, edit and delete through the client's forms.
  const crud: Record<string, string> = {}
  const { runCrud, CRUD_NAMES } = await import('./crud')
  current = 'crud'
  try {
    Object.assign(crud, await runCrud(page, API, (name: string) => (current = `crud:${name}`)))
  } catch (error) {
    crud.error = String(error).slice(0, 500)
  }

  const report = {
    signedIn,
    menuItems,
    menuPages: pages.length,
    pagesVisited: visited.length,
    pagesSkipped: skipped,
    apiCalls: apiCalls.count,
    failedRequests: failures.length,
    errorToasts: toasts.length,
    refusals: refusals.length,
    crud,
    failures,
    refusalList: refusals,
    toasts,
    consoleErrors: consoleErrors.slice(0, 50),
    visited,
  }
  writeFileSync(REPORT, JSON.stringify(report, null, 2))
  console.log(
    JSON.stringify(
      {
        signedIn,
        menuItems,
        menuPages: pages.length,
        pagesVisited: visited.length,
        pagesSkipped: skipped.length,
        apiCalls: apiCalls.count,
        failedRequests: failures.length,
        errorToasts: toasts.length,
        refusals: refusals.length,
        crud,
      },
      null,
      2,
    ),
  )
  for (const failure of failures)
    console.log('FAILED', failure.page, failure.method, failure.url, failure.status, failure.message ?? '')
  for (const toast of toasts) console.log('TOAST', toast.page, toast.text)
  for (const refusal of refusals)
    console.log('REFUSED', refusal.page, refusal.method, refusal.url, refusal.message ?? '')
  console.log(`report: ${REPORT}`)

  await browser.close()
  dist.close()
  api.kill('SIGTERM')
  await new Promise((resolve) => api.once('exit', resolve))
  const crudDone = CRUD_NAMES.every((name) => crud[name] === 'ok')
  process.exit(failures.length === 0 && toasts.length === 0 && signedIn && crudDone ? 0 : 1)
}

export type { Page }
await main()
