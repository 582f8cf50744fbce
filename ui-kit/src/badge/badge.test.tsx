import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Badge, CountBadge, badgeVariants } from './badge'

describe('Badge', () => {
  it('renders a tag with its variant in data-variant and merged classes', () => {
    render(
      <Badge variant="danger" className="ml-2">
        紧急
      </Badge>,
    )
    const tag = screen.getByText('紧急')
    expect(tag.tagName).toBe('SPAN')
    expect(tag).toHaveAttribute('data-slot', 'badge')
    expect(tag).toHaveAttribute('data-variant', 'danger')
    expect(tag).toHaveClass('border-danger', 'text-danger-strong', 'ml-2')
  })

  it('defaults to the neutral variant', () => {
    render(<Badge>一般</Badge>)
    expect(screen.getByText('一般')).toHaveAttribute('data-variant', 'default')
    expect(badgeVariants()).toContain('bg-muted')
  })

  it('renders its child with asChild', () => {
    render(
      <Badge asChild variant="primary">
        <a href="/isps/userAnnouncement">重要</a>
      </Badge>,
    )
    const link = screen.getByRole('link', { name: '重要' })
    expect(link).toHaveAttribute('data-slot', 'badge')
    expect(link).toHaveClass('text-primary-strong')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(
      <p>
        <Badge variant="success">一般</Badge>
        <Badge variant="warning">重要</Badge>
        <CountBadge count={3} />
      </p>,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})

describe('CountBadge', () => {
  it('shows the count, hides 0 unless showZero, and caps at max', () => {
    const { rerender, container } = render(<CountBadge count={3} />)
    expect(screen.getByText('3')).toHaveAttribute('data-variant', 'count')
    rerender(<CountBadge count={0} />)
    expect(container).toBeEmptyDOMElement()
    rerender(<CountBadge count={0} showZero />)
    expect(screen.getByText('0')).toBeInTheDocument()
    rerender(<CountBadge count={120} />)
    expect(screen.getByText('99+')).toHaveAttribute('data-count', '120')
    rerender(<CountBadge count={12} max={9} />)
    expect(screen.getByText('9+')).toBeInTheDocument()
  })
})
