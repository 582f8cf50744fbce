/**
 * Consumer contract of the recruitment pages: the generic CRUD of 招聘需求, 候选人, 面试 and 人才库, the
 * interviews of one candidate (the drawer), the pipeline move of the board and the moves to and from the
 * talent pool. Rows come from the rec fixtures (server/src/modules/rec/pact-fixtures.ts).
 */
import { REC_FIXTURE as R } from '@erp/server/modules/rec/pact-fixtures'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { describeCrud, type CrudResource } from './crud-contract'
import { newPact } from './pact-helpers'
import { dateTime, interaction, page } from './system-helpers'

const { like, eachLike, regex } = MatchersV3

const pact = newPact()
const ID = '^[0-9a-z]{32}$'

const resources: CrudResource[] = [
  {
    base: '/rec/requisition',
    title: 'requisition',
    id: R.requisition,
    record: {
      title: like('契约测试职位'),
      headcount: like(2),
      salaryMin: like(6000),
      salaryMax: like(9000),
      status: like('open'),
    },
    listQuery: { title: '契约测试职位' },
    add: {
      title: '缝纫工',
      departId: null,
      headcount: 3,
      salaryMin: 5000,
      salaryMax: 7000,
      status: 'open',
      deadline: '2099-12-31',
      requirements: '一年以上经验',
    },
    edit: {
      id: R.requisition,
      title: '契约测试职位二',
      headcount: 2,
      salaryMin: 6500,
      salaryMax: 9000,
      status: 'paused',
    },
  },
  {
    base: '/rec/candidate',
    title: 'candidate',
    id: R.candidate,
    record: {
      name: like('契约候选人'),
      requisitionId: R.requisition,
      stage: like('screening'),
      stage_dictText: like('筛选'),
    },
    listQuery: { name: '契约候选人' },
    add: {
      name: '新候选人',
      phone: '13912345678',
      email: 'new@example.com',
      requisitionId: R.requisition,
      source: 'website',
      rating: 4,
      resume: null,
    },
    edit: {
      id: R.candidate,
      name: '契约候选人二',
      phone: '13700000001',
      email: null,
      requisitionId: R.requisition,
      source: 'referral',
      rating: 5,
      resume: null,
    },
  },
  {
    base: '/rec/interview',
    title: 'interview',
    id: R.interview,
    record: { candidateId: R.candidate, round: like(1), result: like('pending') },
    listQuery: { candidateId: R.candidate },
    add: {
      candidateId: R.candidate,
      round: 2,
      interviewerId: null,
      time: '2099-01-01 10:00:00',
      result: 'pending',
      feedback: null,
    },
    edit: {
      id: R.interview,
      candidateId: R.candidate,
      round: 1,
      time: '2099-01-05 10:00:00',
      result: 'pass',
      feedback: '表现良好',
    },
  },
  {
    base: '/rec/talent',
    title: 'talent',
    id: R.talent,
    record: { name: like('契约人才'), skills: like('服装质检;英语') },
    listQuery: { name: '契约人才' },
    add: {
      name: '新人才',
      phone: '13912345670',
      email: null,
      yearsOfExperience: 4,
      lastContact: '2026-11-20',
      skills: '叉车;仓储管理',
      note: null,
    },
    edit: { id: R.talent, name: '契约人才二', skills: '服装质检;英语;日语', yearsOfExperience: 7 },
  },
]

describeCrud(pact, resources)

describe('the candidate pipeline and the talent pool', () => {
  it('GET /rec/interview/list?candidateId= lists the interviews of one candidate by round', async () => {
    const query = { candidateId: R.candidate, pageNo: '1', pageSize: '100', column: 'round', order: 'asc' }
    await interaction(pact, {
      description: 'a request for the interviews of the fixture candidate',
      method: 'GET',
      path: '/rec/interview/list',
      query,
      result: page(
        eachLike({
          id: R.interview,
          candidateId: R.candidate,
          round: like(1),
          time: dateTime('2099-01-05 10:00:00'),
          result: like('pending'),
          feedback: like('契约测试面试'),
        }),
      ),
      check: async (client) => {
        const { data } = await client.GET('/rec/interview/list', {
          params: {
            query: { candidateId: R.candidate, pageNo: 1, pageSize: 100, column: 'round', order: 'asc' },
          },
        })
        expect(data?.result?.records[0]?.candidateId).toBe(R.candidate)
      },
    })
  })

  it('POST /rec/candidate/moveStage moves a candidate one stage forward', async () => {
    await interaction(pact, {
      description: 'a request to move the fixture candidate from applied to screening',
      method: 'POST',
      path: '/rec/candidate/moveStage',
      body: { id: R.movingCandidate, stage: 'screening' },
      result: { id: R.movingCandidate, stage: 'screening', previousStage: 'applied' },
      message: '阶段已变更为「筛选」',
      check: async (client) => {
        const { data } = await client.POST('/rec/candidate/moveStage', {
          body: { id: R.movingCandidate, stage: 'screening' },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.previousStage).toBe('applied')
      },
    })
  })

  it('POST /rec/candidate/moveStage refuses skipping a stage', async () => {
    await interaction(pact, {
      description: 'a request to move the fixture candidate from applied straight to offer',
      method: 'POST',
      path: '/rec/candidate/moveStage',
      body: { id: R.movingCandidate, stage: 'offer' },
      result: null,
      refused: true,
      message: '候选人阶段不能从「已投递」直接变为「录用通知」',
      check: async (client) => {
        const { data } = await client.POST('/rec/candidate/moveStage', {
          body: { id: R.movingCandidate, stage: 'offer' },
        })
        expect(data?.success).toBe(false)
        expect(data?.message).toContain('不能从')
      },
    })
  })

  it('POST /rec/candidate/toTalent moves a candidate to the talent pool', async () => {
    await interaction(pact, {
      description: 'a request to move the fixture candidate to the talent pool',
      method: 'POST',
      path: '/rec/candidate/toTalent',
      body: { id: R.poolCandidate },
      result: { candidateId: R.poolCandidate, talentId: regex(ID, 'a1c0000000000000000000000000e001') },
      message: '已移入人才库',
      check: async (client) => {
        const { data } = await client.POST('/rec/candidate/toTalent', { body: { id: R.poolCandidate } })
        expect(data?.success).toBe(true)
        expect(data?.result?.candidateId).toBe(R.poolCandidate)
      },
    })
  })

  it('POST /rec/talent/toCandidate makes a talent a candidate of a requisition', async () => {
    await interaction(pact, {
      description: 'a request to make the fixture talent a candidate of the fixture requisition',
      method: 'POST',
      path: '/rec/talent/toCandidate',
      body: { id: R.talent, requisitionId: R.requisition },
      result: { candidateId: regex(ID, 'a1c0000000000000000000000000c001'), talentId: R.talent },
      message: '已转为候选人',
      check: async (client) => {
        const { data } = await client.POST('/rec/talent/toCandidate', {
          body: { id: R.talent, requisitionId: R.requisition },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.talentId).toBe(R.talent)
      },
    })
  })
})
