import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { BarChart } from './bar-chart'
import type { ChartSeries } from './chart-types'
import { LineChart } from './line-chart'

interface Row {
  day: string
  done: number
  open: number | null
}

const rows: Row[] = [
  { day: '11-24', done: 1, open: 2 },
  { day: '11-25', done: 3, open: null },
]
const series: ChartSeries<Row>[] = [
  { key: 'done', name: '完成', value: (row) => row.done, tone: 'success' },
  { key: 'open', name: '未完成', value: (row) => row.open, tone: 'danger' },
]

const axisLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('svg .visx-axis-left text')].map((text) => text.textContent)

describe('dashboard charts', () => {
  it('draw bars in theme colours, hide the drawing from screen readers and give them the values as a table', async () => {
    const view = render(
      <BarChart
        title="每日工单"
        rows={rows}
        category={(row) => row.day}
        categoryHeader="日期"
        series={series}
      />,
    )
    const figure = screen.getByRole('figure', { name: '每日工单' })
    const svg = figure.querySelector('svg')
    expect(svg).toHaveAttribute('aria-hidden', 'true')
    // Theme tokens (CSS variables the dark theme redefines), never a fixed colour.
    expect([...figure.querySelectorAll('rect')].map((bar) => bar.getAttribute('class'))).toEqual([
      'fill-success',
      'fill-danger',
      'fill-success',
    ]) // the unknown value is not drawn as a zero
    const table = within(figure).getByRole('table', { name: '每日工单' })
    // Hidden in an sr-only box (not sr-only itself: a table grows to its content and would widen the page).
    expect(table.parentElement).toHaveClass('sr-only')
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['日期完成未完成', '11-2412', '11-253—'])
    // Counts get whole-number ticks only.
    const labels = axisLabels(view.container)
    expect(labels.length).toBeGreaterThan(1)
    expect(labels.every((label) => /^\d+$/.test(label ?? ''))).toBe(true)
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('draw lines that break where a value is unknown, with a visible table when asked', () => {
    const view = render(
      <LineChart
        title="每日工单"
        rows={rows}
        category={(row) => row.day}
        categoryHeader="日期"
        series={series}
        format={(value) => value.toFixed(1)}
        tableVisible
      />,
    )
    expect(screen.getByRole('table', { name: '每日工单' }).closest('.sr-only')).toBeNull()
    expect(view.container.querySelectorAll('[data-series="done"] circle')).toHaveLength(2)
    expect(view.container.querySelectorAll('[data-series="open"] circle')).toHaveLength(1)
    expect(view.container.querySelector('[data-series="open"] path')).toHaveClass('stroke-danger')
    expect(screen.getByRole('cell', { name: '—' })).toBeInTheDocument()
  })
})
