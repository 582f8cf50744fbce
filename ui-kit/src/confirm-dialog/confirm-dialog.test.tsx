import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { ConfirmDialog } from './confirm-dialog'

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true)
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="确认删除"
      description="确定删除吗?"
      variant="danger"
      onConfirm={() => {
        onConfirm()
        setOpen(false)
      }}
    />
  )
}

describe('ConfirmDialog', () => {
  it('is an alertdialog naming the question; confirm calls back, cancel and Escape do not', async () => {
    const onConfirm = vi.fn()
    const { unmount } = render(<Harness onConfirm={onConfirm} />)
    const dialog = screen.getByRole('alertdialog', { name: '确认删除' })
    expect(dialog).toHaveAccessibleDescription('确定删除吗?')
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(onConfirm).not.toHaveBeenCalled()
    unmount()
    render(<Harness onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('has no serious axe violations', async () => {
    render(<Harness onConfirm={vi.fn()} />)
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
