import type { FastifyInstance, FastifyReply } from 'fastify'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { specPath } from '../openapi/spec'
import { asHtmlPage } from './html-page'

/**
 * 在线文档: a browsable API reference of openapi.yaml, rendered by Swagger UI (swagger-ui-dist,
 * served from node_modules by this server, nothing from a CDN). The page is upstream's `/doc.html`, served at
 * the root and under the API prefix (the seed menu frames `{{ window._CONFIG['domianURL'] }}/doc.html`); its
 * scripts, style and the spec live under `<prefix>/doc/` and are referenced by that page only, so the app
 * itself never loads them. The page has its own Content Security Policy: scripts only from this origin (the
 * set-up is a file, not an inline script), and it may be framed by the app (same origin) and by the origins
 * allowed to call the API (CORS_ORIGINS), but by nobody else.
 */

/** Where the page's parts are served, under the API prefix. */
export const API_DOC_PATHS = {
  page: '/doc.html',
  assets: '/doc',
  spec: '/doc/openapi.yaml',
} as const

/**
 * The page's policy. `frameAncestors`: origins besides this one that may frame it (the CORS allow-list: upstream's
 * client frames 在线文档 from its own origin); `*` means any.
 */
export function apiDocPolicy(frameAncestors: readonly string[] = []): string {
  const framers = frameAncestors.includes('*')
    ? ['*']
    : frameAncestors.filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin))
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Swagger UI sets style attributes; its icons are data: SVGs.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    ["frame-ancestors 'self'", ...framers].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The page: Swagger UI's style and bundle, then our set-up script, all by URL. */
export function apiDocPage(apiPrefix: string): string {
  const base = escapeHtml(`${apiPrefix}${API_DOC_PATHS.assets}`)
  return `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>在线文档 · API</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${base}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${base}/swagger-ui-bundle.js"></script>
    <script src="${base}/doc-init.js"></script>
  </body>
</html>
`
}

/** The set-up script: Swagger UI over our spec URL, the token header offered by 授权 (Authorize). */
export function apiDocInitScript(apiPrefix: string): string {
  return `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${apiPrefix}${API_DOC_PATHS.spec}`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  filter: true,
  tryItOutEnabled: false,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
})
`
}

function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
}

export function mountApiDoc(
  app: FastifyInstance,
  options: { apiPrefix: string; frameAncestors?: readonly string[] },
): void {
  const { apiPrefix } = options
  const policy = apiDocPolicy(options.frameAncestors)
  const page = apiDocPage(apiPrefix)
  const init = apiDocInitScript(apiPrefix)
  const dist = swaggerUiDir()
  // Read once, on first use: the bundle is about 1.5 MB and most server runs never show the page.
  const files = new Map<string, Buffer>()
  const fileOf = (name: string) => {
    let content = files.get(name)
    if (!content) {
      content = readFileSync(join(dist, name))
      files.set(name, content)
    }
    return content
  }

  const sendPage = (reply: FastifyReply) => asHtmlPage(reply, policy).send(page)
  app.get(API_DOC_PATHS.page, async (_request, reply) => sendPage(reply))
  app.get(`${apiPrefix}${API_DOC_PATHS.page}`, async (_request, reply) => sendPage(reply))

  const assets = `${apiPrefix}${API_DOC_PATHS.assets}`
  const asset = (name: string, type: string) =>
    app.get(`${assets}/${name}`, async (_request, reply) =>
      reply
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .type(type)
        .send(fileOf(name)),
    )
  asset('swagger-ui.css', 'text/css; charset=utf-8')
  asset('swagger-ui-bundle.js', 'application/javascript; charset=utf-8')
  app.get(`${assets}/doc-init.js`, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .type('application/javascript; charset=utf-8')
      .send(init),
  )
  app.get(`${apiPrefix}${API_DOC_PATHS.spec}`, async (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('X-Content-Type-Options', 'nosniff')
      .type('application/yaml; charset=utf-8')
      .send(readFileSync(specPath(), 'utf8')),
  )
}
