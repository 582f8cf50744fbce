import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Button } from '../button/button'
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from './popover'

function Notices({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  return (
    <Popover onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button>通知</Button>
      </PopoverTrigger>
      <PopoverContent aria-label="通知列表">
        <p>停电通知</p>
        <PopoverClose asChild>
          <Button>关闭</Button>
        </PopoverClose>
      </PopoverContent>
    </Popover>
  )
}

function Controlled() {
  const [open, setOpen] = useState(true)
  return (
    <>
      <span data-testid="state">{open ? 'open' : 'closed'}</span>
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button>通知</Button>
        </PopoverTrigger>
        <PopoverContent className="w-[336px]">内容</PopoverContent>
      </Popover>
    </>
  )
}

describe('Popover', () => {
  it('opens on click with data-state open, and closes with Escape', async () => {
    const onOpenChange = vi.fn()
    render(<Notices onOpenChange={onOpenChange} />)
    const trigger = screen.getByRole('button', { name: '通知' })
    expect(trigger).toHaveAttribute('data-state', 'closed')
    await userEvent.click(trigger)
    const content = await screen.findByRole('dialog', { name: '通知列表' })
    expect(content).toHaveAttribute('data-state', 'open')
    expect(content).toHaveAttribute('data-slot', 'popover-content')
    expect(trigger).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onOpenChange).toHaveBeenNthCalledWith(1, true)
    expect(onOpenChange).toHaveBeenNthCalledWith(2, false)
  })

  it('closes through PopoverClose and returns focus to the trigger', async () => {
    render(<Notices />)
    await userEvent.click(screen.getByRole('button', { name: '通知' }))
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }))
    await waitFor(() => expect(screen.queryByText('停电通知')).toBeNull())
    expect(screen.getByRole('button', { name: '通知' })).toHaveFocus()
  })

  it('is controlled by open/onOpenChange and merges classes', async () => {
    render(<Controlled />)
    expect(screen.getByText('内容')).toHaveClass('w-[336px]')
    expect(screen.getByText('内容')).not.toHaveClass('w-72')
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('closed'))
  })

  it('has no serious accessibility violations when open', async () => {
    render(<Notices />)
    await userEvent.click(screen.getByRole('button', { name: '通知' }))
    await screen.findByRole('dialog')
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
