import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { asHtmlPage } from './html-page'

const app = Fastify()
app.get('/page', async (_request, reply) => asHtmlPage(reply, "default-src 'self'").send('<p>页</p>'))
afterAll(() => app.close())

describe('asHtmlPage', () => {
  it('sends an HTML page uncached, under its policy, unsniffed, with the referrer kept to the origin', async () => {
    const page = await app.inject({ method: 'GET', url: '/page' })
    expect(page.statusCode).toBe(200)
    expect(page.body).toBe('<p>页</p>')
    expect(page.headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': "default-src 'self'",
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    })
  })
})
