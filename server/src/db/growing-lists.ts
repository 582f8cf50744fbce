import { allFields, columnOf, resources, type FieldDef, type ResourceDef } from '@erp/openapi/resources'

/**
 * The tables that grow without end (a row per clock, meal, recharge, report, event, log line, reader…), whose
 * lists must stay fast at a factory's year of data (issue 36), and the filters staff use on their lists: what
 * migration 0030_list_indexes.sql serves by an index and list-plans.test.ts holds against EXPLAIN.
 */
export const GROWING_TABLES = [
  'att_record',
  'att_schedule',
  'att_leave',
  'cnt_transaction',
  'mtr_recharge',
  'qc_register',
  'qc_check_report',
  'exp_shipment',
  'exp_tracking_event',
  'rep_order',
  'sys_log',
  'sys_data_log',
  'sys_sms',
  'sys_announcement_send',
] as const

const growing = new Set<string>(GROWING_TABLES)

/** Every CRUD resource whose list reads a growing table. */
export const growingResources = (): ResourceDef[] =>
  resources.filter((resource: ResourceDef) => growing.has(resource.table))

/** One filter of a list as a request sends it (the contract's query parameters of the list operation). */
export interface StaffFilter {
  /** The field the filter names (camelCase, as the contract's parameter). */
  field: string
  /** The column an index must serve. */
  column: string
  /** The query parameters: an equality value, or a `_begin`/`_end` range. */
  query: Record<string, string>
}

/** The first column of the list's default order (the generic list sorts by create_time when none is given). */
export function sortColumn(resource: ResourceDef): string {
  const order = resource.defaultOrder ?? 'create_time DESC'
  return order.trim().split(/[\s,]+/)[0] ?? 'create_time'
}

const sample = (field: FieldDef): string => (field.type === 'integer' ? '1' : 'x')

/**
 * The filters staff use on a list: the date range of the list's own time (its sort column), the person or other
 * record it refers to (`…Id`, a log's `username`), the number typed in (`…No`), each dictionary field (status, type…), the
 * department (`sysOrgCode`) and the tenant. Recruitment and worker entries grow at the pace of hiring, so they
 * are not among the growing tables. Free text (`*a*`), amounts and who-changed-it fields are not among them: no
 * B-tree serves a substring, and nobody pages a year of data by an amount.
 */
export function staffFilters(resource: ResourceDef): StaffFilter[] {
  const time = sortColumn(resource)
  const filters: StaffFilter[] = []
  for (const [name, field] of Object.entries(allFields(resource))) {
    const column = columnOf(name, field)
    if ((field.type === 'date' || field.type === 'datetime') && column === time) {
      const begin = field.type === 'date' ? '2026-03-01' : '2026-03-01 00:00:00'
      const end = field.type === 'date' ? '2026-03-02' : '2026-03-02 00:00:00'
      filters.push({ field: name, column, query: { [`${name}_begin`]: begin, [`${name}_end`]: end } })
      continue
    }
    const keyed =
      /(Id|No)$/.test(name) ||
      Boolean(field.dict) ||
      name === 'sysOrgCode' ||
      name === 'username' ||
      name === 'tenantId' ||
      (name === 'status' && field.type !== 'text')
    if (keyed && field.type !== 'text')
      filters.push({ field: name, column, query: { [name]: sample(field) } })
  }
  return filters
}
