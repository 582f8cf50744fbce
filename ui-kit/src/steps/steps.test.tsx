import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Steps } from './steps'

const items = ['手机验证', '更改密码', '完成'] as const

describe('Steps', () => {
  it('lists the steps in order and marks the current one', () => {
    render(<Steps aria-label="找回密码步骤" items={items} current={1} />)
    const list = screen.getByRole('list', { name: '找回密码步骤' })
    const steps = within(list).getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'current', 'waiting'])
    expect(steps[1]).toHaveAttribute('aria-current', 'step')
    expect(steps[0]).not.toHaveAttribute('aria-current')
    expect(steps[1]).toHaveTextContent('更改密码（进行中）')
    expect(steps[0]).toHaveTextContent('手机验证（已完成）')
  })

  it('has no serious accessibility violations', async () => {
    const { container } = render(<Steps aria-label="步骤" items={items} current={0} />)
    expect(await seriousViolations(container)).toEqual([])
  })
})
