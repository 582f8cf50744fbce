/**
 * Consumer contract of the HR pages: the generic CRUD of 员工档案 (/hr/person) and 普工入职 (/hr/workerEntry),
 * the onboarding moves of the list and the HR page (review, onboard, reject), and the public submission of
 * /sdn/emp without a token. Rows come from the hr fixtures (server/src/modules/hr/pact-fixtures.ts).
 */
import { HR_FIXTURE as H } from '@erp/server/modules/hr/pact-fixtures'
import { MatchersV3, type PactV4 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { API_PREFIX, STATES } from '../pact-names'
import { describeCrud, type CrudResource } from './crud-contract'
import { TIMESTAMP, clientFor, newPact } from './pact-helpers'
import { interaction } from './system-helpers'

const { like, integer, regex } = MatchersV3

const pact = newPact()

const resources: CrudResource[] = [
  {
    base: '/hr/person',
    title: 'staff record',
    id: H.person,
    record: { workNo: H.personWorkNo, realname: like('契约员工'), departId: like(H.departId) },
    listQuery: { workNo: H.personWorkNo },
    add: {
      workNo: 'PACT0003',
      realname: '契约新人',
      sex: 2,
      idCard: '11010519491231002X',
      phone: '13800138001',
      departId: H.departId,
      entryDate: '2026-12-01',
      status: 'probation',
    },
    edit: { id: H.person, workNo: H.personWorkNo, realname: '契约员工二', status: 'regular' },
  },
  {
    base: '/hr/workerEntry',
    title: 'worker entry',
    id: H.entry,
    record: { entryNo: H.entryNo, name: like('契约普工'), status: 'submitted' },
    listQuery: { entryNo: H.entryNo },
    add: {
      name: '契约补录',
      sex: 1,
      idCard: '440524188001010014',
      phone: '13900139001',
      workshop: 'packing',
    },
    edit: { id: H.entry, name: '契约普工二', idCard: '440524188001010014', phone: '13900139000' },
  },
]

describeCrud(pact, resources)

/** The public submission: no X-Access-Token, only the tenant header the client always sends. */
function visitorSubmit(p: PactV4, body: Record<string, unknown>) {
  return p
    .addInteraction()
    .given(STATES.systemFixtures)
    .uponReceiving('a worker submits the onboarding form without a token')
    .withRequest('POST', `${API_PREFIX}/hr/workerEntry/submit`, (builder) => {
      builder.headers({ 'tenant-id': '0' })
      builder.jsonBody(body)
    })
    .willRespondWith(200, (builder) => {
      builder.jsonBody({
        success: true,
        message: like('提交成功！'),
        code: integer(200),
        result: { entryNo: regex('^RZ\\d{13}$', 'RZ2026112300001') },
        timestamp: integer(TIMESTAMP),
      })
    })
    .executeTest(async (mockServer) => {
      const { data } = await clientFor(mockServer.url).POST('/hr/workerEntry/submit', { body: body as never })
      expect(data?.success).toBe(true)
      expect(data?.result?.entryNo).toMatch(/^RZ\d{13}$/)
    })
}

describe('onboarding of workshop workers', () => {
  it('POST /hr/workerEntry/submit (public) answers the entry number', async () => {
    await visitorSubmit(pact, {
      name: '契约访客',
      sex: 1,
      idCard: H.submitIdCard,
      phone: '13612345678',
      birthday: '1992-08-15',
      workshop: 'sewing',
      desiredPost: '车工',
      expectedEntryDate: null,
      emergencyContact: null,
      emergencyPhone: null,
      photo: null,
      idCardFront: null,
      idCardBack: null,
    })
  })

  it('POST /hr/workerEntry/review completes a submitted entry', async () => {
    const body = {
      id: H.entry,
      workNo: 'PACT0004',
      entryDate: '2026-12-01',
      contractType: 'fixed',
      post: null,
      departId: H.departId,
    }
    await interaction(pact, {
      description: 'a request to review the fixture worker entry',
      method: 'POST',
      path: '/hr/workerEntry/review',
      body,
      result: null,
      message: '审核成功！',
      check: async (client) => {
        const { data } = await client.POST('/hr/workerEntry/review', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('POST /hr/workerEntry/review refuses an entry that is not submitted', async () => {
    const body = {
      id: H.reviewedEntry,
      workNo: 'PACT0005',
      entryDate: '2026-12-01',
      contractType: 'fixed',
      post: null,
      departId: H.departId,
    }
    await interaction(pact, {
      description: 'a request to review the already reviewed fixture entry',
      method: 'POST',
      path: '/hr/workerEntry/review',
      body,
      result: null,
      message: '只有已提交的入职单可以审核',
      refused: true,
      check: async (client) => {
        const { data } = await client.POST('/hr/workerEntry/review', { body })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe('只有已提交的入职单可以审核')
      },
    })
  })

  it('POST /hr/workerEntry/onboard creates the staff record of a reviewed entry', async () => {
    await interaction(pact, {
      description: 'a request to onboard the reviewed fixture entry',
      method: 'POST',
      path: '/hr/workerEntry/onboard',
      body: { id: H.reviewedEntry },
      result: like('b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7'),
      message: '办理入职成功！',
      check: async (client) => {
        const { data } = await client.POST('/hr/workerEntry/onboard', { body: { id: H.reviewedEntry } })
        expect(data?.success).toBe(true)
        expect(data?.result).toHaveLength(32)
      },
    })
  })

  it('POST /hr/workerEntry/onboard refuses an entry that is not reviewed', async () => {
    await interaction(pact, {
      description: 'a request to onboard the submitted fixture entry',
      method: 'POST',
      path: '/hr/workerEntry/onboard',
      body: { id: H.entry },
      result: null,
      message: '只有已审核的入职单可以办理入职',
      refused: true,
      check: async (client) => {
        const { data } = await client.POST('/hr/workerEntry/onboard', { body: { id: H.entry } })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe('只有已审核的入职单可以办理入职')
      },
    })
  })

  it('POST /hr/workerEntry/reject rejects an open entry with a reason', async () => {
    const body = { id: H.entry, reason: '体检不合格' }
    await interaction(pact, {
      description: 'a request to reject the fixture worker entry',
      method: 'POST',
      path: '/hr/workerEntry/reject',
      body,
      result: null,
      message: '已拒绝',
      check: async (client) => {
        const { data } = await client.POST('/hr/workerEntry/reject', { body })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /hr/workerEntry/queryById reads one entry (the HR page)', async () => {
    await interaction(pact, {
      description: 'a request for the fixture worker entry by id',
      method: 'GET',
      path: '/hr/workerEntry/queryById',
      query: { id: H.entry },
      result: { id: H.entry, entryNo: H.entryNo, name: like('契约普工'), status: 'submitted' },
      check: async (client) => {
        const { data } = await client.GET('/hr/workerEntry/queryById', { params: { query: { id: H.entry } } })
        expect(data?.result?.entryNo).toBe(H.entryNo)
      },
    })
  })
})
