/**
 * Consumer contract of the quality inspection pages (app/src/modules/qc register-* and check-report-*): the
 * generic CRUD of registrations and the list and deletes of check reports, the registrations the report editor
 * offers, the sampling plan shown as soon as a registration is chosen, a report with its lines, and the save of
 * a report with all its lines (computed by the server). Rows: server/src/modules/qc/inspection-pact-fixtures.ts.
 */
import { QC_INSPECTION_FIXTURE } from '@erp/server/modules/qc/inspection-pact-fixtures'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { describeCrud } from './crud-contract'
import { newPact } from './pact-helpers'
import { interaction, page } from './system-helpers'

const { like, integer, eachLike, regex } = MatchersV3

const pact = newPact()
const F = QC_INSPECTION_FIXTURE

describeCrud(pact, [
  {
    base: '/qc/register',
    title: 'qc inspection registration',
    id: F.register,
    listQuery: { registerNo: F.registerNo },
    record: {
      registerNo: F.registerNo,
      brandId: like(F.brandId),
      styleNo: like('ST-PACT1'),
      lotSize: integer(800),
      address: like('契约市契约路 1 号'),
      inspectionDate: like('2026-11-20'),
      status: like('registered'),
      status_dictText: like('已登记'),
    },
    add: {
      registerNo: null,
      brandId: F.brandId,
      styleNo: 'ST-90001',
      poNo: 'PO-90001',
      orderQty: 1200,
      lotSize: 1000,
      factory: '新工厂',
      inspectionDate: '2026-11-25',
      groupId: null,
      status: 'registered',
      address: '上海市松江区九亭镇涞寅路 88 号',
    },
    edit: {
      id: F.register,
      registerNo: F.registerNo,
      brandId: F.brandId,
      styleNo: 'ST-PACT1',
      poNo: 'PO-PACT1',
      orderQty: 1000,
      lotSize: 900,
      factory: '契约制衣厂',
      inspectionDate: '2026-11-20',
      groupId: null,
      status: 'inspecting',
      address: '契约市契约路 1 号',
    },
  },
  {
    base: '/qc/checkReport',
    title: 'qc check report',
    id: F.report,
    listQuery: { reportNo: F.reportNo },
    record: {
      reportNo: F.reportNo,
      registerId: F.reportedRegister,
      inspectionType: like('garment'),
      sampleSize: integer(125),
      criticalTotal: integer(0),
      majorTotal: integer(3),
      majorAc: integer(7),
      minorTotal: integer(0),
      result: like('pass'),
      result_dictText: like('合格'),
      inspectorId: like('5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a02'),
      checkDate: like('2026-11-21'),
    },
  },
])

const plan = {
  registerId: F.reportedRegister,
  lotSize: integer(F.lotSize),
  defaultRule: like(false),
  inspectionLevel: like('II'),
  aqlCritical: like(0.065),
  aqlMajor: like(2.5),
  aqlMinor: like(4),
  sampleLetter: like('K'),
  sampleSize: integer(125),
  criticalAc: integer(0),
  criticalRe: integer(1),
  majorAc: integer(7),
  majorRe: integer(8),
  minorAc: integer(10),
  minorRe: integer(11),
}

const reportRecord = (majorTotal: number, result: string) => ({
  id: like(F.report),
  reportNo: like(F.reportNo),
  registerId: F.reportedRegister,
  inspectionType: 'garment',
  sampleSize: integer(125),
  criticalTotal: integer(0),
  criticalAc: integer(0),
  majorTotal: integer(majorTotal),
  majorAc: integer(7),
  majorRe: integer(8),
  minorTotal: integer(0),
  minorAc: integer(10),
  result,
  result_dictText: like(result === 'pass' ? '合格' : '不合格'),
  checkDate: like('2026-11-21'),
})

describe('check reports', () => {
  it('GET /qc/register/list offers the registrations a report can be written for', async () => {
    const query = {
      pageNo: '1',
      pageSize: '300',
      column: 'inspectionDate',
      order: 'desc',
      status: '!cancelled',
    }
    await interaction(pact, {
      description: 'a request for the registrations that are not cancelled, newest first',
      method: 'GET',
      path: '/qc/register/list',
      query,
      result: page(
        eachLike({ id: like(F.register), registerNo: like(F.registerNo), styleNo: like('ST-PACT1') }),
      ),
      check: async (client) => {
        const { data } = await client.GET('/qc/register/list', {
          params: {
            query: {
              pageNo: 1,
              pageSize: 300,
              column: 'inspectionDate',
              order: 'desc',
              status: '!cancelled',
            },
          },
        })
        expect(data?.success).toBe(true)
        expect(data?.result?.records.length).toBeGreaterThan(0)
      },
    })
  })

  it('GET /qc/checkReport/plan answers the sample size and Ac/Re of a registration', async () => {
    await interaction(pact, {
      description: 'a request for the sampling plan of the fixture registration of lot 2000',
      method: 'GET',
      path: '/qc/checkReport/plan',
      query: { registerId: F.reportedRegister },
      result: plan,
      check: async (client) => {
        const { data } = await client.GET('/qc/checkReport/plan', {
          params: { query: { registerId: F.reportedRegister } },
        })
        expect(data?.result).toMatchObject({ sampleLetter: 'K', sampleSize: 125, majorAc: 7, majorRe: 8 })
      },
    })
  })

  it('GET /qc/checkReport/plan refuses an unknown registration', async () => {
    await interaction(pact, {
      description: 'a request for the sampling plan of a registration that does not exist',
      method: 'GET',
      path: '/qc/checkReport/plan',
      query: { registerId: 'nosuchregistration' },
      result: null,
      message: '检验登记不存在',
      refused: true,
      check: async (client) => {
        const { data } = await client.GET('/qc/checkReport/plan', {
          params: { query: { registerId: 'nosuchregistration' } },
        })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe('检验登记不存在')
      },
    })
  })

  it('GET /qc/checkReport/detail answers a report with its lines', async () => {
    await interaction(pact, {
      description: 'a request for the fixture check report with its lines',
      method: 'GET',
      path: '/qc/checkReport/detail',
      query: { id: F.report },
      result: {
        report: { ...reportRecord(3, 'pass'), id: F.report, reportNo: F.reportNo },
        defects: eachLike({
          id: like(F.defectLine),
          reportId: F.report,
          defectStandardId: like(F.defectStandardId),
          severity: like('major'),
          quantity: integer(3),
          note: like('线头'),
          sortNo: integer(1),
        }),
        fabrics: [],
      },
      check: async (client) => {
        const { data } = await client.GET('/qc/checkReport/detail', { params: { query: { id: F.report } } })
        expect(data?.result?.report.reportNo).toBe(F.reportNo)
        expect(data?.result?.defects[0]?.quantity).toBe(3)
      },
    })
  })

  it('POST /qc/checkReport/saveWithLines edits a report with all its lines and answers it computed', async () => {
    const body = {
      report: {
        id: F.report,
        reportNo: F.reportNo,
        registerId: F.reportedRegister,
        inspectionType: 'garment' as const,
        inspectorId: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a02',
        checkDate: '2026-11-21',
        photos: null,
        conclusion: '复验',
      },
      defects: [
        {
          defectStandardId: F.defectStandardId,
          severity: 'major' as const,
          quantity: 8,
          note: '污渍',
          photo: null,
        },
      ],
      fabrics: [],
    }
    await interaction(pact, {
      description: 'a request to save the fixture check report with eight major defects',
      method: 'POST',
      path: '/qc/checkReport/saveWithLines',
      body,
      message: '保存成功！检验结果：不合格',
      result: {
        report: { ...reportRecord(8, 'fail'), id: F.report },
        defects: eachLike({
          id: like(F.defectLine),
          reportId: F.report,
          defectStandardId: F.defectStandardId,
          severity: 'major',
          quantity: 8,
        }),
        fabrics: [],
      },
      check: async (client) => {
        const { data } = await client.POST('/qc/checkReport/saveWithLines', { body })
        expect(data?.success).toBe(true)
        expect(data?.result?.report).toMatchObject({ majorTotal: 8, result: 'fail', sampleSize: 125 })
      },
    })
  })

  it('POST /qc/checkReport/saveWithLines adds a fabric report with its four-point points', async () => {
    const body = {
      report: {
        id: null,
        reportNo: null,
        registerId: F.reportedRegister,
        inspectionType: 'fabric' as const,
        inspectorId: null,
        checkDate: '2026-11-23',
        photos: null,
        conclusion: null,
      },
      defects: [],
      fabrics: [
        {
          rollNo: 'R-1',
          lengthYards: 120,
          widthInches: 58,
          defectCode: 'FD-01',
          defectLengthInches: 2.5,
          isHole: false,
        },
        {
          rollNo: 'R-1',
          lengthYards: 120,
          widthInches: 58,
          defectCode: 'FD-02',
          defectLengthInches: 5,
          isHole: false,
        },
        {
          rollNo: 'R-1',
          lengthYards: 120,
          widthInches: 58,
          defectCode: 'FD-03',
          defectLengthInches: null,
          isHole: true,
        },
      ],
    }
    await interaction(pact, {
      description: 'a request to add a fabric check report of one roll with three defects',
      method: 'POST',
      path: '/qc/checkReport/saveWithLines',
      body,
      message: '保存成功！检验结果：合格',
      result: {
        report: {
          id: like('1580000000000000000000000000000d'),
          reportNo: regex('^BG\\d{12}$', 'BG202611231001'),
          registerId: F.reportedRegister,
          inspectionType: 'fabric',
          totalPoints: integer(7),
          pointsPer100SqYd: like(3.62),
          result: 'pass',
        },
        defects: [],
        fabrics: eachLike({ id: like(F.defectLine), rollNo: 'R-1', points: integer(1) }),
      },
      check: async (client) => {
        const { data } = await client.POST('/qc/checkReport/saveWithLines', { body })
        expect(data?.result?.report).toMatchObject({ totalPoints: 7, pointsPer100SqYd: 3.62 })
      },
    })
  })
})

describe('the inspector picker', () => {
  it('GET /qc/inspector/list answers the users who inspect', async () => {
    await interaction(pact, {
      description: 'a request for the users of the quality department and the inspector role',
      method: 'GET',
      path: '/qc/inspector/list',
      result: eachLike({
        id: like('e9ca23d68d884d4ebb19d07889727dae'),
        username: like('qc01'),
        realname: like('质检李工'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/qc/inspector/list')
        expect(data?.success).toBe(true)
        expect(data?.result?.length).toBeGreaterThan(0)
      },
    })
  })
})
