import type { Queryable } from './database'

/**
 * A factory's year of data (issue 36), added to a seeded database so lists, filters, the monthly summary and
 * exports can be measured at the volume a plant reaches: at scale 1, 5,000 people over the demo departments
 * and tenants, 2,000,000 clock records (in and out on 200 working days), a month of schedules, 5,000 canteen
 * cards with 400,000 transactions, 1,000 meters with 50,000 recharges, 20,000 QC registers and reports with
 * their defect and fabric lines, and 100,000 log rows. Every row comes from set-based SQL over generate_series
 * with a hash of the row number and the seed as its random source, so the same scale and seed give the same
 * rows on PGlite and PostgreSQL. Rows of a former run (ids starting `sc`) are removed first.
 */

export interface ScaleOptions {
  /** 1 = the year above; 0.01 for tests. */
  scale?: number
  /** The PRNG seed. */
  seed?: number
  /** Told each step and how long it took. */
  log?: (line: string) => void
}

/** The row counts at scale 1. */
export const YEAR = {
  people: 5_000,
  clockRecords: 2_000_000,
  canteenTransactions: 400_000,
  meters: 1_000,
  meterRecharges: 50_000,
  qcReports: 20_000,
  logs: 100_000,
} as const

/** The month the schedules cover (the bench's monthly summary and month export read it). */
export const SCALE_MONTH = '2026-03'

/** The tables the scale seed fills, children first (the order rows of a former run are removed in). */
export const SCALE_TABLES = [
  'qc_check_report_defect',
  'qc_check_report_fabric',
  'qc_check_report',
  'qc_register',
  'cnt_transaction',
  'cnt_card',
  'mtr_recharge',
  'mtr_meter',
  'att_schedule',
  'att_record',
  'sys_log',
  'hr_person',
] as const

export const scaledCounts = (scale: number) =>
  Object.fromEntries(
    Object.entries(YEAR).map(([name, count]) => [name, Math.max(1, Math.round(count * scale))]),
  ) as Record<keyof typeof YEAR, number>

export async function scaleSeed(db: Queryable, options: ScaleOptions = {}): Promise<Record<string, number>> {
  const scale = options.scale ?? 1
  if (!(scale > 0)) throw new Error(`scale must be above 0 (got ${scale})`)
  const salt = Math.trunc(options.seed ?? 36) % 1_000_003
  const log = options.log ?? (() => undefined)
  const n = scaledCounts(scale)
  /** A deterministic number in [0, m) from the SQL integer expression `i` and a per-column `k`. */
  const rnd = (i: string, k: number, m: number) =>
    `mod(((${i})::bigint * 2654435761 + ${salt * 7919 + k * 104729}) # (((${i})::bigint * 40503) >> 7), ${m})::int`
  const step = async (label: string, sql: string, params: unknown[] = []) => {
    const started = performance.now()
    await db.query(sql, params)
    log(`${label}: ${Math.round(performance.now() - started)} ms`)
  }

  for (const table of SCALE_TABLES) await step(`clear ${table}`, `DELETE FROM ${table} WHERE id LIKE 'sc%'`)
  // The lists' indexes are built once after the load, not kept up row by row (unique ones stay: ON CONFLICT and
  // the refusals need them). Run it in one transaction (the CLI does), so a failure leaves them in place.
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
     WHERE c.relname = ANY($1::text[]) AND NOT i.indisunique ORDER BY 1`,
    [[...SCALE_TABLES]],
  )
  for (const index of indexes) await db.query(`DROP INDEX ${index.name}`)

  const departs = await db.query<{ id: string; orgCode: string }>(
    `SELECT id, org_code AS "orgCode" FROM sys_depart WHERE del_flag::text = '0' ORDER BY org_code`,
  )
  const tenants = (await db.query<{ id: number }>('SELECT id FROM sys_tenant ORDER BY id')).map((t) => t.id)
  const [shift] = await db.query<{ id: string }>('SELECT id FROM att_shift ORDER BY start_time, code LIMIT 1')
  if (!departs.length || !shift)
    throw new Error('the scale seed runs on a seeded database (departments, shifts)')
  const departIds = departs.map((d) => d.id)
  const orgCodes = departs.map((d) => d.orgCode)
  const tenantIds = tenants.length ? tenants : [0]
  // A person's department and tenant, as SQL over the person number `p` (1-based).
  const texts = (values: string[]) =>
    `ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`
  const depart = (p: string) => `(${texts(departIds)})[1 + ${rnd(p, 1, departIds.length)}]`
  const org = (p: string) => `(${texts(orgCodes)})[1 + ${rnd(p, 1, departIds.length)}]`
  const tenant = (p: string) =>
    `(ARRAY[${tenantIds.map(Number).join(', ')}]::int[])[1 + ${rnd(p, 2, tenantIds.length)}]`
  const personId = (p: string) => `'scp' || lpad((${p})::text, 29, '0')`

  await step(
    `hr_person ${n.people}`,
    `INSERT INTO hr_person (id, work_no, realname, sex, depart_id, post, entry_date, status, sys_org_code, tenant_id,
       create_by, create_time)
     SELECT ${personId('p')}, 'S' || lpad(p::text, 6, '0'), '员工' || p, 1 + ${rnd('p', 3, 2)}, ${depart('p')},
       '操作工', date '2020-01-01' + ${rnd('p', 4, 2000)}::int, 'active', ${org('p')}, ${tenant('p')},
       'scale', timestamp '2025-12-01'
     FROM generate_series(1, ${n.people}) p`,
  )

  // In and out on a working day: record r is person ((r-1)/2 mod P)+1 on working day (r-1)/(2P); the 200 working
  // days are spread over the year.
  const days = Math.max(1, Math.ceil(n.clockRecords / (2 * n.people)))
  await step(
    `att_record ${n.clockRecords}`,
    `INSERT INTO att_record (id, person_id, clock_time, direction, source, device_no, note, sys_org_code, tenant_id,
       create_by, create_time)
     SELECT 'scr' || lpad(r::text, 29, '0'), ${personId('p')}, t, CASE WHEN r % 2 = 1 THEN 'in' ELSE 'out' END,
       s, CASE WHEN s = 'device' THEN 'GATE-' || lpad((1 + ${rnd('r', 5, 12)})::text, 2, '0') END,
       CASE WHEN s = 'manual' THEN '忘记打卡，主管确认' END, ${org('p')}, ${tenant('p')}, 'device', t
     FROM (
       SELECT r, p, CASE WHEN ${rnd('r', 6, 100)} < 94 THEN 'device' WHEN ${rnd('r', 6, 100)} < 99 THEN 'app'
         ELSE 'manual' END AS s,
         timestamp '2026-01-01' + ((d * 365) / ${days}) * interval '1 day'
           + CASE WHEN r % 2 = 1 THEN interval '7 hours 30 minutes' ELSE interval '17 hours' END
           + ${rnd('r', 7, 3600)} * interval '1 second' AS t
       FROM (SELECT r, ((r - 1) / 2) % ${n.people} + 1 AS p, (r - 1) / (2 * ${n.people}) AS d
             FROM generate_series(1, ${n.clockRecords}) r) numbered
     ) rows`,
  )

  await step(
    `att_schedule ${SCALE_MONTH}`,
    `INSERT INTO att_schedule (id, person_id, date, shift_id, sys_org_code, tenant_id, create_by)
     SELECT 'scs' || lpad(p::text, 8, '0') || to_char(day, 'YYYYMMDD'), ${personId('p')}, day::date,
       CASE WHEN extract(isodow FROM day) < 6 THEN $1 END, ${org('p')}, ${tenant('p')}, 'scale'
     FROM generate_series(1, ${n.people}) p,
       generate_series(date '${SCALE_MONTH}-01', date '${SCALE_MONTH}-01' + interval '1 month' - interval '1 day',
         interval '1 day') day
     ON CONFLICT (person_id, date) DO NOTHING`,
    [shift.id],
  )

  await step(
    `cnt_card ${n.people}`,
    `INSERT INTO cnt_card (id, card_no, person_id, person_name, balance, status, sys_org_code, tenant_id, create_by,
       create_time)
     SELECT 'scc' || lpad(p::text, 29, '0'), 'SC' || lpad(p::text, 8, '0'), ${personId('p')}, '员工' || p,
       200, 'active', ${org('p')}, ${tenant('p')}, 'scale', timestamp '2025-12-01'
     FROM generate_series(1, ${n.people}) p`,
  )
  await step(
    `cnt_transaction ${n.canteenTransactions}`,
    `INSERT INTO cnt_transaction (id, card_id, card_no, person_name, type, amount, balance_after, meal_type, "window",
       time, operator, request_id, sys_org_code, tenant_id, create_by, create_time)
     SELECT 'sct' || lpad(x::text, 29, '0'), 'scc' || lpad(p::text, 29, '0'), 'SC' || lpad(p::text, 8, '0'),
       '员工' || p, CASE WHEN recharge THEN 'recharge' ELSE 'meal' END,
       CASE WHEN recharge THEN 100 ELSE 8 + ${rnd('x', 8, 12)} END, 50 + ${rnd('x', 9, 300)},
       CASE WHEN recharge THEN NULL ELSE (ARRAY['breakfast', 'lunch', 'dinner'])[1 + ${rnd('x', 10, 3)}] END,
       CASE WHEN recharge THEN NULL ELSE '窗口' || (1 + ${rnd('x', 11, 8)}) END, t, 'pos',
       'scale-' || x, ${org('p')}, ${tenant('p')}, 'pos', t
     FROM (SELECT x, 1 + ${rnd('x', 12, n.people)} AS p, ${rnd('x', 13, 100)} < 3 AS recharge,
             timestamp '2026-01-01' + (x::bigint * 365 * 86400 / ${n.canteenTransactions}) * interval '1 second' AS t
           FROM generate_series(1, ${n.canteenTransactions}) x) rows`,
  )

  await step(
    `mtr_meter ${n.meters}`,
    `INSERT INTO mtr_meter (id, meter_no, building, room, owner_name, owner_phone, balance, price_per_kwh, status,
       sys_org_code, tenant_id, create_by, create_time)
     SELECT 'scm' || lpad(m::text, 29, '0'), 'SM' || lpad(m::text, 6, '0'), '宿舍' || (1 + m % 20) || '栋',
       (100 + m)::text, '员工' || m, '139' || lpad(m::text, 8, '0'), 50, 0.6, 'normal', ${org('m')},
       ${tenant('m')}, 'scale', timestamp '2025-12-01'
     FROM generate_series(1, ${n.meters}) m`,
  )
  await step(
    `mtr_recharge ${n.meterRecharges}`,
    `INSERT INTO mtr_recharge (id, meter_id, meter_no, amount, kwh, balance_after, pay_method, status, order_no,
       recharge_time, operator, request_id, sys_org_code, tenant_id, create_by, create_time)
     SELECT 'scg' || lpad(x::text, 29, '0'), 'scm' || lpad(m::text, 29, '0'), 'SM' || lpad(m::text, 6, '0'),
       amount, round(amount / 0.6, 2), amount + 20, (ARRAY['wechat', 'alipay', 'cash'])[1 + ${rnd('x', 14, 3)}],
       CASE WHEN ${rnd('x', 15, 100)} < 97 THEN 'success' ELSE 'failed' END, 'SG' || lpad(x::text, 18, '0'), t,
       'self-service', 'scale-' || x, ${org('m')}, ${tenant('m')}, 'self-service', t
     FROM (SELECT x, 1 + ${rnd('x', 16, n.meters)} AS m, (10 * (1 + ${rnd('x', 17, 20)}))::numeric AS amount,
             timestamp '2026-01-01' + (x::bigint * 365 * 86400 / ${n.meterRecharges}) * interval '1 second' AS t
           FROM generate_series(1, ${n.meterRecharges}) x) rows`,
  )

  await step(
    `qc_register ${n.qcReports}`,
    `INSERT INTO qc_register (id, register_no, style_no, po_no, order_qty, lot_size, factory, inspection_date,
       status, sys_org_code, tenant_id, create_by, create_time)
     SELECT 'scq' || lpad(x::text, 29, '0'), 'SQ' || lpad(x::text, 10, '0'), 'ST' || (1000 + ${rnd('x', 18, 400)}),
       'PO' || (5000 + ${rnd('x', 19, 3000)}), 1000, 500 + ${rnd('x', 20, 2000)}, '一厂', d, 'checked', ${org('x')},
       ${tenant('x')}, 'scale', d
     FROM (SELECT x, date '2026-01-01' + ((x - 1) * 365 / ${n.qcReports})::int AS d
           FROM generate_series(1, ${n.qcReports}) x) rows`,
  )
  await step(
    `qc_check_report ${n.qcReports}`,
    `INSERT INTO qc_check_report (id, report_no, register_id, inspection_type, inspection_level, sample_letter,
       sample_size, major_total, minor_total, total_points, result, check_date, sys_org_code, tenant_id, create_by,
       create_time)
     SELECT 'scq' || lpad(x::text, 29, '0'), 'SB' || lpad(x::text, 10, '0'), 'scq' || lpad(x::text, 29, '0'),
       CASE WHEN x % 5 = 0 THEN 'fabric' ELSE 'garment' END, 'II', 'J', 80, ${rnd('x', 21, 4)}, ${rnd('x', 22, 6)},
       CASE WHEN x % 5 = 0 THEN ${rnd('x', 23, 8)} ELSE 0 END,
       CASE WHEN ${rnd('x', 24, 100)} < 90 THEN 'pass' ELSE 'fail' END, d, ${org('x')}, ${tenant('x')}, 'scale', d
     FROM (SELECT x, date '2026-01-01' + ((x - 1) * 365 / ${n.qcReports})::int AS d
           FROM generate_series(1, ${n.qcReports}) x) rows`,
  )
  await step(
    'qc_check_report_defect (3 a garment report)',
    `INSERT INTO qc_check_report_defect (id, report_id, defect_standard_id, severity, quantity, sort_no, create_by)
     SELECT 'scd' || lpad(x::text, 24, '0') || k, 'scq' || lpad(x::text, 29, '0'), 'scale-defect',
       (ARRAY['critical', 'major', 'minor'])[1 + ${rnd('x * 3 + k', 25, 3)}], 1 + ${rnd('x * 3 + k', 26, 3)}, k, 'scale'
     FROM generate_series(1, ${n.qcReports}) x, generate_series(1, 3) k WHERE x % 5 <> 0`,
  )
  await step(
    'qc_check_report_fabric (2 a fabric report)',
    `INSERT INTO qc_check_report_fabric (id, report_id, roll_no, length_yards, width_inches, points, sort_no, create_by)
     SELECT 'scf' || lpad(x::text, 24, '0') || k, 'scq' || lpad(x::text, 29, '0'), 'R' || k, 100, 58,
       ${rnd('x * 2 + k', 27, 5)}, k, 'scale'
     FROM generate_series(1, ${n.qcReports}) x, generate_series(1, 2) k WHERE x % 5 = 0`,
  )

  await step(
    `sys_log ${n.logs}`,
    `INSERT INTO sys_log (id, log_type, log_content, operate_type, userid, username, ip, request_url, request_type,
       cost_time, create_time)
     SELECT 'scl' || lpad(x::text, 29, '0'), 1 + ${rnd('x', 28, 2)}, '用户操作 ' || x, 1 + ${rnd('x', 29, 6)},
       'e9ca23d68d884d4ebb19d07889727dae', (ARRAY['admin', 'jeecg', 'scale'])[1 + ${rnd('x', 30, 3)}],
       '10.0.' || ${rnd('x', 31, 256)} || '.' || ${rnd('x', 32, 256)}, '/sys/user/list', 'GET', ${rnd('x', 33, 500)},
       timestamp '2026-01-01' + (x::bigint * 365 * 86400 / ${n.logs}) * interval '1 second'
     FROM generate_series(1, ${n.logs}) x`,
  )

  for (const index of indexes) await step(`index ${index.name}`, index.definition)
  for (const table of SCALE_TABLES) await step(`analyze ${table}`, `ANALYZE ${table}`)

  const counts: Record<string, number> = {}
  for (const table of SCALE_TABLES) {
    const [row] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM ${table} WHERE id LIKE 'sc%'`,
    )
    counts[table] = row?.count ?? 0
  }
  return counts
}
