/**
 * Consumer contract of the attendance pages (app/src/modules/att): the generic CRUD of shifts, schedules,
 * clock records and leave, and the module's own operations the pages call: the month grid and its save, the
 * leave workflow and the monthly summary. The REAL client of @erp/openapi is used.
 */
import { ATT_FIXTURE as A } from '@erp/server/modules/att/pact-fixtures'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { describeCrud } from './crud-contract'
import { newPact } from './pact-helpers'
import { interaction, page } from './system-helpers'

const { like, eachLike, integer, number, regex } = MatchersV3

const pact = newPact()

describeCrud(pact, [
  {
    base: '/att/shift',
    title: 'attendance shift',
    id: A.shift,
    listQuery: { code: A.shiftCode },
    record: {
      code: A.shiftCode,
      name: like('契约班'),
      startTime: like('07:00'),
      endTime: like('15:00'),
      crossesMidnight: integer(0),
      restMinutes: integer(30),
    },
    add: {
      code: 'PACTADD',
      name: '契约早班',
      startTime: '06:00',
      endTime: '14:00',
      crossesMidnight: 0,
      restMinutes: 30,
      lateGraceMinutes: 5,
      earlyLeaveGraceMinutes: 0,
    },
    edit: {
      id: A.shift,
      code: A.shiftCode,
      name: '契约班二',
      startTime: '07:30',
      endTime: '15:30',
      crossesMidnight: 0,
    },
  },
  {
    base: '/att/schedule',
    title: 'attendance schedule row',
    id: A.schedule,
    listQuery: { date: A.scheduleDate },
    record: { personId: A.person, date: A.scheduleDate, shiftId: like(A.dayShift) },
    add: { personId: A.otherPerson, date: '2030-12-30', shiftId: A.dayShift },
    edit: { id: A.schedule, personId: A.person, date: A.scheduleDate, shiftId: null },
  },
  {
    base: '/att/record',
    title: 'clock record',
    id: A.record,
    listQuery: { deviceNo: A.recordDevice },
    record: {
      personId: A.person,
      clockTime: like('2020-12-02 07:58:00'),
      direction: like('in'),
      source: like('device'),
      deviceNo: A.recordDevice,
    },
    add: {
      personId: A.otherPerson,
      clockTime: '2020-12-02 08:01:00',
      direction: 'in',
      source: 'manual',
      deviceNo: 'PACT-02',
      note: '忘带工牌，主管确认',
    },
    edit: {
      id: A.record,
      personId: A.person,
      clockTime: '2020-12-02 07:59:00',
      direction: 'in',
      source: 'manual',
      deviceNo: A.recordDevice,
      note: '补录，主管确认',
    },
  },
  {
    base: '/att/leave',
    title: 'leave request',
    id: A.leave,
    listQuery: { reason: A.leaveReason },
    record: {
      personId: A.person,
      type: like('annual'),
      startTime: like('2030-12-03 09:00:00'),
      endTime: like('2030-12-03 18:00:00'),
      hours: number(8),
      status: like('draft'),
    },
    add: {
      personId: A.otherPerson,
      type: 'personal',
      startTime: '2030-12-04 09:00:00',
      endTime: '2030-12-04 18:00:00',
      reason: 'PACT 家中有事',
    },
    edit: {
      id: A.leave,
      personId: A.person,
      type: 'annual',
      startTime: '2030-12-03 09:00:00',
      endTime: '2030-12-03 12:00:00',
      reason: A.leaveReason,
    },
  },
])

describe('what the attendance pages read from other modules', () => {
  it('GET /hr/person/pickerList: every staff record (the picker projection), for names and the person picker', async () => {
    await interaction(pact, {
      description: 'att: a request for the staff directory as a picker reads it',
      method: 'GET',
      path: '/hr/person/pickerList',
      result: eachLike({
        id: like(A.person),
        workNo: like('W00001'),
        realname: like('王伟'),
        departId: like('d1'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/hr/person/pickerList')
        expect(data?.result?.length).toBeGreaterThan(0)
        expect(data?.result?.[0]?.departId).toBe('d1')
      },
    })
  })

  it('GET /sys/sysDepart/queryTreeList: the departments of the filters', async () => {
    await interaction(pact, {
      description: 'att: a request for the department tree of the filters',
      method: 'GET',
      path: '/sys/sysDepart/queryTreeList',
      result: eachLike({ id: like('c6d7cb4deeac411cb3384b1b31278596'), departName: like('北京国炬软件') }),
      check: async (client) => {
        const { data } = await client.GET('/sys/sysDepart/queryTreeList')
        expect(data?.result?.[0]?.departName).toBeTruthy()
      },
    })
  })
})

describe('attendance operations', () => {
  it('GET /att/schedule/month answers the grid of a month', async () => {
    await interaction(pact, {
      description: 'a request for the schedule grid of December 2030',
      method: 'GET',
      path: '/att/schedule/month',
      query: { month: A.month },
      result: {
        month: A.month,
        days: eachLike(regex('^2030-12-\\d{2}$', '2030-12-01')),
        rows: eachLike({
          personId: like(A.person),
          workNo: like('W00001'),
          realname: like('王伟'),
          // Day → shift id, or null on a rest day: any object (the check reads the fixture person's cells).
          cells: like({}),
        }),
      },
      check: async (client) => {
        const { data } = await client.GET('/att/schedule/month', { params: { query: { month: A.month } } })
        expect(data?.success).toBe(true)
        expect(data?.result?.month).toBe(A.month)
        expect(data?.result?.rows[0]?.cells).toBeDefined()
      },
    })
  })

  it('POST /att/schedule/saveMonth upserts the changed cells', async () => {
    const body = {
      month: A.month,
      rows: [{ personId: A.person, cells: { '2030-12-30': A.dayShift, '2030-12-31': null } }],
    }
    await interaction(pact, {
      description: 'a request to save two cells of the December 2030 grid',
      method: 'POST',
      path: '/att/schedule/saveMonth',
      body,
      result: { saved: integer(2) },
      message: '排班已保存',
      check: async (client) => {
        const { data } = await client.POST('/att/schedule/saveMonth', { body })
        expect(data?.success).toBe(true)
        expect(data?.result?.saved).toBe(2)
      },
    })
  })

  it('POST /att/leave/status submits a draft leave', async () => {
    await interaction(pact, {
      description: 'a request to submit the fixture leave',
      method: 'POST',
      path: '/att/leave/status',
      body: { id: A.leave, status: 'submitted' },
      result: null,
      message: '请假已提交',
      check: async (client) => {
        const { data } = await client.POST('/att/leave/status', {
          body: { id: A.leave, status: 'submitted' },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('POST /att/leave/status refuses to approve a draft', async () => {
    await interaction(pact, {
      description: 'a request to approve the fixture leave while it is a draft',
      method: 'POST',
      path: '/att/leave/status',
      body: { id: A.leave, status: 'approved' },
      result: null,
      refused: true,
      message: '请假状态不能从「草稿」变为「已批准」',
      check: async (client) => {
        const { data } = await client.POST('/att/leave/status', { body: { id: A.leave, status: 'approved' } })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe('请假状态不能从「草稿」变为「已批准」')
      },
    })
  })

  it('GET /att/summary/list pages the monthly figures', async () => {
    await interaction(pact, {
      description: 'a request for the attendance summary of December 2030',
      method: 'GET',
      path: '/att/summary/list',
      query: { month: A.month, pageNo: '1', pageSize: '10' },
      result: page(
        eachLike({
          personId: like(A.person),
          workNo: like('W00001'),
          realname: like('王伟'),
          month: A.month,
          scheduledDays: integer(1),
          attendedDays: integer(0),
          lateCount: integer(0),
          lateMinutes: integer(0),
          earlyLeaveCount: integer(0),
          absentDays: integer(0),
          leaveHours: number(0),
          leaveHoursByType: like({}),
          overtimeHours: number(0),
        }),
        300,
      ),
      check: async (client) => {
        const { data } = await client.GET('/att/summary/list', {
          params: { query: { month: A.month, pageNo: 1, pageSize: 10 } },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.records[0]).toHaveProperty('scheduledDays')
      },
    })
  })
})
