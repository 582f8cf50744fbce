import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DynamicNoticeComponent, type ResolveComponent } from './dynamic-notice-component'

afterEach(() => vi.restoreAllMocks())

describe('DynamicNoticeComponent (openType component)', () => {
  it('renders the page the registry resolves', async () => {
    const resolve: ResolveComponent = () => ({
      kind: 'page',
      load: async () => ({ default: () => <p>审批</p> }),
    })
    render(<DynamicNoticeComponent name="demo/Approve" resolve={resolve} />)
    expect(await screen.findByText('审批')).toBeInTheDocument()
  })

  it.each(['missing', 'layout', 'iframe'] as const)('shows a message for a %s component', (kind) => {
    render(<DynamicNoticeComponent name="layouts/RouteView" resolve={() => ({ kind })} />)
    expect(screen.getByRole('alert')).toHaveTextContent('无法打开组件“layouts/RouteView”')
  })

  it('shows a message when no name was given', () => {
    render(<DynamicNoticeComponent name={null} resolve={() => ({ kind: 'missing' })} />)
    expect(screen.getByRole('alert')).toHaveTextContent('（未指定）')
  })

  it('shows a message, not a crash, when the page fails to load or throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing: ResolveComponent = () => ({ kind: 'page', load: () => Promise.reject(new Error('chunk')) })
    const { unmount } = render(<DynamicNoticeComponent name="a/Failing" resolve={failing} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('a/Failing')
    unmount()
    const Throwing = () => {
      throw new Error('boom')
    }
    const throwing: ResolveComponent = () => ({ kind: 'online', load: async () => ({ default: Throwing }) })
    render(<DynamicNoticeComponent name="b/Throwing" resolve={throwing} />)
    expect(await screen.findByRole('alert')).toHaveTextContent('b/Throwing')
  })
})
