/**
 * A stubbed global fetch answering the JeecgBoot envelope for the routes a test gives ("GET /sys/…"), so the
 * real typed client and its middleware run. Unknown routes answer 404; every request is recorded.
 */
export interface FakeRequest {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

export type FakeHandler = (request: FakeRequest) => unknown

/** A handler's answer: a refusal when it returns `refuse(message)`. */
export const refuse = (message: string) => ({ __refuse: message })

export function fakeApi(routes: Record<string, FakeHandler>) {
  const requests: FakeRequest[] = []
  // i18n-ignore: fake server data (the server answers in Chinese)
  const envelope = (result: unknown, success = true, message = '操作成功！') =>
    new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    })
  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = input.method === 'GET' || input.method === 'DELETE' ? '' : await input.clone().text()
    const request = {
      method: input.method,
      path,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : null,
    }
    requests.push(request)
    if (path.startsWith('/sys/dict/getDictItems/')) return envelope([])
    const handler = routes[`${input.method} ${path}`]
    if (!handler) return new Response(JSON.stringify({ message: 'not found' }), { status: 404 })
    const result = handler(request)
    if (result && typeof result === 'object' && '__refuse' in result) {
      return envelope(null, false, String((result as { __refuse: string }).__refuse))
    }
    if (result && typeof result === 'object' && 'message' in result && 'ok' in result) {
      return envelope(null, true, String((result as { message: string }).message))
    }
    return envelope(result ?? null)
  }
  return {
    fetch,
    requests,
    /** The requests to one route. */
    to: (method: string, path: string) =>
      requests.filter((request) => request.method === method && request.path === path),
  }
}

/** A write's answer: success with a message. */
export const done = (message: string) => ({ ok: true, message })
