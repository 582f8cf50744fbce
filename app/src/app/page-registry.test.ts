import { describe, expect, it } from 'vitest'
import { onlineListComponents, resolvePage } from './page-registry'

describe('page registry (docs/spec.md §2)', () => {
  it('resolves known pages by their upstream component name', () => {
    expect(resolvePage('dashboard/Analysis').kind).toBe('page')
    expect(resolvePage('/views/dashboard/Analysis.vue').kind).toBe('page')
  })

  it('maps every online form and report list type to the built-in list screen', () => {
    expect(onlineListComponents.size).toBe(9)
    for (const name of onlineListComponents) expect(resolvePage(name).kind).toBe('online')
  })

  it('maps names containing layouts to layouts, IframePageView to the iframe page', () => {
    expect(resolvePage('layouts/RouteView').kind).toBe('layout')
    expect(resolvePage('layouts/PageView').kind).toBe('layout')
    expect(resolvePage('layouts/IframePageView').kind).toBe('iframe')
  })

  it('an unknown or empty name is missing (the 404 page), never a crash', () => {
    expect(resolvePage('system/NoSuchList').kind).toBe('missing')
    expect(resolvePage(null).kind).toBe('missing')
    expect(resolvePage('__proto__').kind).toBe('missing')
    expect(resolvePage('constructor').kind).toBe('missing')
  })
})
