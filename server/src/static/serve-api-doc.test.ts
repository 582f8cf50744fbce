import Fastify from 'fastify'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { specPath } from '../openapi/spec'
import { apiDocPolicy, mountApiDoc } from './serve-api-doc'

const app = Fastify()

beforeAll(async () => {
  mountApiDoc(app, { apiPrefix: '/jeecg-boot' })
  await app.ready()
})
afterAll(() => app.close())

const get = (url: string) => app.inject({ method: 'GET', url })

/** The src or href of every script and stylesheet of a page. */
const referenced = (html: string) =>
  [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? '')

describe('在线文档 (/doc.html)', () => {
  it.each(['/doc.html', '/jeecg-boot/doc.html'])(
    '%s is an HTML page that loads Swagger UI and our set-up',
    async (url) => {
      const page = await get(url)
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(referenced(page.body)).toEqual([
        'data:,',
        '/jeecg-boot/doc/swagger-ui.css',
        '/jeecg-boot/doc/swagger-ui-bundle.js',
        '/jeecg-boot/doc/doc-init.js',
      ])
      // No inline script: the page's own policy allows scripts from this origin only.
      expect(page.body).not.toMatch(/<script>(?!<\/script>)/)
      const policy = String(page.headers['content-security-policy'])
      expect(policy).toContain("script-src 'self'")
      expect(policy).not.toContain('unsafe-eval')
      expect(policy).toContain("frame-ancestors 'self'")
    },
  )

  it.each(['/doc.html', '/jeecg-boot/doc.html'])(
    '%s may be framed by the origins allowed to call the API (CORS_ORIGINS), and by no other',
    async (url) => {
      const framed = Fastify()
      mountApiDoc(framed, { apiPrefix: '/jeecg-boot', frameAncestors: ['http://127.0.0.1:13000'] })
      const page = await framed.inject({ method: 'GET', url })
      await framed.close()
      expect(String(page.headers['content-security-policy'])).toContain(
        "frame-ancestors 'self' http://127.0.0.1:13000;",
      )
      expect(apiDocPolicy()).toContain("frame-ancestors 'self';")
      expect(apiDocPolicy(['*'])).toContain("frame-ancestors 'self' *;")
      // Something that is not an origin cannot smuggle another directive in.
      expect(apiDocPolicy(["https://a.example; script-src 'unsafe-eval'"])).toContain(
        "frame-ancestors 'self';",
      )
    },
  )

  it('serves the renderer from node_modules', async () => {
    const bundle = await get('/jeecg-boot/doc/swagger-ui-bundle.js')
    expect(bundle.statusCode).toBe(200)
    expect(bundle.headers['content-type']).toMatch(/^application\/javascript/)
    expect(bundle.body).toContain('SwaggerUIBundle')
    const style = await get('/jeecg-boot/doc/swagger-ui.css')
    expect(style.statusCode).toBe(200)
    expect(style.headers['content-type']).toMatch(/^text\/css/)
  })

  it('points the renderer at the spec URL, which serves openapi.yaml', async () => {
    const init = await get('/jeecg-boot/doc/doc-init.js')
    expect(init.statusCode).toBe(200)
    expect(init.body).toContain('SwaggerUIBundle(')
    expect(init.body).toContain('"/jeecg-boot/doc/openapi.yaml"')
    const spec = await get('/jeecg-boot/doc/openapi.yaml')
    expect(spec.statusCode).toBe(200)
    expect(spec.headers['content-type']).toMatch(/^application\/yaml/)
    expect(spec.body).toBe(readFileSync(specPath(), 'utf8'))
    const document = parse(spec.body) as { openapi: string; paths: Record<string, unknown> }
    expect(document.openapi).toMatch(/^3\./)
    expect(Object.keys(document.paths)).toContain('/sys/user/list')
  })
})
