import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'

/** Shared by the tests of the sign-in, registration and recovery pages: a fake back end and a router. */

/** The JeecgBoot envelope of an answer without a result. */
export const answer = (code: number, message: string, success = code === 200) => ({
  success,
  code,
  message,
  result: null,
  timestamp: 1,
})

/** The JSON bodies the pages sent, by path (without /jeecg-boot). */
export let bodies: Record<string, unknown> = {}

/** Answers each path (without /jeecg-boot) with its handler's body; unknown paths with `{}`. */
export function serve(handlers: Record<string, () => unknown>) {
  bodies = {}
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname.replace('/jeecg-boot', '')
    bodies[path] = await input.clone().json()
    return new Response(JSON.stringify(handlers[path]?.() ?? {}), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
}

/** Renders `routes` in a memory router at `path`, with a fresh query client. */
export function renderRoutes(routes: Array<{ path: string; element: ReactNode }>, path: string) {
  // i18n-ignore: a stand-in login page of the tests
  const router = createMemoryRouter([...routes, { path: '/user/login', element: <p>登录页</p> }], {
    initialEntries: [path],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { router, ...view }
}
