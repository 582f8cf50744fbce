import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'

/**
 * The recruitment back end in memory, through a stubbed fetch so the real client runs: the generic CRUD of
 * candidates, talents, interviews and requisitions (fakeCrudServer each), the look-ups, and the pipeline and
 * pool moves with the server's rules.
 */
const FORWARD = ['applied', 'screening', 'interview', 'offer', 'hired']
const TEXT: Record<string, string> = {
  // i18n-ignore: fake server data, the server answers in Chinese
  applied: '已投递',
  // i18n-ignore: fake server data, the server answers in Chinese
  screening: '筛选',
  // i18n-ignore: fake server data, the server answers in Chinese
  interview: '面试',
  // i18n-ignore: fake server data, the server answers in Chinese
  offer: '录用通知',
  // i18n-ignore: fake server data, the server answers in Chinese
  hired: '已入职',
  // i18n-ignore: fake server data, the server answers in Chinese
  rejected: '未录用',
}

export const fakeRequisitions: FakeRow[] = [
  {
    id: 'r1',
    // i18n-ignore: fake server data, the server answers in Chinese
    title: '成衣质检员',
    status: 'open',
    headcount: 2,
    salaryMin: 5500,
    salaryMax: 7500,
    departId: 'd1',
  },
  {
    id: 'r2',
    // i18n-ignore: fake server data, the server answers in Chinese
    title: '仓库管理员',
    status: 'closed',
    headcount: 1,
    salaryMin: 4800,
    salaryMax: 6500,
    departId: 'd1',
  },
]

export const fakeCandidates = (): FakeRow[] =>
  ['applied', 'applied', 'screening', 'interview', 'offer', 'hired', 'rejected'].map((stage, index) => ({
    id: `c${index + 1}`,
    // i18n-ignore: fake server data, the server answers in Chinese
    name: `候选人${index + 1}`,
    phone: `1380000000${index}`,
    requisitionId: 'r1',
    source: 'website',
    // i18n-ignore: fake server data, the server answers in Chinese
    source_dictText: '招聘网站',
    stage,
    stage_dictText: TEXT[stage] ?? stage,
    rating: (index % 5) + 1,
    createTime: '2026-11-20 08:00:00',
  }))

const fakeInterviews = (): FakeRow[] => [
  {
    id: 'i1',
    candidateId: 'c4',
    round: 1,
    interviewerId: 'u1',
    time: '2026-11-21 10:00:00',
    result: 'pass',
    // i18n-ignore: fake server data, the server answers in Chinese
    result_dictText: '通过',
    // i18n-ignore: fake server data, the server answers in Chinese
    feedback: '专业扎实',
  },
]

export function recFakeServer(
  options: { candidates?: FakeRow[]; talents?: FakeRow[]; interviews?: FakeRow[] } = {},
) {
  const candidates = fakeCrudServer('/rec/candidate', options.candidates ?? fakeCandidates())
  const talents = fakeCrudServer('/rec/talent', options.talents ?? [])
  const requisitions = fakeCrudServer('/rec/requisition', fakeRequisitions)
  const interviews = fakeCrudServer('/rec/interview', options.interviews ?? fakeInterviews())
  const moves: { path: string; body: Record<string, unknown> }[] = []
  // i18n-ignore: fake server data, the server answers in Chinese
  const envelope = (result: unknown, success = true, message = '操作成功！') =>
    new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    })

  const fetch = async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/rec/candidate/moveStage' || path === '/rec/candidate/toTalent') {
      const body = (await input.clone().json()) as Record<string, unknown>
      moves.push({ path, body })
      const row = candidates.rows().find((candidate) => candidate.id === body.id)
      // i18n-ignore: fake server data, the server answers in Chinese
      if (!row) return envelope(null, false, '候选人不存在')
      const from = String(row.stage)
      if (path.endsWith('/toTalent')) {
        // i18n-ignore: fake server data, the server answers in Chinese
        if (from === 'hired') return envelope(null, false, '已入职的候选人不能移入人才库')
        if (talents.rows().some((talent) => talent.sourceCandidateId === row.id))
          // i18n-ignore: fake server data, the server answers in Chinese
          return envelope(null, false, '该候选人已在人才库中')
        row.stage = 'rejected'
        row.stage_dictText = TEXT.rejected ?? 'rejected'
        talents.rows().push({
          id: `t-${String(row.id)}`,
          name: row.name ?? '',
          phone: row.phone ?? '',
          sourceCandidateId: row.id ?? null,
        })
        // i18n-ignore: fake server data, the server answers in Chinese
        return envelope({ candidateId: row.id, talentId: `t-${String(row.id)}` }, true, '已移入人才库')
      }
      const to = String(body.stage)
      const allowed =
        from !== 'hired' && from !== 'rejected'
          ? to === 'rejected' || FORWARD[FORWARD.indexOf(from) + 1] === to
          : body.reopen === true
      // i18n-ignore: fake server data, the server answers in Chinese
      if (!allowed) return envelope(null, false, `候选人阶段不能从「${TEXT[from]}」直接变为「${TEXT[to]}」`)
      if ((to === 'offer' || to === 'hired') && !interviews.rows().some((i) => i.candidateId === row.id))
        // i18n-ignore: fake server data, the server answers in Chinese
        return envelope(null, false, '候选人至少面试一次后才能发录用通知或入职')
      row.stage = to
      row.stage_dictText = TEXT[to] ?? to
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope({ id: row.id, stage: to, previousStage: from }, true, `阶段已变更为「${TEXT[to]}」`)
    }
    if (path === '/rec/talent/toCandidate') {
      const body = (await input.clone().json()) as Record<string, unknown>
      moves.push({ path, body })
      const talent = talents.rows().find((row) => row.id === body.id)
      // i18n-ignore: fake server data, the server answers in Chinese
      if (!talent) return envelope(null, false, '人才不存在')
      candidates.rows().push({
        id: `c-${String(talent.id)}`,
        name: talent.name ?? '',
        stage: 'applied',
        requisitionId: String(body.requisitionId),
      })
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope({ candidateId: `c-${String(talent.id)}`, talentId: talent.id }, true, '已转为候选人')
    }
    if (path === '/sys/user/list') {
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope({ records: [{ id: 'u1', username: 'hr01', realname: '人事张经理' }], total: 1 })
    }
    if (path === '/sys/sysDepart/queryTreeList') {
      // i18n-ignore: fake server data, the server answers in Chinese
      return envelope([{ id: 'd1', departName: '质检部', children: [] }])
    }
    const servers: Record<string, typeof candidates> = {
      '/rec/requisition': requisitions,
      '/rec/interview': interviews,
      '/rec/talent': talents,
    }
    const server = servers[path.split('/').slice(0, 3).join('/')] ?? candidates
    return server.fetch(input)
  }
  return { fetch, moves, candidates, talents, requisitions, interviews }
}
