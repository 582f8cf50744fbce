import { describe, expect, it } from 'vitest'
import { shiftShapeProblem } from './shift-page'

describe('shiftShapeProblem (the same rule as the server)', () => {
  const day = { startTime: '08:00', endTime: '17:00', crossesMidnight: 0, restMinutes: 60 }
  it('accepts a day shift and a night shift across midnight', () => {
    expect(shiftShapeProblem(day)).toBeNull()
    expect(
      shiftShapeProblem({ startTime: '22:00', endTime: '06:00', crossesMidnight: 1, restMinutes: 30 }),
    ).toBeNull()
  })
  it('refuses times that do not fit the midnight flag, and too much rest', () => {
    expect(shiftShapeProblem({ ...day, startTime: '22:00', endTime: '06:00' })).toBe(
      '下班时间必须晚于上班时间（夜班请选择跨零点）',
    )
    expect(shiftShapeProblem({ ...day, crossesMidnight: 1 })).toBe('跨零点班次的下班时间必须早于上班时间')
    expect(shiftShapeProblem({ ...day, restMinutes: 540 })).toBe('休息分钟必须小于班次时长')
  })
  it('leaves malformed times to the pattern rule', () => {
    expect(shiftShapeProblem({ ...day, endTime: '5pm' })).toBeNull()
  })
})
