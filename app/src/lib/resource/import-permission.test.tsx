import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { msg } from '@erp/ui-kit/i18n'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import { fakeCrudServer } from './fake-crud-server.test-helper'
import { contractColumns, contractFormFields } from './from-contract'
import type { ResourceDefinition } from './resource-definition'
import { ResourceListPage } from './resource-list-page'

/** An import adds rows, so 导入 shows only to a user who may add (the server asks for add too). */
const definition: ResourceDefinition<'/sys/position'> = {
  base: '/sys/position',
  title: msg('职务'),
  columns: contractColumns('position', ['code', 'name']),
  formFields: contractFormFields('position', ['code', 'name']),
  excel: { exportPath: '/sys/position/exportXls', importPath: '/sys/position/importExcel' },
  permissions: {
    add: 'system:position:add',
    export: 'system:position:export',
    import: 'system:position:import',
  },
}

function renderWith(actions: string[]) {
  vi.stubGlobal('fetch', fakeCrudServer('/sys/position', [{ id: 'p1', code: 'c1', name: '组长' }]).fetch)
  usePermissions.setState({
    auth: actions.map((action) => ({
      action: `system:position:${action}`,
      describe: action,
      type: '1',
    })) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/', element: <ResourceListPage definition={definition} /> }])
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'hr01' } as never })
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('the list toolbar offers 导入 only with the add permission', () => {
  it('hides 导入 from a user who holds the import button but not add', async () => {
    renderWith(['import', 'export'])
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull()
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull()
  })

  it('shows 导入 to a user who holds both import and add', async () => {
    renderWith(['import', 'add', 'export'])
    expect(await screen.findByRole('button', { name: '导入' })).toBeInTheDocument()
  })

  it('hides 导入 from a user who may add but holds no import button', async () => {
    renderWith(['add', 'export'])
    expect(await screen.findByRole('button', { name: '导出' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull()
  })
})
