import type { FastifyReply } from 'fastify'

/**
 * The reply's headers for a served HTML page (the app's entry, the API documentation, an announcement):
 * never cached, under its content security policy, not sniffed, the referrer only across the same origin.
 */
export const asHtmlPage = (reply: FastifyReply, policy: string) =>
  reply
    .header('Cache-Control', 'no-cache')
    .header('Content-Security-Policy', policy)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Referrer-Policy', 'strict-origin-when-cross-origin')
    .type('text/html; charset=utf-8')
