import { allFields, columnOf, resources, type ResourceDef } from '@erp/openapi/resources'
import type { components } from '@erp/openapi/schema'
import type { ServerContext } from '../context'
import type { Queryable } from '../db/database'
import { newId } from '../db/ids'
import { fail, ok, okRead } from '../http/envelope'
import type { Handlers } from '../openapi/operations'
import { allDictItems } from './auth-routes'
import { Where } from './crud-routes'

/** Upstream's "new Result()" default message. */
const DEFAULT_MESSAGE = '操作成功！'

/**
 * Tables and columns /sys/duplicate/check may look at: the resources' own plus the user account fields.
 * Nothing from the request reaches SQL unless it is in this map (upstream filters for SQL injection).
 */
export const checkable = new Map<string, Set<string>>([
  ['sys_user', new Set(['username', 'work_no', 'phone', 'email', 'realname'])],
  ...(resources as readonly ResourceDef[]).map(
    (resource) =>
      [
        resource.table,
        new Set(['id', ...Object.entries(allFields(resource)).map(([name, field]) => columnOf(name, field))]),
      ] as const,
  ),
])
const liveTables = new Set(
  (resources as readonly ResourceDef[]).filter((resource) => resource.softDelete).map((r) => r.table),
)

interface RuleStep {
  digits: string
  pattern: string
  message: string
}

/** Upstream SysCheckRuleController: `*` checks the whole value, a number the next slice of that length. */
export function checkValue(rules: RuleStep[], value: string) {
  let begin = 0
  for (const rule of rules) {
    const whole = rule.digits === '*'
    const length = Number(rule.digits)
    const end = whole ? value.length : begin + length
    const part = whole ? value : value.slice(begin, end)
    let matches = false
    try {
      matches = new RegExp(rule.pattern).test(part)
    } catch {
      matches = false
    }
    if (!matches) {
      return {
        ...rule,
        checkValue: part,
        passed: false,
        ...(whole ? {} : { beginIndex: begin, endIndex: end }),
      }
    }
    if (!whole) begin = end
  }
  return null
}

const pad = (n: number) => String(n).padStart(2, '0')
const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`

/** Upstream: published announcements for everybody not yet sent to the user get an unread send row. */
async function deliverPending(db: Queryable, userId: string, username: string | null) {
  const pending = await db.query<{ id: string }>(
    `SELECT a.id FROM sys_announcement a JOIN sys_user u ON u.id = $1
     WHERE a.msg_type = 'ALL' AND a.send_status = '1' AND a.del_flag = '0'
       AND (a.end_time IS NULL OR a.end_time >= u.create_time)
       AND NOT EXISTS (SELECT 1 FROM sys_announcement_send s WHERE s.annt_id = a.id AND s.user_id = $1)`,
    [userId],
  )
  for (const { id } of pending) {
    await db.query(
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by) VALUES ($1, $2, $3, '0', $4)`,
      [newId(), id, userId, username],
    )
  }
}

export const systemHandlers = {
  async roleQueryAll(_input, { db }) {
    const roles = await db.query<{
      id: string
      roleName: string | null
      roleCode: string
      description: string | null
      createBy: string | null
      createTime: string | null
      updateBy: string | null
      updateTime: string | null
    }>(
      `SELECT id, role_name AS "roleName", role_code AS "roleCode", description, create_by AS "createBy",
         to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime", update_by AS "updateBy",
         to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
       FROM sys_role ORDER BY create_time, id`,
    )
    return roles.length ? okRead(roles, DEFAULT_MESSAGE) : fail('未找到角色信息')
  },

  async getDictItems({ path }, { db }) {
    const items = await db.query<{ value: string; text: string; title: string }>(
      `SELECT i.item_value AS value, i.item_text AS text, i.item_text AS title
       FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
       WHERE d.dict_code = $1 AND d.del_flag = 0 ORDER BY i.sort_order, i.item_value`,
      [path.dictCode],
    )
    return okRead(items, DEFAULT_MESSAGE)
  },

  async queryAllDictItems(_input, { db }) {
    return ok(await allDictItems(db), DEFAULT_MESSAGE)
  },

  // Dictionaries are read from the database on every request: there is no cache to clear.
  refreshDictCache: async () => okRead(null, DEFAULT_MESSAGE),

  async duplicateCheck({ query }, { db }) {
    const columns = checkable.get(query.tableName)
    if (!columns?.has(query.fieldName)) return fail('参数不合法: 不支持校验该表或字段')
    const live = liveTables.has(query.tableName) ? `AND del_flag::text = '0'` : ''
    const notDeleted = query.tableName === 'sys_user' ? 'AND del_flag = 0' : ''
    const rows = await db.query(
      `SELECT 1 FROM "${query.tableName}" WHERE "${query.fieldName}"::text = $1 ${live} ${notDeleted}
       AND ($2::text IS NULL OR id::text <> $2::text) LIMIT 1`,
      [query.fieldVal, query.dataId ?? null],
    )
    return rows.length ? fail('该值不可用，系统中已存在！') : ok(null, '该值可用！')
  },

  async checkRuleByCode({ query }, { db }) {
    const [rule] = await db.query<{ rule_json: string | null }>(
      'SELECT rule_json FROM sys_check_rule WHERE rule_code = $1 LIMIT 1',
      [query.ruleCode],
    )
    if (!rule) return fail('该编码不存在')
    let steps: RuleStep[]
    try {
      steps = JSON.parse(rule.rule_json ?? '[]') as RuleStep[]
      if (!Array.isArray(steps)) throw new Error('not an array')
    } catch {
      return fail('校验规则配置错误')
    }
    const failed = checkValue(steps, query.value)
    if (!failed) return ok(null, '成功')
    return { success: false, message: failed.message, code: 500, result: failed, timestamp: Date.now() }
  },

  async loginInfo(_input, { db }) {
    const today = day(new Date())
    const [counts] = await db.query<{ total: number; today: number; ips: number }>(
      `SELECT count(*)::int AS total,
         count(*) FILTER (WHERE create_time >= $1::date)::int AS today,
         count(DISTINCT ip) FILTER (WHERE create_time >= $1::date)::int AS ips
       FROM sys_log WHERE log_type = 1`,
      [today],
    )
    return ok(
      { totalVisitCount: counts?.total ?? 0, todayVisitCount: counts?.today ?? 0, todayIp: counts?.ips ?? 0 },
      '登录成功',
    )
  },

  async visitInfo(_input, { db }) {
    const since = new Date()
    since.setDate(since.getDate() - 6)
    const rows = await db.query<{ visit: number; ip: number; tian: string; type: string }>(
      `SELECT count(*)::int AS visit, count(DISTINCT ip)::int AS ip,
         to_char(create_time, 'YYYY-MM-DD') AS tian, to_char(create_time, 'MM-DD') AS type
       FROM sys_log WHERE log_type = 1 AND create_time >= $1::date
       GROUP BY 3, 4 ORDER BY 3`,
      [day(since)],
    )
    return okRead(rows, DEFAULT_MESSAGE)
  },

  async announcementRelease({ query }, { db, user, live }) {
    const [published] = await db.query<{
      id: string
      titile: string | null
      msg_type: string | null
      user_ids: string | null
    }>(
      `UPDATE sys_announcement SET send_status = '1', send_time = now(), sender = $2, update_time = now()
       WHERE id = $1 AND del_flag = '0' RETURNING id, titile, msg_type, user_ids`,
      [query.id, user?.username ?? null],
    )
    if (!published) return fail('未找到对应实体')
    // Upstream §13: everybody gets a topic notice; listed users a user notice each.
    const message = { msgId: published.id, msgTxt: published.titile ?? '' }
    if (published.msg_type === 'USER') {
      const userIds = (published.user_ids ?? '').split(',').filter(Boolean)
      for (const userId of userIds) {
        await db.query(
          `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by)
           SELECT $1::text, $2::text, $3::text, '0', $4::text WHERE NOT EXISTS (
             SELECT 1 FROM sys_announcement_send WHERE annt_id = $2::text AND user_id = $3::text)`,
          [newId(), published.id, userId, user?.username ?? null],
        )
        live.publish({ cmd: 'user', ...message, userId }, [userId])
      }
    } else {
      live.publish({ cmd: 'topic', ...message })
    }
    return ok(null, '该系统通知发布成功')
  },

  async announcementRevoke({ query }, { db }) {
    const updated = await db.query(
      `UPDATE sys_announcement SET send_status = '2', cancel_time = now(), update_time = now()
       WHERE id = $1 AND del_flag = '0' RETURNING id`,
      [query.id],
    )
    return updated.length ? ok(null, '该系统通知撤销成功') : fail('未找到对应实体')
  },

  async announcementListByUser(_input, { db, user }) {
    const userId = user?.userId ?? ''
    await deliverPending(db, userId, user?.username ?? null)
    const announcement = resources.find((resource) => resource.key === 'announcement') as ResourceDef
    const select = [
      'a.id',
      ...Object.entries(allFields(announcement)).map(([name, field]) => {
        const column = `a.${columnOf(name, field)}`
        return field.type === 'datetime'
          ? `to_char(${column}, 'YYYY-MM-DD HH24:MI:SS') AS "${name}"`
          : `${column} AS "${name}"`
      }),
      `a.del_flag AS "delFlag"`,
    ].join(', ')
    const unread = async (category: string) => {
      const where = `FROM sys_announcement a JOIN sys_announcement_send s ON s.annt_id = a.id
        WHERE s.user_id = $1 AND s.read_flag = '0' AND a.send_status = '1' AND a.del_flag = '0'
          AND a.msg_category = $2`
      const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${where}`, [
        userId,
        category,
      ])
      const list = await db.query<{ id: string }>(
        `SELECT ${select} ${where} ORDER BY a.send_time DESC NULLS LAST, a.id LIMIT 5`,
        [userId, category],
      )
      return { list, total: count?.total ?? 0 }
    }
    const annt = await unread('1')
    const sys = await unread('2')
    return okRead(
      { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total },
      DEFAULT_MESSAGE,
    )
  },

  async announcementMine({ query }, { db, user }) {
    const userId = user?.userId ?? ''
    await deliverPending(db, userId, user?.username ?? null)
    const where = new Where()
    where.clauses.push("a.send_status = '1'", "a.del_flag = '0'")
    where.add((p) => `s.user_id = ${p}`, userId)
    if (query.titile) where.add((p) => `a.titile ILIKE '%' || ${p} || '%'`, query.titile)
    if (query.sender) where.add((p) => `a.sender ILIKE '%' || ${p} || '%'`, query.sender)
    if (query.readFlag) where.add((p) => `s.read_flag = ${p}`, query.readFlag)
    if (query.msgCategory) where.add((p) => `a.msg_category = ${p}`, query.msgCategory)
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const from = `FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id ${where.sql}`
    const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${from}`, where.params)
    const records = await db.query<components['schemas']['AnnouncementSendModel']>(
      `SELECT s.id, s.annt_id AS "anntId", s.user_id AS "userId", a.titile, a.msg_content AS "msgContent",
         a.msg_abstract AS "msgAbstract", a.sender, a.priority, s.read_flag AS "readFlag",
         to_char(a.send_time, 'YYYY-MM-DD HH24:MI:SS') AS "sendTime", a.msg_category AS "msgCategory",
         a.bus_id AS "busId", a.bus_type AS "busType", a.open_type AS "openType", a.open_page AS "openPage"
       ${from} ORDER BY a.send_time DESC NULLS LAST, s.read_flag ASC, s.id
       LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      where.params,
    )
    const total = count?.total ?? 0
    return okRead({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) })
  },

  async announcementReadAll(_input, { db, user }) {
    await db.query(
      `UPDATE sys_announcement_send SET read_flag = '1', read_time = now(), update_time = now()
       WHERE user_id = $1 AND read_flag = '0'`,
      [user?.userId ?? ''],
    )
    return ok(null, '全部已读')
  },

  async announcementMarkRead({ body }, { db, user }) {
    await db.query(
      `UPDATE sys_announcement_send SET read_flag = '1', read_time = now(), update_time = now()
       WHERE annt_id = $1 AND user_id = $2`,
      [body.anntId, user?.userId ?? ''],
    )
    return okRead(null, DEFAULT_MESSAGE)
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'roleQueryAll'
  | 'announcementMine'
  | 'announcementReadAll'
  | 'getDictItems'
  | 'queryAllDictItems'
  | 'refreshDictCache'
  | 'duplicateCheck'
  | 'checkRuleByCode'
  | 'loginInfo'
  | 'visitInfo'
  | 'announcementRelease'
  | 'announcementRevoke'
  | 'announcementListByUser'
  | 'announcementMarkRead'
>
