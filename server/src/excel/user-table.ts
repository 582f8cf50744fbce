import { hashPassword } from '../auth/password'
import type { Queryable } from '../db/database'
import { USER_FILTERS, addUserFilters } from '../db/users'
import { dictionaryTexts } from '../db/dictionaries'
import { newId } from '../db/ids'
import type { ExcelColumn, ExcelTable, InsertedRow, SortCast } from './excel-table'
import { DEPARTMENT, ROLE } from './references'

/**
 * Users as a spreadsheet (upstream SysUser's @Excel columns). Password and salt are never columns. Filters and
 * sort are the user list's (/sys/user/list); imported users get upstream's default password 123456.
 */

export const DEFAULT_IMPORT_PASSWORD = '123456'

const dictionary = (code: string) => async (db: Queryable) =>
  (await dictionaryTexts(db, [code])).get(code) ?? new Map<string, string>()

/** Position code → name: a user's `post` is comma-joined position codes. */
const positions = async (db: Queryable) =>
  new Map(
    (await db.query<{ code: string; name: string }>('SELECT code, name FROM sys_position')).map((row) => [
      row.code,
      row.name,
    ]),
  )

/** The user's departments (ids, shown by name: references.ts), in the order the list shows their names. */
const DEPARTMENT_IDS = `(SELECT string_agg(d.id, ',' ORDER BY d.org_code)
  FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
  WHERE ud.user_id = sys_user.id AND d.del_flag = '0') AS "orgCodeTxt"`
const ROLE_IDS = `(SELECT string_agg(r.id, ',' ORDER BY r.role_code)
  FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id WHERE ur.user_id = sys_user.id) AS "selectedroles"`

/** The user form's checks (app/src/modules/system/user/user-page.tsx rules `e` and `m`, ui-kit validation.ts). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u
const MOBILE = /^1[3-9]\d{9}$/u

const column = (
  name: string,
  sql: string,
  title: string,
  type: ExcelColumn['type'],
  rules: Partial<ExcelColumn> = {},
): ExcelColumn => ({
  name,
  title,
  type,
  column: sql,
  select:
    type === 'date'
      ? `to_char(${sql}, 'YYYY-MM-DD') AS "${name}"`
      : type === 'datetime'
        ? `to_char(${sql}, 'YYYY-MM-DD HH24:MI:SS') AS "${name}"`
        : `${sql} AS "${name}"`,
  ...rules,
})

export const USER_EXCEL_COLUMNS: ExcelColumn[] = [
  column('username', 'username', '登录账号', 'string', { required: true, maxLength: 100, unique: true }),
  column('realname', 'realname', '真实姓名', 'string', { required: true, maxLength: 100 }),
  column('workNo', 'work_no', '工号', 'string', { maxLength: 100, unique: true }),
  column('sex', 'sex', '性别', 'integer', { dictionary: dictionary('sex') }),
  column('birthday', 'birthday', '生日', 'date'),
  column('email', 'email', '电子邮件', 'string', {
    maxLength: 45,
    unique: true,
    pattern: { regex: EMAIL, message: '电子邮件格式不正确' },
  }),
  column('phone', 'phone', '手机号码', 'string', {
    maxLength: 45,
    unique: true,
    pattern: { regex: MOBILE, message: '手机号码格式不正确' },
  }),
  column('telephone', 'telephone', '座机号', 'string', { maxLength: 45 }),
  column('post', 'post', '职务', 'string', { maxLength: 100, dictionary: positions, multiple: true }),
  {
    ...column('orgCodeTxt', 'org_code', '所属部门', 'string'),
    column: null,
    linked: true,
    select: DEPARTMENT_IDS,
    reference: { ...DEPARTMENT, multiple: true },
  },
  {
    ...column('selectedroles', 'selectedroles', '角色', 'string'),
    column: null,
    linked: true,
    select: ROLE_IDS,
    reference: { ...ROLE, multiple: true },
  },
  column('status', 'status', '状态', 'integer', { dictionary: dictionary('user_status') }),
  { ...column('createTime', 'create_time', '创建时间', 'datetime'), column: null },
]

/** The user list's sortable columns (its filters are USER_FILTERS, db/users.ts). */
const SORTABLE: Record<string, { column: string; cast: SortCast }> = {
  ...Object.fromEntries(
    Object.entries(USER_FILTERS).map(([name, sql]) => [
      name,
      { column: sql, cast: name === 'sex' || name === 'status' ? 'numeric' : 'text' },
    ]),
  ),
  createTime: { column: 'create_time', cast: 'timestamp' },
  updateTime: { column: 'update_time', cast: 'timestamp' },
  email: { column: 'email', cast: 'text' },
  birthday: { column: 'birthday', cast: 'date' },
}

export const userTable: ExcelTable = {
  title: '用户',
  table: 'sys_user',
  live: `del_flag = 0 AND username <> '_reserve_user_external'`,
  // Accounts, work numbers, phones and e-mails are unique among all users, deleted ones included (as add).
  uniqueAmong: 'TRUE',
  idType: 'string',
  columns: USER_EXCEL_COLUMNS,
  filter(where, query) {
    where.clauses.push(this.live)
    addUserFilters(where, query)
  },
  sortOf(query) {
    const sortName = typeof query.column === 'string' ? query.column.replace(/_dictText$/, '') : ''
    const sort = Object.hasOwn(SORTABLE, sortName) ? SORTABLE[sortName] : undefined
    return {
      column: sort?.column ?? 'create_time',
      cast: sort?.cast ?? 'timestamp',
      direction: String(query.order ?? 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC',
      nullsLast: true,
    }
  },
  // One hash for the whole import: every imported user starts with the same, well-known password anyway.
  insertDefaults: async () => ({ password: await hashPassword(DEFAULT_IMPORT_PASSWORD) }),
  linkRows: linkDepartmentsAndRoles,
}

const idsOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? [] : String(value).split(',').filter(Boolean)

/** What the add operation does with `selecteddeparts` and `selectedroles` (modules/system/user/routes.ts), for imported users. */
async function linkDepartmentsAndRoles(db: Queryable, rows: InsertedRow[]): Promise<void> {
  const departs = rows.flatMap((row) => idsOf(row.values.orgCodeTxt).map((dep) => [row.id, dep] as const))
  const roles = rows.flatMap((row) => idsOf(row.values.selectedroles).map((role) => [row.id, role] as const))
  for (const [table, column, pairs] of [
    ['sys_user_depart', 'dep_id', departs],
    ['sys_user_role', 'role_id', roles],
  ] as const) {
    if (!pairs.length) continue
    await db.query(
      `INSERT INTO ${table} (id, user_id, ${column})
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [pairs.map(() => newId()), pairs.map(([user]) => user), pairs.map(([, other]) => other)],
    )
  }
  // The first department (by code) becomes the current one, as on add.
  if (departs.length)
    await db.query(
      `UPDATE sys_user u SET org_code = (
         SELECT d.org_code FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
         WHERE ud.user_id = u.id ORDER BY d.org_code LIMIT 1)
       WHERE u.id = ANY($1::text[])`,
      [[...new Set(departs.map(([user]) => user))]],
    )
}
