import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Breadcrumb } from './breadcrumb'

const items = [
  { title: '首页', href: '/dashboard/analysis' },
  { title: '系统管理', href: '/isystem' },
  { title: '用户管理', href: '/isystem/user' },
]

describe('Breadcrumb (docs/spec.md §2)', () => {
  it('links earlier entries and shows the current one as plain text', () => {
    render(<Breadcrumb items={items} />)
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('href', '/dashboard/analysis')
    expect(screen.getByRole('link', { name: '系统管理' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: '用户管理' })).toBeNull()
    expect(screen.getByText('用户管理')).toHaveAttribute('aria-current', 'page')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Breadcrumb items={items} />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
