import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'

/**
 * Fixed ids of the rec rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/rec/pact-fixtures`.
 */
export const REC_FIXTURE = {
  requisition: 'pac7rec0000000000000000000000001',
  candidate: 'pac7rec0000000000000000000000002',
  interview: 'pac7rec0000000000000000000000003',
  talent: 'pac7rec0000000000000000000000004',
  /** A candidate at stage applied that the pipeline contract moves to screening. */
  movingCandidate: 'pac7rec0000000000000000000000005',
  /** A candidate the pool contract moves to the talent pool. */
  poolCandidate: 'pac7rec0000000000000000000000006',
} as const

export async function insertRecFixtures(db: Queryable): Promise<void> {
  const F = REC_FIXTURE
  await db.query(
    `INSERT INTO rec_requisition (id, title, depart_id, headcount, salary_min, salary_max, requirements, status,
       deadline, sys_org_code, create_by, create_time)
     VALUES ($1, '契约测试职位', $2, 2, 6000, 9000, '契约测试用招聘需求', 'open', DATE '2099-12-31', 'A01',
       'admin', now() + interval '1 day')
     ON CONFLICT (id) DO NOTHING`,
    [F.requisition, seedIds.departQc],
  )
  await db.query(
    `INSERT INTO rec_candidate (id, name, phone, email, requisition_id, source, stage, rating, sys_org_code,
       create_by, create_time)
     SELECT id, name, phone, email, $4, 'website', stage, 4, 'A01', 'admin', now() + interval '1 day'
     FROM unnest($1::text[], $2::text[], $3::text[], $5::text[], $6::text[])
       AS t(id, name, phone, email, stage)
     ON CONFLICT (id) DO NOTHING`,
    [
      [F.candidate, F.movingCandidate, F.poolCandidate],
      ['契约候选人', '契约流转候选人', '契约入库候选人'],
      ['13700000001', '13700000002', '13700000003'],
      F.requisition,
      ['pact-cand@example.com', 'pact-move@example.com', 'pact-pool@example.com'],
      ['screening', 'applied', 'screening'],
    ],
  )
  await db.query(
    `INSERT INTO rec_interview (id, candidate_id, round, interviewer_id, time, result, feedback, sys_org_code,
       create_by, create_time)
     VALUES ($1, $2, 1, $3, TIMESTAMP '2099-01-05 10:00:00', 'pending', '契约测试面试', 'A01', 'admin',
       now() + interval '1 day')
     ON CONFLICT (id) DO NOTHING`,
    [F.interview, F.candidate, seedIds.admin],
  )
  await db.query(
    `INSERT INTO rec_talent (id, name, phone, email, skills, years_of_experience, last_contact, note,
       sys_org_code, create_by, create_time)
     VALUES ($1, '契约人才', '13700000009', 'pact-talent@example.com', '服装质检;英语', 6, DATE '2026-11-01',
       '契约测试人才', 'A01', 'admin', now() + interval '1 day')
     ON CONFLICT (id) DO NOTHING`,
    [F.talent],
  )
}
