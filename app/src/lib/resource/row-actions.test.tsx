import { Button } from '@erp/ui-kit/button'
import { DropdownMenuItem } from '@erp/ui-kit/dropdown-menu'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { RowActions, flattenElements, inlineCount } from './row-actions'

describe('inlineCount', () => {
  it('keeps every action on the line while they fit and nothing else needs a menu', () => {
    expect(inlineCount(3, 0)).toBe(3)
    expect(inlineCount(4, 0)).toBe(2)
    expect(inlineCount(1, 2)).toBe(1)
    expect(inlineCount(3, 1)).toBe(2)
    expect(inlineCount(5, 0, 4)).toBe(3)
  })

  it('opens fragments and drops empty parts', () => {
    const node = (
      <>
        <b>a</b>
        {null}
        {false}
        {[<i key="x">b</i>]}
      </>
    )
    expect(flattenElements(node).map((element) => element.type)).toEqual(['b', 'i'])
  })
})

describe('RowActions', () => {
  it('shows up to three actions on one line, without a menu', () => {
    render(
      <RowActions
        actions={
          <>
            <Button>编辑</Button>
            <Button>详情</Button>
          </>
        }
        trailing={<Button>删除</Button>}
      />,
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '编辑',
      '详情',
      '删除',
    ])
    expect(screen.getByRole('button', { name: '删除' }).closest('[data-slot="row-actions"]')).toHaveClass(
      'whitespace-nowrap',
    )
  })

  it('puts the rest under 更多, the trailing action last, with their clicks and labels', async () => {
    const start = vi.fn()
    const remove = vi.fn()
    render(
      <RowActions
        actions={
          <>
            <Button>编辑</Button>
            <Button>详情</Button>
            <Button aria-label="启动 任务一" onClick={start}>
              启动
            </Button>
          </>
        }
        menu={<DropdownMenuItem>日志</DropdownMenuItem>}
        trailing={
          <Button className="text-danger-strong" onClick={remove}>
            删除
          </Button>
        }
        moreLabel="任务一的更多操作"
      />,
    )
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '编辑',
      '详情',
      '更多',
    ])
    await userEvent.click(screen.getByRole('button', { name: '任务一的更多操作' }))
    const items = await screen.findAllByRole('menuitem')
    expect(items.map((item) => item.textContent)).toEqual(['启动', '日志', '删除'])
    expect(items[2]).toHaveClass('text-danger-strong')
    await userEvent.click(screen.getByRole('menuitem', { name: '启动 任务一' }))
    expect(start).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: '任务一的更多操作' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: '删除' }))
    expect(remove).toHaveBeenCalledTimes(1)
  })
})
