import type { ServerContext } from '../context'
import { okRead } from '../http/envelope'
import type { OperationHandler } from '../openapi/operations'

/** Repair orders not yet closed: everything before the reporter's confirmation (or a cancellation). */
const OPEN_REPAIR = `status IN ('submitted', 'assigned', 'in_progress', 'done')`

export const dashboardHandlers: {
  dashboardModuleFigures: OperationHandler<'dashboardModuleFigures', ServerContext>
} = {
  /** The home page's business figures, each one SQL aggregate over its module's table (issue 8). */
  async dashboardModuleFigures(_input, { db }) {
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
      openRepairs: figures?.open_repairs ?? 0,
      scheduledToday: figures?.scheduled_today ?? 0,
      clockedInToday: figures?.clocked_in_today ?? 0,
      canteenTakingsToday: Number(figures?.takings_today ?? 0),
      canteenTakingsMonth: Number(figures?.takings_month ?? 0),
      inspectionsPassed: figures?.passed ?? 0,
      inspectionsFailed: figures?.failed ?? 0,
    })
  },
}
