import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'

/** The JeecgBoot envelope, as the server answers. */
export const envelope = (result: unknown, success = true, message = '') =>
  Response.json({ success, message, code: success ? 0 : 500, timestamp: 1, result })

export type FakeAnswers = Record<string, (url: URL) => Response>

/**
 * Renders a dashboard page against a fake server: `fetch` answers each path (without the /jeecg-boot base)
 * from `answers`, and anything else with a refusal naming the path. Returns the requests seen, in order.
 */
export function renderPage(page: ReactElement, answers: FakeAnswers) {
  const requests: URL[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url)
    requests.push(url)
    const answer = answers[url.pathname.replace(/^\/jeecg-boot/, '')]
    return answer ? answer(url) : envelope(null, false, `no fake for ${url.pathname}`)
  })
  const router = createMemoryRouter([{ path: '/', element: page }])
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, requests }
}

/** The heights of the bars of one series of the chart inside `container`, left to right. */
export const barHeights = (container: HTMLElement, series: string) =>
  [...container.querySelectorAll(`[data-slot="bar-chart"] rect[data-series="${series}"]`)].map((bar) =>
    Number(bar.getAttribute('height')),
  )
