import { hashPassword } from '../auth/password'
import type { Queryable } from '../db/database'
import { addFilter, dictionaryTexts } from '../routes/crud-routes'
import type { ExcelColumn, ExcelTable, SortCast } from './excel-table'

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

const DEPARTMENT_NAMES = `(SELECT string_agg(d.depart_name, ',' ORDER BY d.org_code)
  FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
  WHERE ud.user_id = sys_user.id AND d.del_flag = '0') AS "orgCodeTxt"`

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
  column('email', 'email', '电子邮件', 'string', { maxLength: 45, unique: true }),
  column('phone', 'phone', '手机号码', 'string', { maxLength: 45, unique: true }),
  column('telephone', 'telephone', '座机号', 'string', { maxLength: 45 }),
  column('post', 'post', '职务', 'string', { maxLength: 100, dictionary: positions, multiple: true }),
  { ...column('orgCodeTxt', 'org_code', '所属部门', 'string'), column: null, select: DEPARTMENT_NAMES },
  column('status', 'status', '状态', 'integer', { dictionary: dictionary('user_status') }),
  { ...column('createTime', 'create_time', '创建时间', 'datetime'), column: null },
]

/** The user list's filters (user-routes.ts) and sortable columns. */
const FILTERS: Record<string, string> = {
  username: 'username',
  realname: 'realname',
  sex: 'sex',
  phone: 'phone',
  status: 'status',
  workNo: 'work_no',
  orgCode: 'org_code',
}
const SORTABLE: Record<string, { column: string; cast: SortCast }> = {
  ...Object.fromEntries(
    Object.entries(FILTERS).map(([name, sql]) => [
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
    for (const [name, sql] of Object.entries(FILTERS)) {
      const value = query[name]
      if (typeof value === 'string' && value !== '') addFilter(where, sql, value)
    }
  },
  sortOf(query) {
    const sort = SORTABLE[typeof query.column === 'string' ? query.column.replace(/_dictText$/, '') : '']
    return {
      column: sort?.column ?? 'create_time',
      cast: sort?.cast ?? 'timestamp',
      direction: String(query.order ?? 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC',
      nullsLast: true,
    }
  },
  // One hash for the whole import: every imported user starts with the same, well-known password anyway.
  insertDefaults: async () => ({ password: await hashPassword(DEFAULT_IMPORT_PASSWORD) }),
}
