import { act, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Icon, iconKey, isCoreIcon, loadIconCatalogue, registerIcons } from './icon'
import { MENU_ICON_SET } from './menu-icons'

// The order matters: registrations are global, and the last test loads the whole catalogue.
describe('Icon', () => {
  it('draws the outlined SVG of a core name, 1em, currentColor, hidden from assistive technology', () => {
    const { container } = render(<Icon name="search" className="text-primary" />)
    const svg = container.querySelector('svg')
    expect(svg).not.toBeNull()
    expect(svg).toHaveAttribute('data-icon', 'search')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(svg).toHaveAttribute('width', '1em')
    expect(svg).toHaveAttribute('fill', 'currentColor')
    expect(svg).toHaveAttribute('viewBox', '64 64 896 896')
    expect(svg).toHaveClass('text-primary', 'shrink-0')
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^M909\.6 854\.5/)
  })

  it('reads ant-design-vue 1.x, JeecgBoot 3 and component names as the outlined base name', () => {
    expect(iconKey('check-circle-o')).toBe('check-circle')
    expect(iconKey('ant-design:safety-certificate-outlined')).toBe('safety-certificate')
    expect(iconKey('MenuFoldOutlined')).toBe('menu-fold')
    expect(iconKey(' Team ')).toBe('team')
    const { container } = render(<Icon name="check-circle-o" />)
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'check-circle')
  })

  it('has the shell’s own icons in its core set, the menus’ icons in MENU_ICON_SET', () => {
    const core = [
      ...['left', 'right', 'up', 'down', 'close', 'check', 'ellipsis', 'more', 'search', 'bell', 'menu'],
      ...['menu-fold', 'menu-unfold', 'calendar', 'caret-up', 'caret-down', 'info-circle', 'check-circle'],
      ...['close-circle', 'exclamation-circle', 'warning', 'upload', 'inbox', 'setting', 'user', 'logout'],
      ...['global', 'question-circle', 'reload', 'plus', 'delete', 'edit', 'export', 'import', 'filter'],
    ]
    expect(core.filter((name) => !isCoreIcon(name))).toEqual([])
    const seeded = ['home', 'dashboard', 'team', 'schedule', 'solution', 'coffee', 'car', 'tool']
    const more = ['thunderbolt', 'safety-certificate', 'table', 'qrcode', 'profile', 'message', 'form']
    const missing = [...seeded, ...more, 'cloud', 'bar-chart', 'area-chart'].filter(
      (name) => !isCoreIcon(name) && !Object.hasOwn(MENU_ICON_SET, iconKey(name)),
    )
    expect(missing).toEqual([])
    expect(isCoreIcon('home')).toBe(false)
  })

  it('draws a registered icon, redrawing mounted icons when it is registered', () => {
    // A name no set knows: registrations are global and other files of this worker may have registered
    // the menus' set or loaded the catalogue already (isolate: false).
    const { container } = render(<Icon name="registered-later" />)
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'fallback')
    const definition = MENU_ICON_SET['safety-certificate']
    expect(definition).toBeDefined()
    if (!definition) return
    act(() => registerIcons({ 'registered-later': definition }))
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'safety-certificate')
    expect(container.querySelector('path')?.getAttribute('d')).toMatch(/^M866\.9 169\.9/)
  })

  it('becomes an image with an accessible name when labelled', async () => {
    const { container } = render(<Icon name="bell" aria-label="通知" />)
    const svg = screen.getByRole('img', { name: '通知' })
    expect(svg).not.toHaveAttribute('aria-hidden')
    expect(await seriousViolations(container)).toEqual([])
  })

  it('draws appstore for an unknown name and the catalogue icon once it has loaded', async () => {
    const { container, rerender } = render(<Icon name="no-such-icon" />)
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'fallback')
    expect(container.querySelector('path')).not.toBeNull()
    rerender(<Icon name="rocket" />)
    await waitFor(() => expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'rocket'))
    const catalogue = await loadIconCatalogue()
    expect(Object.keys(catalogue).length).toBeGreaterThan(400)
    rerender(<Icon name="no-such-icon" />)
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'fallback')
  })

  it('shows its fallback, not appstore, for a name nobody knows; the icon for a known one', async () => {
    await loadIconCatalogue()
    const { container, rerender } = render(<Icon name="no-such-icon" fallback={<span>no-such-icon</span>} />)
    expect(container.querySelector('svg')).toBeNull()
    expect(screen.getByText('no-such-icon')).toBeInTheDocument()
    rerender(<Icon name="rocket" fallback={<span>rocket</span>} />)
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'rocket')
    expect(screen.queryByText('rocket')).toBeNull()
  })
})
