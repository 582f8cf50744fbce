import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../lib/query-client'
import { useSession } from '../stores/session-store'
import type * as PageRegistry from './page-registry'
import { routes } from './router'

function Broken(): never {
  throw new Error('页面渲染出错')
}

vi.mock('./page-registry', async (importOriginal) => {
  const original = await importOriginal<typeof PageRegistry>()
  return {
    ...original,
    resolvePage: (component: string | null) =>
      component === 'test/Broken'
        ? { kind: 'page', load: () => Promise.resolve({ default: Broken }) }
        : component === 'test/Unloadable'
          ? {
              kind: 'page',
              load: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
            }
          : original.resolvePage(component),
  }
})

const menu = [
  { path: '/broken', component: 'test/Broken', title: '坏页面' },
  { path: '/unloadable', component: 'test/Unloadable', title: '加载失败页' },
].map(({ path, component, title }) => ({
  id: path,
  path,
  name: path.slice(1),
  component,
  route: '1',
  meta: { title },
}))

beforeEach(() => {
  queryClient.clear()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  vi.stubGlobal('fetch', async () =>
    Response.json({
      success: true,
      code: 200,
      message: '',
      timestamp: 1,
      result: { menu, auth: [], allAuth: [] },
    }),
  )
  useSession.getState().signIn({
    token: 'tok',
    userInfo: { id: 'u1', username: 'admin', realname: '管理员' },
    departs: [],
    multi_depart: 1,
    sysAllDictItems: {},
  })
})
afterEach(() => {
  useSession.getState().signOut()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

describe('a failing page (docs/spec.md §8)', () => {
  it('shows the error inside the shell: the menu stays', async () => {
    renderAt('/broken')
    // The first render loads the shell's lazy chunks: give a busy machine time.
    expect(await screen.findByRole('alert', undefined, { timeout: 5000 })).toHaveTextContent('页面渲染出错')
    expect(screen.getByRole('navigation', { name: '主菜单' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled()
  })

  it('names a page whose code could not be loaded', async () => {
    renderAt('/unloadable')
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 })
    expect(alert).toHaveTextContent('页面加载失败')
    expect(alert).toHaveTextContent('Failed to fetch dynamically imported module')
  })
})
