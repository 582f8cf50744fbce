import { Cron } from 'croner'
import { describe, expect, it } from 'vitest'
import { cronProblem, QUARTZ_CRON_OPTIONS } from './cron'

const next = (expression: string, from: string) =>
  new Cron(expression, { ...QUARTZ_CRON_OPTIONS, paused: true }).nextRuns(2, new Date(from))

describe('cronProblem', () => {
  it.each([
    '0/1 * * * * ?',
    '0 0/5 14 * * ?',
    '0 15 10 ? * MON-FRI',
    '0 0 12 ? * 4',
    '0 0 1 * * ? 2099',
    '0 0 0 L * ?',
    '0 0 0 ? * 6#3',
    '  0 0 * * * ?  ',
  ])('accepts the Quartz expression %j', (expression) => {
    expect(cronProblem(expression)).toBeNull()
  })

  it.each([
    ['', 'cron表达式不能为空'],
    [null, 'cron表达式不能为空'],
    ['* * * * *', '应为6或7段'],
    ['@daily', '应为6或7段'],
    ['2030-01-23T00:00:00', '应为6或7段'],
    ['abc def ghi jkl mno pqr', 'cron表达式不正确：abc def ghi jkl mno pqr'],
    ['61 * * * * ?', 'cron表达式不正确'],
    ['0 0 0 1 1 ? 2000', '以后不会再触发'],
    ['0 0 0 31 2 ?', '以后不会再触发'],
  ])('refuses %j with a message', (expression, message) => {
    expect(cronProblem(expression)).toContain(message)
  })
})

describe('Quartz semantics under croner', () => {
  it('runs 0/1 every second', () => {
    const [first, second] = next('0/1 * * * * ?', '2026-11-23T10:00:00')
    expect((second?.getTime() ?? 0) - (first?.getTime() ?? 0)).toBe(1000)
  })

  it('numbers weekdays as Quartz does: 1 is Sunday, 4 Wednesday', () => {
    expect(next('0 0 12 ? * 4', '2026-11-23T00:00:00').map((date) => date.getDay())).toEqual([3, 3])
    expect(next('0 0 12 ? * 1', '2026-11-23T00:00:00').map((date) => date.getDay())).toEqual([0, 0])
  })

  it('reads ? in the day of month as "any": a weekday list alone decides', () => {
    const days = new Cron('0 15 10 ? * MON-FRI', { ...QUARTZ_CRON_OPTIONS, paused: true })
      .nextRuns(7, new Date('2026-11-23T00:00:00'))
      .map((date) => date.getDay())
    expect(days).toEqual([1, 2, 3, 4, 5, 1, 2])
  })
})
