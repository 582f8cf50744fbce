import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'

/**
 * Fixed ids of the hr rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/hr/pact-fixtures`.
 */
export const HR_FIXTURE = {
  /**
   * A staff record, work number PACT0001 (edited and deleted by the CRUD contract). Its resident ID is not the
   * one the contract adds a person with (11010519491231002X): an ID belongs to one person.
   */
  person: 'pac7hr00000000000000000000000001',
  /** A submitted entry, number RZPACT0001 (edited and deleted by the CRUD contract; reviewed and rejected). */
  entry: 'pac7hr00000000000000000000000002',
  /** A reviewed entry with work number PACT0002 (onboarded). */
  reviewedEntry: 'pac7hr00000000000000000000000003',
  personWorkNo: 'PACT0001',
  entryNo: 'RZPACT0001',
  reviewedEntryNo: 'RZPACT0002',
  reviewedWorkNo: 'PACT0002',
  departId: seedIds.departQc,
  /** The resident ID the contract's public submission uses: no open entry may hold it. */
  submitIdCard: '330106199208157893',
} as const

export async function insertHrFixtures(db: Queryable): Promise<void> {
  const f = HR_FIXTURE
  await db.query(`DELETE FROM hr_worker_entry WHERE id = ANY($1::text[]) OR work_no = $2 OR id_card = $3`, [
    [f.entry, f.reviewedEntry],
    f.reviewedWorkNo,
    f.submitIdCard,
  ])
  await db.query(`DELETE FROM hr_person WHERE id = $1 OR work_no = ANY($2::text[])`, [
    f.person,
    [f.personWorkNo, f.reviewedWorkNo, 'PACT0003'],
  ])
  await db.query(
    `INSERT INTO hr_person (id, work_no, realname, sex, id_card, phone, depart_id, entry_date, status, create_by)
     VALUES ($1, $2, '契约员工', 1, '110105198001010016', '13800138000', $3, '2026-01-05', 'regular', 'admin')`,
    [f.person, f.personWorkNo, f.departId],
  )
  await db.query(
    `INSERT INTO hr_worker_entry (id, entry_no, status, name, sex, id_card, phone, workshop, create_time)
     VALUES ($1, $2, 'submitted', '契约普工', 1, '440524188001010014', '13900139000', 'sewing', now())`,
    [f.entry, f.entryNo],
  )
  await db.query(
    `INSERT INTO hr_worker_entry (id, entry_no, status, name, sex, id_card, phone, workshop, work_no, depart_id,
       entry_date, contract_type, create_time)
     VALUES ($1, $2, 'reviewed', '契约审核', 2, '320102199003071239', '13700137000', 'cutting', $3, $4,
       '2026-12-01', 'fixed', now() - interval '1 minute')`,
    [f.reviewedEntry, f.reviewedEntryNo, f.reviewedWorkNo, f.departId],
  )
}
