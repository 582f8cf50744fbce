import { describe, expect, it } from 'vitest'
import { palette } from '../../../../tailwind.config'
import { applyPreference, defaultPreferences, enabledToggles, headerHidden } from './preference-rules'

describe('preferences (docs/spec.md §4, §9)', () => {
  it('defaults: primary #1890FF, light, side menu, fixed width, multipage, dark menu', () => {
    expect(defaultPreferences).toMatchObject({
      primaryColor: '#1890FF',
      colorScheme: 'light',
      layout: 'sidemenu',
      contentWidth: 'Fixed',
      multipage: true,
      menuTheme: 'dark',
    })
    expect(palette).toHaveLength(8)
  })

  it('auto-hide header needs a fixed header; turning fixed header off turns it off', () => {
    let prefs = applyPreference(defaultPreferences, 'autoHideHeader', true)
    expect(prefs.autoHideHeader).toBe(false)
    prefs = applyPreference(applyPreference(defaultPreferences, 'fixedHeader', true), 'autoHideHeader', true)
    expect(prefs.autoHideHeader).toBe(true)
    expect(applyPreference(prefs, 'fixedHeader', false).autoHideHeader).toBe(false)
  })

  it('fixed sidebar is disabled (off) with the top menu', () => {
    const fixed = applyPreference(defaultPreferences, 'fixedSidebar', true)
    expect(fixed.fixedSidebar).toBe(true)
    const top = applyPreference(fixed, 'layout', 'topmenu')
    expect(top.fixedSidebar).toBe(false)
    expect(enabledToggles(top, false).fixedSidebar).toBe(false)
  })

  it('Fluid content width only with the top menu', () => {
    expect(applyPreference(defaultPreferences, 'contentWidth', 'Fluid').contentWidth).toBe('Fixed')
    const top = applyPreference(defaultPreferences, 'layout', 'topmenu')
    expect(applyPreference(top, 'contentWidth', 'Fluid').contentWidth).toBe('Fluid')
    expect(enabledToggles(defaultPreferences, false).contentWidth).toBe(false)
  })

  it('multi-page tabs are a desktop-only toggle', () => {
    expect(enabledToggles(defaultPreferences, true).multipage).toBe(false)
    expect(enabledToggles(defaultPreferences, false).multipage).toBe(true)
  })

  it('accepts only the 8 palette colours', () => {
    expect(applyPreference(defaultPreferences, 'primaryColor', '#722ED1').primaryColor).toBe('#722ED1')
    expect(applyPreference(defaultPreferences, 'primaryColor', '#000000' as never).primaryColor).toBe(
      '#1890FF',
    )
  })

  it('hides the header after 100 px of scroll only with fixed + auto-hide header', () => {
    const on = { ...defaultPreferences, fixedHeader: true, autoHideHeader: true }
    expect(headerHidden(on, 101)).toBe(true)
    expect(headerHidden(on, 100)).toBe(false)
    expect(headerHidden({ ...on, autoHideHeader: false }, 500)).toBe(false)
  })
})
