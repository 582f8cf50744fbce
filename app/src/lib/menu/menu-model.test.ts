import { describe, expect, it } from 'vitest'
import type { components } from '@erp/openapi/schema'
import {
  EMPTY_MENU_MESSAGE,
  menuTrail,
  routeNodes,
  searchableEntries,
  toMenuNodes,
  visibleMenu,
} from './menu-model'

type MenuItem = components['schemas']['MenuItem']

const item = (id: string, extra: Partial<MenuItem> = {}, title = id): MenuItem => ({
  id,
  path: `/${id}`,
  name: id,
  route: '1',
  component: `pages/${id}`,
  meta: { title },
  ...extra,
})

const menu: MenuItem[] = [
  item('home'),
  item('system', {
    component: 'layouts/RouteView',
    children: [item('user'), item('role'), item('detail', { hidden: true }), item('report', { route: '0' })],
  }),
  item('secret', {
    component: 'layouts/RouteView',
    children: [item('a', { hidden: true }), item('b', { hidden: true })],
  }),
  item('account', {
    component: 'layouts/RouteView',
    alwaysShow: true,
    children: [item('base'), item('security')],
  }),
  item('gone', { hidden: true }),
  item('docs', { meta: { title: 'docs', hidden: true } }),
]

describe('menu model (docs/spec.md §2)', () => {
  const nodes = toMenuNodes(menu)

  it("fails with 'permissions must be a non-null array' for an empty or missing menu", () => {
    expect(() => toMenuNodes([])).toThrow(EMPTY_MENU_MESSAGE)
    expect(() => toMenuNodes(null)).toThrow(EMPTY_MENU_MESSAGE)
  })

  it('skips hidden items and hides a parent whose children are all hidden', () => {
    const visible = visibleMenu(nodes)
    expect(visible.map((n) => n.id)).toEqual(['home', 'system', 'account'])
    expect(visible[1]!.children.map((n) => n.id)).toEqual(['user', 'role', 'report'])
  })

  it('shows an alwaysShow item as a single entry', () => {
    const account = visibleMenu(nodes).find((n) => n.id === 'account')!
    expect(account.children).toEqual([])
  })

  it("does not register route '0' items, but registers hidden ones", () => {
    const ids = routeNodes(nodes).map((n) => n.id)
    expect(ids).toContain('detail')
    expect(ids).toContain('gone')
    expect(ids).not.toContain('report')
  })

  it("gives upstream's slash-less iframe paths (the MD5 of their url) a leading '/', so they have a trail", () => {
    const iframe = item('10b80437abc6eee8c3e3daabb5e9f59e', {
      path: '10b80437abc6eee8c3e3daabb5e9f59e',
      component: 'layouts/IframePageView',
    })
    const nodes = toMenuNodes([item('sys', { component: 'layouts/RouteView', children: [iframe] })])
    expect(nodes[0]?.children[0]?.path).toBe('/10b80437abc6eee8c3e3daabb5e9f59e')
    expect(menuTrail(nodes, '/10b80437abc6eee8c3e3daabb5e9f59e').map((node) => node.id)).toEqual([
      'sys',
      '10b80437abc6eee8c3e3daabb5e9f59e',
    ])
  })

  it('finds the trail of a path for breadcrumbs', () => {
    expect(menuTrail(nodes, '/role').map((n) => n.title)).toEqual(['system', 'role'])
    expect(menuTrail(nodes, '/nowhere')).toEqual([])
  })

  it('lists leaf entries for the menu search', () => {
    expect(searchableEntries(visibleMenu(nodes)).map((n) => n.id)).toEqual([
      'home',
      'user',
      'role',
      'report',
      'account',
    ])
  })
})
