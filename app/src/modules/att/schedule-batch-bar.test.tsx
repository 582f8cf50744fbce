import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderAttPage } from './att-test-render.test-helper'
import { ScheduleBatchBar, type FillRequest } from './schedule-batch-bar'

const november = Array.from({ length: 30 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`)

function setup() {
  const onFill = vi.fn<(request: FillRequest) => void>()
  renderAttPage(
    '/att/schedule',
    <ScheduleBatchBar
      days={november}
      shiftOptions={[{ value: 's-day', label: '早班' }]}
      disabled={false}
      onFill={onFill}
      onCopyWeek={() => undefined}
    />,
  )
  const bar = screen.getByRole('region', { name: '批量排班' })
  return {
    onFill,
    bar,
    start: within(bar).getByRole('textbox', { name: '开始日期' }),
    end: within(bar).getByRole('textbox', { name: '结束日期' }),
  }
}

describe('批量排班 bar: a typed range is kept and checked, never silently replaced', () => {
  it('keeps a start after the end, says so, and does not fill', async () => {
    const user = userEvent.setup()
    const { onFill, bar, start, end } = setup()
    await chooseOption(within(bar).getByLabelText('班次'), '早班')
    await user.type(start, '2026-11-03')
    await user.type(end, '2026-11-05')
    await user.clear(start)
    await user.type(start, '2026-11-20')
    await user.tab()
    // The typed start stays (it used to go back to 2026-11-03 on blur and 填充 filled 3–5).
    expect(start).toHaveValue('2026-11-20')
    expect(within(bar).getByRole('alert')).toHaveTextContent('开始日期不能晚于结束日期')
    expect(start).toHaveAttribute('aria-invalid', 'true')
    await user.click(within(bar).getByRole('button', { name: '填充' }))
    expect(onFill).not.toHaveBeenCalled()

    await user.clear(end)
    await user.type(end, '2026-11-25')
    expect(within(bar).queryByRole('alert')).not.toBeInTheDocument()
    await user.click(within(bar).getByRole('button', { name: '填充' }))
    expect(onFill).toHaveBeenCalledWith({
      value: 's-day',
      from: '2026-11-20',
      to: '2026-11-25',
      skipWeekends: false,
    })
  }, 30_000)

  it('keeps a date outside the month, names the month, and does not fill', async () => {
    const user = userEvent.setup()
    const { onFill, bar, start, end } = setup()
    await chooseOption(within(bar).getByLabelText('班次'), '早班')
    await user.type(start, '2026-11-28')
    await user.type(end, '2026-12-02')
    await user.tab()
    expect(end).toHaveValue('2026-12-02')
    expect(within(bar).getByRole('alert')).toHaveTextContent('日期须在 2026-11-01 至 2026-11-30 之间')
    await user.click(within(bar).getByRole('button', { name: '填充' }))
    expect(onFill).not.toHaveBeenCalled()
  }, 30_000)
})
