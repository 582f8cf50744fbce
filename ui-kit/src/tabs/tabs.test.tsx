import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

function Messages({ defaultValue = 'notice' }: { defaultValue?: string }) {
  return (
    <Tabs defaultValue={defaultValue}>
      <TabsList aria-label="消息">
        <TabsTrigger value="notice">通知</TabsTrigger>
        <TabsTrigger value="system">系统消息</TabsTrigger>
        <TabsTrigger value="todo" disabled>
          待办
        </TabsTrigger>
      </TabsList>
      <TabsContent value="notice">通知列表</TabsContent>
      <TabsContent value="system">系统消息列表</TabsContent>
      <TabsContent value="todo">待办列表</TabsContent>
    </Tabs>
  )
}

function Controlled() {
  const [value, setValue] = useState('system')
  return (
    <>
      <span data-testid="value">{value}</span>
      <Tabs value={value} onValueChange={setValue}>
        <TabsList>
          <TabsTrigger value="notice">通知</TabsTrigger>
          <TabsTrigger value="system">系统消息</TabsTrigger>
        </TabsList>
        <TabsContent value="notice">A</TabsContent>
        <TabsContent value="system">B</TabsContent>
      </Tabs>
    </>
  )
}

describe('Tabs', () => {
  it('shows the default tab and switches on click, with data-state active/inactive', async () => {
    render(<Messages />)
    const notice = screen.getByRole('tab', { name: '通知' })
    const system = screen.getByRole('tab', { name: '系统消息' })
    expect(notice).toHaveAttribute('data-state', 'active')
    expect(notice).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('通知列表')
    await userEvent.click(system)
    expect(system).toHaveAttribute('data-state', 'active')
    expect(notice).toHaveAttribute('data-state', 'inactive')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('系统消息列表')
  })

  it('moves with the arrow keys and skips a disabled tab', async () => {
    render(<Messages />)
    screen.getByRole('tab', { name: '通知' }).focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '系统消息' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('系统消息列表')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: '通知' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: '待办' })).toBeDisabled()
  })

  it('is controlled by value/onValueChange', async () => {
    render(<Controlled />)
    expect(screen.getByRole('tabpanel')).toHaveTextContent('B')
    await userEvent.click(screen.getByRole('tab', { name: '通知' }))
    expect(screen.getByTestId('value')).toHaveTextContent('notice')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('A')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Messages />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
