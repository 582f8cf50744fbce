import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { vi } from 'vitest'
import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'

/** Renders a qc reference page on the fake CRUD back end, plus own answers for the other paths it calls. */

export const USERS = [
  // i18n-ignore: fake server data of component tests
  { id: 'u1', username: 'admin', realname: '管理员' },
  // i18n-ignore: fake server data of component tests
  { id: 'u2', username: 'qc01', realname: '质检员甲' },
  // i18n-ignore: fake server data of component tests
  { id: 'u3', username: 'qc02', realname: '质检员乙' },
]
export const BRANDS = [
  // i18n-ignore: fake server data of component tests
  { id: 'b1', code: 'BR001', name: '北辰户外' },
  // i18n-ignore: fake server data of component tests
  { id: 'b2', code: 'BR002', name: '枫叶童装' },
]

// i18n-ignore: fake server data of component tests
export const json = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 0 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

export type ExtraRoute = (path: string, query: URLSearchParams) => Response | null

export function renderQcPage(
  page: ReactElement,
  options: { base: string; rows: FakeRow[]; unique?: string[]; prefix: string; extra?: ExtraRoute },
) {
  const server = fakeCrudServer(options.base, options.rows, options.unique ?? [])
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    const own = options.extra?.(path, url.searchParams)
    if (own) return own
    if (path === '/sys/user/pickerList') return json(USERS)
    if (path === '/qc/brand/list' && options.base !== '/qc/brand') {
      return json({ records: BRANDS, total: BRANDS.length })
    }
    return server.fetch(input)
  })
  usePermissions.setState({
    auth: ['add', 'edit', 'delete', 'export', 'import'].map((action) => ({
      action: `${options.prefix}:${action}`,
      describe: action,
      type: '1',
    })) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/qc/page', element: page }], { initialEntries: ['/qc/page'] })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, view }
}

export const bodyRows = (tableName: string) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)

/** The machine running the tests is shared: first renders (lazy chunks, axe) may take seconds. */
export const LOAD = { timeout: 8000 }
