import type { ServerContext } from '../../../context'
import { okRead } from '../../../http/envelope'
import type { OperationHandler } from '../../../openapi/operations'
import type { Queryable } from '../../../db/database'
import { HELD_PERMISSION_IDS, userHoldsAny } from '../../../permission/grants'

/** Repair orders not yet closed: everything before the reporter's confirmation (or a cancellation). */
const OPEN_REPAIR = `status IN ('submitted', 'assigned', 'in_progress', 'done')`

/** A page of the menu and the table its records live in: a record the user created there is one use. */
export const PAGE_TABLES: ReadonlyArray<readonly [url: string, table: string]> = [
  ['/rep/order', 'rep_order'],
  ['/hr/person', 'hr_person'],
  ['/hr/workerEntry', 'hr_worker_entry'],
  ['/att/schedule', 'att_schedule'],
  ['/att/record', 'att_record'],
  ['/att/leave', 'att_leave'],
  ['/rec/requisition', 'rec_requisition'],
  ['/rec/candidate', 'rec_candidate'],
  ['/rec/interview', 'rec_interview'],
  ['/cnt/card', 'cnt_card'],
  ['/cnt/transaction', 'cnt_transaction'],
  ['/exp/shipment', 'exp_shipment'],
  ['/mtr/recharge', 'mtr_recharge'],
  ['/qc/register', 'qc_register'],
  ['/qc/checkReport', 'qc_check_report'],
  ['/isystem/annountCement', 'sys_announcement'],
]

/** The repair workflow's statuses in order, for the chart of orders by status. */
const REPAIR_STATUSES = ['submitted', 'assigned', 'in_progress', 'done', 'confirmed', 'cancelled']

const SHORTCUTS = 8

/**
 * The pages that let a caller see a module's figures on the dashboards: the figures of a module
 * whose pages the caller holds none of are left out of the answer, so a user of no role sees none.
 */
export const FIGURE_PAGES = {
  repairs: ['/rep/order'],
  attendance: ['/att/schedule', '/att/record', '/att/summary'],
  canteen: ['/cnt/transaction', '/cnt/card'],
  inspections: ['/qc/checkReport'],
} as const

type FigureModule = keyof typeof FIGURE_PAGES

/** The modules whose figures the user may see. */
async function heldModules(db: Queryable, userId: string): Promise<Set<FigureModule>> {
  const held = new Set<FigureModule>()
  for (const [module, pages] of Object.entries(FIGURE_PAGES) as Array<[FigureModule, readonly string[]]>) {
    if (userId && (await userHoldsAny(db, userId, pages))) held.add(module)
  }
  return held
}

export const dashboardHandlers: {
  dashboardModuleFigures: OperationHandler<'dashboardModuleFigures', ServerContext>
  dashboardWorkplace: OperationHandler<'dashboardWorkplace', ServerContext>
  dashboardModuleCharts: OperationHandler<'dashboardModuleCharts', ServerContext>
} = {
  /**
   * The home page's business figures, each one SQL aggregate over its module's table; only those of
   * the modules the caller holds a page of.
   */
  async dashboardModuleFigures(_input, { db, user }) {
    const held = await heldModules(db, user?.userId ?? '')
    if (!held.size) return okRead({})
    const [figures] = await db.query<{
      open_repairs: number
      scheduled_today: number
      clocked_in_today: number
      takings_today: string
      takings_month: string
      passed: number
      failed: number
    }>(
      `SELECT
         (SELECT count(*)::int FROM rep_order WHERE ${OPEN_REPAIR}) AS open_repairs,
         (SELECT count(DISTINCT person_id)::int FROM att_schedule
           WHERE date = current_date AND shift_id IS NOT NULL) AS scheduled_today,
         (SELECT count(DISTINCT person_id)::int FROM att_record
           WHERE clock_time >= current_date AND clock_time < current_date + 1 AND direction = 'in')
           AS clocked_in_today,
         (SELECT coalesce(sum(CASE type WHEN 'meal' THEN amount ELSE -amount END), 0) FROM cnt_transaction
           WHERE type IN ('meal', 'refund') AND time >= current_date) AS takings_today,
         (SELECT coalesce(sum(CASE type WHEN 'meal' THEN amount ELSE -amount END), 0) FROM cnt_transaction
           WHERE type IN ('meal', 'refund') AND time >= date_trunc('month', current_date)) AS takings_month,
         (SELECT count(*)::int FROM qc_check_report
           WHERE result = 'pass' AND coalesce(check_date, create_time::date) >= current_date - 30) AS passed,
         (SELECT count(*)::int FROM qc_check_report
           WHERE result = 'fail' AND coalesce(check_date, create_time::date) >= current_date - 30) AS failed`,
    )
    return okRead({
      ...(held.has('repairs') ? { openRepairs: figures?.open_repairs ?? 0 } : {}),
      ...(held.has('attendance')
        ? {
            scheduledToday: figures?.scheduled_today ?? 0,
            clockedInToday: figures?.clocked_in_today ?? 0,
          }
        : {}),
      ...(held.has('canteen')
        ? {
            canteenTakingsToday: Number(figures?.takings_today ?? 0),
            canteenTakingsMonth: Number(figures?.takings_month ?? 0),
          }
        : {}),
      ...(held.has('inspections')
        ? { inspectionsPassed: figures?.passed ?? 0, inspectionsFailed: figures?.failed ?? 0 }
        : {}),
    })
  },

  /**
   * The workplace of the signed-in user: what waits for them (repairs assigned to them; dispatch,
   * reviews and approvals only when they hold that permission) and their pages ranked by use.
   */
  async dashboardWorkplace(_input, { db, user }) {
    const userId = user?.userId ?? ''
    const username = user?.username ?? ''
    const [work] = await db.query<{
      assigned: number
      dispatch: number
      reviews: number
      leaves: number
    }>(
      `WITH mine AS (${HELD_PERMISSION_IDS}),
       held AS (SELECT p.perms, p.component FROM sys_permission p WHERE p.del_flag = 0 AND p.id IN (SELECT * FROM mine))
       SELECT
         (SELECT count(*)::int FROM rep_order WHERE assignee_id = $1 AND status IN ('assigned', 'in_progress'))
           AS assigned,
         CASE WHEN EXISTS (SELECT 1 FROM held WHERE perms = 'rep:order:assign')
           THEN (SELECT count(*)::int FROM rep_order WHERE status = 'submitted') ELSE 0 END AS dispatch,
         CASE WHEN EXISTS (SELECT 1 FROM held WHERE perms = 'hr:workerEntry:review')
           THEN (SELECT count(*)::int FROM hr_worker_entry WHERE status = 'submitted') ELSE 0 END AS reviews,
         CASE WHEN EXISTS (SELECT 1 FROM held WHERE component = 'att/LeaveList')
           THEN (SELECT count(*)::int FROM att_leave WHERE status = 'submitted') ELSE 0 END AS leaves`,
      [userId],
    )
    const uses = PAGE_TABLES.map(
      ([, table], index) =>
        `SELECT $${index + 3}::text AS url, count(*)::int AS uses FROM ${table}
           WHERE create_by = $2 AND create_time >= now() - interval '30 days'`,
    ).join(' UNION ALL ')
    const shortcuts = await db.query<{ name: string; url: string; uses: number }>(
      `WITH uses AS (${uses})
       SELECT p.name, p.url, coalesce(u.uses, 0)::int AS uses
         FROM sys_permission p LEFT JOIN uses u ON u.url = p.url
        WHERE p.del_flag = 0 AND p.menu_type = 1 AND coalesce(p.hidden, false) = false
          AND p.url LIKE '/%' AND p.url NOT LIKE '%:%' AND p.component IS NOT NULL
          AND p.component NOT LIKE '%layouts%' AND p.url NOT LIKE '/dashboard/%'
          AND p.id IN (${HELD_PERMISSION_IDS})
        ORDER BY coalesce(u.uses, 0) DESC, p.sort_no, p.id
        LIMIT ${SHORTCUTS}`,
      [userId, username, ...PAGE_TABLES.map(([url]) => url)],
    )
    return okRead({
      repairsAssignedToMe: work?.assigned ?? 0,
      repairsAwaitingDispatch: work?.dispatch ?? 0,
      entriesAwaitingReview: work?.reviews ?? 0,
      leavesAwaitingApproval: work?.leaves ?? 0,
      shortcuts,
    })
  },

  /**
   * The chart dashboard: the figures of the home page per day over `days` days, and repairs by
   * status; only those of the modules the caller holds a page of.
   */
  async dashboardModuleCharts(input, { db, user }) {
    const days = input.query.days ?? 14
    const held = await heldModules(db, user?.userId ?? '')
    const rows = await db.query<{
      day: string
      scheduled: number
      clocked_in: number
      takings: string
      passed: number
      failed: number
    }>(
      `WITH days AS (SELECT generate_series(current_date - ($1::int - 1), current_date, interval '1 day')::date AS day)
       SELECT to_char(d.day, 'YYYY-MM-DD') AS day,
         (SELECT count(DISTINCT person_id)::int FROM att_schedule
           WHERE date = d.day AND shift_id IS NOT NULL) AS scheduled,
         (SELECT count(DISTINCT person_id)::int FROM att_record
           WHERE clock_time >= d.day AND clock_time < d.day + 1 AND direction = 'in') AS clocked_in,
         (SELECT coalesce(sum(CASE type WHEN 'meal' THEN amount ELSE -amount END), 0) FROM cnt_transaction
           WHERE type IN ('meal', 'refund') AND time >= d.day AND time < d.day + 1) AS takings,
         (SELECT count(*)::int FROM qc_check_report
           WHERE result = 'pass' AND coalesce(check_date, create_time::date) = d.day) AS passed,
         (SELECT count(*)::int FROM qc_check_report
           WHERE result = 'fail' AND coalesce(check_date, create_time::date) = d.day) AS failed
       FROM days d ORDER BY d.day`,
      [days],
    )
    const statuses = held.has('repairs')
      ? await db.query<{ status: string; count: number }>(
          `SELECT status, count(*)::int AS count FROM rep_order GROUP BY status`,
        )
      : []
    const rank = (status: string) => {
      const index = REPAIR_STATUSES.indexOf(status)
      return index < 0 ? REPAIR_STATUSES.length : index
    }
    return okRead({
      days: rows.map((row) => ({
        day: row.day,
        ...(held.has('attendance') ? { scheduled: row.scheduled, clockedIn: row.clocked_in } : {}),
        ...(held.has('canteen') ? { takings: Number(row.takings) } : {}),
        ...(held.has('inspections') ? { inspectionsPassed: row.passed, inspectionsFailed: row.failed } : {}),
      })),
      repairsByStatus: [...statuses].sort(
        (a, b) => rank(a.status) - rank(b.status) || a.status.localeCompare(b.status),
      ),
    })
  },
}
