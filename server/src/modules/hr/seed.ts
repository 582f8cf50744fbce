import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'
import { residentIdCheck } from './resident-id'

/** Tables of the HR module emptied by the test reset before seeding again (children before parents). */
export const hrTables: string[] = ['hr_person']

/** How many staff records the demo has. */
export const SEED_PERSONS = 300

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈'
const GIVEN = '伟芳娜秀英敏静丽强磊军洋勇艳杰娟涛明超秀兰霞平刚桂英华玉兰萍红建国建华志强海燕晓东春梅丽娟'
const REGIONS = ['110105', '310104', '440305', '330106', '320102', '420111', '510107', '370202']

/** Departments the demo staff belong to, with their org codes (seed.ts). */
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
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM hr_person',
  )
  if (count > 0) return
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
