import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { asHtmlPage } from './html-page'

/**
 * Serves the built app: hashed `/assets/*` cached for a year, `index.html` never cached, and every other
 * GET outside the API answered with index.html (history-mode routing). `/app-config.js` carries the
 * runtime configuration (the API base URL), so one build can talk to any back end.
 */
/**
 * The Content Security Policy of the app's page: scripts only from this origin (no inline script,
 * no eval), connections to this origin and the API's (HTTP and its websockets), images also from data: and
 * blob: (crop previews, downloads). Styles allow inline style attributes, which React and the grid set.
 * Frames may show any http(s) page (menu entries of type iframe), but nobody may frame this app elsewhere.
 */
export function contentSecurityPolicy(apiBaseUrl: string): string {
  const api = /^https?:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl) : null
  const apiOrigins = api ? [api.origin, `${api.protocol === 'https:' ? 'wss:' : 'ws:'}//${api.host}`] : []
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${apiOrigins.join(' ')}`.trim(),
    'frame-src http: https:',
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

export async function serveApp(
  app: FastifyInstance,
  options: { staticDir: string | null; apiPrefix: string; apiBaseUrl: string },
): Promise<void> {
  app.get('/app-config.js', async (_request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`window.__ERP_CONFIG__ = ${JSON.stringify({ apiBaseUrl: options.apiBaseUrl })};\n`),
  )

  const { staticDir } = options
  if (!staticDir || !existsSync(join(staticDir, 'index.html'))) return
  await app.register(fastifyStatic, {
    root: staticDir,
    wildcard: true,
    index: false,
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader(
        'Cache-Control',
        path.includes(`${'/'}assets${'/'}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      )
    },
  })
  const policy = contentSecurityPolicy(options.apiBaseUrl)
  const sendIndex = (reply: FastifyReply) => asHtmlPage(reply, policy).sendFile('index.html')
  // The root is a directory to the static plugin (403); it is the app's entry like any other route.
  app.get('/', async (_request, reply) => sendIndex(reply))
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method === 'GET' && !path.startsWith(options.apiPrefix) && !path.startsWith('/assets/')) {
      return sendIndex(reply)
    }
    return reply.code(404).send({
      success: false,
      message: '路径不存在，请检查路径是否正确',
      code: 404,
      result: null,
      timestamp: Date.now(),
    })
  })
}
