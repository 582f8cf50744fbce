import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { components } from '@erp/openapi/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ServerContext } from '../../context'
import { openDatabase, type Database } from '../../db/database'
import { seededDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { seedIds } from '../../db/seed-ids'
import type { OperationId, OperationInput } from '../../openapi/operations'
import { REP_FIXTURE, insertRepFixtures } from './pact-fixtures'
import { englishMessage } from '../../http/message-language'
import { NOT_A_REPAIRER, NOT_MINE, repHandlers } from './routes'
import { COST_MESSAGE } from './rules'
import { SEED_ORDERS, seedRep } from './seed'

/** The handlers called directly on a fresh migrated and seeded database (no HTTP, no other module's routes). */
const root = mkdtempSync(join(tmpdir(), 'erp-rep-test-'))
let db: Database
let context: ServerContext & {
  user: { userId: string; username: string; sessionId: string } | null
  tenantId: string
}

function input<Op extends OperationId>(parts: Partial<OperationInput<Op>>): OperationInput<Op> {
  return { query: {}, path: {}, headers: {}, ...parts } as OperationInput<Op>
}

const submission = {
  reporterName: '测试人',
  reporterPhone: '13712345678',
  location: '二号车间',
  category: 'electric',
  description: '灯不亮',
  urgency: 'H',
  photos: null as string | null,
}

async function submit(overrides: Partial<typeof submission> = {}) {
  return repHandlers.repairOrderSubmit(input({ body: { ...submission, ...overrides } }), {
    ...context,
    user: null,
  })
}

interface Published {
  message: { cmd: string; msgId?: string; msgTxt?: string; userId?: string }
  userIds?: string[]
}
/** What the handlers pushed over the live socket. */
const published: Published[] = []

/** A reply that records the status a handler sets. */
const fakeReply = () => {
  const reply = { status: 200, code: (status: number) => ((reply.status = status), reply) }
  return reply
}

const idOf = async (orderNo: string) =>
  (await db.query<{ id: string }>('SELECT id FROM rep_order WHERE order_no = $1', [orderNo]))[0]?.id ?? ''

beforeAll(async () => {
  db = await openDatabase(await seededDataDir(root))
  context = {
    db,
    secret: new Uint8Array(32),
    tokenTtlSeconds: 3600,
    uploadDir: join(root, 'upload'),
    live: {
      publish: (message: Published['message'], userIds?: string[]) => published.push({ message, userIds }),
      permissionsChanged: () => undefined,
    } as unknown as ServerContext['live'],
    user: { userId: seedIds.admin, username: 'admin', sessionId: 's' },
    tenantId: '0',
  }
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('seed', () => {
  it('has 120 orders in every status over the past three months, numbered per day', async () => {
    await db.query('DELETE FROM rep_order')
    const started = performance.now()
    await seedRep(db)
    const elapsed = performance.now() - started
    const rows = await db.query<{ status: string; count: number }>(
      'SELECT status, count(*)::int AS count FROM rep_order GROUP BY status',
    )
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(SEED_ORDERS)
    expect(rows.map((row) => row.status).sort()).toEqual(
      ['assigned', 'cancelled', 'confirmed', 'done', 'in_progress', 'submitted'].sort(),
    )
    const [span] = await db.query<{ oldest: boolean; bad: number; numbered: number }>(
      `SELECT min(create_time) > now() - interval '92 days' AS oldest,
         count(*) FILTER (WHERE assigned_time < create_time OR started_time < assigned_time
           OR finished_time < started_time OR confirmed_time < finished_time OR cancelled_time < create_time)::int AS bad,
         count(*) FILTER (WHERE order_no ~ '^BX[0-9]{8}[0-9]{4}$' AND substr(order_no, 3, 8) = to_char(create_time, 'YYYYMMDD'))::int AS numbered
       FROM rep_order`,
    )
    expect(span).toEqual({ oldest: true, bad: 0, numbered: SEED_ORDERS })
    // A step has a time exactly when the order reached it, and no time lies ahead.
    const [steps] = await db.query<{ wrong: number; future: number }>(
      `SELECT count(*) FILTER (WHERE
           (assigned_time IS NULL) <> (status IN ('submitted') OR (status = 'cancelled' AND assignee_id IS NULL))
           OR (started_time IS NULL) <> (status NOT IN ('in_progress', 'done', 'confirmed'))
           OR (finished_time IS NULL) <> (status NOT IN ('done', 'confirmed'))
           OR (confirmed_time IS NULL) <> (status <> 'confirmed')
           OR (cancelled_time IS NULL) <> (status <> 'cancelled'))::int AS wrong,
         count(*) FILTER (WHERE greatest(assigned_time, started_time, finished_time, confirmed_time,
           cancelled_time, update_time) > now())::int AS future
       FROM rep_order`,
    )
    expect(steps).toEqual({ wrong: 0, future: 0 })
    console.info(`seedRep: ${elapsed.toFixed(1)} ms`)
    const [rule] = await db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM sys_fill_rule WHERE rule_code = 'repair_order_no'",
    )
    expect(rule?.count).toBe(1)
  })
})

describe('public submission', () => {
  it('numbers the order from the fill rule and continues the day’s sequence', async () => {
    const first = await submit()
    const second = await submit()
    expect(first.success).toBe(true)
    const a = first.result?.orderNo ?? ''
    const b = second.result?.orderNo ?? ''
    expect(a).toMatch(/^BX\d{12}$/)
    expect(Number(b.slice(10))).toBe(Number(a.slice(10)) + 1)
    const [row] = await db.query<{ status: string; create_by: string }>(
      'SELECT status, create_by FROM rep_order WHERE order_no = $1',
      [a],
    )
    expect(row).toEqual({ status: 'submitted', create_by: 'self-service' })
  })

  it('takes the prefix from the rule’s parameters', async () => {
    await db.query(
      `UPDATE sys_fill_rule SET rule_params = '{"prefix":"WX"}' WHERE rule_code = 'repair_order_no'`,
    )
    const answer = await submit()
    await db.query(
      `UPDATE sys_fill_rule SET rule_params = '{"prefix":"BX"}' WHERE rule_code = 'repair_order_no'`,
    )
    expect(answer.result?.orderNo).toMatch(/^WX\d{8}0001$/)
  })

  it('refuses a wrong phone, a wrong category and seven photos with their messages', async () => {
    expect((await submit({ reporterPhone: '1234' })).message).toBe('请输入正确的手机号码')
    expect((await submit({ category: 'roof' })).message).toBe('请选择正确的报修类别')
    const seven = Array.from({ length: 7 }, (_, i) => `repair/p_${i}.jpg`).join(',')
    const answer = await submit({ photos: seven })
    expect(answer).toMatchObject({ success: false, message: '最多上传6张照片' })
  })
})

describe('the 报修类别 dictionary', () => {
  it('is read live: an item added to it is accepted by the public form', async () => {
    expect((await submit({ category: 'roof' })).message).toBe('请选择正确的报修类别')
    await db.query(
      `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status)
       SELECT 'rep-cat-roof', id, '屋顶', 'roof', 99, 1 FROM sys_dict WHERE dict_code = 'repair_category'`,
    )
    expect(await submit({ category: 'roof' })).toMatchObject({ success: true })
  })
})

describe('the repair cost', () => {
  it('has an upper bound on 完成, and a finished order’s cost is corrected by an edit within it', async () => {
    const orderNo = (await submit()).result?.orderNo ?? ''
    const id = await idOf(orderNo)
    await seedRep(db)
    await repHandlers.repairOrderAssign(input({ body: { id, assigneeId: seedIds.rep01 } }), context)
    await repHandlers.repairOrderStart(input({ body: { id } }), context)
    expect(
      await repHandlers.repairOrderFinish(input({ body: { id, cost: 99999999 } }), context),
    ).toMatchObject({
      success: false,
      message: COST_MESSAGE,
    })
    expect(englishMessage(COST_MESSAGE)).toBe(
      'The repair cost must be an amount from 0 to 100000 yuan, at most two decimal places.',
    )
    expect((await repHandlers.repairOrderFinish(input({ body: { id, cost: 9999 } }), context)).success).toBe(
      true,
    )
    const costOf = async () =>
      (await db.query<{ cost: string }>('SELECT cost::text AS cost FROM rep_order WHERE id = $1', [id]))[0]
        ?.cost
    expect(
      await repHandlers.repairOrderEdit(input({ body: { ...submission, id, cost: 100000.01 } }), context),
    ).toMatchObject({
      success: false,
      message: COST_MESSAGE,
    })
    expect(
      (await repHandlers.repairOrderEdit(input({ body: { ...submission, id, cost: 99.5 } }), context))
        .success,
    ).toBe(true)
    expect(await costOf()).toBe('99.50')
  })
})

describe('workflow through the staff moves and the reporter', () => {
  it('assigns, starts, finishes with cost, and the reporter confirms with a rating', async () => {
    const orderNo = (await submit()).result?.orderNo ?? ''
    const id = await idOf(orderNo)
    const illegal = await repHandlers.repairOrderFinish(input({ body: { id, cost: 10 } }), context)
    expect(illegal).toMatchObject({ success: false, message: '报修单当前为「已提交」，不能直接「完成」' })
    const noUser = await repHandlers.repairOrderAssign(input({ body: { id, assigneeId: 'nobody' } }), context)
    expect(noUser.message).toBe('维修人不存在或已冻结')
    // A live user who holds no repairer role (jeecg, the administrator) is no choice of the picker.
    await seedRep(db)
    for (const assigneeId of [seedIds.jeecg, seedIds.admin]) {
      const notRepairer = await repHandlers.repairOrderAssign(input({ body: { id, assigneeId } }), context)
      expect(notRepairer).toMatchObject({ success: false, message: NOT_A_REPAIRER })
    }
    expect(
      (await repHandlers.repairOrderAssign(input({ body: { id, assigneeId: seedIds.rep01 } }), context))
        .success,
    ).toBe(true)
    expect((await repHandlers.repairOrderStart(input({ body: { id } }), context)).success).toBe(true)
    const cancel = await repHandlers.repairOrderCancel(input({ body: { id } }), context)
    expect(cancel.message).toBe('报修单当前为「维修中」，不能直接「取消」')
    expect((await repHandlers.repairOrderFinish(input({ body: { id, cost: 1.234 } }), context)).success).toBe(
      false,
    )
    expect(
      (await repHandlers.repairOrderFinish(input({ body: { id, cost: 0.1 + 0.2 } }), context)).success,
    ).toBe(true)
    const [stored] = await db.query<{ cost: string; assignee_id: string }>(
      'SELECT cost::text AS cost, assignee_id FROM rep_order WHERE id = $1',
      [id],
    )
    expect(stored).toEqual({ cost: '0.30', assignee_id: seedIds.rep01 })

    const wrongPhone = await repHandlers.repairOrderConfirm(
      input({ body: { orderNo, phone: '13900000000', rating: 5 } }),
      { ...context, user: null },
    )
    expect(wrongPhone.message).toBe('未找到该报修单')
    const confirmed = await repHandlers.repairOrderConfirm(
      input({ body: { orderNo, phone: submission.reporterPhone, rating: 4, feedback: '很好' } }),
      { ...context, user: null },
    )
    expect(confirmed).toMatchObject({ success: true, message: '感谢您的评价' })
    const again = await repHandlers.repairOrderConfirm(
      input({ body: { orderNo, phone: submission.reporterPhone, rating: 5 } }),
      { ...context, user: null },
    )
    expect(again.message).toBe('报修单当前为「已确认」，不能直接「确认」')

    const detail = await repHandlers.repairOrderPublicDetail(
      input({ query: { orderNo, phone: submission.reporterPhone } }),
      { ...context, user: null },
    )
    expect(detail.result).toMatchObject({
      orderNo,
      status: 'confirmed',
      status_dictText: '已确认',
      category_dictText: '电气',
      reporterPhone: '137****5678',
      assigneeName: '维修赵师傅',
      cost: 0.3,
      rating: 4,
      feedback: '很好',
    })
    expect(detail.result?.timeline.map((step) => step.status)).toEqual([
      'submitted',
      'assigned',
      'in_progress',
      'done',
      'confirmed',
    ])
  })

  it('never shows an order to a phone that did not report it', async () => {
    const [other] = await db.query<{ order_no: string }>(
      "SELECT order_no FROM rep_order WHERE reporter_phone <> '13712345678' LIMIT 1",
    )
    const answer = await repHandlers.repairOrderPublicDetail(
      input({ query: { orderNo: other?.order_no ?? '', phone: submission.reporterPhone } }),
      { ...context, user: null },
    )
    expect(answer).toMatchObject({ success: false, message: '未找到该报修单', result: null })
  })

  it('cancels a submitted order with its reason; edit keeps the workflow fields', async () => {
    const orderNo = (await submit()).result?.orderNo ?? ''
    const id = await idOf(orderNo)
    const edited = await repHandlers.repairOrderEdit(
      input({
        body: { id, ...submission, location: '三号车间', status: 'confirmed', orderNo: 'X', rating: 5 },
      }),
      context,
    )
    expect(edited.success).toBe(true)
    const [row] = await db.query<{
      location: string
      status: string
      order_no: string
      rating: number | null
    }>('SELECT location, status, order_no, rating FROM rep_order WHERE id = $1', [id])
    expect(row).toEqual({ location: '三号车间', status: 'submitted', order_no: orderNo, rating: null })
    expect(
      (await repHandlers.repairOrderCancel(input({ body: { id, reason: '重复' } }), context)).success,
    ).toBe(true)
    const [cancelled] = await db.query<{ status: string; cancel_reason: string }>(
      'SELECT status, cancel_reason FROM rep_order WHERE id = $1',
      [id],
    )
    expect(cancelled).toEqual({ status: 'cancelled', cancel_reason: '重复' })
  })

  it('staff add numbers the order and starts it as submitted whatever the body says', async () => {
    const added = await repHandlers.repairOrderAdd(
      input({ body: { ...submission, reporterName: '后台录入', status: 'done', cost: 99 } }),
      context,
    )
    expect(added.success).toBe(true)
    const [row] = await db.query<{ order_no: string; status: string; cost: string | null }>(
      "SELECT order_no, status, cost FROM rep_order WHERE reporter_name = '后台录入'",
    )
    expect(row?.status).toBe('submitted')
    expect(row?.cost).toBeNull()
    expect(row?.order_no).toMatch(/^BX\d{12}$/)
  })
})

describe('pact fixtures', () => {
  it('insert one order per status, newest first, and can be inserted again', async () => {
    await insertRepFixtures(db)
    await insertRepFixtures(db)
    const rows = await db.query<{ id: string; status: string }>(
      'SELECT id, status FROM rep_order ORDER BY create_time DESC LIMIT 5',
    )
    expect(rows).toEqual([
      { id: REP_FIXTURE.order, status: 'submitted' },
      { id: REP_FIXTURE.submitted, status: 'submitted' },
      { id: REP_FIXTURE.assigned, status: 'assigned' },
      { id: REP_FIXTURE.inProgress, status: 'in_progress' },
      { id: REP_FIXTURE.done, status: 'done' },
    ])
  })
})

describe('the assign picker', () => {
  it('lists the live holders of the repairer role, not every user', async () => {
    await seedRep(db)
    const answer = await repHandlers.repairOrderAssignees(input({}), context)
    expect(answer.success).toBe(true)
    const ids = (answer.result ?? []).map((user) => user.id)
    expect(ids).toEqual(expect.arrayContaining([seedIds.rep01, seedIds.rep02]))
    // The administrator, the HR manager, the canteen clerk, the inspector and users of no role are not repairers.
    for (const other of [
      seedIds.admin,
      seedIds.hr01,
      seedIds.cnt01,
      seedIds.qc01,
      seedIds.jeecg,
      seedIds.zhangsan,
    ])
      expect(ids).not.toContain(other)
  })
})

describe('我的工单: the repairer’s own orders (issue 31 S2-15)', () => {
  const as = (userId: string, username: string) => ({
    ...context,
    user: { userId, username, sessionId: 's' },
  })
  /** The rows of a 我的工单 page. */
  const rowsOf = (answer: { result?: { records: unknown[] } | null }) =>
    (answer.result?.records ?? []) as components['schemas']['RepOrder'][]
  const assigned = async (assigneeId: string) => {
    const orderNo = (await submit({ description: `给${assigneeId}的工单` })).result?.orderNo ?? ''
    const id = await idOf(orderNo)
    const answer = await repHandlers.repairOrderAssign(input({ body: { id, assigneeId } }), context)
    expect(answer.success).toBe(true)
    return { id, orderNo }
  }

  it('on assignment the repairer gets a published system notice of their own, pushed live', async () => {
    await seedRep(db)
    published.length = 0
    const { id, orderNo } = await assigned(seedIds.rep01)
    const notices = await db.query<{
      id: string
      titile: string
      msg_type: string
      user_ids: string
      send_status: string
      msg_category: string
      open_page: string
      msg_content: string
    }>(
      `SELECT a.id, a.titile, a.msg_type, a.user_ids, a.send_status, a.msg_category, a.open_page, a.msg_content
         FROM sys_announcement a WHERE a.bus_type = 'repair' AND a.bus_id = $1`,
      [id],
    )
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({
      titile: `新的维修工单：${orderNo}`,
      msg_type: 'USER',
      user_ids: seedIds.rep01,
      send_status: '1',
      msg_category: '2',
      open_page: '/rep/myOrder',
    })
    const sends = await db.query<{ user_id: string; read_flag: string }>(
      'SELECT user_id, read_flag FROM sys_announcement_send WHERE annt_id = $1',
      [notices[0]?.id],
    )
    expect(sends).toEqual([{ user_id: seedIds.rep01, read_flag: '0' }])
    expect(published).toEqual([
      {
        message: {
          cmd: 'user',
          msgId: notices[0]?.id,
          msgTxt: `新的维修工单：${orderNo}`,
          userId: seedIds.rep01,
        },
        userIds: [seedIds.rep01],
      },
    ])
    // The public form's text is escaped in the notice's HTML.
    const orderNo2 = (await submit({ description: '<img src=x onerror=alert(1)>' })).result?.orderNo ?? ''
    await repHandlers.repairOrderAssign(
      input({ body: { id: await idOf(orderNo2), assigneeId: seedIds.rep02 } }),
      context,
    )
    const [escaped] = await db.query<{ msg_content: string }>(
      `SELECT msg_content FROM sys_announcement WHERE titile = $1`,
      [`新的维修工单：${orderNo2}`],
    )
    expect(escaped?.msg_content).toContain('&#60;img')
    expect(escaped?.msg_content).not.toContain('<img')
  })

  it('lists only the caller’s orders, open ones first', async () => {
    const mine = await assigned(seedIds.rep01)
    const theirs = await assigned(seedIds.rep02)
    const answer = await repHandlers.repairOrderMine(
      input({ query: { pageNo: 1, pageSize: 100 } }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(answer.success).toBe(true)
    const records = rowsOf(answer)
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM rep_order WHERE assignee_id = $1',
      [seedIds.rep01],
    )
    expect(answer.result?.total).toBe(total)
    expect(records.every((row) => row.assigneeId === seedIds.rep01)).toBe(true)
    expect(records.map((row) => row.id)).toContain(mine.id)
    expect(records.map((row) => row.id)).not.toContain(theirs.id)
    const rank = (status: string | null | undefined) =>
      status === 'in_progress' ? 0 : status === 'assigned' ? 1 : 2
    const ranks = records.map((row) => rank(row.status))
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b))
    expect(records.find((row) => row.id === mine.id)).toMatchObject({
      orderNo: mine.orderNo,
      status: 'assigned',
      status_dictText: '已派工',
    })
    const filtered = await repHandlers.repairOrderMine(
      input({ query: { status: 'assigned', orderNo: mine.orderNo } }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(rowsOf(filtered).map((row) => row.id)).toEqual([mine.id])
    const open = await repHandlers.repairOrderMine(
      input({ query: { status: 'assigned,in_progress', pageSize: 100 } }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(rowsOf(open).every((row) => ['assigned', 'in_progress'].includes(row.status ?? ''))).toBe(true)
    expect(rowsOf(open).map((row) => row.id)).toContain(mine.id)
  })

  it('the assigned repairer starts and finishes their order; another repairer is refused with 403', async () => {
    const { id } = await assigned(seedIds.rep01)
    const other = fakeReply()
    const refused = await repHandlers.repairOrderMineStart(
      input({ body: { id }, reply: other as never }),
      as(seedIds.rep02, 'rep02'),
    )
    expect(refused).toMatchObject({ success: false, code: 403, message: NOT_MINE })
    expect(other.status).toBe(403)
    expect(englishMessage(NOT_MINE)).toBe('This repair order is not assigned to you.')
    const [still] = await db.query<{ status: string }>('SELECT status FROM rep_order WHERE id = $1', [id])
    expect(still?.status).toBe('assigned')

    const own = fakeReply()
    const started = await repHandlers.repairOrderMineStart(
      input({ body: { id }, reply: own as never }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(started).toMatchObject({ success: true, message: '已开始维修' })
    expect(own.status).toBe(200)
    const finishedByOther = fakeReply()
    expect(
      await repHandlers.repairOrderMineFinish(
        input({ body: { id, cost: 20 }, reply: finishedByOther as never }),
        as(seedIds.rep02, 'rep02'),
      ),
    ).toMatchObject({ success: false, message: NOT_MINE })
    expect(finishedByOther.status).toBe(403)
    const tooMuch = await repHandlers.repairOrderMineFinish(
      input({ body: { id, cost: 100000.01 }, reply: fakeReply() as never }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(tooMuch).toMatchObject({ success: false, message: COST_MESSAGE })
    const finished = await repHandlers.repairOrderMineFinish(
      input({ body: { id, cost: 35.5 }, reply: fakeReply() as never }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(finished).toMatchObject({ success: true, message: '维修完成' })
    const [stored] = await db.query<{ status: string; cost: string; update_by: string }>(
      'SELECT status, cost::text AS cost, update_by FROM rep_order WHERE id = $1',
      [id],
    )
    expect(stored).toEqual({ status: 'done', cost: '35.50', update_by: 'rep01' })
    // A move the status does not allow names both states; an unknown order is not found.
    const again = await repHandlers.repairOrderMineStart(
      input({ body: { id }, reply: fakeReply() as never }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(again.message).toBe('报修单当前为「已完成」，不能直接「开始维修」')
    const unknown = await repHandlers.repairOrderMineStart(
      input({ body: { id: 'nope' }, reply: fakeReply() as never }),
      as(seedIds.rep01, 'rep01'),
    )
    expect(unknown.message).toBe('未找到对应数据')
  })

  it('the seed gives 维修工 报修管理 → 我的工单, and keeps an edited role as it is', async () => {
    const held = async () =>
      (
        await db.query<{ url: string }>(
          `SELECT p.url FROM sys_role_permission rp JOIN sys_permission p ON p.id = rp.permission_id
            WHERE rp.role_id = 'rep0role000000000000000repairer1' ORDER BY p.url`,
        )
      ).map((row) => row.url)
    expect(await held()).toEqual(['/rep', '/rep/myOrder'])
    await db.query(
      `DELETE FROM sys_role_permission WHERE role_id = 'rep0role000000000000000repairer1'
         AND permission_id = (SELECT id FROM sys_permission WHERE url = '/rep/myOrder')`,
    )
    await seedRep(db)
    expect(await held()).toEqual(['/rep'])
  })
})
