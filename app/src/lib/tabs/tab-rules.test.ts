import { describe, expect, it } from 'vitest'
import {
  closeMany,
  closeTab,
  HOME_NOT_CLOSABLE,
  HOME_PATH,
  LAST_NOT_CLOSABLE,
  openTab,
  type Tab,
} from './tab-rules'

const home: Tab = { path: HOME_PATH, title: '首页' }
const a: Tab = { path: '/a', title: 'A' }
const b: Tab = { path: '/b', title: 'B' }
const c: Tab = { path: '/c', title: 'C' }
const all = [home, a, b, c]

describe('tab rules (docs/spec.md §2, §4, §8)', () => {
  it('keeps the home tab first', () => {
    expect(openTab([], a).map((t) => t.path)).toEqual([HOME_PATH, '/a'])
    expect(openTab([a, home], b).map((t) => t.path)).toEqual([HOME_PATH, '/a', '/b'])
  })

  it('does not open a tab twice but updates its title', () => {
    expect(openTab(all, { path: '/a', title: 'A2' })).toEqual([home, { path: '/a', title: 'A2' }, b, c])
  })

  it(`refuses to close the home tab with '${HOME_NOT_CLOSABLE}'`, () => {
    expect(closeTab(all, HOME_PATH, '/a')).toEqual({ ok: false, message: '首页不能关闭!' })
  })

  it(`refuses to close the last tab with '${LAST_NOT_CLOSABLE}'`, () => {
    expect(closeTab([a], '/a', '/a')).toEqual({ ok: false, message: '这是最后一页，不能再关闭了啦' })
  })

  it('closing the active tab activates its right neighbour, or the left one at the end', () => {
    expect(closeTab(all, '/b', '/b')).toMatchObject({ ok: true, active: '/c' })
    expect(closeTab(all, '/c', '/c')).toMatchObject({ ok: true, active: '/b' })
    expect(closeTab(all, '/c', '/a')).toMatchObject({ ok: true, active: '/a' })
  })

  it('close left / right / others keep home and the pivot', () => {
    const paths = (r: ReturnType<typeof closeMany>) => (r.ok ? r.tabs.map((t) => t.path) : [])
    expect(paths(closeMany(all, '/b', 'left', '/b'))).toEqual([HOME_PATH, '/b', '/c'])
    expect(paths(closeMany(all, '/b', 'right', '/b'))).toEqual([HOME_PATH, '/a', '/b'])
    expect(paths(closeMany(all, '/b', 'others', '/b'))).toEqual([HOME_PATH, '/b'])
  })

  it('when the active tab is closed by a bulk close, the pivot becomes active', () => {
    expect(closeMany(all, '/b', 'others', '/c')).toMatchObject({ active: '/b' })
    expect(closeMany(all, '/b', 'left', '/c')).toMatchObject({ active: '/c' })
  })
})
