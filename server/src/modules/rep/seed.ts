import type { Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { seedIds } from '../../db/seed-ids'
import { DEFAULT_ORDER_PREFIX, ORDER_NO_RULE } from './order-no'
import { CATEGORIES, URGENCIES } from './rules'

/** Tables of the rep module emptied by the test reset before seeding again (children before parents). */
export const repTables: string[] = ['rep_order']

/** How many demo repair orders there are, spread over the past three months (90 days). */
export const SEED_ORDERS = 120

const NAMES = ['李娜', '王强', '张敏', '刘洋', '陈静', '杨磊', '赵军', '黄丽', '周涛', '吴芳', '徐杰', '孙艳']
const LOCATIONS = [
  '一号车间裁床区',
  '二号车间东侧',
  '三号车间缝制线A3',
  '成品仓库',
  '办公楼三楼会议室',
  '员工宿舍5栋302',
  '食堂后厨',
  '质检室',
  '锅炉房',
  '大门保安亭',
]
const PROBLEMS: Record<(typeof CATEGORIES)[number], string[]> = {
  electric: ['照明灯不亮', '插座没电', '配电箱跳闸频繁'],
  plumbing: ['水龙头漏水', '下水道堵塞', '热水器不出热水'],
  equipment: ['平缝机断线', '裁床刀片异响', '锁边机不走布'],
  building: ['窗户玻璃破损', '门锁损坏', '屋顶渗水'],
  network: ['网口不通', '无线网络信号弱', '打印机连不上网络'],
  other: ['空调不制冷', '饮水机不出水', '货架松动'],
}
const FEEDBACK = ['修得很快，谢谢师傅', '态度很好', '问题已解决', '来得有点晚，但修好了', '非常专业']
const REPAIRERS = [seedIds.rep01, seedIds.rep02]

/** The role whose holders repair: the assign picker lists them (GET /rep/order/assignees). */
export const REPAIRER_ROLE = {
  id: 'rep0role000000000000000repairer1',
  code: 'repairer',
  name: '维修工',
} as const

/** The menus of the repairer role: the 报修管理 folder and its 我的工单 page. */
export const REPAIRER_MENU_URLS = ['/rep', '/rep/myOrder']

/** The repairer role, held by the demo repairers (rep01, rep02) the demo orders are assigned to; added once, kept when edited. */
async function seedRepairerRole(db: Queryable) {
  await db.query(
    `INSERT INTO sys_role (id, role_name, role_code, description)
     SELECT $1, $2, $3::varchar, '报修单的维修人（派工时可选）'
     WHERE NOT EXISTS (SELECT 1 FROM sys_role WHERE role_code = $3::varchar)`,
    [REPAIRER_ROLE.id, REPAIRER_ROLE.name, REPAIRER_ROLE.code],
  )
  await db.query(
    `INSERT INTO sys_user_role (id, user_id, role_id)
     SELECT md5(r.id || u.id), u.id, r.id FROM sys_role r JOIN sys_user u ON u.id = ANY($2::text[])
     WHERE r.role_code = $1
     ON CONFLICT (user_id, role_id) DO NOTHING`,
    [REPAIRER_ROLE.code, REPAIRERS],
  )
  // Its page (issue 31 S2-15): 报修管理 → 我的工单, given to a repairer role that holds nothing yet (a fresh
  // database, or one whose role an earlier release seeded without permissions); an edited role is kept.
  await db.query(
    `INSERT INTO sys_role_permission (id, role_id, permission_id)
     SELECT md5(r.id || p.id), r.id, p.id FROM sys_role r JOIN sys_permission p ON p.url = ANY($2::text[])
     WHERE r.role_code = $1 AND p.del_flag = 0 AND p.menu_type IN (0, 1)
       AND NOT EXISTS (SELECT 1 FROM sys_role_permission rp WHERE rp.role_id = r.id)`,
    [REPAIRER_ROLE.code, REPAIRER_MENU_URLS],
  )
}

interface OrderSeed {
  id: string
  name: string
  phone: string
  location: string
  category: string
  description: string
  urgency: string
  status: string
  assignee: string | null
  /** Minutes before now the order was submitted; the later steps follow it. */
  ageMinutes: number
  assignAfter: number | null
  startAfter: number | null
  finishAfter: number | null
  confirmAfter: number | null
  cancelAfter: number | null
  cost: string | null
  rating: number | null
  feedback: string | null
}

/** Status by age: the newest are still open, most older ones confirmed, some cancelled. */
function statusOf(n: number): string {
  if (n <= 8) return 'submitted'
  if (n <= 16) return 'assigned'
  if (n <= 24) return 'in_progress'
  if (n % 11 === 0) return 'cancelled'
  if (n <= 40) return 'done'
  return 'confirmed'
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length] as T

export function demoOrders(count = SEED_ORDERS): OrderSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1
    const status = statusOf(n)
    const category = pick(CATEGORIES, n * 7)
    const reached = (step: number) =>
      ['assigned', 'in_progress', 'done', 'confirmed'].indexOf(status) >= step ? 1 : 0
    const cancelledAfterAssign = status === 'cancelled' && n % 2 === 0
    const assigned = reached(0) || cancelledAfterAssign
    const cents = 1000 + ((n * 3779) % 48000)
    return {
      id: `5e7e90000000000000000000000${n.toString(16).padStart(5, '0')}`,
      name: pick(NAMES, n * 5),
      phone: `139${String(10000000 + n * 7919).slice(0, 8)}`,
      location: pick(LOCATIONS, n * 3),
      category,
      description: pick(PROBLEMS[category], n),
      urgency: pick(URGENCIES, n * 2 + (n % 3)),
      status,
      assignee: assigned ? pick(REPAIRERS, n) : null,
      ageMinutes: Math.round((n * 90 * 24 * 60) / (count + 1)) + (n % 7) * 13,
      assignAfter: assigned ? 20 + (n % 9) * 15 : null,
      startAfter: reached(1) ? 15 + (n % 5) * 20 : null,
      finishAfter: reached(2) ? 30 + (n % 8) * 25 : null,
      confirmAfter: reached(3) ? 60 + (n % 10) * 120 : null,
      cancelAfter: status === 'cancelled' ? (assigned ? 20 + (n % 9) * 15 : 0) + 60 : null,
      cost: reached(2) ? `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}` : null,
      rating: reached(3) ? 3 + (n % 3) : null,
      feedback: reached(3) ? pick(FEEDBACK, n) : null,
    }
  })
}

/** The fill rule that numbers repair orders (prefix BX + date + sequence); added once, kept when edited. */
async function seedOrderNoRule(db: Queryable) {
  await db.query(
    `INSERT INTO sys_fill_rule (id, rule_name, rule_code, rule_class, rule_params, create_by)
     SELECT $1, '报修单号', $2::varchar, 'org.jeecg.modules.system.rule.OrderNumberRule', $3, 'admin'
     WHERE NOT EXISTS (SELECT 1 FROM sys_fill_rule WHERE rule_code = $2::varchar)`,
    [newId(), ORDER_NO_RULE, JSON.stringify({ prefix: DEFAULT_ORDER_PREFIX })],
  )
}

/**
 * A step's time, never later than now; a step not reached stays NULL (least(NULL, now()) would give now(),
 * a time for a step that never happened).
 */
const notLater = (time: string) => `CASE WHEN ${time} > now() THEN now() ELSE ${time} END`

/** Demo data of the rep module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedRep(db: Queryable): Promise<void> {
  await seedOrderNoRule(db)
  await seedRepairerRole(db)
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM rep_order',
  )
  if (count > 0) return
  const orders = demoOrders()
  const column = <K extends keyof OrderSeed>(key: K) => orders.map((order) => order[key])
  // Each step's time follows the previous one; numbers are BX + the day + the sequence within that day.
  await db.query(
    `WITH t AS (
       SELECT t.*, date_trunc('minute', now()) - make_interval(mins => age) AS created
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
         $9::text[], $10::int[], $11::int[], $12::int[], $13::int[], $14::int[], $15::int[], $16::text[],
         $17::int[], $18::text[])
         AS t(id, name, phone, location, category, description, urgency, status, assignee, age, assign_after,
           start_after, finish_after, confirm_after, cancel_after, cost, rating, feedback)
     ), timed AS (
       SELECT t.*,
         created + make_interval(mins => assign_after) AS assigned_at,
         created + make_interval(mins => assign_after + start_after) AS started_at,
         created + make_interval(mins => assign_after + start_after + finish_after) AS finished_at,
         created + make_interval(mins => assign_after + start_after + finish_after + confirm_after) AS confirmed_at,
         created + make_interval(mins => cancel_after) AS cancelled_at
       FROM t
     )
     INSERT INTO rep_order (id, order_no, reporter_name, reporter_phone, location, category, description, urgency,
       status, assignee_id, assigned_time, started_time, finished_time, confirmed_time, cancelled_time,
       cancel_reason, cost, rating, feedback, sys_org_code, create_by, create_time, update_time)
     SELECT id,
       $19::text || to_char(created, 'YYYYMMDD')
         || lpad((row_number() OVER (PARTITION BY to_char(created, 'YYYYMMDD') ORDER BY created, id))::text, 4, '0'),
       name, phone, location, category, description, urgency, status, assignee,
       ${notLater('assigned_at')}, ${notLater('started_at')}, ${notLater('finished_at')}, ${notLater('confirmed_at')},
       ${notLater('cancelled_at')}, CASE WHEN status = 'cancelled' THEN '报修人已自行处理' END,
       cost::numeric, rating, feedback, 'A01', 'self-service', created,
       ${notLater('coalesce(confirmed_at, finished_at, started_at, assigned_at, cancelled_at, created)')}
     FROM timed`,
    [
      column('id'),
      column('name'),
      column('phone'),
      column('location'),
      column('category'),
      column('description'),
      column('urgency'),
      column('status'),
      column('assignee'),
      column('ageMinutes'),
      column('assignAfter'),
      column('startAfter'),
      column('finishAfter'),
      column('confirmAfter'),
      column('cancelAfter'),
      column('cost'),
      column('rating'),
      column('feedback'),
      DEFAULT_ORDER_PREFIX,
    ],
  )
}
