import multipart from '@fastify/multipart'
import { handlerContext } from '../handler-context.test-helper'
import Fastify, { type FastifyInstance } from 'fastify'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerContext } from '../../context'
import { openDatabase, type Database } from '../../db/database'
import { migratedDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { seedIds } from '../../db/seed-ids'
import { HR_FIXTURE, insertHrFixtures } from './pact-fixtures'
import { residentIdCheck } from './resident-id'
import { hrHandlers, hrImportChecks } from './routes'
import { SEED_PERSONS, SEED_WORKER_ENTRIES, seedHr } from './seed'

/**
 * The HR handlers on a fresh embedded database with only the HR seed (and one department): the onboarding
 * workflow, its refusals, and the resident-ID check of staff records. The public photo upload runs on a
 * small Fastify app with the same multipart plugin as the server.
 */

const root = mkdtempSync(join(tmpdir(), 'erp-hr-test-'))
let db: Database
let context: ServerContext & {
  user: { userId: string; username: string; sessionId: string }
  tenantId: string
}
let app: FastifyInstance
let seedMs = 0

type Handler = (input: never, ctx: typeof context) => Promise<unknown>
interface Answer {
  success: boolean
  message: string
  result: unknown
}
const call = async (op: keyof typeof hrHandlers, body: Record<string, unknown>) =>
  (await (hrHandlers[op] as unknown as Handler)({ body, query: {} } as never, context)) as Answer

/** A worker; the 17th digit of the ID says the sex (6: female). */
const worker = { name: '赵六', sex: 2, idCard: '510107198506124569', phone: '13612345678' }
/** Two more valid IDs of men (17th digits 9 and 1). */
const man = { sex: 1 }

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
  await db.query(
    `INSERT INTO sys_depart (id, depart_name, org_code) VALUES ($1, '质检部', 'A01A02') ON CONFLICT DO NOTHING`,
    [seedIds.departQc],
  )
  await db.transaction((tx) => seedHr(tx))
  // Timed as the test reset runs it: emptied, then seeded again on a warm database.
  await db.query('TRUNCATE hr_worker_entry, hr_person')
  const started = performance.now()
  await db.transaction((tx) => seedHr(tx))
  seedMs = performance.now() - started
  context = handlerContext(db, root)
  app = Fastify()
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } })
  app.post('/upload', (request, reply) => hrHandlers.workerEntryUpload({ request, reply } as never, context))
}, 120_000)

afterAll(async () => {
  await app?.close()
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the HR seed', () => {
  it('has the demo staff and worker entries in every status', async () => {
    const counts = await db.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM hr_worker_entry GROUP BY status ORDER BY status',
    )
    expect(counts).toEqual([
      { status: 'onboarded', count: 10 },
      { status: 'rejected', count: 6 },
      { status: 'reviewed', count: 8 },
      { status: 'submitted', count: 16 },
    ])
    expect(counts.reduce((sum, row) => sum + row.count, 0)).toBe(SEED_WORKER_ENTRIES)
    const [persons] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM hr_person')
    expect(persons?.count).toBe(SEED_PERSONS)
    const linked = await db.query(
      `SELECT 1 FROM hr_worker_entry e JOIN hr_person p ON p.id = e.person_id AND p.work_no = e.work_no
       WHERE e.status = 'onboarded'`,
    )
    expect(linked).toHaveLength(10)
    console.log(`seedHr took ${seedMs.toFixed(1)} ms`)
  })
})

describe('the public submission', () => {
  it('stores a submitted entry and answers only its number', async () => {
    const answer = await call('workerEntrySubmit', { ...worker, workshop: 'sewing', photo: '' })
    expect(answer.success).toBe(true)
    expect(answer.result).toEqual({ entryNo: expect.stringMatching(/^RZ\d{8}\d{5}$/) })
    const [row] = await db.query<{ status: string; photo: string | null; create_by: string | null }>(
      'SELECT status, photo, create_by FROM hr_worker_entry WHERE entry_no = $1',
      [(answer.result as { entryNo: string }).entryNo],
    )
    expect(row).toEqual({ status: 'submitted', photo: null, create_by: null })
  })

  it('refuses a wrong resident ID, a wrong mobile and a second open entry of the same person', async () => {
    expect(await call('workerEntrySubmit', { ...worker, idCard: '510107198506124568' })).toMatchObject({
      success: false,
      message: '身份证号码不正确',
    })
    expect(await call('workerEntrySubmit', { ...worker, phone: '23612345678' })).toMatchObject({
      success: false,
      message: '请输入正确的手机号码',
    })
    expect(await call('workerEntrySubmit', { ...worker, name: ' ' })).toMatchObject({ message: '请输入姓名' })
    expect(await call('workerEntrySubmit', worker)).toMatchObject({
      success: false,
      message: '该身份证号已有待处理的入职登记',
    })
  })
})

describe('the onboarding workflow', () => {
  const entryOf = async (idCard: string) =>
    (
      await db.query<{ id: string; status: string; person_id: string | null; reject_reason: string | null }>(
        'SELECT id, status, person_id, reject_reason FROM hr_worker_entry WHERE id_card = $1 ORDER BY create_time DESC',
        [idCard],
      )
    )[0]
  const review = (id: string, workNo: string) =>
    call('workerEntryReview', {
      id,
      workNo,
      departId: seedIds.departQc,
      post: null,
      entryDate: '2026-12-01',
      contractType: 'fixed',
    })

  it('reviews, then onboards into a new staff record in one go', async () => {
    const entry = await entryOf(worker.idCard)
    if (!entry) throw new Error('the submitted entry is missing')
    expect(await call('workerEntryOnboard', { id: entry.id })).toMatchObject({
      success: false,
      message: '只有已审核的入职单可以办理入职',
    })
    expect(await review(entry.id, 'W00001')).toMatchObject({ success: false, message: '工号已存在：W00001' })
    expect(await review(entry.id, 'W20001')).toMatchObject({ success: true, message: '审核成功！' })
    expect(await review(entry.id, 'W20001')).toMatchObject({ message: '只有已提交的入职单可以审核' })
    const onboarded = await call('workerEntryOnboard', { id: entry.id })
    expect(onboarded).toMatchObject({ success: true, message: '办理入职成功！' })
    const [person] = await db.query<Record<string, unknown>>(
      `SELECT realname, work_no, status, sys_org_code, to_char(entry_date, 'YYYY-MM-DD') AS entry_date
       FROM hr_person WHERE id = $1`,
      [onboarded.result],
    )
    expect(person).toEqual({
      realname: '赵六',
      work_no: 'W20001',
      status: 'probation',
      sys_org_code: 'A01A02',
      entry_date: '2026-12-01',
    })
    expect(await entryOf(worker.idCard)).toMatchObject({ status: 'onboarded', person_id: onboarded.result })
    expect(await call('workerEntryReject', { id: entry.id, reason: '晚了' })).toMatchObject({
      success: false,
      message: '已入职或已拒绝的入职单不能拒绝',
    })
  })

  it('refuses to onboard when the work number was taken meanwhile, and writes nothing', async () => {
    const submitted = await call('workerEntrySubmit', { ...worker, ...man, idCard: '330106199208157893' })
    expect(submitted.success).toBe(true)
    const entry = await entryOf('330106199208157893')
    if (!entry) throw new Error('the submitted entry is missing')
    expect((await review(entry.id, 'W20002')).success).toBe(true)
    await db.query(
      `INSERT INTO hr_person (id, work_no, realname) VALUES ('hrtest00000000000000000000000001', 'W20002', '抢先')`,
    )
    expect(await call('workerEntryOnboard', { id: entry.id })).toMatchObject({
      success: false,
      message: '工号已存在：W20002',
    })
    expect(await entryOf('330106199208157893')).toMatchObject({ status: 'reviewed', person_id: null })
  })

  it('rejects with a reason only', async () => {
    const entry = await entryOf('330106199208157893')
    if (!entry) throw new Error('the reviewed entry is missing')
    expect(await call('workerEntryReject', { id: entry.id, reason: '  ' })).toMatchObject({
      success: false,
      message: '请填写拒绝原因',
    })
    expect(await call('workerEntryReject', { id: entry.id, reason: '体检不合格' })).toMatchObject({
      success: true,
    })
    expect(await entryOf('330106199208157893')).toMatchObject({
      status: 'rejected',
      reject_reason: '体检不合格',
    })
    expect(await call('workerEntryReject', { id: 'nope', reason: 'x' })).toMatchObject({
      message: '未找到对应数据',
    })
  })
})

describe('staff records', () => {
  it('refuse a resident ID with a wrong check character', async () => {
    const body = { workNo: 'W30001', realname: '钱七', idCard: '110105194912310021' }
    expect(await call('personAdd', body)).toMatchObject({ success: false, message: '身份证号码不正确' })
    expect(await call('personAdd', { ...body, idCard: '11010519491231002X' })).toMatchObject({
      success: true,
    })
  })

  const personOf = async (workNo: string) =>
    (
      await db.query<{ id: string; birthday: string | null; sex: number | null }>(
        `SELECT id, to_char(birthday, 'YYYY-MM-DD') AS birthday, sex FROM hr_person WHERE work_no = $1`,
        [workNo],
      )
    )[0]

  it('refuse an ID born in the future, and an ID another person holds (W10999 and W20001 in the demo)', async () => {
    const born2030 = '44030620300512123'
    const future = born2030 + residentIdCheck(born2030)
    expect(await call('personAdd', { workNo: 'W10999', realname: '未来', idCard: future })).toMatchObject({
      success: false,
      message: '身份证号码不正确',
    })
    const id = '440306199805121238'
    expect(await call('personAdd', { workNo: 'W10999', realname: '甲', idCard: id })).toMatchObject({
      success: true,
    })
    expect(await call('personAdd', { workNo: 'W20091', realname: '乙', idCard: id })).toMatchObject({
      success: false,
      message: '该身份证号已被员工 W10999 使用',
    })
    const other = await personOf('W00002')
    expect(await call('personEdit', { id: other?.id, idCard: id.toLowerCase() })).toMatchObject({
      success: false,
      message: '该身份证号已被员工 W10999 使用',
    })
    // Its own number is not "another person's".
    const holder = await personOf('W10999')
    expect(await call('personEdit', { id: holder?.id, idCard: id, realname: '甲二' })).toMatchObject({
      success: true,
    })
  })

  it('fill an empty birthday and sex from the ID and refuse ones it contradicts', async () => {
    const id = '320102199511200025' // born 1995-11-20, female
    expect(await call('personAdd', { workNo: 'W30002', realname: '孙八', idCard: id })).toMatchObject({
      success: true,
    })
    const added = await personOf('W30002')
    expect(added).toMatchObject({ birthday: '1995-11-20', sex: 2 })
    expect(await call('personEdit', { id: added?.id, birthday: '1995-11-21' })).toMatchObject({
      success: false,
      message: '生日与身份证号不符：身份证号中的出生日期为 1995-11-20',
    })
    expect(await call('personEdit', { id: added?.id, sex: 1 })).toMatchObject({
      success: false,
      message: '性别与身份证号不符：身份证号为女性',
    })
    const submitted = await call('workerEntrySubmit', { ...worker, idCard: '320102199003071239' })
    expect(submitted).toMatchObject({ success: false, message: '性别与身份证号不符：身份证号为男性' })
  })

  it('imported rows: an empty birthday and sex come from the ID, a contradicting one is refused as in the form', async () => {
    const rule = hrImportChecks.person
    if (!rule || !('check' in rule)) throw new Error('the person import has no check')
    const first17 = '11010519850412001' // born 1985-04-12, male
    const idCard = first17 + residentIdCheck(first17)
    const row = { workNo: 'W30100', realname: '导入甲', idCard }
    expect(await rule.check({ ...row, sex: 2 }, db)).toBe('性别与身份证号不符：身份证号为男性')
    expect(await rule.check({ ...row, birthday: '1990-01-01' }, db)).toBe(
      '生日与身份证号不符：身份证号中的出生日期为 1985-04-12',
    )
    expect(await rule.check({ ...row, birthday: '1985-04-12', sex: '1' }, db)).toBeNull()
    expect(await rule.check(row, db)).toBeNull()
    // Written as the import writes (birthday and sex empty), then completed in the same transaction.
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO hr_person (id, work_no, realname, id_card) VALUES ('imp-w30100', $1, $2, $3)`,
        [row.workNo, row.realname, idCard],
      )
      await rule.after?.(tx)
    })
    expect(await personOf('W30100')).toMatchObject({ birthday: '1985-04-12', sex: 1 })
  })

  it('refuse to onboard a worker whose ID a staff record already holds', async () => {
    const submitted = await call('workerEntrySubmit', { ...worker, idCard: '440306199805121238', ...man })
    expect(submitted.success).toBe(true)
    const [entry] = await db.query<{ id: string }>(
      `SELECT id FROM hr_worker_entry WHERE id_card = '440306199805121238'`,
    )
    await call('workerEntryReview', {
      id: entry?.id,
      workNo: 'W20099',
      departId: seedIds.departQc,
      post: null,
      entryDate: '2026-12-01',
      contractType: 'fixed',
    })
    expect(await call('workerEntryOnboard', { id: entry?.id })).toMatchObject({
      success: false,
      message: '该身份证号已被员工 W10999 使用',
    })
  })
})

describe('the staff list', () => {
  it('filters a department with its sub-departments', async () => {
    await db.query(
      `INSERT INTO sys_depart (id, depart_name, org_code, parent_id) VALUES
         ('tree-top', '总部测试', 'T01', ''), ('tree-mid', '分部测试', 'T01A01', 'tree-top'),
         ('tree-leaf', '小组测试', 'T01A01A01', 'tree-mid')
       ON CONFLICT DO NOTHING`,
    )
    for (const [workNo, departId] of [
      ['TREE1', 'tree-top'],
      ['TREE2', 'tree-mid'],
      ['TREE3', 'tree-leaf'],
    ])
      expect(await call('personAdd', { workNo, realname: workNo, departId })).toMatchObject({ success: true })
    const listed = async (departId: string) =>
      (
        (await (hrHandlers.personList as unknown as Handler)(
          {
            query: { departId, workNo: 'TREE*', pageNo: 1, pageSize: 10, column: 'workNo', order: 'asc' },
          } as never,
          context,
        )) as { result: { records: { workNo: string }[] } }
      ).result.records.map((row) => row.workNo)
    expect(await listed('tree-top')).toEqual(['TREE1', 'TREE2', 'TREE3'])
    expect(await listed('tree-mid')).toEqual(['TREE2', 'TREE3'])
    expect(await listed('tree-leaf')).toEqual(['TREE3'])
  })
})

describe('the public photo upload', () => {
  const send = (content: Buffer, name: string, type: string) => {
    const boundary = '----hrtest'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return app.inject({
      method: 'POST',
      url: '/upload',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
  }
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4])

  it('stores an image under a random name', async () => {
    const answer = (await send(png, 'me.png', 'image/png')).json<Answer>()
    expect(answer.success).toBe(true)
    expect(answer.message).toMatch(/^hr-entry\/[0-9a-f]{32}\.png$/)
    expect(readFileSync(join(context.uploadDir, answer.message))).toEqual(png)
  })

  it('refuses what is not an image, whatever its name, and files over 5 MB', async () => {
    const html = (await send(Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png')).json<Answer>()
    expect(html).toMatchObject({ success: false, message: '只能上传图片' })
    const big = await send(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]), 'big.png', 'image/png')
    expect(big.statusCode).toBe(413)
    expect(big.json<Answer>().message).toBe('图片大小超过5MB限制')
  })
})

describe('the pact fixtures', () => {
  it('can be inserted again and again, and their reviewed entry onboards', async () => {
    await insertHrFixtures(db)
    const first = await call('workerEntryOnboard', { id: HR_FIXTURE.reviewedEntry })
    expect(first).toMatchObject({ success: true })
    await insertHrFixtures(db)
    expect(await call('workerEntryOnboard', { id: HR_FIXTURE.reviewedEntry })).toMatchObject({
      success: true,
    })
    expect(
      await call('workerEntrySubmit', { ...worker, ...man, idCard: HR_FIXTURE.submitIdCard }),
    ).toMatchObject({
      success: true,
    })
    await insertHrFixtures(db)
    expect(
      await call('workerEntrySubmit', { ...worker, ...man, idCard: HR_FIXTURE.submitIdCard }),
    ).toMatchObject({
      success: true,
    })
  })
})
