/**
 * More of what the upstream JeecgBoot 2.4.6 Vue client calls from its forms and lists (spec/upstream
 * contract.md): the role form's code check, the user form's new id, the login page's encryption constants,
 * the forgotten-password page's captcha check, batch deletes of menus and departments (one delete per id, as
 * upstream's loops do), users by ids, and the POST form of the menu and data-rule edits.
 */
import { randomBytes } from 'node:crypto'
import { captchaStoreOf } from '../auth/captcha'
import { authExtraHandlers, SMS_CHECKS_EXCEEDED, smsChecksOf } from '../modules/system/auth/extra-routes'
import { authHandlers } from '../modules/system/auth/routes'
import type { ServerContext } from '../context'
import { dictionaryTexts } from '../db/dictionaries'
import { newId } from '../db/ids'
import { pageOf } from '../db/page'
import { USER_COLUMNS, toSysUser, usersPage, type UserRow } from '../db/users'
import { fail, ok, okRead } from '../http/envelope'
import type { Handlers } from '../openapi/operations'
import { authenticate } from '../auth/sessions'
import { mayReadAnnouncement } from '../modules/system/announcement/readers'
import type { ExcelColumn, ExcelTable } from '../excel/excel-table'
import { exportTable } from '../excel/export-xlsx'
import { importTable } from '../excel/import-xlsx'
import { DEPARTMENT } from '../excel/references'
import { DEPART_SELECT, departHandlers, departNode, type DepartRow } from '../modules/system/depart/routes'
import { userHandlers } from '../modules/system/user/routes'
import { subDepartIds } from '../modules/system/depart/depart-queries'
import { tableDictHandlers } from '../modules/system/dict/table-dicts'
import { asHtmlPage } from '../static/html-page'
import { permissionAdminHandlers } from '../modules/system/permission/admin-routes'

/** Upstream EncryptedString's constants (its login page asks for them; the password travels as typed). */
export const UPSTREAM_ENCRYPTED_STRING = { key: '1234567890adbcde', iv: '1234567890hjlkew' } as const

/** The announcement page runs nothing and loads nothing but its own inline style. */
const ANNOUNCEMENT_PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'"

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

function announcementPage(notice: {
  titile: string | null
  msg_content: string | null
  sender: string | null
  send_time: string | null
}): string {
  const title = escapeHtml(notice.titile ?? '')
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;max-width:960px;margin:24px auto;padding:0 16px}
.meta{color:#888;font-size:14px}.content{white-space:pre-wrap;word-break:break-word}</style></head>
<body><h1>${title}</h1>
<p class="meta">${escapeHtml(notice.sender ?? '')} ${escapeHtml(notice.send_time ?? '')}</p>
<div class="content">${escapeHtml(notice.msg_content ?? '')}</div>
</body></html>
`
}

const splitIds = (raw: string) =>
  raw
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)

const departColumn = (name: string, sql: string, title: string, type: ExcelColumn['type']): ExcelColumn => ({
  name,
  title,
  type,
  column: null,
  select: `${sql} AS "${name}"`,
})

/** Departments as upstream's export (SysDepart's @Excel columns), parents first (by org code). Export only. */
const DEPART_EXCEL: ExcelTable = {
  title: '部门',
  table: 'sys_depart',
  live: `del_flag = '0'`,
  uniqueAmong: 'TRUE',
  idType: 'string',
  columns: [
    departColumn('departName', 'depart_name', '机构/部门名称', 'string'),
    { ...departColumn('parentId', 'parent_id', '上级部门', 'string'), reference: DEPARTMENT },
    departColumn('orgCode', 'org_code', '机构编码', 'string'),
    departColumn('orgCategory', 'org_category', '机构类型', 'string'),
    departColumn('departOrder', 'depart_order', '排序', 'integer'),
    departColumn('mobile', 'mobile', '手机号', 'string'),
    departColumn('fax', 'fax', '传真', 'string'),
    departColumn('address', 'address', '地址', 'string'),
    departColumn('memo', 'memo', '备注', 'string'),
  ],
  filter(where, query) {
    const name = typeof query.departName === 'string' ? query.departName : ''
    if (name)
      where.add(
        (p) => `depart_name ILIKE '%' || ${p} || '%'`,
        name.replace(/[\\%_]/g, (m) => `\\${m}`),
      )
  },
  sortOf: () => ({ column: 'org_code', cast: 'text', direction: 'ASC', nullsLast: false }),
}

/** Departments as the import reads them: the export's columns but the org code, which the add generates. */
const DEPART_IMPORT: ExcelTable = {
  ...DEPART_EXCEL,
  columns: DEPART_EXCEL.columns
    .filter((column) => column.name !== 'orgCode')
    .map((column) => ({ ...column, column: column.name, required: column.name === 'departName' })),
}

/** The dictionaries (sys_dict) as the recycle bin and the tree list return them (upstream SysDict). */
interface DictRow {
  id: string
  dictName: string
  dictCode: string
  description: string | null
  type: number | null
  delFlag: number | null
  createBy: string | null
  createTime: string | null
  updateBy: string | null
  updateTime: string | null
}
const DICT_SELECT = `SELECT id, dict_name AS "dictName", dict_code AS "dictCode", description, type,
     del_flag AS "delFlag", create_by AS "createBy", to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
     update_by AS "updateBy", to_char(update_time, 'YYYY-MM-DD HH24:MI:SS') AS "updateTime"
   FROM sys_dict`

export const upstreamClientHandlers = {
  async roleCheckRoleCode({ query }, { db }) {
    const taken = await db.query(
      `SELECT 1 FROM sys_role WHERE role_code = $1 AND ($2::text IS NULL OR id <> $2::text) LIMIT 1`,
      [query.roleCode, query.id || null],
    )
    return taken.length ? fail('角色编码已存在') : okRead(true)
  },

  async userGenerateId() {
    return okRead(newId())
  },

  async encryptedString() {
    return ok({ ...UPSTREAM_ENCRYPTED_STRING })
  },

  async checkCaptcha({ body }, context) {
    const captcha = body?.captcha
    const checkKey = body?.checkKey
    if (!captcha || checkKey === undefined || checkKey === null || checkKey === '') return fail('验证码无效')
    return captchaStoreOf(context).check(String(checkKey), captcha) ? ok(null, '成功') : fail('验证码错误')
  },

  async permissionDeleteBatch(input, context) {
    for (const id of splitIds(input.query.ids)) {
      await permissionAdminHandlers.permissionDelete({ ...input, query: { id } }, context)
    }
    // Upstream answers this even when an id was not found.
    return ok(null, '删除成功!')
  },

  async departDeleteBatch(input, context) {
    let deleted = 0
    for (const id of splitIds(input.query.ids)) {
      const answer = await departHandlers.departDelete({ ...input, query: { id } }, context)
      if ('success' in answer && answer.success) deleted++
    }
    return deleted ? ok(null, '删除成功!') : fail('未找到对应实体')
  },

  async userQueryByIds({ query }, { db }) {
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user WHERE id = ANY($1::text[]) AND del_flag = 0 ORDER BY username`,
      [splitIds(query.userIds)],
    )
    return okRead(rows.map(toSysUser))
  },

  async permissionEditPost(input, context) {
    return permissionAdminHandlers.permissionEdit({ ...input, body: input.body }, context)
  },

  async dataRuleEditPost(input, context) {
    return permissionAdminHandlers.dataRuleEdit({ ...input, body: input.body }, context)
  },

  // Upstream SysDepartController.listAll: SysDepart rows by org code, all or those of `id` (comma list).
  async departListAll({ query }, { db }) {
    const ids = splitIds(query.id ?? '')
    const rows = await db.query<DepartRow>(
      `${DEPART_SELECT} AND ($1::text[] IS NULL OR id = ANY($1::text[])) ORDER BY org_code`,
      [ids.length ? ids : null],
    )
    return okRead(rows)
  },

  // Upstream queryTreeListByPid: one level, each node a leaf unless a live department hangs under it.
  async departTreeSync({ query }, { db }) {
    const rows = await db.query<DepartRow & { hasChildren: boolean }>(
      `SELECT d.*, EXISTS (SELECT 1 FROM sys_depart c WHERE c.parent_id = d.id AND c.del_flag = '0') AS "hasChildren"
         FROM (${DEPART_SELECT}) d
        WHERE CASE WHEN $1::text IS NULL THEN coalesce(d."parentId", '') = '' ELSE d."parentId" = $1 END
        ORDER BY d."departOrder", d."orgCode"`,
      [query.pid || null],
    )
    return okRead(rows.map(({ hasChildren, ...row }) => ({ ...departNode(row), isLeaf: !hasChildren })))
  },

  async departByOrgCode({ query }, { db }) {
    const [row] = await db.query<DepartRow>(`${DEPART_SELECT} AND org_code = $1`, [query.orgCode])
    return okRead(row ?? null)
  },

  // Upstream getUsersByDepartId answers what queryUserByDepId answers.
  async departUsers(input, context) {
    return userHandlers.userQueryByDepartId({ ...input, query: { id: input.query.id } }, context)
  },

  // Upstream queryDepartUserPageList: users of the department and those under it (all without one), by name.
  async userPickerPage({ query }, { db }) {
    const departIds = query.departId ? await subDepartIds(db, [query.departId]) : null
    const like = (value: string | undefined) => (value ? value.replace(/[\\%_]/g, (m) => `\\${m}`) : null)
    const where = `WHERE del_flag = 0
      AND ($1::text[] IS NULL OR id IN (SELECT user_id FROM sys_user_depart WHERE dep_id = ANY($1::text[])))
      AND ($2::text IS NULL OR username ILIKE '%' || $2 || '%') AND ($3::text IS NULL OR realname ILIKE '%' || $3 || '%')`
    const params = [departIds, like(query.username), like(query.realname)]
    const { rows, total, pageNo, pageSize } = await usersPage(db, where, params, query)
    return okRead(pageOf(rows.map(toSysUser), total, pageNo, pageSize))
  },

  // Upstream syncNotic: a published announcement's notice again, or a reload notice for all (no id, or one that is
  // not published: the client syncs after a revoke, and its readers must drop the revoked notice).
  async announcementSync({ query }, { db, live }) {
    const reload = () => {
      live.publish({ cmd: 'topic', msgId: '', msgTxt: '批量设置已读' })
      return okRead(null)
    }
    if (!query.anntId) return reload()
    const [notice] = await db.query<{
      id: string
      titile: string | null
      msg_type: string | null
      user_ids: string | null
      send_status: string | null
    }>(
      `SELECT id, titile, msg_type, user_ids, send_status FROM sys_announcement WHERE id = $1 AND del_flag = '0'`,
      [query.anntId],
    )
    if (!notice) return fail('未找到对应实体')
    if (notice.send_status !== '1') return reload()
    const message = { msgId: notice.id, msgTxt: notice.titile ?? '' }
    if (notice.msg_type === 'ALL') live.publish({ cmd: 'topic', ...message })
    else
      for (const userId of splitIds(notice.user_ids ?? ''))
        live.publish({ cmd: 'user', ...message, userId }, [userId])
    return okRead(null)
  },

  // Upstream showContent: an announcement as a page, to those who may read it (the upstream client opens it in a
  // frame with `?token=`, a header cannot be sent); the content escaped (there is no sanitiser here).
  async announcementShow({ path, query, headers, reply }, { db, secret }) {
    const token = headers['x-access-token'] ?? query.token
    const user = token ? await authenticate(db, secret, token) : null
    if (!(await mayReadAnnouncement(db, user, path.id)))
      return (await reply.code(404).send(fail('未找到对应实体', 404))) as never
    const [notice] = await db.query<{
      titile: string | null
      msg_content: string | null
      sender: string | null
      send_time: string | null
    }>(
      `SELECT titile, msg_content, sender, to_char(send_time, 'YYYY-MM-DD HH24:MI:SS') AS send_time
         FROM sys_announcement WHERE id = $1 AND del_flag = '0'`,
      [path.id],
    )
    if (!notice) return (await reply.code(404).send(fail('未找到对应实体', 404))) as never
    return (await asHtmlPage(reply, ANNOUNCEMENT_PAGE_POLICY).send(announcementPage(notice))) as never
  },

  // Upstream SysDictController's recycle bin: the soft-deleted dictionaries, emptied or taken back one by one.
  async dictRecycleBin(_input, { db }) {
    const rows = await db.query<DictRow>(
      `${DICT_SELECT} WHERE del_flag::text = '1' ORDER BY update_time DESC NULLS LAST, id`,
    )
    return okRead(rows)
  },

  // Its items go with it (sys_dict_item.dict_id cascades).
  async dictDeletePhysically({ path }, { db }) {
    const gone = await db.query(`DELETE FROM sys_dict WHERE id = $1 AND del_flag::text = '1' RETURNING id`, [
      path.id,
    ])
    return gone.length ? ok(null, '删除成功!') : fail('未找到对应实体')
  },

  async dictRestore({ path }, { db, user }) {
    const back = await db.query(
      `UPDATE sys_dict SET del_flag = 0, update_by = $2, update_time = now() WHERE id = $1 AND del_flag::text = '1'
       RETURNING id`,
      [path.id, user?.username ?? null],
    )
    return back.length ? ok(null, '操作成功!') : fail('未找到对应实体')
  },

  // Upstream's paths of our sign-up, password reset and CAS sign-in (docs/spec.md): the same handlers.
  async casValidateLoginSys(input, context) {
    const { ticket, service } = input.query
    return authExtraHandlers.casValidateLogin({ ...input, query: { ticket, service } }, context)
  },

  // Upstream's mobile sign-in: our sign-in (same limits, same answer); the mobile client sends no captcha.
  async mobileLogin(input, context) {
    const { username, password, remember_me } = input.body
    const body = { username, password, ...(remember_me === undefined ? {} : { remember_me }) }
    return authHandlers.login({ ...input, body }, context)
  },

  // Upstream getMultiUser: users equal on each given field, a bare array (no envelope), no password.
  async userMultiList({ query }, { db }) {
    const rows = await db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user WHERE del_flag = 0
         AND ($1::text IS NULL OR username = $1) AND ($2::text IS NULL OR realname = $2)
         AND ($3::text IS NULL OR org_code = $3) AND ($4::text IS NULL OR phone = $4)
         AND ($5::int IS NULL OR status = $5) ORDER BY username`,
      [
        query.username || null,
        query.realname || null,
        query.orgCode || null,
        query.phone || null,
        query.status ?? null,
      ],
    )
    return rows.map(toSysUser)
  },

  // Upstream phoneVerification: the forgotten-password code is right (kept 10 more minutes) → the account's name.
  async userPhoneVerification({ body }, { db }) {
    const checks = smsChecksOf(db)
    if ((await checks.retryAfterMs(body.phone)) > 0) return fail(SMS_CHECKS_EXCEEDED, 429)
    const right = await db.query(
      `UPDATE sys_sms_code SET expires_at = now() + interval '10 minutes'
        WHERE mobile = $1 AND code = $2 AND smsmode = '2' AND expires_at > now() RETURNING mobile`,
      [body.phone, body.smscode],
    )
    if (!right.length) {
      await checks.recordFailure(body.phone)
      return fail('手机验证码错误')
    }
    await checks.clear(body.phone)
    const [user] = await db.query<{ username: string }>(
      'SELECT username FROM sys_user WHERE phone = $1 AND del_flag = 0 LIMIT 1',
      [body.phone],
    )
    return user
      ? okRead({ smscode: body.smscode, username: user.username })
      : fail('该用户不存在或未绑定手机号')
  },

  async userRegister(input, context) {
    const { phone, smscode, username, password, email } = input.body
    const body = {
      username: username || phone,
      password: password || randomBytes(12).toString('base64url'),
      mobile: phone,
      captcha: smscode,
      ...(email ? { email } : {}),
    }
    return authExtraHandlers.register({ ...input, body }, context)
  },

  async userPasswordChange(input, context) {
    const { username, password, smscode, phone } = input.query
    const body = { username, password, mobile: phone, captcha: smscode }
    // The reset takes no query of its own.
    return authExtraHandlers.forgotPassword({ ...input, query: undefined as never, body }, context)
  },

  async departExportXls({ query, reply }, { db, tenantId }) {
    return exportTable(DEPART_EXCEL, query, db, reply, tenantId)
  },

  // Each row through our department add (one transaction): its org code generated under its parent.
  async departImportExcel({ request, reply, headers }, context) {
    return importTable(
      DEPART_IMPORT,
      request,
      reply,
      context.db,
      context.user?.username ?? null,
      context.tenantId,
      (row, db) => {
        const body = Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null))
        return departHandlers.departAdd(
          { request, reply, headers, body } as unknown as Parameters<typeof departHandlers.departAdd>[0],
          { ...context, db },
        )
      },
    )
  },

  // Upstream queryAllParentId: for each id (or org code), its ancestors from the root down to itself.
  async departParentIds({ query }, { db }) {
    const byId = splitIds(query.departId ?? '')
    const keys = byId.length ? byId : splitIds(query.orgCode ?? '')
    if (!keys.length) return fail('departId 和 orgCode 不能都为空！')
    const rows = await db.query<DepartRow>(DEPART_SELECT)
    const ids = new Map(rows.map((row) => [row.id, row]))
    const result: Record<string, { parentIds: string[]; parentMap: Record<string, DepartRow> }> = {}
    for (const key of keys) {
      const entry = { parentIds: [] as string[], parentMap: {} as Record<string, DepartRow> }
      let current = byId.length ? ids.get(key) : rows.find((row) => row.orgCode === key)
      while (current && !(current.id in entry.parentMap)) {
        entry.parentIds.unshift(current.id)
        entry.parentMap[current.id] = current
        current = current.parentId ? ids.get(current.parentId) : undefined
      }
      result[key] = entry
    }
    return okRead(result)
  },

  // Upstream queryTreeByKeyWord: the subtrees whose name holds the keyword, and the users whose names do.
  async departTreeByKeyWord(input, context) {
    const tree = (await departHandlers.departTree({ ...input, query: {} }, context)).result
    const keyWord = input.query.keyWord ?? ''
    type Node = (typeof tree)[number]
    const found: Node[] = []
    const walk = (nodes: Node[]) => {
      for (const node of nodes) {
        if (node.departName.includes(keyWord)) found.push(node)
        else walk(node.children ?? [])
      }
    }
    if (keyWord) walk(tree)
    const users = await context.db.query<UserRow>(
      `SELECT ${USER_COLUMNS} FROM sys_user WHERE del_flag = 0
         AND (username ILIKE '%' || $1 || '%' OR realname ILIKE '%' || $1 || '%') ORDER BY username`,
      [keyWord.replace(/[\\%_]/g, (m) => `\\${m}`)],
    )
    return okRead({ departList: keyWord ? found : tree, userList: users.map(toSysUser) })
  },

  // Upstream SysDictServiceImpl.queryDictTextByKey: the item's text, null when the value has none.
  async dictText({ path }, { db }) {
    const texts = await dictionaryTexts(db, [path.dictCode])
    return okRead(texts.get(path.dictCode)?.get(path.key) ?? null)
  },

  // Upstream loadDictOrderByValue and SysDictMapper.queryTreeList: declared table dictionaries only.
  loadTableDictSelectedFirst: tableDictHandlers.loadTableDictSelectedFirst,
  dictLoadTreeData: tableDictHandlers.dictLoadTreeData,

  async dictTreeList({ query }, { db }) {
    const rows = await db.query<DictRow>(
      `${DICT_SELECT} WHERE del_flag = 0 AND ($1::text IS NULL OR dict_name ILIKE '%' || $1 || '%')
       ORDER BY create_time DESC NULLS LAST, id`,
      [query.dictName ? query.dictName.replace(/[\\%_]/g, (m) => `\\${m}`) : null],
    )
    return okRead(rows.map((row) => ({ key: row.id, title: row.dictName, ...row })))
  },

  // Upstream queryListByParentId: TreeModel(SysPermission) nodes of one level; none → refusal.
  async permissionChildren({ query }, { db }) {
    const rows = await db.query<{
      id: string
      name: string
      icon: string | null
      parentId: string | null
      leaf: boolean
    }>(
      `SELECT id, name, icon, parent_id AS "parentId", coalesce(is_leaf, true) AS leaf FROM sys_permission
        WHERE del_flag = 0 AND CASE WHEN $1::text IS NULL THEN coalesce(parent_id, '') = '' ELSE parent_id = $1 END
        ORDER BY sort_no, id`,
      [query.pid || null],
    )
    if (!rows.length) return fail('未找到角色信息')
    return okRead(
      rows.map((row) => ({
        key: row.id,
        value: row.id,
        title: row.name,
        slotTitle: row.name,
        label: row.name,
        icon: row.icon,
        parentId: row.parentId,
        isLeaf: row.leaf,
        ruleFlag: null,
        scopedSlots: null,
        children: [],
      })),
    )
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'roleCheckRoleCode'
  | 'userGenerateId'
  | 'encryptedString'
  | 'checkCaptcha'
  | 'permissionDeleteBatch'
  | 'departDeleteBatch'
  | 'userQueryByIds'
  | 'permissionEditPost'
  | 'dataRuleEditPost'
  | 'departListAll'
  | 'departTreeSync'
  | 'departByOrgCode'
  | 'departUsers'
  | 'departParentIds'
  | 'departTreeByKeyWord'
  | 'dictText'
  | 'loadTableDictSelectedFirst'
  | 'dictTreeList'
  | 'dictLoadTreeData'
  | 'permissionChildren'
  | 'userPickerPage'
  | 'announcementSync'
  | 'announcementShow'
  | 'dictRecycleBin'
  | 'dictDeletePhysically'
  | 'dictRestore'
  | 'casValidateLoginSys'
  | 'mobileLogin'
  | 'userMultiList'
  | 'userRegister'
  | 'userPhoneVerification'
  | 'userPasswordChange'
  | 'departExportXls'
  | 'departImportExcel'
>
