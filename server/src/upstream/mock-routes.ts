/**
 * `/mock/api/*`: what the upstream JeecgBoot 2.4.6 client's demo pages on our seed menu read (工作台,
 * 个人中心, 查询表格). Upstream's demo module answers them from fixed JSON files (MockController); this server
 * answers the same shapes from its own tables, limited to the pages the caller holds (docs/architecture.md,
 * upstream compatibility). Roles and rule rows are those of the `/api/*` list templates.
 */
import type { ServerContext } from '../context'
import { okRead } from '../http/envelope'
import type { Handlers } from '../openapi/operations'
import { HELD_PERMISSION_IDS } from '../permission/grants'
import { templateHandlers } from '../modules/system/template/routes'
import { PAGE_TABLES } from '../modules/system/dashboard/routes'

/** Pages whose records count as work, and their tables: the home page's list (create_by, create_time). */
const MOCK_PAGE_TABLES = PAGE_TABLES

/**
 * One row per page table, `select` computed over that table's records (columns create_by, create_time) that
 * pass `where`; the page urls are the parameters from $first on. Each table is aggregated on its own, so
 * no union of every record is ever sorted.
 */
const perTable = (first: number, select: string, where = 'create_time IS NOT NULL') =>
  MOCK_PAGE_TABLES.map(
    ([, table], index) => `SELECT $${index + first}::text AS url, ${select} FROM ${table} WHERE ${where}`,
  ).join(' UNION ALL ')

/** The newest `limit` records of each page table, newest first, as (url, create_by, create_time). */
const newestPerTable = (first: number, limit: number) =>
  MOCK_PAGE_TABLES.map(
    ([, table], index) =>
      `(SELECT $${index + first}::text AS url, create_by, create_time FROM ${table}
         WHERE create_time IS NOT NULL ORDER BY create_time DESC LIMIT ${limit})`,
  ).join(' UNION ALL ')

/** The pages ($1 = user id) the caller holds, with their module (top menu). */
const HELD_PAGES = `SELECT p.url, p.name AS page, m.id AS module_id, m.name AS module, m.sort_no AS module_sort
  FROM sys_permission p JOIN sys_permission m ON m.id = p.parent_id AND m.del_flag = 0
  WHERE p.del_flag = 0 AND p.menu_type = 1 AND p.id IN (${HELD_PERMISSION_IDS})`

const TIME = `'YYYY-MM-DD HH24:MI:SS'`
const pageUrls = MOCK_PAGE_TABLES.map(([url]) => url)

export const mockHandlers = {
  async mockRoles(input, context) {
    return templateHandlers.templateRoles(
      { ...input, query: { pageNo: input.query.pageNo, pageSize: input.query.pageSize } },
      context,
    )
  },

  async mockServices(input, context) {
    const { pageNo, pageSize, no, status } = input.query
    return templateHandlers.templateServices({ ...input, query: { pageNo, pageSize, no, status } }, context)
  },

  /** The caller's modules: each top menu with a page they hold, its pages, and its newest record. */
  async mockProjects(_input, { db, user }) {
    const rows = await db.query<{
      id: string
      title: string
      description: string
      updatedAt: string | null
    }>(
      `WITH held AS (${HELD_PAGES}), newest AS MATERIALIZED (${perTable(2, 'max(create_time) AS latest')})
       SELECT h.module_id AS id, h.module AS title,
              string_agg(h.page, '、' ORDER BY h.page) AS description,
              to_char(coalesce(max(n.latest), max(m.update_time), max(m.create_time)), ${TIME}) AS "updatedAt"
         FROM held h JOIN sys_permission m ON m.id = h.module_id
         LEFT JOIN newest n ON n.url = h.url
        GROUP BY h.module_id, h.module, h.module_sort
        ORDER BY h.module_sort, h.module_id`,
      [user?.userId ?? '', ...pageUrls],
    )
    const data = rows.map((row) => ({ ...row, cover: null, status: 1 as const }))
    return okRead({
      data,
      pageSize: data.length,
      pageNo: 1,
      totalPage: data.length ? 1 : 0,
      totalCount: data.length,
    })
  },

  /** The ten records lately created on the caller's pages: who, where, when. */
  async mockActivity(_input, { db, user }) {
    const rows = await db.query<{
      nickname: string
      avatar: string | null
      module: string
      page: string
      time: string
    }>(
      `WITH held AS (${HELD_PAGES}), records AS MATERIALIZED (${newestPerTable(2, 10)})
       SELECT coalesce(nullif(u.realname, ''), r.create_by, '') AS nickname,
              CASE WHEN u.avatar ~* '^https?://' THEN u.avatar END AS avatar,
              h.module, h.page, to_char(r.create_time, ${TIME}) AS time
         FROM records r JOIN held h ON h.url = r.url
         LEFT JOIN sys_user u ON u.username = r.create_by
        ORDER BY r.create_time DESC, h.page
        LIMIT 10`,
      [user?.userId ?? '', ...pageUrls],
    )
    return okRead(
      rows.map((row, index) => ({
        id: index + 1,
        user: { nickname: row.nickname, avatar: row.avatar },
        project: { name: row.module, action: '新建' as const, event: row.page },
        time: row.time,
      })),
    )
  },

  /** The caller's departments. */
  async mockTeams(_input, { db, user }) {
    const rows = await db.query<{ id: string; name: string }>(
      `SELECT d.id, d.depart_name AS name FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
        WHERE ud.user_id = $1 AND d.del_flag = '0' ORDER BY d.org_code`,
      [user?.userId ?? ''],
    )
    return okRead(rows.map((row) => ({ ...row, avatar: null })))
  },

  /** Per module the caller holds: records of the last 30 days by them, by their departments' members, by all. */
  async mockRadar(_input, { db, user }) {
    const rows = await db.query<{ item: string; 个人: number; 团队: number; 部门: number }>(
      `WITH held AS (${HELD_PAGES}),
       colleagues AS MATERIALIZED (
         SELECT u.username FROM sys_user_depart mine
           JOIN sys_user_depart theirs ON theirs.dep_id = mine.dep_id
           JOIN sys_user u ON u.id = theirs.user_id
          WHERE mine.user_id = $1
         UNION SELECT $2::text),
       counts AS MATERIALIZED (${perTable(
         3,
         `count(*) FILTER (WHERE create_by = $2) AS mine,
          count(*) FILTER (WHERE create_by IN (SELECT username FROM colleagues)) AS department,
          count(*) AS everyone`,
         `create_time >= now() - interval '30 days'`,
       )})
       SELECT h.module AS item, sum(c.mine)::int AS "个人", sum(c.everyone)::int AS "团队",
              sum(c.department)::int AS "部门"
         FROM held h JOIN counts c ON c.url = h.url
        GROUP BY h.module_id, h.module, h.module_sort
        ORDER BY h.module_sort, h.module_id`,
      [user?.userId ?? '', user?.username ?? '', ...pageUrls],
    )
    return okRead(rows)
  },
} satisfies Pick<
  Handlers<ServerContext>,
  'mockRoles' | 'mockServices' | 'mockProjects' | 'mockActivity' | 'mockTeams' | 'mockRadar'
>
