import { describe, expect, it } from 'vitest'
import { REPAIR_ACTIONS, REPAIR_STATUSES, actionsFrom, transition } from './workflow'

describe('repair order workflow', () => {
  it('walks the happy path submitted → assigned → in_progress → done → confirmed', () => {
    expect(transition('submitted', 'assign')).toEqual({ ok: true, to: 'assigned' })
    expect(transition('assigned', 'start')).toEqual({ ok: true, to: 'in_progress' })
    expect(transition('in_progress', 'finish')).toEqual({ ok: true, to: 'done' })
    expect(transition('done', 'confirm')).toEqual({ ok: true, to: 'confirmed' })
  })

  it('cancels only from submitted or assigned', () => {
    expect(transition('submitted', 'cancel')).toEqual({ ok: true, to: 'cancelled' })
    expect(transition('assigned', 'cancel')).toEqual({ ok: true, to: 'cancelled' })
    for (const status of ['in_progress', 'done', 'confirmed', 'cancelled'])
      expect(transition(status, 'cancel').ok).toBe(false)
  })

  it('allows reassigning an assigned order', () => {
    expect(transition('assigned', 'assign')).toEqual({ ok: true, to: 'assigned' })
  })

  it('refuses an illegal move naming both states', () => {
    expect(transition('submitted', 'finish')).toEqual({
      ok: false,
      message: '报修单当前为「已提交」，不能直接「完成」',
    })
    expect(transition('in_progress', 'confirm')).toEqual({
      ok: false,
      message: '报修单当前为「维修中」，不能直接「确认」',
    })
  })

  it('ends in confirmed and cancelled: nothing leaves them', () => {
    expect(actionsFrom('confirmed')).toEqual([])
    expect(actionsFrom('cancelled')).toEqual([])
  })

  it('has exactly the allowed moves of the table (5 actions × 6 statuses)', () => {
    const allowed = REPAIR_STATUSES.flatMap((status) =>
      REPAIR_ACTIONS.filter((action) => transition(status, action).ok).map((action) => `${status}:${action}`),
    )
    expect(allowed.sort()).toEqual(
      [
        'submitted:assign',
        'submitted:cancel',
        'assigned:assign',
        'assigned:start',
        'assigned:cancel',
        'in_progress:finish',
        'done:confirm',
      ].sort(),
    )
  })

  it('refuses an unknown status', () => {
    expect(transition('lost', 'start')).toEqual({
      ok: false,
      message: '报修单当前为「lost」，不能直接「开始维修」',
    })
  })
})
