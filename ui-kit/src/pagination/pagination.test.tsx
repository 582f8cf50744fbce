import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { chooseOption } from '../../test/choose-option'
import { Pagination, visiblePages } from './pagination'

describe('Pagination', () => {
  it('shows every page up to 7, else the ends and two around the current one', () => {
    expect(visiblePages(1, 5)).toEqual([1, 2, 3, 4, 5])
    expect(visiblePages(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20])
    expect(visiblePages(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(visiblePages(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20])
  })

  it('changes page and size, keeping the page within range, and jumps on Enter', async () => {
    const onChange = vi.fn()
    render(<Pagination pageNo={5} pageSize={10} total={55} onChange={onChange} />)
    expect(screen.getByText('41-50 共 55 条')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(onChange).toHaveBeenLastCalledWith(6, 10)
    const sizes = screen.getByRole('combobox', { name: '每页条数' })
    // The kit's Select, not a native <select>.
    expect(sizes).toHaveAttribute('data-slot', 'select-trigger')
    expect(sizes).toHaveTextContent('10 条/页')
    await chooseOption(sizes, '30 条/页')
    expect(onChange).toHaveBeenLastCalledWith(2, 30)
    await userEvent.type(screen.getByRole('textbox', { name: '跳至页码' }), '99{Enter}')
    expect(onChange).toHaveBeenLastCalledWith(6, 10)
  })

  it('has no serious axe violations', async () => {
    const { container } = render(<Pagination pageNo={1} total={0} onChange={vi.fn()} />)
    expect(screen.getByText('0-0 共 0 条')).toBeInTheDocument()
    expect(await seriousViolations(container)).toEqual([])
  })
})
