import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle, DrawerTrigger } from './drawer'

function Example() {
  return (
    <Drawer>
      <DrawerTrigger>系统设置</DrawerTrigger>
      <DrawerContent>
        <DrawerTitle>整体风格设置</DrawerTitle>
        <DrawerDescription>主题与布局</DrawerDescription>
      </DrawerContent>
    </Drawer>
  )
}

describe('Drawer', () => {
  it('opens as a labelled dialog on the right, 300 px wide by default', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: '系统设置' }))
    const drawer = screen.getByRole('dialog', { name: '整体风格设置' })
    expect(drawer).toHaveClass('right-0')
    expect(drawer).toHaveStyle({ width: '300px' })
  })

  it('closes on Escape and gives focus back', async () => {
    render(<Example />)
    const trigger = screen.getByRole('button', { name: '系统设置' })
    await userEvent.click(trigger)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(trigger).toHaveFocus()
  })

  it('has no serious accessibility violations when open', async () => {
    render(<Example />)
    await userEvent.click(screen.getByRole('button', { name: '系统设置' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })

  it('asks before Escape or the × discards a dirty form; 放弃修改 closes', async () => {
    render(
      <Drawer defaultOpen>
        <DrawerContent dirty aria-describedby={undefined}>
          <DrawerTitle>数据规则</DrawerTitle>
        </DrawerContent>
      </Drawer>,
    )
    await userEvent.keyboard('{Escape}')
    await userEvent.click(await screen.findByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByRole('dialog', { name: '数据规则' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '关闭' }))
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
