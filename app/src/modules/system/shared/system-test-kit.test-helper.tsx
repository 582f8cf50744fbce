import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import { Toaster, toast } from '@erp/ui-kit/toast'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'
import { fakeCrudServer, type FakeRow } from '../../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../../stores/permission-store'
import { useSession } from '../../../stores/session-store'

/**
 * Test kit of the system pages (tenant, dict, category, rules, data sources, gateway, logs): the fake
 * CRUD back ends of the machinery for one or more base paths, plus the page's own extra endpoints, all
 * behind a stubbed global fetch so the real client and middleware run.
 */
export interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
}
export type ExtraHandler = (request: SeenRequest) => Response | undefined

// i18n-ignore: fake server data (the server answers in Chinese)
export const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

export interface FakeBase {
  base: string
  rows: FakeRow[]
  unique?: string[]
}

export function renderSystemPage(
  page: ReactElement,
  { bases, extra, grants = [] }: { bases: FakeBase[]; extra?: ExtraHandler; grants?: string[] },
) {
  const fakes = bases.map(({ base, rows, unique }) => ({ base, server: fakeCrudServer(base, rows, unique) }))
  const requests: SeenRequest[] = []
  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const text = input.method === 'GET' || input.method === 'DELETE' ? '' : await input.clone().text()
    const seen = {
      method: input.method,
      path,
      query: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : null,
    }
    requests.push(seen)
    const answer = extra?.(seen)
    if (answer) return answer
    const owner = fakes.find((fake) => path.startsWith(`${fake.base}/`)) ?? fakes[0]
    if (!owner) return new Response('{}', { status: 404 })
    return owner.server.fetch(input)
  }
  vi.stubGlobal('fetch', fetch)
  usePermissions.setState({
    auth: grants.map((action) => ({ action, describe: action, type: '1' })) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/page', element: page }], { initialEntries: ['/page'] })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  const server = (base: string) => {
    const found = fakes.find((fake) => fake.base === base)
    if (!found) throw new Error(`no fake for ${base}`)
    return found.server
  }
  return { view, router, requests, server }
}

/** Every button code of a system page. */
export const allButtons = (entity: string) =>
  ['add', 'edit', 'delete', 'export', 'import'].map((action) => `system:${entity}:${action}`)

export function signInForTest() {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
  toast.clear()
}

export function signOutAfterTest() {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
  toast.clear()
}
