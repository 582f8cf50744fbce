import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import { DICTS } from './att-fake-server.test-helper'

/** Renders an attendance page signed in with the given button permissions (all of the module by default). */
export function renderAttPage(path: string, page: ReactElement, grants: readonly string[] = []) {
  useSession.setState({
    token: 't',
    userInfo: { id: 'u1', username: 'admin' } as never,
    dictItems: DICTS as never,
  })
  usePermissions.setState({
    auth: grants.map((action) => ({ action, describe: action, type: '1' })) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path, element: page }], { initialEntries: [path] })
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

export const grantsOf = (entity: string) =>
  ['add', 'edit', 'delete', 'export', 'import'].map((action) => `att:${entity}:${action}`)
