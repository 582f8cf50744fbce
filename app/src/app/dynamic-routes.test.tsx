import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { createMemoryRouter, Outlet, RouterProvider, type Location } from 'react-router-dom'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useTabState } from '../hooks/use-tab-state'
import type { MenuNode } from '../lib/menu/menu-model'
import { forgetAllTabs, resetTabMemoryCache } from '../lib/tabs/tab-memory'
import { usePreferences } from '../stores/preferences-store'
import { useTabs } from '../stores/tabs-store'
import { DynamicRoutes, nextVisited } from './dynamic-routes'
import type * as PageRegistry from './page-registry'

const mounts: string[] = []
const activeEffects = new Set<string>()

function QueryForm() {
  const [keyword, setKeyword] = useTabState(
    'keyword',
    '',
    (value): value is string => typeof value === 'string',
  )
  useEffect(() => {
    mounts.push('form')
    activeEffects.add('form')
    return () => {
      activeEffects.delete('form')
    }
  }, [])
  // Plain state, remembered nowhere: only keep-alive preserves it.
  const [clicks, setClicks] = useState(0)
  return (
    <>
      <label>
        关键字
        <input value={keyword} onChange={(event) => setKeyword(event.target.value)} />
      </label>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        点击 {clicks}
      </button>
    </>
  )
}

function OtherPage() {
  useEffect(() => {
    activeEffects.add('other')
    return () => {
      activeEffects.delete('other')
    }
  }, [])
  return <p>另一页</p>
}

vi.mock('./page-registry', async (importOriginal) => {
  const original = await importOriginal<typeof PageRegistry>()
  return {
    ...original,
    resolvePage: (component: string | null) =>
      component === 'test/Form'
        ? { kind: 'page', load: () => Promise.resolve({ default: QueryForm }) }
        : component === 'test/Other'
          ? { kind: 'page', load: () => Promise.resolve({ default: OtherPage }) }
          : original.resolvePage(component),
  }
})

const node = (path: string, title: string, component: string): MenuNode => ({
  id: path,
  path,
  name: path,
  title,
  icon: undefined,
  component,
  hidden: false,
  alwaysShow: false,
  route: true,
  keepAlive: false,
  internalOrExternal: false,
  url: undefined,
  redirect: null,
  children: [],
})
const nodes = [node('/form', '表单', 'test/Form'), node('/other', '其他', 'test/Other')]

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Outlet context={{ nodes, auth: [], allAuth: [] }} />,
        children: [{ path: '*', element: <DynamicRoutes /> }],
      },
    ],
    { initialEntries: [path] },
  )
  const view = render(<RouterProvider router={router} />)
  return { router, view }
}

async function go(router: ReturnType<typeof createMemoryRouter>, path: string) {
  useTabs.getState().open({ path, title: path })
  await act(() => router.navigate(path))
}

beforeEach(() => {
  mounts.length = 0
  activeEffects.clear()
  useTabs.getState().reset()
  forgetAllTabs()
  usePreferences.getState().reset()
})

describe('keep-alive tabs', () => {
  it('keeps a hidden tab mounted with its state, its effects paused, and shows it again', async () => {
    useTabs.getState().open({ path: '/form', title: '表单' })
    const { router } = renderAt('/form')
    await userEvent.type(await screen.findByLabelText('关键字'), '张三')
    await userEvent.click(screen.getByRole('button', { name: '点击 0' }))
    await go(router, '/other')
    expect(await screen.findByText('另一页')).toBeVisible()
    expect(activeEffects).toEqual(new Set(['other'])) // the hidden form's effects are cleaned up
    await go(router, '/form')
    expect(screen.getByLabelText('关键字')).toHaveValue('张三')
    expect(screen.getByRole('button', { name: '点击 1' })).toBeVisible()
    expect(activeEffects).toEqual(new Set(['form'])) // and run again when it shows
    expect(mounts).toEqual(['form', 'form']) // effects re-ran; the component state was never lost
  })

  it('refresh remounts only that tab, with its remembered state forgotten', async () => {
    useTabs.getState().open({ path: '/form', title: '表单' })
    const { router } = renderAt('/form')
    await userEvent.type(await screen.findByLabelText('关键字'), 'abc')
    await userEvent.click(screen.getByRole('button', { name: '点击 0' }))
    act(() => useTabs.getState().refresh('/form'))
    expect(await screen.findByLabelText('关键字')).toHaveValue('')
    expect(screen.getByRole('button', { name: '点击 0' })).toBeVisible()
    await go(router, '/other')
    expect(await screen.findByText('另一页')).toBeVisible()
  })

  it('form state survives a browser reload (sessionStorage), and closing the tab forgets it', async () => {
    useTabs.getState().open({ path: '/form', title: '表单' })
    const first = renderAt('/form')
    await userEvent.type(await screen.findByLabelText('关键字'), '李四')
    first.view.unmount()
    resetTabMemoryCache() // as after a reload: read back from storage
    const second = renderAt('/form')
    expect(await screen.findByLabelText('关键字')).toHaveValue('李四')
    await go(second.router, '/other')
    act(() => {
      useTabs.getState().close('/form')
    })
    second.view.unmount()
    resetTabMemoryCache()
    useTabs.getState().open({ path: '/form', title: '表单' })
    renderAt('/form')
    expect(await screen.findByLabelText('关键字')).toHaveValue('')
  })

  it('without multi-page tabs, leaving a page unmounts it', async () => {
    usePreferences.getState().set('multipage', false)
    useTabs.getState().open({ path: '/form', title: '表单' })
    const { router } = renderAt('/form')
    await userEvent.click(await screen.findByRole('button', { name: '点击 0' }))
    await go(router, '/other')
    await screen.findByText('另一页')
    expect(screen.queryByLabelText('关键字', { selector: 'input' })).toBeNull()
    await act(() => router.navigate('/form'))
    expect(await screen.findByRole('button', { name: '点击 0' })).toBeVisible()
  })
})

describe('nextVisited', () => {
  const at = (pathname: string) =>
    ({ pathname, search: '', hash: '', state: null, key: pathname }) as Location
  it('adds the current location, keeps open visited tabs in tab order, and is stable when nothing changes', () => {
    const a = at('/a')
    const b = at('/b')
    const visited = nextVisited([a], b, ['/home', '/b', '/a'])
    expect(visited.map((entry) => entry.pathname)).toEqual(['/b', '/a'])
    expect(nextVisited(visited, b, ['/home', '/b', '/a'])).toBe(visited)
    expect(nextVisited(visited, b, ['/home', '/b']).map((entry) => entry.pathname)).toEqual(['/b'])
    const b2 = { ...at('/b'), search: '?page=2' }
    expect(nextVisited(visited, b2, ['/home', '/b', '/a'])[0]).toBe(b2)
  })
})

describe('tab owner', () => {
  it('another user signing in starts with fresh tabs', async () => {
    const { useSession } = await import('../stores/session-store')
    const result = (username: string) => ({
      token: `tok-${username}`,
      userInfo: { id: username, username, realname: username },
      departs: [],
      multi_depart: 1,
      sysAllDictItems: {},
    })
    act(() => useSession.getState().signIn(result('alice') as never))
    useTabs.getState().open({ path: '/form', title: '表单' })
    act(() => useSession.getState().signIn(result('alice') as never))
    expect(useTabs.getState().tabs.map((tab) => tab.path)).toContain('/form')
    act(() => useSession.getState().signIn(result('bob') as never))
    expect(useTabs.getState().tabs.map((tab) => tab.path)).toEqual(['/dashboard/analysis'])
    expect(useTabs.getState().owner).toBe('bob')
    useSession.getState().signOut()
  })
})
