import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Sparkline, sparklinePoints } from './sparkline'

const percent = (value: number) => `${(value * 100).toFixed(0)}%`

describe('Sparkline', () => {
  it('is an image named by a summary of the series: latest, minimum, maximum, count', async () => {
    const { container } = render(
      <Sparkline label="CPU 使用率" values={[0.2, 0.5, 0.1, 0.3]} format={percent} />,
    )
    const chart = screen.getByRole('img', { name: 'CPU 使用率：最新 30%，最低 10%，最高 50%，共 4 个读数' })
    expect(chart.tagName.toLowerCase()).toBe('svg')
    expect(container.firstElementChild).toHaveAttribute('data-slot', 'sparkline')
    expect(await seriousViolations(container)).toEqual([])
  })

  it('lists every reading, oldest first, for screen readers', () => {
    render(<Sparkline label="事件循环延迟" values={[1.5, 2]} unit="ms" />)
    const list = screen.getByRole('list', { name: '事件循环延迟的读数' })
    expect(list).toHaveClass('sr-only')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['第 1 次读数：1.5 ms', '第 2 次读数：2 ms'])
    expect(screen.getByRole('img')).toHaveAccessibleName(
      '事件循环延迟：最新 2 ms，最低 1.5 ms，最高 2 ms，共 2 个读数',
    )
  })

  it('draws with theme tokens, never raw colours', () => {
    const { container } = render(<Sparkline label="RSS" values={[3, 1, 2]} />)
    const line = container.querySelector('[data-part="line"]')
    const area = container.querySelector('[data-part="area"]')
    expect(line).toHaveClass('stroke-primary')
    expect(area).toHaveClass('fill-primary/15')
    expect(container.innerHTML).not.toMatch(/#[0-9a-f]{3,8}\b|rgb\(/i)
  })

  it('moves only when motion is welcome (prefers-reduced-motion turns it off)', () => {
    const { container } = render(<Sparkline label="RSS" values={[3, 1, 2]} />)
    for (const element of container.querySelectorAll('svg *')) {
      const classes = [...element.classList]
      const moving = classes.filter((name) => /(^|:)(transition|animate)/.test(name))
      expect(
        moving.every((name) => name.startsWith('motion-safe:') || name.startsWith('motion-reduce:')),
      ).toBe(true)
    }
    expect(container.querySelector('[data-part="latest"]')).toHaveClass('motion-reduce:transition-none')
  })

  it('says there is no reading yet for an empty series and leaves out non-finite values', () => {
    const { rerender, container } = render(<Sparkline label="请求数" values={[]} />)
    expect(screen.getByRole('img', { name: '请求数：暂无读数' })).toBeInTheDocument()
    expect(container.querySelector('path')).toBeNull()
    rerender(<Sparkline label="请求数" values={[Number.NaN, 4, Number.POSITIVE_INFINITY]} />)
    expect(screen.getByRole('img')).toHaveAccessibleName('请求数：最新 4，最低 4，最高 4，共 1 个读数')
    // One reading: a point, no line.
    expect(container.querySelector('[data-part="line"]')).toBeNull()
    expect(container.querySelector('[data-part="latest"]')).not.toBeNull()
  })

  it('scales to min/max, draws a flat series across the middle, and is responsive through its viewBox', () => {
    expect(sparklinePoints([0, 1], { width: 104, height: 24, min: 0, max: 1 })).toEqual([
      [2, 22],
      [102, 2],
    ])
    expect(sparklinePoints([0.5], { width: 104, height: 24, min: 0, max: 1 })).toEqual([[52, 12]])
    expect(sparklinePoints([7, 7, 7], { width: 104, height: 24 }).map(([, y]) => y)).toEqual([12, 12, 12])
    // Values beyond the given scale are clamped to it.
    expect(sparklinePoints([2], { width: 10, height: 24, min: 0, max: 1 })).toEqual([[5, 2]])
    render(<Sparkline label="x" values={[1, 2]} width={200} height={40} responsive />)
    const svg = screen.getByRole('img')
    expect(svg).toHaveAttribute('viewBox', '0 0 200 40')
    expect(svg).toHaveAttribute('width', '100%')
  })
})
