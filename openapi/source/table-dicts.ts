/**
 * Table names and column names a request may carry, declared once (docs/architecture.md § Access). Upstream's
 * table dictionaries (`/sys/dict/loadDict/{table,text,code}`, `loadDictItem`, `loadDictOrderByValue`,
 * `getDictItems`, `loadTreeData`) and its duplicate check (`/sys/duplicate/check?tableName=&fieldName=`) let the
 * caller name any table and column; here the server answers only the combinations below, to a caller whose
 * roles grant one of the listed permissions (a button code or a page's menu URL, as `x-permission`), and
 * refuses everything else. Identifiers reach SQL only from this file, never from the request.
 *
 * build-spec.ts lists them in openapi.yaml (`x-table-dictionaries`, `x-duplicate-checks` of the operations).
 */
import { allFields, columnOf, resources, type ResourceDef } from '../src/resources'
import { permissionOf } from './permissions'

export interface TableDictionary {
  /** The dictionary code as the client sends it: `table,textColumn,codeColumn`. */
  dictCode: string
  table: string
  /** The column shown (the item's text). */
  text: string
  /** The column stored (the item's value). */
  code: string
  /** As a tree (`/sys/dict/loadTreeData`): the parent column, and the column that is 1 when a row has children. */
  tree?: { pidField: string; hasChildField?: string }
  /** Who may read it: any one of these (a button code or a page's menu URL). */
  permission: readonly string[]
  /** The forms that read it. */
  usedBy: string
}

export interface DuplicateCheck {
  table: string
  /** The column whose values must be unique. */
  field: string
  /** Who may check it: any one of these (the add and edit buttons of the page whose form checks it). */
  permission: readonly string[]
  /** The forms that check it. */
  usedBy: string
}

const dict = (
  table: string,
  text: string,
  code: string,
  permission: readonly string[],
  usedBy: string,
  tree?: TableDictionary['tree'],
): TableDictionary => ({
  dictCode: `${table},${text},${code}`,
  table,
  text,
  code,
  ...(tree ? { tree } : {}),
  permission,
  usedBy,
})

export const TABLE_DICTIONARIES: readonly TableDictionary[] = [
  dict(
    'sys_user',
    'realname',
    'username',
    ['/isystem/user'],
    'upstream 2.4.6 client: JSearchSelectTag / JSelectMultiUser cells over users (the compatibility test)',
  ),
  dict(
    'sys_category',
    'name',
    'id',
    ['/isystem/category'],
    'upstream 2.4.6 client: 分类字典 form, JTreeSelect of the parent node (loadTreeData, loadDictItem)',
    { pidField: 'pid', hasChildField: 'has_child' },
  ),
]

/** The add and edit permissions of a CRUD resource (the buttons of the page whose form writes it). */
const writersOf = (path: string): string[] => [
  ...new Set([...(permissionOf(`${path}/add`) ?? []), ...(permissionOf(`${path}/edit`) ?? [])]),
]

const check = (
  table: string,
  field: string,
  permission: readonly string[],
  usedBy: string,
): DuplicateCheck => ({
  table,
  field,
  permission,
  usedBy,
})

/** Other forms that check a resource's unique field, by `table.column`. */
const ALSO_CHECKED_BY: Readonly<Record<string, { permission: readonly string[]; usedBy: string }>> = {
  // 普工入职 → 审核 gives the new person's work number (app/src/modules/hr/worker-entry-review.tsx).
  'hr_person.work_no': {
    permission: ['hr:workerEntry:review', 'hr:workerEntry:onboard'],
    usedBy: '普工入职 review',
  },
}

/** The unique fields of the CRUD resources (the app's forms check each, app/src/lib/resource/from-contract.ts). */
const resourceChecks: DuplicateCheck[] = (resources as readonly ResourceDef[]).flatMap((resource) =>
  (resource.unique ?? []).map((name) => {
    const field = allFields(resource)[name]
    if (!field) throw new Error(`${resource.key}: unique field ${name} is not a field`)
    const column = columnOf(name, field)
    const also = ALSO_CHECKED_BY[`${resource.table}.${column}`]
    return check(
      resource.table,
      column,
      [...writersOf(resource.path), ...(also?.permission ?? [])],
      [`${resource.title} form`, ...(also ? [also.usedBy] : [])].join('; '),
    )
  }),
)

const USER_WRITERS = ['user:add', 'user:edit']

export const DUPLICATE_CHECKS: readonly DuplicateCheck[] = [
  ...resourceChecks,
  ...['username', 'work_no', 'phone', 'email'].map((field) =>
    check('sys_user', field, USER_WRITERS, 'user form (the app and upstream UserModal)'),
  ),
  check(
    'sys_permission',
    'perms',
    ['system:permission:add', 'system:permission:edit'],
    'upstream 2.4.6 client: 菜单管理 → 新增按钮, 授权标识',
  ),
  check(
    'sys_depart_role',
    'role_code',
    ['system:depart:add', 'system:depart:edit'],
    'upstream 2.4.6 client: 部门管理 → 部门角色',
  ),
]

/** The declared table dictionary of a dictionary code, or undefined. */
export const tableDictionaryOf = (dictCode: string): TableDictionary | undefined =>
  TABLE_DICTIONARIES.find(
    (entry) =>
      entry.dictCode ===
      dictCode
        .split(',')
        .map((part) => part.trim())
        .join(','),
  )

/** The declared duplicate check of a table and column, or undefined. */
export const duplicateCheckOf = (table: string, field: string): DuplicateCheck | undefined =>
  DUPLICATE_CHECKS.find((entry) => entry.table === table && entry.field === field)

const dictionaryListing = (entries: readonly TableDictionary[]) =>
  entries.map((entry) => ({ dictCode: entry.dictCode, permission: [...entry.permission] }))

/**
 * What openapi.yaml lists on each operation that takes table or column names (build-spec.ts adds them to the
 * GET of each path): the declared dictionaries (`x-table-dictionaries`) and duplicate checks
 * (`x-duplicate-checks`), each with who may ask.
 */
export const TABLE_NAME_EXTENSIONS: Readonly<Record<string, Record<string, unknown>>> = {
  '/sys/dict/getDictItems/{dictCode}': { 'x-table-dictionaries': dictionaryListing(TABLE_DICTIONARIES) },
  '/sys/dict/loadDict/{dictCode}': { 'x-table-dictionaries': dictionaryListing(TABLE_DICTIONARIES) },
  '/sys/dict/loadDictItem/{dictCode}': { 'x-table-dictionaries': dictionaryListing(TABLE_DICTIONARIES) },
  '/sys/dict/loadDictOrderByValue/{dictCode}': {
    'x-table-dictionaries': dictionaryListing(TABLE_DICTIONARIES),
  },
  '/sys/dict/loadTreeData': {
    'x-table-dictionaries': TABLE_DICTIONARIES.flatMap((entry) =>
      entry.tree
        ? [
            {
              tableName: entry.table,
              text: entry.text,
              code: entry.code,
              pidField: entry.tree.pidField,
              ...(entry.tree.hasChildField ? { hasChildField: entry.tree.hasChildField } : {}),
              permission: [...entry.permission],
            },
          ]
        : [],
    ),
  },
  '/sys/duplicate/check': {
    'x-duplicate-checks': DUPLICATE_CHECKS.map((entry) => ({
      tableName: entry.table,
      fieldName: entry.field,
      permission: [...entry.permission],
    })),
  },
}
