import { mkdtempSync, rmSync } from 'node:fs'
import { handlerContext } from '../handler-context.test-helper'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerContext } from '../../context'
import { openDatabase, type Database } from '../../db/database'
import { englishMessage } from '../../http/message-language'
import { migratedDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { crudHandlers } from '../system/crud/routes'
import { insertRecFixtures, REC_FIXTURE as F } from './pact-fixtures'
import { recHandlers } from './routes'
import { SEED_REC, seedRec } from './seed'

/**
 * The rec handlers on a fresh embedded database with only the rec seed and its contract fixtures: the salary
 * range, the candidate pipeline and the moves to and from the talent pool.
 */

const root = mkdtempSync(join(tmpdir(), 'erp-rec-test-'))
let db: Database
let context: ServerContext & {
  user: { userId: string; username: string; sessionId: string }
  tenantId: string
}
let seedMs = 0

type Handler = (input: never, ctx: typeof context) => Promise<unknown>
interface Answer {
  success: boolean
  message: string
  result: never
}
const call = async (op: keyof typeof recHandlers, body: Record<string, unknown>) =>
  (await (recHandlers[op] as unknown as Handler)({ body, query: {} } as never, context)) as Answer
const list = async (query: Record<string, string>) =>
  (await (crudHandlers.interviewList as unknown as Handler)({ query } as never, context)) as Answer

const stageOf = async (id: string) =>
  (await db.query<{ stage: string }>('SELECT stage FROM rec_candidate WHERE id = $1', [id]))[0]?.stage

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  const started = performance.now()
  await db.transaction((tx) => seedRec(tx))
  seedMs = performance.now() - started
  await insertRecFixtures(db)
  context = handlerContext(db, root)
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the rec seed', () => {
  it('has requisitions, candidates over every stage, interviews and talents', async () => {
    const counts = await db.query<{ table: string; count: number }>(
      `SELECT 'requisition' AS table, count(*)::int AS count FROM rec_requisition WHERE id NOT LIKE 'pac7%'
       UNION ALL SELECT 'candidate', count(*)::int FROM rec_candidate WHERE id NOT LIKE 'pac7%'
       UNION ALL SELECT 'interview', count(*)::int FROM rec_interview WHERE id NOT LIKE 'pac7%'
       UNION ALL SELECT 'talent', count(*)::int FROM rec_talent WHERE id NOT LIKE 'pac7%'`,
    )
    expect(Object.fromEntries(counts.map((row) => [row.table, row.count]))).toEqual({
      requisition: SEED_REC.requisitions,
      candidate: SEED_REC.candidates,
      interview: SEED_REC.interviews,
      talent: SEED_REC.talents,
    })
    const stages = await db.query<{ stage: string }>('SELECT DISTINCT stage FROM rec_candidate ORDER BY 1')
    expect(stages.map((row) => row.stage)).toEqual([
      'applied',
      'hired',
      'interview',
      'offer',
      'rejected',
      'screening',
    ])
    console.log(`seedRec took ${seedMs.toFixed(1)} ms`)
  })

  it('has no candidate at 录用通知 or 已入职 without an interview', async () => {
    const without = await db.query(
      `SELECT c.id FROM rec_candidate c WHERE c.stage IN ('offer', 'hired')
       AND NOT EXISTS (SELECT 1 FROM rec_interview i WHERE i.candidate_id = c.id)`,
    )
    expect(without).toEqual([])
  })

  it('does nothing the second time', async () => {
    await seedRec(db)
    const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM rec_candidate WHERE id NOT LIKE 'pac7%'`,
    )
    expect(count).toBe(SEED_REC.candidates)
  })
})

describe('requisition salary range', () => {
  it('refuses a minimum above the maximum on add and on edit, against the stored bound too', async () => {
    const added = await call('requisitionAdd', {
      title: '测试职位',
      headcount: 1,
      salaryMin: 9000,
      salaryMax: 8000,
    })
    expect(added).toMatchObject({ success: false, message: '最低薪资不能高于最高薪资' })
    expect(await call('requisitionEdit', { id: F.requisition, salaryMin: 9500 })).toMatchObject({
      success: false,
      message: '最低薪资不能高于最高薪资',
    })
    expect(await call('requisitionEdit', { id: F.requisition, salaryMin: 9000 })).toMatchObject({
      success: true,
    })
    expect(
      await call('requisitionAdd', { title: '测试职位', headcount: 1, salaryMin: 8000, salaryMax: 8000 }),
    ).toMatchObject({ success: true })
  })
})

describe('dates and addresses out of reason', () => {
  it('refuses a past deadline while 招聘中, on add and when an edit sets status or deadline', async () => {
    const added = await call('requisitionAdd', {
      title: '过期职位',
      headcount: 1,
      status: 'open',
      deadline: '2020-01-01',
    })
    expect(added).toMatchObject({ success: false, message: '招聘中的需求截止日期不能早于今天' })
    expect(
      await call('requisitionAdd', {
        title: '暂停职位',
        headcount: 1,
        status: 'paused',
        deadline: '2020-01-01',
      }),
    ).toMatchObject({ success: true })
    expect(await call('requisitionEdit', { id: F.requisition, deadline: '2020-01-01' })).toMatchObject({
      success: false,
      message: '招聘中的需求截止日期不能早于今天',
    })
  })

  it('refuses an interview more than a year back (2020), unless an edit leaves the time as it was', async () => {
    const body = { candidateId: F.candidate, round: 3, time: '2020-11-25 10:00:00', result: 'pending' }
    expect(await call('interviewAdd', body)).toMatchObject({
      success: false,
      message: '面试时间不能早于一年前，请检查年份',
    })
    await db.query(`UPDATE rec_interview SET time = TIMESTAMP '2020-11-25 10:00:00' WHERE id = $1`, [
      F.interview,
    ])
    expect(
      await call('interviewEdit', { id: F.interview, time: '2020-11-25 10:00:00', result: 'pass' }),
    ).toMatchObject({ success: true })
    await db.query(`UPDATE rec_interview SET time = TIMESTAMP '2099-01-05 10:00:00' WHERE id = $1`, [
      F.interview,
    ])
  })

  it('checks e-mail addresses with a standard check', async () => {
    const candidate = { name: '邮箱测试', requisitionId: F.requisition }
    expect(await call('candidateAdd', { ...candidate, email: 'a@b' })).toMatchObject({
      success: false,
      message: '请输入正确的电子邮件',
    })
    expect(await call('candidateAdd', { ...candidate, email: 'Zhang_San+hr@sdn-erp.com.cn' })).toMatchObject({
      success: true,
    })
    expect(await call('talentAdd', { name: '邮箱人才', email: 'a@b.cn' })).toMatchObject({ success: true })
    expect(await call('talentEdit', { id: F.talent, email: 'x@@y.cn' })).toMatchObject({
      success: false,
      message: '请输入正确的电子邮件',
    })
  })
})

describe('the candidate pipeline', () => {
  it('reaches 录用通知 only after at least one interview', async () => {
    expect(
      await call('candidateAdd', { name: '直接录用', requisitionId: F.requisition, stage: 'offer' }),
    ).toMatchObject({ success: false, message: '候选人至少面试一次后才能发录用通知或入职' })
    await call('candidateAdd', { name: '未面试', requisitionId: F.requisition })
    const [row] = await db.query<{ id: string }>(`SELECT id FROM rec_candidate WHERE name = '未面试'`)
    const id = row?.id ?? ''
    for (const stage of ['screening', 'interview'])
      expect(await call('candidateMoveStage', { id, stage })).toMatchObject({ success: true })
    expect(await call('candidateMoveStage', { id, stage: 'offer' })).toMatchObject({
      success: false,
      message: '候选人至少面试一次后才能发录用通知或入职',
    })
    expect(await call('candidateEdit', { id, stage: 'offer' })).toMatchObject({
      success: false,
      message: '候选人至少面试一次后才能发录用通知或入职',
    })
    expect(await call('interviewAdd', { candidateId: id, round: 1, result: 'pass' })).toMatchObject({
      success: true,
    })
    expect(await call('candidateMoveStage', { id, stage: 'offer' })).toMatchObject({ success: true })
  })

  it('adds a candidate at stage applied and moves it forward one stage at a time', async () => {
    expect(
      await call('candidateAdd', { name: '流程测试', requisitionId: F.requisition, phone: '13912345678' }),
    ).toMatchObject({ success: true })
    const [row] = await db.query<{ id: string; stage: string }>(
      `SELECT id, stage FROM rec_candidate WHERE name = '流程测试'`,
    )
    expect(row?.stage).toBe('applied')
    const id = row?.id ?? ''
    expect(await call('candidateMoveStage', { id, stage: 'interview' })).toMatchObject({
      success: false,
      message: '候选人阶段不能从「已投递」直接变为「面试」',
    })
    const moved = await call('candidateMoveStage', { id, stage: 'screening' })
    expect(moved).toMatchObject({
      success: true,
      message: '阶段已变更为「筛选」',
      result: { id, stage: 'screening', previousStage: 'applied' },
    })
    expect(await call('candidateMoveStage', { id, stage: 'interview' })).toMatchObject({ success: true })
    expect(await stageOf(id)).toBe('interview')
  })

  it('refuses the same person (name and phone) twice for one requisition, on add and edit', async () => {
    const person = { name: '重复候选', requisitionId: F.requisition, phone: '13911110000' }
    expect(await call('candidateAdd', person)).toMatchObject({ success: true })
    expect(await call('candidateAdd', { ...person, name: ' 重复候选 ' })).toMatchObject({
      success: false,
      message: '该职位已有同名且手机号相同的候选人',
    })
    expect(englishMessage('该职位已有同名且手机号相同的候选人')).toBe(
      'This requisition already has a candidate with this name and mobile number.',
    )
    // Another phone is another person; made the same by an edit, it is refused.
    expect(await call('candidateAdd', { ...person, phone: '13911110001' })).toMatchObject({ success: true })
    const [other] = await db.query<{ id: string }>(`SELECT id FROM rec_candidate WHERE phone = '13911110001'`)
    expect(await call('candidateEdit', { id: other?.id, phone: '13911110000' })).toMatchObject({
      success: false,
      message: '该职位已有同名且手机号相同的候选人',
    })
    expect(await call('candidateEdit', { id: other?.id, email: 'dup@example.com' })).toMatchObject({
      success: true,
    })
  })

  it('keeps rejected final unless reopened, and refuses a stage change through edit that skips', async () => {
    const id = F.movingCandidate
    expect(await call('candidateEdit', { id, stage: 'offer' })).toMatchObject({ success: false })
    expect(await call('candidateMoveStage', { id, stage: 'rejected' })).toMatchObject({ success: true })
    expect(await call('candidateMoveStage', { id, stage: 'screening' })).toMatchObject({
      success: false,
      message: '候选人已是「未录用」，需先重新打开',
    })
    expect(await call('candidateMoveStage', { id, stage: 'applied', reopen: true })).toMatchObject({
      success: true,
    })
    expect(await stageOf(id)).toBe('applied')
  })

  it('refuses an unknown candidate', async () => {
    expect(await call('candidateMoveStage', { id: 'nope', stage: 'screening' })).toMatchObject({
      success: false,
      message: '候选人不存在',
    })
  })

  it('lists the interviews of one candidate', async () => {
    const answer = await list({ candidateId: F.candidate, pageNo: '1', pageSize: '10' })
    const page = answer.result as { records: { id: string; candidateId: string }[] }
    expect(page.records.map((record) => record.id)).toEqual([F.interview])
  })
})

describe('the talent pool', () => {
  it('moves a candidate to the pool in one transaction: a talent row and the candidate rejected', async () => {
    const answer = await call('candidateToTalent', { id: F.poolCandidate })
    expect(answer).toMatchObject({ success: true, message: '已移入人才库' })
    const { talentId } = answer.result as { talentId: string }
    const [talent] = await db.query<{ name: string; source_candidate_id: string; note: string }>(
      'SELECT name, source_candidate_id, note FROM rec_talent WHERE id = $1',
      [talentId],
    )
    expect(talent).toMatchObject({ name: '契约入库候选人', source_candidate_id: F.poolCandidate })
    expect(talent?.note).toContain('契约测试职位')
    expect(await stageOf(F.poolCandidate)).toBe('rejected')
    expect(await call('candidateToTalent', { id: F.poolCandidate })).toMatchObject({
      success: false,
      message: '该候选人已在人才库中',
    })
  })

  it('refuses a hired candidate and changes nothing', async () => {
    const [hired] = await db.query<{ id: string }>(
      `SELECT id FROM rec_candidate WHERE stage = 'hired' LIMIT 1`,
    )
    const before = await db.query('SELECT count(*)::int AS n FROM rec_talent')
    expect(await call('candidateToTalent', { id: hired?.id ?? '' })).toMatchObject({
      success: false,
      message: '已入职的候选人不能移入人才库',
    })
    expect(await db.query('SELECT count(*)::int AS n FROM rec_talent')).toEqual(before)
  })

  it('makes a talent a candidate at stage applied, once per open application', async () => {
    const answer = await call('talentToCandidate', { id: F.talent, requisitionId: F.requisition })
    expect(answer).toMatchObject({ success: true, message: '已转为候选人' })
    const { candidateId } = answer.result as { candidateId: string }
    const [candidate] = await db.query<{
      name: string
      stage: string
      requisition_id: string
      source: string
    }>('SELECT name, stage, requisition_id, source FROM rec_candidate WHERE id = $1', [candidateId])
    expect(candidate).toEqual({
      name: '契约人才',
      stage: 'applied',
      requisition_id: F.requisition,
      source: 'talent_pool',
    })
    expect(await call('talentToCandidate', { id: F.talent, requisitionId: F.requisition })).toMatchObject({
      success: false,
      message: '该人才已是此职位的候选人',
    })
  })

  it('refuses a closed requisition and an unknown talent', async () => {
    const [closed] = await db.query<{ id: string }>(
      `SELECT id FROM rec_requisition WHERE status = 'closed' LIMIT 1`,
    )
    expect(await call('talentToCandidate', { id: F.talent, requisitionId: closed?.id ?? '' })).toMatchObject({
      success: false,
      message: '招聘需求已关闭',
    })
    expect(await call('talentToCandidate', { id: 'nope', requisitionId: F.requisition })).toMatchObject({
      success: false,
      message: '人才不存在',
    })
  })
})
