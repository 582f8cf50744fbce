import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import {
  ColumnSettings,
  EMPTY_COLUMN_LAYOUT,
  applyColumnLayout,
  orderedKeys,
  type ColumnLayout,
} from './column-settings'

const columns = [
  { key: 'name', title: '姓名' },
  { key: 'dept', title: '部门' },
  { key: 'phone', title: '手机号' },
]

function Harness() {
  const [layout, setLayout] = useState<ColumnLayout>(EMPTY_COLUMN_LAYOUT)
  return (
    <>
      <ColumnSettings columns={columns} layout={layout} onLayoutChange={setLayout} />
      <output>
        {applyColumnLayout(columns, layout)
          .map((column) => column.key)
          .join(',')}
      </output>
    </>
  )
}

describe('ColumnSettings', () => {
  it('applies order, hidden columns and widths; unknown keys keep their place', () => {
    const layout = { order: ['phone', 'gone', 'name'], hidden: ['dept'], widths: { name: 200 } }
    expect(applyColumnLayout(columns, layout)).toEqual([
      { key: 'phone', title: '手机号' },
      { key: 'name', title: '姓名', width: 200 },
    ])
    expect(orderedKeys(['name', 'dept', 'phone'], layout)).toEqual(['phone', 'name', 'dept'])
  })

  it('hides, moves and resets columns; the last visible column cannot be hidden', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: '列设置' }))
    // The kit's Checkbox, not a native one; its label toggles it too.
    const dept = screen.getByRole('checkbox', { name: '部门' })
    expect(dept).toHaveAttribute('data-slot', 'checkbox')
    expect(dept).toHaveAttribute('data-state', 'checked')
    await userEvent.click(dept)
    expect(screen.getByRole('status')).toHaveTextContent('name,phone')
    expect(screen.getByRole('checkbox', { name: '部门' })).toHaveAttribute('data-state', 'unchecked')
    await userEvent.click(screen.getByText('部门'))
    expect(screen.getByRole('status')).toHaveTextContent('name,dept,phone')
    await userEvent.click(screen.getByRole('checkbox', { name: '部门' }))
    expect(screen.getByRole('status')).toHaveTextContent('name,phone')
    await userEvent.click(screen.getByRole('button', { name: '上移“手机号”' }))
    expect(screen.getByRole('status')).toHaveTextContent('name,phone')
    await userEvent.click(screen.getByRole('button', { name: '上移“手机号”' }))
    expect(screen.getByRole('status')).toHaveTextContent('phone,name')
    expect(screen.getByRole('button', { name: '上移“手机号”' })).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: '姓名' }))
    await userEvent.click(screen.getByRole('checkbox', { name: '手机号' }))
    expect(screen.getByRole('status')).toHaveTextContent('phone')
    await userEvent.click(screen.getByRole('button', { name: '重置' }))
    expect(screen.getByRole('status')).toHaveTextContent('name,dept,phone')
  })

  it('has no serious axe violations when open', async () => {
    render(<Harness />)
    await userEvent.click(screen.getByRole('button', { name: '列设置' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
