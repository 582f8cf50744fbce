import type { MultipartFile } from '@fastify/multipart'
import type { components } from '@erp/openapi/schema'
import { closeSync, createWriteStream, mkdirSync, openSync, readSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { addInputOf, type ImportChecks } from '../../excel/import-checks'
import type { ServerContext } from '../../context'
import type { Queryable } from '../../db/database'
import type { LiveHub } from '../../live/live-hub'
import { newId } from '../../db/ids'
import { fail, ok, okRead } from '../../http/envelope'
import { recordUpload } from '../../monitor/oss-files'
import type { OperationHandler, OperationId, SessionUser } from '../../openapi/operations'
import { crudHandlers } from '../system/crud/routes'
import { dictionaryTexts } from '../../db/dictionaries'
import { refusal } from '../../db/refusal'
import { safeFileName } from '../system/upload/routes'
import { NEXT_ORDER_NO_SQL, nextOrderNo, orderNoPrefix } from './order-no'
import {
  CATEGORIES,
  COST_MESSAGE,
  PHOTO_FOLDER,
  PHOTO_LIMIT_BYTES,
  centsText,
  imageTypeOf,
  maskPhone,
  photosProblem,
  repairCostCents,
  submitProblem,
} from './rules'
import { STATUS_TEXT, isRepairStatus, transition, type RepairAction } from './workflow'

/**
 * The rep module's own operations (openapi/source/rep-operations.ts) and the overrides of its generic CRUD:
 * add numbers the order and starts it as submitted; edit never changes the workflow's fields (only the moves
 * do); the public self-service answers only the reporter who gives the order's phone.
 */
type RepOperationId = Extract<
  OperationId,
  | 'repairOrderAdd'
  | 'repairOrderEdit'
  | 'repairOrderAssign'
  | 'repairOrderStart'
  | 'repairOrderFinish'
  | 'repairOrderCancel'
  | 'repairOrderSubmit'
  | 'repairOrderPublicDetail'
  | 'repairOrderConfirm'
  | 'repairOrderUploadPhoto'
  | 'repairOrderAssignees'
  | 'repairOrderMine'
  | 'repairOrderMineStart'
  | 'repairOrderMineFinish'
>
export type RepHandlers = { [Op in RepOperationId]: OperationHandler<Op, ServerContext> }

export const NOT_FOUND_PUBLIC = '未找到该报修单'
/** A repairer's move (我的工单) on an order assigned to someone else: HTTP 403. */
export const NOT_MINE = '该报修单未派给您，不能操作'
/** Where a repairer works on their orders, and where the notice of an assignment leads. */
export const MY_ORDERS_PAGE = '/rep/myOrder'
const NOT_FOUND = '未找到对应数据'

type RepOrderRow = components['schemas']['RepOrder']

interface OrderState {
  id: string
  status: string
  order_no: string
  assignee_id: string | null
  cost: string | null
  rating: number | null
  feedback: string | null
}

const stateById = async (db: Queryable, id: string) =>
  (
    await db.query<OrderState>(
      'SELECT id, status, order_no, assignee_id, cost::text AS cost, rating, feedback FROM rep_order WHERE id = $1',
      [id],
    )
  )[0]

/** 开始维修, by staff or (`ownOrder`: the move names the caller as the assignee it must be) by the repairer. */
async function startOrder(db: Queryable, id: string, user: SessionUser | null, ownOrder: boolean) {
  const { refused } = await move(
    db,
    id,
    'start',
    user?.username ?? null,
    ['started_time = now()'],
    [],
    ownOrder ? (user?.userId ?? null) : null,
  )
  return refused ? fail(refused) : ok(null, '已开始维修')
}

/** 完成维修 with its cost, by staff or (`ownOrder`) by the repairer the order is assigned to. */
async function finishOrder(
  db: Queryable,
  id: string,
  cost: number,
  user: SessionUser | null,
  ownOrder: boolean,
) {
  const cents = repairCostCents(cost)
  if (cents === null) return fail(COST_MESSAGE)
  const { refused } = await move(
    db,
    id,
    'finish',
    user?.username ?? null,
    ['cost = $3::numeric', 'finished_time = now()'],
    [centsText(cents)],
    ownOrder ? (user?.userId ?? null) : null,
  )
  return refused ? fail(refused) : ok(null, '维修完成')
}

/**
 * Applies `action` to the order when its status allows it; `sets` are the extra column assignments (values
 * from $3 on). The UPDATE is guarded by the status read, so a concurrent move cannot be overwritten.
 */
async function move(
  db: Queryable,
  id: string,
  action: RepairAction,
  username: string | null,
  sets: string[] = [],
  values: unknown[] = [],
  assignee: string | null = null,
) {
  const order = await stateById(db, id)
  if (!order) return { refused: NOT_FOUND }
  const next = transition(order.status, action)
  if (!next.ok) return { refused: next.message }
  // A repairer's move (assignee given) also holds only while the order is still theirs.
  const updated = await db.query(
    `UPDATE rep_order SET status = $${values.length + 3}, update_by = $${values.length + 4}, update_time = now()
       ${sets.map((set) => `, ${set}`).join('')}
     WHERE id = $1 AND status = $2 ${assignee === null ? '' : `AND assignee_id = $${values.length + 5}`}
     RETURNING id`,
    [id, order.status, ...values, next.to, username, ...(assignee === null ? [] : [assignee])],
  )
  if (!updated.length) {
    // Another move came first: refuse from the status it left.
    const now = await stateById(db, id)
    if (!now) return { refused: NOT_FOUND }
    const retried = transition(now.status, action)
    return { refused: retried.ok ? '报修单状态已变化，请刷新后重试' : retried.message }
  }
  return { refused: null }
}

interface PublicRow {
  orderNo: string
  reporterName: string | null
  reporterPhone: string | null
  location: string | null
  category: string | null
  description: string | null
  photos: string | null
  urgency: string | null
  status: string
  assigneeName: string | null
  cost: number | null
  rating: number | null
  feedback: string | null
  cancelReason: string | null
  createTime: string | null
  assignedTime: string | null
  startedTime: string | null
  finishedTime: string | null
  confirmedTime: string | null
  cancelledTime: string | null
}

const time = (column: string, name: string) => `to_char(o.${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${name}"`

/** The reporter's own order: both the number and the phone must match, or nothing is found. */
const publicOrder = async (db: Queryable, orderNo: string, phone: string) =>
  (
    await db.query<PublicRow>(
      `SELECT o.order_no AS "orderNo", o.reporter_name AS "reporterName", o.reporter_phone AS "reporterPhone",
         o.location, o.category, o.description, o.photos, o.urgency, o.status, u.realname AS "assigneeName",
         o.cost::float8 AS cost, o.rating, o.feedback, o.cancel_reason AS "cancelReason",
         ${time('create_time', 'createTime')}, ${time('assigned_time', 'assignedTime')},
         ${time('started_time', 'startedTime')}, ${time('finished_time', 'finishedTime')},
         ${time('confirmed_time', 'confirmedTime')}, ${time('cancelled_time', 'cancelledTime')}
       FROM rep_order o LEFT JOIN sys_user u ON u.id = o.assignee_id
       WHERE o.order_no = $1 AND o.reporter_phone = $2`,
      [orderNo.trim(), phone.trim()],
    )
  )[0]

/** The steps the order went through, in order, with their times. */
export function timelineOf(row: PublicRow): { status: string; title: string; time: string }[] {
  const steps: [string, string | null][] = [
    ['submitted', row.createTime],
    ['assigned', row.assignedTime],
    ['in_progress', row.startedTime],
    ['done', row.finishedTime],
    ['confirmed', row.confirmedTime],
    ['cancelled', row.cancelledTime],
  ]
  return steps
    .filter((step): step is [string, string] => step[1] !== null)
    .map(([status, at]) => ({
      status,
      title: isRepairStatus(status) ? STATUS_TEXT[status] : status,
      time: at,
    }))
}

/** The roles whose holders repair (seed.ts REPAIRER_ROLE). */
export const REPAIRER_ROLE_CODES = ['repairer']

/** A 派工 to a user who holds no repairer role. */
export const NOT_A_REPAIRER = '维修人必须是维修工（持有维修工角色的用户）'

/** The enabled values of the 报修类别 dictionary (repair_category), read live, or the built-in list without one. */
async function repairCategories(db: Queryable): Promise<readonly string[]> {
  const rows = await db.query<{ value: string }>(
    `SELECT i.item_value AS value FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
     WHERE d.dict_code = 'repair_category' AND d.del_flag = 0 AND i.status = 1`,
  )
  return rows.length ? rows.map((row) => row.value) : CATEGORIES
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The notice of an assignment (issue 31 S2-15): a published system message (msg_category 2) to the repairer only,
 * delivered at once (a send row) and pushed over the live socket as upstream's `user` notice, so the bell shows
 * it; its 去处理 opens 我的工单. The order's texts come from the public form, so they are escaped.
 */
export async function notifyAssignee(
  db: Queryable,
  live: LiveHub,
  orderId: string,
  assigneeId: string,
  sender: string | null,
) {
  const [order] = await db.query<{
    order_no: string
    location: string | null
    description: string | null
    urgency: string | null
  }>('SELECT order_no, location, description, urgency FROM rep_order WHERE id = $1', [orderId])
  if (!order) return
  const title = `新的维修工单：${order.order_no}`
  const content =
    `<p>报修单 ${escapeHtml(order.order_no)} 已派给您。</p>` +
    `<p>报修地点：${escapeHtml(order.location ?? '')}</p><p>问题描述：${escapeHtml(order.description ?? '')}</p>` +
    '<p>请在「报修管理 → 我的工单」中开始维修。</p>'
  const priority = ['H', 'M', 'L'].includes(order.urgency ?? '') ? order.urgency : 'M'
  const id = newId()
  await db.query(
    `INSERT INTO sys_announcement (id, titile, msg_content, msg_abstract, priority, msg_category, msg_type, user_ids,
       send_status, send_time, sender, bus_type, bus_id, open_type, open_page, create_by)
     VALUES ($1, $2, $3, $4, $5, '2', 'USER', $6, '1', now(), $7, 'repair', $8, 'url', $9, $7)`,
    [
      id,
      title,
      content,
      `${order.location ?? ''} ${order.description ?? ''}`.trim(),
      priority,
      assigneeId,
      sender,
      orderId,
      MY_ORDERS_PAGE,
    ],
  )
  await db.query(
    `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by) VALUES ($1, $2, $3, '0', $4)`,
    [newId(), id, assigneeId, sender],
  )
  live.publish({ cmd: 'user', msgId: id, msgTxt: title, userId: assigneeId }, [assigneeId])
}

/** Null when the order is the caller's; else the refusal: not found, or HTTP 403 for someone else's order. */
async function notMine(
  db: Queryable,
  id: string,
  userId: string | null,
  reply: { code: (status: number) => unknown },
) {
  const order = await stateById(db, id)
  if (!order) return fail(NOT_FOUND)
  if (!userId || order.assignee_id !== userId) {
    reply.code(403)
    return fail(NOT_MINE, 403)
  }
  return null
}

export const repHandlers: RepHandlers = {
  async repairOrderAssignees(_input, { db }) {
    const users = await db.query<{ id: string; username: string; realname: string | null }>(
      `SELECT u.id, u.username, u.realname FROM sys_user u
       WHERE u.del_flag = 0 AND u.status = 1 AND EXISTS (
         SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
         WHERE ur.user_id = u.id AND r.role_code = ANY($1::text[]))
       ORDER BY u.realname NULLS LAST, u.username`,
      [REPAIRER_ROLE_CODES],
    )
    return okRead(users)
  },

  async repairOrderAdd(input, context) {
    const problem = photosProblem(input.body.photos)
    if (problem) return fail(problem)
    // Numbered by the fill rule; a number taken meanwhile by another add is retried.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const body = {
        ...input.body,
        orderNo: await nextOrderNo(context.db),
        status: 'submitted',
        assigneeId: null,
        cost: null,
        rating: null,
        feedback: null,
      }
      const answer = await crudHandlers.repairOrderAdd({ ...input, body }, context)
      if (answer.success || !answer.message.includes('已存在')) return answer
    }
    return fail('报修单号生成失败，请重试')
  },

  async repairOrderEdit(input, context) {
    const order = await stateById(context.db, input.body.id)
    if (!order) return fail(NOT_FOUND)
    const problem = photosProblem(input.body.photos)
    if (problem) return fail(problem)
    // The number and the workflow's fields change only through the moves, except the cost of a finished
    // order: a holder of the edit permission corrects it (within the same bounds as 完成).
    let cost = order.cost === null ? null : Number(order.cost)
    const corrected = input.body.cost
    if (order.status === 'done' && typeof corrected === 'number' && corrected !== cost) {
      const cents = repairCostCents(corrected)
      if (cents === null) return fail(COST_MESSAGE)
      cost = cents / 100
    }
    const body = {
      ...input.body,
      orderNo: order.order_no,
      status: order.status,
      assigneeId: order.assignee_id,
      cost,
      rating: order.rating,
      feedback: order.feedback,
    }
    return crudHandlers.repairOrderEdit({ ...input, body }, context)
  },

  async repairOrderAssign({ body }, { db, user, live }) {
    const [assignee] = await db.query<{ id: string; repairer: boolean }>(
      `SELECT u.id, EXISTS (
         SELECT 1 FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
         WHERE ur.user_id = u.id AND r.role_code = ANY($2::text[])) AS repairer
       FROM sys_user u WHERE u.id = $1 AND u.del_flag = 0 AND u.status = 1`,
      [body.assigneeId, REPAIRER_ROLE_CODES],
    )
    if (!assignee) return fail('维修人不存在或已冻结')
    // Only the users the assignee picker lists (repairOrderAssignees): holders of a repairer role.
    if (!assignee.repairer) return fail(NOT_A_REPAIRER)
    const { refused } = await move(
      db,
      body.id,
      'assign',
      user?.username ?? null,
      ['assignee_id = $3', 'assigned_time = now()'],
      [assignee.id],
    )
    if (refused) return fail(refused)
    await notifyAssignee(db, live, body.id, assignee.id, user?.username ?? null)
    return ok(null, '派工成功')
  },

  /** 我的工单: only the orders assigned to the caller, open ones first. */
  async repairOrderMine(input, context) {
    const { pageNo, pageSize, status, orderNo } = input.query
    const userId = context.user?.userId ?? ''
    const where = ['assignee_id = $1']
    const values: unknown[] = [userId]
    if (status) {
      values.push(status.split(',').map((value) => value.trim()))
      where.push(`status = ANY($${values.length}::text[])`)
    }
    if (orderNo?.trim()) {
      values.push(orderNo.trim())
      where.push(`order_no ILIKE '%' || $${values.length} || '%'`)
    }
    const size = Math.min(pageSize ?? 10, 100)
    const current = pageNo ?? 1
    const [count] = await context.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM rep_order WHERE ${where.join(' AND ')}`,
      values,
    )
    const mine = await context.db.query<{ order_no: string }>(
      `SELECT order_no FROM rep_order WHERE ${where.join(' AND ')}
       ORDER BY CASE status WHEN 'in_progress' THEN 0 WHEN 'assigned' THEN 1 ELSE 2 END,
         assigned_time DESC NULLS LAST, id
       LIMIT ${size} OFFSET ${(current - 1) * size}`,
      values,
    )
    // The rows as the list answers them (dictionary texts, times), by their numbers, then in this order.
    const listed = mine.length
      ? await crudHandlers.repairOrderList(
          {
            ...input,
            query: { orderNo: mine.map((row) => row.order_no).join(','), pageNo: 1, pageSize: size },
          },
          context,
        )
      : null
    const records = (listed?.success ? (listed.result?.records ?? []) : []) as RepOrderRow[]
    const byNo = new Map(records.map((row) => [row.orderNo, row]))
    const total = count?.total ?? 0
    return okRead({
      records: mine.flatMap((row) => byNo.get(row.order_no) ?? []),
      total,
      size,
      current,
      pages: Math.ceil(total / size),
      orders: [],
      searchCount: true,
    })
  },

  async repairOrderMineStart({ body, reply }, { db, user }) {
    return (await notMine(db, body.id, user?.userId ?? null, reply)) ?? startOrder(db, body.id, user, true)
  },

  async repairOrderMineFinish({ body, reply }, { db, user }) {
    return (
      (await notMine(db, body.id, user?.userId ?? null, reply)) ??
      finishOrder(db, body.id, body.cost, user, true)
    )
  },

  repairOrderStart: ({ body }, { db, user }) => startOrder(db, body.id, user, false),

  repairOrderFinish: ({ body }, { db, user }) => finishOrder(db, body.id, body.cost, user, false),

  async repairOrderCancel({ body }, { db, user }) {
    const { refused } = await move(
      db,
      body.id,
      'cancel',
      user?.username ?? null,
      ['cancel_reason = $3', 'cancelled_time = now()'],
      [body.reason?.trim() || null],
    )
    return refused ? fail(refused) : ok(null, '报修单已取消')
  },

  async repairOrderSubmit({ body }, { db }) {
    const input = {
      reporterName: body.reporterName.trim(),
      reporterPhone: body.reporterPhone.trim(),
      location: body.location.trim(),
      category: body.category,
      description: body.description.trim(),
      urgency: body.urgency,
      photos: body.photos ?? null,
    }
    const problem = submitProblem(input, await repairCategories(db))
    if (problem) return fail(problem)
    const prefix = await orderNoPrefix(db)
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const [row] = await db.query<{ order_no: string }>(
          `INSERT INTO rep_order (id, order_no, reporter_name, reporter_phone, location, category, description,
             photos, urgency, status, create_by)
           VALUES ($2, ${NEXT_ORDER_NO_SQL}, $3, $4, $5, $6, $7, $8, $9, 'submitted', 'self-service')
           RETURNING order_no`,
          [
            prefix,
            newId(),
            input.reporterName,
            input.reporterPhone,
            input.location,
            input.category,
            input.description,
            input.photos?.trim() ? input.photos.trim() : null,
            input.urgency,
          ],
        )
        if (row) return ok({ orderNo: row.order_no }, '报修提交成功')
      } catch (error) {
        if ((error as { code?: unknown }).code !== '23505') return refusal(error)
      }
    }
    return fail('报修单号生成失败，请重试')
  },

  async repairOrderPublicDetail({ query }, { db }) {
    const row = await publicOrder(db, query.orderNo, query.phone)
    if (!row) return fail(NOT_FOUND_PUBLIC)
    const texts = await dictionaryTexts(db, ['repair_category', 'urgency', 'repair_status'])
    const textOf = (dict: string, value: string | null) =>
      value === null ? null : (texts.get(dict)?.get(value) ?? value)
    return okRead({
      orderNo: row.orderNo,
      reporterName: row.reporterName,
      reporterPhone: maskPhone(row.reporterPhone),
      location: row.location,
      category: row.category,
      category_dictText: textOf('repair_category', row.category),
      description: row.description,
      photos: row.photos,
      urgency: row.urgency,
      urgency_dictText: textOf('urgency', row.urgency),
      status: row.status,
      status_dictText: textOf('repair_status', row.status),
      assigneeName: row.assigneeName,
      cost: row.cost,
      rating: row.rating,
      feedback: row.feedback,
      cancelReason: row.cancelReason,
      createTime: row.createTime,
      timeline: timelineOf(row),
    })
  },

  async repairOrderConfirm({ body }, { db }) {
    const [order] = await db.query<{ id: string }>(
      'SELECT id FROM rep_order WHERE order_no = $1 AND reporter_phone = $2',
      [body.orderNo.trim(), body.phone.trim()],
    )
    if (!order) return fail(NOT_FOUND_PUBLIC)
    const { refused } = await move(
      db,
      order.id,
      'confirm',
      'self-service',
      ['rating = $3', 'feedback = $4', 'confirmed_time = now()'],
      [body.rating, body.feedback?.trim() || null],
    )
    return refused ? fail(refused) : ok(null, '感谢您的评价')
  },

  async repairOrderUploadPhoto({ request, reply }, { uploadDir, db, files }) {
    let file: MultipartFile | undefined
    try {
      file = await request.file({ limits: { fileSize: PHOTO_LIMIT_BYTES, files: 1 } })
    } catch {
      return fail('上传失败！')
    }
    if (!file) return fail('上传失败！')
    const name = safeFileName(file.filename).replace(/\.[^.]*$/, '') || 'photo'
    const folder = join(uploadDir, PHOTO_FOLDER)
    mkdirSync(folder, { recursive: true })
    const temporary = join(folder, `${newId()}.part`)
    await pipeline(file.file, createWriteStream(temporary))
    if (file.file.truncated) {
      rmSync(temporary, { force: true })
      reply.code(413)
      return fail(`图片大小不能超过${PHOTO_LIMIT_BYTES / 1024 / 1024}MB`, 413)
    }
    const head = new Uint8Array(12)
    const handle = openSync(temporary, 'r')
    readSync(handle, head, 0, 12, 0)
    closeSync(handle)
    const type = imageTypeOf(head)
    if (!type) {
      rmSync(temporary, { force: true })
      return fail('只能上传图片（JPG、PNG、GIF、WebP）')
    }
    const stored = `${name}_${Date.now()}.${type}`
    renameSync(temporary, join(folder, stored))
    // Several instances: the shared store (S3) takes the file, so every instance serves it.
    await files?.stored(`${PHOTO_FOLDER}/${stored}`, join(folder, stored))
    await recordUpload(db, null, file.filename, `${PHOTO_FOLDER}/${stored}`, join(folder, stored))
    return okRead(null, `${PHOTO_FOLDER}/${stored}`)
  },
}

/** Imported repair orders are numbered by the fill rule and start as submitted, like added ones. */
export const repImportChecks: ImportChecks = {
  repairOrder: {
    add: (row, through) => repHandlers.repairOrderAdd(addInputOf(row, through), through.context),
  },
}
