import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'
import type { Stage } from './pipeline'

/** Tables of the rec module emptied by the test reset before seeding again (children before parents). */
export const recTables: string[] = ['rec_interview', 'rec_talent', 'rec_candidate', 'rec_requisition']

export const SEED_REC = { requisitions: 10, candidates: 120, interviews: 80, talents: 50 } as const

const hexId = (prefix: string, n: number) => `${prefix}${n.toString(16).padStart(32 - prefix.length, '0')}`
export const requisitionId = (n: number) => hexId('7ec1', n)
export const candidateId = (n: number) => hexId('7ec2', n)
const interviewId = (n: number) => hexId('7ec3', n)
const talentId = (n: number) => hexId('7ec4', n)

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘'
const GIVEN = '嘉怡子涵浩然雨萱梓轩欣怡宇航诗琪俊杰思远婉清文博佳琪明轩可馨泽宇晓彤'
const nameOf = (n: number) =>
  (SURNAMES[(n * 11) % SURNAMES.length] ?? '王') +
  (GIVEN[(n * 7) % GIVEN.length] ?? '明') +
  (n % 4 ? (GIVEN[(n * 3 + 1) % GIVEN.length] ?? '') : '')
const phoneOf = (n: number, base: number) => `1${3 + (n % 7)}${String(base + n * 7907).padStart(9, '0')}`

const DEPARTS = [seedIds.departQc, seedIds.departLogistics, seedIds.departHr, seedIds.departRnd]
const ORG_CODES = ['A01A02', 'A01A03', 'A01A01', 'A01A05']
const INTERVIEWERS = [seedIds.admin, seedIds.hr01, seedIds.qc01, seedIds.jeecg, seedIds.zhangsan]

/** [title, salaryMin, salaryMax, requirements, department index] */
const POSITIONS: ReadonlyArray<readonly [string, number, number, string, number]> = [
  ['成衣质检员', 5500, 7500, '熟悉AQL抽样检验，一年以上服装质检经验', 0],
  ['面料检验员', 5000, 7000, '熟悉四分制验布，能识别常见织疵', 0],
  ['QC主管', 9000, 13000, '五年以上质检经验，带过十人以上团队', 0],
  ['仓库管理员', 4800, 6500, '熟悉出入库流程，会使用Excel', 1],
  ['物流专员', 5200, 7200, '有快递对接经验，细心负责', 1],
  ['叉车司机', 5500, 7000, '持叉车证，两年以上驾驶经验', 1],
  ['招聘专员', 6000, 8500, '熟悉招聘渠道，沟通能力强', 2],
  ['薪酬绩效专员', 7000, 10000, '熟悉社保公积金政策，会做薪资核算', 2],
  ['前端开发工程师', 15000, 25000, '熟悉React与TypeScript，三年以上经验', 3],
  ['测试工程师', 11000, 18000, '熟悉自动化测试，了解Playwright', 3],
]
const REQUISITION_STATUS = [
  'open',
  'open',
  'open',
  'paused',
  'open',
  'closed',
  'open',
  'open',
  'paused',
  'open',
]
const SOURCES = ['referral', 'website', 'campus', 'agency', 'walk_in']
const SKILLS = [
  '服装质检',
  'AQL抽样',
  '验布',
  '英语',
  '仓储管理',
  '叉车',
  'Excel',
  '招聘',
  '薪酬',
  'React',
  'TypeScript',
  '自动化测试',
  '沟通',
  '团队管理',
]
const FEEDBACK = [
  '专业扎实，沟通顺畅',
  '经验偏少，可培养',
  '期望薪资偏高',
  '稳定性待考察',
  '综合素质好，推荐录用',
]

/** Stage of the n-th candidate: every stage represented, most candidates early in the pipeline. */
const stageOf = (n: number): Stage => {
  const spread: readonly Stage[] = [
    'applied',
    'applied',
    'screening',
    'screening',
    'interview',
    'interview',
    'offer',
    'hired',
    'rejected',
    'rejected',
  ]
  return spread[n % spread.length] ?? 'applied'
}

/** Demo data of the rec module; does nothing when its rows are there (it also runs on an existing database). */
export async function seedRec(db: Queryable): Promise<void> {
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM rec_requisition',
  )
  if (count > 0) return
  const requisitions = POSITIONS.map(([title, min, max, requirements, depart], index) => ({
    id: requisitionId(index + 1),
    title,
    departId: DEPARTS[depart] ?? seedIds.departQc,
    orgCode: ORG_CODES[depart] ?? 'A01',
    headcount: 1 + (index % 4),
    min,
    max,
    requirements,
    status: REQUISITION_STATUS[index] ?? 'open',
    deadlineDays: 20 + index * 9,
    createdDaysAgo: 60 - index * 4,
  }))
  await db.query(
    `INSERT INTO rec_requisition (id, title, depart_id, headcount, salary_min, salary_max, requirements, status,
       deadline, sys_org_code, create_by, create_time)
     SELECT id, title, depart_id, headcount, salary_min, salary_max, requirements, status,
       CURRENT_DATE + deadline_days, org_code, 'hr01', now() - make_interval(days => created_days_ago)
     FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::numeric[], $6::numeric[], $7::text[],
       $8::text[], $9::int[], $10::text[], $11::int[])
       AS t(id, title, depart_id, headcount, salary_min, salary_max, requirements, status, deadline_days, org_code,
         created_days_ago)`,
    [
      requisitions.map((r) => r.id),
      requisitions.map((r) => r.title),
      requisitions.map((r) => r.departId),
      requisitions.map((r) => r.headcount),
      requisitions.map((r) => r.min),
      requisitions.map((r) => r.max),
      requisitions.map((r) => r.requirements),
      requisitions.map((r) => r.status),
      requisitions.map((r) => r.deadlineDays),
      requisitions.map((r) => r.orgCode),
      requisitions.map((r) => r.createdDaysAgo),
    ],
  )

  const candidates = Array.from({ length: SEED_REC.candidates }, (_, index) => {
    const n = index + 1
    const requisition = (n * 7) % SEED_REC.requisitions
    return {
      id: candidateId(n),
      name: nameOf(n),
      phone: phoneOf(n, 310000000),
      email: `cand${String(n).padStart(3, '0')}@mail.example.com`,
      requisitionId: requisitionId(requisition + 1),
      orgCode: ORG_CODES[(POSITIONS[requisition]?.[4] ?? 0) % ORG_CODES.length] ?? 'A01',
      source: SOURCES[n % SOURCES.length] ?? 'website',
      stage: stageOf(n),
      rating: n % 6 === 0 ? null : 1 + ((n * 3) % 5),
      daysAgo: 1 + ((n * 13) % 45),
    }
  })
  await db.query(
    `INSERT INTO rec_candidate (id, name, phone, email, requisition_id, source, stage, rating, sys_org_code,
       create_by, create_time)
     SELECT id, name, phone, email, requisition_id, source, stage, rating, org_code, 'hr01',
       now() - make_interval(days => days_ago)
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[],
       $9::text[], $10::int[])
       AS t(id, name, phone, email, requisition_id, source, stage, rating, org_code, days_ago)`,
    [
      candidates.map((c) => c.id),
      candidates.map((c) => c.name),
      candidates.map((c) => c.phone),
      candidates.map((c) => c.email),
      candidates.map((c) => c.requisitionId),
      candidates.map((c) => c.source),
      candidates.map((c) => c.stage),
      candidates.map((c) => c.rating),
      candidates.map((c) => c.orgCode),
      candidates.map((c) => c.daysAgo),
    ],
  )

  // Interviews for candidates who reached the interview stage or beyond (or were rejected after one).
  const interviewed = candidates.filter((c) => !['applied', 'screening'].includes(c.stage))
  const interviews: {
    id: string
    candidateId: string
    round: number
    interviewerId: string
    hoursAgo: number
    result: string
    feedback: string
  }[] = []
  for (let round = 1; interviews.length < SEED_REC.interviews && round <= 3; round++) {
    for (const [index, candidate] of interviewed.entries()) {
      if (interviews.length >= SEED_REC.interviews) break
      const pending = candidate.stage === 'interview' && round >= 2
      interviews.push({
        id: interviewId(interviews.length + 1),
        candidateId: candidate.id,
        round,
        interviewerId: INTERVIEWERS[(index + round) % INTERVIEWERS.length] ?? seedIds.admin,
        hoursAgo: pending ? -24 * round : Math.max(2, 24 * (candidate.daysAgo - round * 2) + 10),
        result: pending ? 'pending' : candidate.stage === 'rejected' && round === 2 ? 'fail' : 'pass',
        feedback: pending ? '' : (FEEDBACK[(index + round) % FEEDBACK.length] ?? ''),
      })
    }
  }
  await db.query(
    `INSERT INTO rec_interview (id, candidate_id, round, interviewer_id, time, result, feedback, create_by,
       create_time)
     SELECT id, candidate_id, round, interviewer_id, date_trunc('hour', now()) - make_interval(hours => hours_ago),
       result, nullif(feedback, ''), 'hr01', now()
     FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::text[], $7::text[])
       AS t(id, candidate_id, round, interviewer_id, hours_ago, result, feedback)`,
    [
      interviews.map((i) => i.id),
      interviews.map((i) => i.candidateId),
      interviews.map((i) => i.round),
      interviews.map((i) => i.interviewerId),
      interviews.map((i) => i.hoursAgo),
      interviews.map((i) => i.result),
      interviews.map((i) => i.feedback),
    ],
  )

  const talents = Array.from({ length: SEED_REC.talents }, (_, index) => {
    const n = index + 1
    const skills = [0, 1, 2]
      .map((k) => SKILLS[(n * (k + 2) + k * 5) % SKILLS.length] ?? '')
      .filter((skill, position, all) => all.indexOf(skill) === position)
    return {
      id: talentId(n),
      name: nameOf(n + 500),
      phone: phoneOf(n, 520000000),
      email: `talent${String(n).padStart(3, '0')}@mail.example.com`,
      skills: skills.join(';'),
      years: n % 15,
      daysAgo: (n * 17) % 200,
      note:
        n % 3 === 0 ? '期望薪资较高，可待合适岗位再联系' : n % 3 === 1 ? '面试表现良好，暂无匹配岗位' : '',
    }
  })
  await db.query(
    `INSERT INTO rec_talent (id, name, phone, email, skills, years_of_experience, last_contact, note, create_by,
       create_time)
     SELECT id, name, phone, email, skills, years, CURRENT_DATE - days_ago, nullif(note, ''), 'hr01',
       now() - make_interval(days => days_ago)
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[], $8::text[])
       AS t(id, name, phone, email, skills, years, days_ago, note)`,
    [
      talents.map((t) => t.id),
      talents.map((t) => t.name),
      talents.map((t) => t.phone),
      talents.map((t) => t.email),
      talents.map((t) => t.skills),
      talents.map((t) => t.years),
      talents.map((t) => t.daysAgo),
      talents.map((t) => t.note),
    ],
  )
}
