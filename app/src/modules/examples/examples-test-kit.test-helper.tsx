import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'

/** The JeecgBoot envelope as the server answers it. */
export const envelope = (result: unknown, success = true, message = 'ok') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

export const page = <T,>(records: T[], total = records.length) => ({
  records,
  total,
  size: 10,
  current: 1,
  pages: 1,
})

export interface Call {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}

export type Route = (call: Call) => Response | undefined

/** Stubs fetch with `route` (an unknown path answers 404) and records every call. */
export function fakeServer(route: Route): Call[] {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url)
    const text = input.method === 'GET' ? '' : await input.clone().text()
    const call: Call = {
      method: input.method,
      path: url.pathname.replace(/^\/jeecg-boot/, ''),
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : null,
    }
    calls.push(call)
    return route(call) ?? new Response('{}', { status: 404 })
  })
  return calls
}

/** Renders a page at `path` with the other routes it navigates to. */
export function renderAt(
  path: string,
  routes: Array<{ path: string; element: ReactElement }>,
): ReturnType<typeof render> & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return Object.assign(view, { router })
}
