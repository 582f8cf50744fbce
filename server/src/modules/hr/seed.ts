import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'
import { residentIdCheck } from './resident-id'

/** Tables of the HR module emptied by the test reset before seeding again (children before parents). */
export const hrTables: string[] = ['hr_worker_entry', 'hr_person']

/** How many staff records the demo has. */
export const SEED_PERSONS = 300

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉兰萍红建国建华志强海燕晓东春梅丽娟'
const REGIONS = ['110105', '310104', '440305', '330106', '320102', '420111', '510107', '370202']

/** Departments the demo staff belong to, with their org codes (modules/system/depart/seed.ts). */
const DEPARTS: ReadonlyArray<readonly [string, string]> = [
  [seedIds.departQc, 'A01A02'],
  [seedIds.departLogistics, 'A01A03'],
  [seedIds.departHr, 'A01A01'],
  [seedIds.departRnd, 'A01A05'],
]

/** The id of the n-th demo person (1-based); other modules refer to persons by these ids. */
export const personId = (n: number) => `5e000000000000000000000000${n.toString(16).padStart(6, '0')}`

interface PersonSeed {
  id: string
  workNo: string
  realname: string
  sex: number
  birthday: string
  idCard: string
  phone: string
  departId: string
  orgCode: string
  entryDate: string
  status: string
}

export function demoPersons(count = SEED_PERSONS): PersonSeed[] {
  return Array.from({ length: count }, (_, index) => {
    const n = index + 1
    const surname = SURNAMES[(n * 7) % SURNAMES.length] ?? '王'
    const given =
      (GIVEN[(n * 13) % GIVEN.length] ?? '伟') + (n % 3 ? (GIVEN[(n * 5) % GIVEN.length] ?? '') : '')
    const year = 1970 + (n % 35)
    const month = String(1 + (n % 12)).padStart(2, '0')
    const day = String(1 + (n % 28)).padStart(2, '0')
    const sex = n % 2 ? 1 : 2
    // The 17th digit is odd for men and even for women, as the standard says.
    const order =
      String(100 + ((n * 2) % 900)).slice(0, 2) + String(sex === 1 ? (n % 5) * 2 + 1 : (n % 5) * 2)
    const first17 = `${REGIONS[n % REGIONS.length]}${year}${month}${day}${order}`
    const [departId, orgCode] = DEPARTS[n % DEPARTS.length] ?? [seedIds.departQc, 'A01A02']
    const entryYear = 2015 + (n % 11)
    return {
      id: personId(n),
      workNo: `W${String(n).padStart(5, '0')}`,
      realname: surname + given,
      sex,
      birthday: `${year}-${month}-${day}`,
      idCard: first17 + residentIdCheck(first17),
      phone: `13${String(800000000 + n * 7919).slice(0, 9)}`,
      departId,
      orgCode,
      entryDate: `${entryYear}-${String(1 + (n % 12)).padStart(2, '0')}-01`,
      status: n % 23 === 0 ? 'resigned' : n % 9 === 0 ? 'probation' : 'regular',
    }
  })
}

/** Demo data of the HR module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedHr(db: Queryable): Promise<void> {
  if (!(await hasRows(db, 'hr_person'))) await seedPersons(db)
  // Checked on its own: a database seeded before worker entries existed gets them once.
  if (!(await hasRows(db, 'hr_worker_entry'))) await seedWorkerEntries(db)
}

async function hasRows(db: Queryable, table: 'hr_person' | 'hr_worker_entry'): Promise<boolean> {
  return (await db.query(`SELECT 1 FROM ${table} LIMIT 1`)).length > 0
}

async function seedPersons(db: Queryable): Promise<void> {
  const persons = demoPersons()
  const column = <K extends keyof PersonSeed>(key: K) => persons.map((person) => person[key])
  await db.query(
    `INSERT INTO hr_person (id, work_no, realname, sex, birthday, id_card, phone, email, depart_id, sys_org_code,
       post, entry_date, status, create_by, create_time)
     SELECT id, work_no, realname, sex, birthday::date, id_card, phone, lower(work_no) || '@factory.example.com',
       depart_id, org_code, NULL, entry_date::date, status, 'admin', entry_date::timestamp
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[])
       AS t(id, work_no, realname, sex, birthday, id_card, phone, depart_id, org_code, entry_date, status)`,
    [
      column('id'),
      column('workNo'),
      column('realname'),
      column('sex'),
      column('birthday'),
      column('idCard'),
      column('phone'),
      column('departId'),
      column('orgCode'),
      column('entryDate'),
      column('status'),
    ],
  )
}

/** How many worker entries the demo has, and how they spread over the workflow. */
export const SEED_WORKER_ENTRIES = 40
const ENTRY_STATUSES = { submitted: 16, reviewed: 8, onboarded: 10, rejected: 6 } as const
const WORKSHOPS = ['cutting', 'sewing', 'finishing', 'packing', 'warehouse']
const EDUCATIONS = ['primary', 'junior', 'senior', 'technical', 'college']
const PLACES = [
  '河南省周口市',
  '安徽省阜阳市',
  '四川省南充市',
  '湖南省邵阳市',
  '江西省赣州市',
  '贵州省毕节市',
]
const POSTS = ['车工', '裁剪工', '整烫工', '包装工', '仓管员']
const REASONS = ['年龄不符合岗位要求', '未按时到岗', '个人原因放弃入职', '体检不合格']
const CONTRACTS = ['fixed', 'temp', 'open', 'intern']

interface EntrySeed {
  id: string
  entryNo: string
  status: string
  name: string
  sex: number
  idCard: string
  phone: string
  birthday: string
  nativePlace: string
  education: string
  workshop: string
  desiredPost: string
  workNo: string | null
  departId: string | null
  entryDate: string | null
  contractType: string | null
  rejectReason: string | null
  personId: string | null
  daysAgo: number
}

/** The id of the n-th demo worker entry (1-based). */
export const workerEntryId = (n: number) => `5e100000000000000000000000${n.toString(16).padStart(6, '0')}`

/**
 * Demo worker entries: the onboarded ones are the last demo persons (same name, ID, phone and work number);
 * the others are new people. Entry numbers are dated before today, so they never meet the sequence's.
 */
export function demoWorkerEntries(): EntrySeed[] {
  const statuses = Object.entries(ENTRY_STATUSES).flatMap(([status, count]) =>
    Array.from({ length: count }, () => status),
  )
  const persons = demoPersons()
  let onboarded = 0
  return statuses.map((status, index) => {
    const n = index + 1
    const daysAgo = 1 + ((n * 3) % 60)
    const created = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    const common = {
      id: workerEntryId(n),
      entryNo: `RZ${created.replaceAll('-', '')}${String(90000 + n)}`,
      status,
      nativePlace: PLACES[n % PLACES.length] ?? '河南省周口市',
      education: EDUCATIONS[n % EDUCATIONS.length] ?? 'junior',
      workshop: WORKSHOPS[n % WORKSHOPS.length] ?? 'sewing',
      desiredPost: POSTS[n % POSTS.length] ?? '车工',
      rejectReason: status === 'rejected' ? (REASONS[n % REASONS.length] ?? '个人原因放弃入职') : null,
      contractType:
        status === 'reviewed' || status === 'onboarded' ? (CONTRACTS[n % CONTRACTS.length] ?? null) : null,
      daysAgo,
    }
    const person = status === 'onboarded' ? persons[SEED_PERSONS - 1 - onboarded++] : undefined
    if (person) {
      return {
        ...common,
        name: person.realname,
        sex: person.sex,
        idCard: person.idCard,
        phone: person.phone,
        birthday: person.birthday,
        workNo: person.workNo,
        departId: person.departId,
        entryDate: person.entryDate,
        personId: person.id,
      }
    }
    const year = 1975 + (n % 30)
    const month = String(1 + ((n * 5) % 12)).padStart(2, '0')
    const day = String(1 + ((n * 7) % 28)).padStart(2, '0')
    const sex = n % 3 ? 1 : 2
    const first17 = `${REGIONS[(n + 3) % REGIONS.length]}${year}${month}${day}${String(500 + n).slice(0, 2)}${sex === 1 ? (n % 5) * 2 + 1 : (n % 5) * 2}`
    const reviewed = status === 'reviewed'
    return {
      ...common,
      name: (SURNAMES[(n * 11) % SURNAMES.length] ?? '王') + (GIVEN[(n * 17) % GIVEN.length] ?? '伟'),
      sex,
      idCard: first17 + residentIdCheck(first17),
      phone: `15${String(700000000 + n * 104729).slice(0, 9)}`,
      birthday: `${year}-${month}-${day}`,
      workNo: reviewed ? `W1${String(n).padStart(4, '0')}` : null,
      departId: reviewed ? (DEPARTS[n % DEPARTS.length]?.[0] ?? seedIds.departQc) : null,
      entryDate: reviewed ? new Date(Date.now() + (n % 14) * 86_400_000).toISOString().slice(0, 10) : null,
      personId: null,
    }
  })
}

async function seedWorkerEntries(db: Queryable): Promise<void> {
  const entries = demoWorkerEntries()
  const column = <K extends keyof EntrySeed>(key: K) => entries.map((entry) => entry[key])
  await db.query(
    `INSERT INTO hr_worker_entry (id, entry_no, status, name, sex, id_card, phone, birthday, native_place,
       education, workshop, desired_post, work_no, depart_id, entry_date, contract_type, reject_reason, person_id,
       emergency_contact, emergency_phone, expected_entry_date, create_time, update_by, update_time)
     SELECT id, entry_no, status, name, sex, id_card, phone, birthday::date, native_place, education, workshop,
       desired_post, work_no, depart_id, entry_date::date, contract_type, reject_reason,
       (SELECT p.id FROM hr_person p WHERE p.id = t.person_id),
       left(name, 1) || '家属', '139' || right(phone, 8), (now() - days_ago * interval '1 day' + interval '10 days')::date,
       now() - days_ago * interval '1 day',
       CASE WHEN status = 'submitted' THEN NULL ELSE 'admin' END,
       CASE WHEN status = 'submitted' THEN NULL ELSE now() - days_ago * interval '1 day' + interval '1 day' END
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[],
       $9::text[], $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[],
       $17::text[], $18::text[], $19::int[])
       AS t(id, entry_no, status, name, sex, id_card, phone, birthday, native_place, education, workshop,
         desired_post, work_no, depart_id, entry_date, contract_type, reject_reason, person_id, days_ago)`,
    [
      column('id'),
      column('entryNo'),
      column('status'),
      column('name'),
      column('sex'),
      column('idCard'),
      column('phone'),
      column('birthday'),
      column('nativePlace'),
      column('education'),
      column('workshop'),
      column('desiredPost'),
      column('workNo'),
      column('departId'),
      column('entryDate'),
      column('contractType'),
      column('rejectReason'),
      column('personId'),
      column('daysAgo'),
    ],
  )
}
