/**
 * Consumer contract of the home page: upstream's visit statistics and the business modules'
 * figures of the day. The REAL client of @erp/openapi is used.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { newPact } from './pact-helpers'
import { interaction } from './system-helpers'

const { eachLike, integer, number, regex } = MatchersV3

const pact = newPact()

describe('home page figures', () => {
  it('GET /sys/loginfo answers the sign-in counts', async () => {
    await interaction(pact, {
      description: 'a request for the sign-in counts of the home page',
      method: 'GET',
      path: '/sys/loginfo',
      result: { totalVisitCount: integer(120), todayVisitCount: integer(8), todayIp: integer(3) },
      check: async (client) => {
        const { data } = await client.GET('/sys/loginfo')
        expect(data?.result?.totalVisitCount).toBe(120)
      },
    })
  })

  it('GET /sys/visitInfo answers the sign-ins per day of the last week (possibly none)', async () => {
    await interaction(pact, {
      description: 'a request for the sign-ins of the last 7 days',
      method: 'GET',
      path: '/sys/visitInfo',
      result: eachLike({ visit: integer(8), ip: integer(3), tian: '2026-11-23', type: '11-23' }, 0),
      check: async (client) => {
        const { data } = await client.GET('/sys/visitInfo')
        // The mock answers the minimum the matcher allows (no day); the type still has to be the list.
        expect(data?.result).toEqual([])
      },
    })
  })

  it('GET /sys/dashboard/moduleFigures answers the business figures of today', async () => {
    await interaction(pact, {
      description: "a request for the business modules' figures of today",
      method: 'GET',
      path: '/sys/dashboard/moduleFigures',
      result: {
        openRepairs: integer(14),
        scheduledToday: integer(286),
        clockedInToday: integer(271),
        canteenTakingsToday: number(3120.5),
        canteenTakingsMonth: number(68230.5),
        inspectionsPassed: integer(21),
        inspectionsFailed: integer(3),
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/dashboard/moduleFigures')
        expect(data?.result?.openRepairs).toBe(14)
      },
    })
  })

  it("GET /sys/dashboard/workplace answers the signed-in user's own work and most used pages", async () => {
    await interaction(pact, {
      description: "a request for the signed-in user's workplace",
      method: 'GET',
      path: '/sys/dashboard/workplace',
      result: {
        repairsAssignedToMe: integer(2),
        repairsAwaitingDispatch: integer(5),
        entriesAwaitingReview: integer(3),
        leavesAwaitingApproval: integer(1),
        shortcuts: eachLike({ name: '报修单', url: '/rep/order', uses: integer(12) }),
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/dashboard/workplace')
        expect(data?.result?.repairsAwaitingDispatch).toBe(5)
        expect(data?.result?.shortcuts[0]).toEqual({ name: '报修单', url: '/rep/order', uses: 12 })
      },
    })
  })

  it("GET /sys/dashboard/moduleCharts answers the modules' figures per day and the repairs by status", async () => {
    await interaction(pact, {
      description: "a request for the business modules' figures of the last 14 days",
      method: 'GET',
      path: '/sys/dashboard/moduleCharts',
      query: { days: '14' },
      result: {
        days: eachLike({
          day: regex('^\\d{4}-\\d{2}-\\d{2}$', '2026-11-22'),
          scheduled: integer(286),
          clockedIn: integer(271),
          takings: number(3120.5),
          inspectionsPassed: integer(4),
          inspectionsFailed: integer(1),
        }),
        repairsByStatus: eachLike({ status: 'submitted', count: integer(3) }, 0),
      },
      check: async (client) => {
        const { data } = await client.GET('/sys/dashboard/moduleCharts', { params: { query: { days: 14 } } })
        expect(data?.result?.days[0]?.clockedIn).toBe(271)
        expect(data?.result?.repairsByStatus).toEqual([])
      },
    })
  })
})
