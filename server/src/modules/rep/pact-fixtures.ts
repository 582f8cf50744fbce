import type { Queryable } from '../../db/database'

/**
 * Fixed ids of the rep rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/rep/pact-fixtures`.
 * One order per status a contract moves from, each with its own number; all reported from one phone.
 */
export const REP_FIXTURE = {
  /** Submitted, BXPACT0001: edited and deleted by the CRUD contract. */
  order: 'pac7rep0000000000000000000000001',
  /** Submitted, BXPACT0002: assigned and cancelled. */
  submitted: 'pac7rep0000000000000000000000002',
  /** Assigned, BXPACT0003: started. */
  assigned: 'pac7rep0000000000000000000000003',
  /** In progress, BXPACT0004: finished. */
  inProgress: 'pac7rep0000000000000000000000004',
  /** Done, BXPACT0005: read and confirmed by its reporter. */
  done: 'pac7rep0000000000000000000000005',
  orderNo: 'BXPACT0001',
  doneOrderNo: 'BXPACT0005',
  phone: '13800001234',
} as const

export async function insertRepFixtures(db: Queryable): Promise<void> {
  const f = REP_FIXTURE
  const rows: [string, string, string][] = [
    [f.order, f.orderNo, 'submitted'],
    [f.submitted, 'BXPACT0002', 'submitted'],
    [f.assigned, 'BXPACT0003', 'assigned'],
    [f.inProgress, 'BXPACT0004', 'in_progress'],
    [f.done, f.doneOrderNo, 'done'],
  ]
  await db.query(`DELETE FROM rep_order WHERE id = ANY($1::text[]) OR order_no LIKE 'BXPACT%'`, [
    rows.map(([id]) => id),
  ])
  // The fixture rows are the newest, so the first page of the list starts with them.
  await db.query(
    `INSERT INTO rep_order (id, order_no, reporter_name, reporter_phone, location, category, description, urgency,
       status, assignee_id, assigned_time, started_time, finished_time, cost, create_by, create_time)
     SELECT id, order_no, '契约报修人', $4, '契约车间', 'electric', '契约测试：灯不亮', 'M', status,
       CASE WHEN status <> 'submitted' THEN 'e9ca23d68d884d4ebb19d07889727dae' END,
       CASE WHEN status <> 'submitted' THEN now() END,
       CASE WHEN status IN ('in_progress', 'done') THEN now() END,
       CASE WHEN status = 'done' THEN now() END,
       CASE WHEN status = 'done' THEN 35.50 END,
       'admin', now() + interval '1 day' - n * interval '1 minute'
     FROM unnest($1::text[], $2::text[], $3::text[]) WITH ORDINALITY AS t(id, order_no, status, n)`,
    [rows.map(([id]) => id), rows.map(([, no]) => no), rows.map(([, , status]) => status), f.phone],
  )
}
