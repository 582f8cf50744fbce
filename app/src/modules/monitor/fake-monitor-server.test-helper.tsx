import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { vi } from 'vitest'

// Several metric requests per page, in parallel test files: give them time on a busy machine.
configure({ asyncUtilTimeout: 5000 })

/**
 * A stubbed global fetch for the monitoring tests: the real client and its middleware run; `routes` maps an
 * API path (without the base URL) to a JSON body and status. Unknown paths answer 404 like the real server.
 */
export type FakeAnswer = { status?: number; body: unknown } | ((url: URL, request: Request) => FakeReply)
type FakeReply = { status?: number; body: unknown }

export function fakeMonitorServer(routes: Record<string, FakeAnswer>) {
  const requests: { method: string; path: string; query: URLSearchParams }[] = []
  const fetch = vi.fn(async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    requests.push({ method: input.method, path: decodeURIComponent(path), query: url.searchParams })
    const route = routes[decodeURIComponent(path)]
    const reply: FakeReply = !route
      ? // i18n-ignore: fake server data, the server answers in Chinese
        { status: 404, body: { message: `${path} 不可用：本服务没有这项指标` } }
      : typeof route === 'function'
        ? route(url, input)
        : route
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetch)
  return { fetch, requests }
}

export const metric = (name: string, value: number, baseUnit: string | null = null, statistic = 'VALUE') => ({
  body: { name, description: null, baseUnit, measurements: [{ statistic, value }], availableTags: [] },
})

// i18n-ignore: fake server data, the server answers in Chinese
export const envelope = (result: unknown, success = true, message = '操作成功！') => ({
  body: { success, message, code: success ? 200 : 500, result, timestamp: 1 },
})

export function renderWithClient(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return { client, ...render(<QueryClientProvider client={client}>{element}</QueryClientProvider>) }
}
