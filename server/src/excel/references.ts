import type { ResourceKey } from '@erp/openapi/resources'
import type { Queryable } from '../db/database'

/**
 * Fields that hold the id of another row (a department, a person, a brand…). A spreadsheet shows what the list
 * shows — the row's name or number — and an import reads that back: by the label, by one of the row's codes, or
 * by the id itself. A label several rows share is written `label（code）`, the way the att pages show persons.
 */

export interface Reference {
  /** Table of the referenced rows (unquoted). */
  table: string
  /** SQL expression (over the referenced table) of the text the list shows. */
  label: string
  /** Columns that name one row as well (a code, a number, an account), tried before the label. */
  keys?: readonly string[]
  /** SQL condition of rows that may be referenced. */
  live?: string
  /** Always written `label（first key）` (persons: the att lists show them so). */
  withKey?: boolean
  /** Values that are no row but stay as they are (a category's root '0'). */
  passThrough?: readonly string[]
  /** A comma-separated list of ids. */
  multiple?: boolean
  /** Column the field stores (default the row's id; a person's post stores the position's code). */
  stored?: string
}

export const DEPARTMENT: Reference = {
  table: 'sys_depart',
  label: 'depart_name',
  keys: ['org_code'],
  live: `del_flag::text = '0'`,
}
const PERSON: Reference = { table: 'hr_person', label: 'realname', keys: ['work_no'], withKey: true }
const USER: Reference = {
  table: 'sys_user',
  label: `COALESCE(NULLIF(realname, ''), username)`,
  keys: ['username', 'work_no'],
  live: `del_flag::text = '0'`,
}
export const ROLE: Reference = { table: 'sys_role', label: 'role_name', keys: ['role_code'] }
const BRAND: Reference = { table: 'qc_brand', label: 'name', keys: ['code'] }

/** Reference fields of each resource (openapi/src/resources.ts), as the app's lists show them. */
export const REFERENCES: Partial<Record<ResourceKey, Record<string, Reference>>> = {
  dictItem: {
    dictId: { table: 'sys_dict', label: 'dict_name', keys: ['dict_code'], live: `del_flag::text = '0'` },
  },
  announcement: { userIds: { ...USER, multiple: true } },
  category: { pid: { table: 'sys_category', label: 'name', keys: ['code'], passThrough: ['0'] } },
  announcementSend: {
    anntId: { table: 'sys_announcement', label: 'titile', live: `del_flag::text = '0'` },
    userId: USER,
  },
  person: {
    departId: DEPARTMENT,
    post: { table: 'sys_position', label: 'name', stored: 'code' },
  },
  workerEntry: { departId: DEPARTMENT, personId: PERSON },
  attSchedule: { personId: PERSON, shiftId: { table: 'att_shift', label: 'name', keys: ['code'] } },
  attRecord: { personId: PERSON },
  attLeave: { personId: PERSON },
  requisition: { departId: DEPARTMENT },
  candidate: { requisitionId: { table: 'rec_requisition', label: 'title' } },
  interview: { candidateId: { table: 'rec_candidate', label: 'name', keys: ['phone'] }, interviewerId: USER },
  talent: { sourceCandidateId: { table: 'rec_candidate', label: 'name', keys: ['phone'] } },
  canteenCard: { personId: PERSON },
  shipment: { senderId: USER, senderDepartId: DEPARTMENT },
  trackingEvent: { shipmentId: { table: 'exp_shipment', label: 'waybill_no' } },
  repairOrder: { assigneeId: USER },
  meterRecharge: { meterId: { table: 'mtr_meter', label: 'meter_no' } },
  qcRegister: { brandId: BRAND, groupId: { table: 'qc_group', label: 'name' } },
  qcCheckReport: {
    registerId: { table: 'qc_register', label: 'register_no' },
    inspectorId: USER,
    // A check rule has no name: its brand, product category and inspection level say which it is.
    ruleId: {
      table: 'qc_check_rule',
      label: `concat_ws(' ', (SELECT b.name FROM qc_brand b WHERE b.id = brand_id), product_category, inspection_level)`,
    },
  },
  qcGroup: { leaderId: USER, memberIds: { ...USER, multiple: true } },
  qcCheckRule: { brandId: BRAND },
}

/** Fields whose values are a fixed set shown by text (no dictionary in the database): code → text. */
export const CHOICES: Partial<Record<ResourceKey, Record<string, ReadonlyMap<string, string>>>> = {
  qcCheckReport: {
    // app/src/modules/qc/check-report-options.ts INSPECTION_TYPES
    inspectionType: new Map([
      ['garment', '成衣检验'],
      ['fabric', '面料检验'],
    ]),
  },
}

/** Matching is on trimmed text; labels are compared as they are. */
const partsOf = (value: string, multiple: boolean | undefined) =>
  (multiple ? value.split(',') : [value]).map((part) => part.trim()).filter((part) => part !== '')

interface Named {
  id: string
  label: string | null
  keys: Array<string | null>
  same: number
}

const keyColumns = (reference: Reference) => reference.keys ?? []
const liveOf = (reference: Reference) => reference.live ?? 'TRUE'
const storedOf = (reference: Reference) => reference.stored ?? 'id'

/** `label（key）` of a row, or its label alone when no other row has it (withKey: always with the key). */
function shown(reference: Reference, row: Named): string {
  const label = row.label ?? row.id
  if (!reference.withKey && row.same <= 1) return label
  return `${label}（${row.keys[0] ?? row.id}）`
}

/** Rows by id, with how many live rows share each one's label. */
async function rowsById(db: Queryable, reference: Reference, ids: string[]): Promise<Map<string, Named>> {
  if (!ids.length) return new Map()
  const keys = keyColumns(reference)
  // Column names in `label` and `live` are unqualified: each resolves in the innermost FROM.
  const rows = await db.query<
    { id: string; label: string | null; same: number } & Record<string, string | null>
  >(
    `WITH picked AS (
       SELECT ${storedOf(reference)}::text AS id, (${reference.label})::text AS label
         ${keys.map((key, index) => `, ${key}::text AS "k${index}"`).join('')}
       FROM ${reference.table} WHERE ${storedOf(reference)}::text = ANY($1::text[]))
     SELECT picked.*, COALESCE(counts.same, 0) AS same
     FROM picked LEFT JOIN (
       SELECT (${reference.label})::text AS label, count(*)::int AS same FROM ${reference.table}
       WHERE ${liveOf(reference)} AND (${reference.label})::text IN (SELECT picked.label FROM picked)
       GROUP BY 1) counts ON counts.label = picked.label`,
    [ids],
  )
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        label: row.label,
        same: row.same,
        keys: keys.map((_, index) => row[`k${index}`] ?? null),
      },
    ]),
  )
}

/** Id → shown text of the given values (comma lists for multiple references); unknown ids stay as they are. */
export async function referenceTexts(
  db: Queryable,
  reference: Reference,
  values: ReadonlyArray<unknown>,
): Promise<Map<string, string>> {
  const ids = [
    ...new Set(
      values.flatMap((value) =>
        value === null || value === undefined ? [] : partsOf(String(value), reference.multiple),
      ),
    ),
  ]
  const rows = await rowsById(db, reference, ids)
  return new Map([...rows].map(([id, row]) => [id, shown(reference, row)]))
}

/** The text of a value with its ids replaced by what the list shows. */
export function shownValue(reference: Reference, texts: Map<string, string>, value: unknown): string | null {
  if (value === null || value === undefined) return null
  return partsOf(String(value), reference.multiple)
    .map((id) => texts.get(id) ?? id)
    .join(',')
}

export type Resolved = { value: string } | { problem: string }

/** `label（key）` or `label(key)`: the key part names the row. */
const WITH_KEY = /^(.*?)\s*[（(]([^（）()]+)[）)]$/

/**
 * Looks up the texts of a file's cells: for each text, the id of the one row it names, or why there is none.
 * One query per call, whatever the number of rows.
 */
export async function resolveReferences(
  db: Queryable,
  reference: Reference,
  texts: ReadonlyArray<string>,
): Promise<Map<string, { id: string } | { problem: 'missing' | 'ambiguous' }>> {
  const wanted = new Set<string>()
  for (const text of texts) {
    wanted.add(text)
    const match = WITH_KEY.exec(text)
    if (match?.[1] !== undefined && match[2] !== undefined) {
      wanted.add(match[1].trim())
      wanted.add(match[2].trim())
    }
  }
  const keys = keyColumns(reference)
  const found = wanted.size
    ? await db.query<{ id: string; label: string | null } & Record<string, string | null>>(
        `SELECT r.${storedOf(reference)}::text AS id, (${reference.label})::text AS label
           ${keys.map((key, index) => `, r.${key}::text AS "k${index}"`).join('')}
         FROM ${reference.table} r
         WHERE ${liveOf(reference)} AND (r.${storedOf(reference)}::text = ANY($1::text[]) OR (${reference.label})::text = ANY($1::text[])
           ${keys.map((key) => `OR r.${key}::text = ANY($1::text[])`).join(' ')})`,
        [[...wanted]],
      )
    : []
  const byId = new Map<string, string>()
  const byKey = new Map<string, Set<string>>()
  const byLabel = new Map<string, Set<string>>()
  const add = (map: Map<string, Set<string>>, text: string | null, id: string) => {
    if (text === null) return
    map.set(text, (map.get(text) ?? new Set()).add(id))
  }
  for (const row of found) {
    byId.set(row.id, row.id)
    keys.forEach((_, index) => add(byKey, row[`k${index}`] ?? null, row.id))
    add(byLabel, row.label, row.id)
  }
  const one = (text: string): { id: string } | { problem: 'missing' | 'ambiguous' } => {
    if (reference.passThrough?.includes(text)) return { id: text }
    const id = byId.get(text)
    if (id) return { id }
    for (const map of [byKey, byLabel]) {
      const ids = map.get(text)
      if (ids?.size === 1) return { id: [...ids][0] as string }
      if (ids && ids.size > 1) return { problem: 'ambiguous' }
    }
    return { problem: 'missing' }
  }
  const answers = new Map<string, { id: string } | { problem: 'missing' | 'ambiguous' }>()
  for (const text of texts) {
    const direct = one(text)
    const match = WITH_KEY.exec(text)
    if ('id' in direct || !match?.[1] || !match[2]) {
      answers.set(text, direct)
      continue
    }
    // `label（key）`: the key names the row, and the label must be that row's.
    const byItsKey = one(match[2].trim())
    const labelIds = byLabel.get(match[1].trim())
    answers.set(
      text,
      'id' in byItsKey && (!labelIds || labelIds.has(byItsKey.id)) ? byItsKey : { problem: 'missing' },
    )
  }
  return answers
}

/** Splits a cell of a reference column into its parts (one for single references). */
export const referenceParts = (text: string, reference: Reference) => partsOf(text, reference.multiple)
