import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../db/database'
import { seedIds } from '../../db/seed-ids'
import { startServer, type RunningServer } from '../../start'
import { seededDataDir } from '../../test-support/seeded-data-dir.test-helper'
import { QC_INSPECTION_FIXTURE as F, insertQcInspectionFixtures } from './inspection-pact-fixtures'
import {
  HAS_REPORTS,
  LOT_SIZE_LOCKED,
  NOT_AN_INSPECTOR,
  STATUS_FROM_REPORTS,
  dangerWarning,
} from './inspection-routes'
import { SEED_REGISTERS, SEED_REPORTS, seedQcInspection } from './inspection-seed'

const root = mkdtempSync(join(tmpdir(), 'erp-qc-inspection-test-'))
let server: RunningServer
let token = ''

interface Answer<T = Record<string, unknown>> {
  status: number
  body: { success: boolean; message: string; code: number; result: T }
}

async function call<T = Record<string, unknown>>(
  method: string,
  path: string,
  json?: unknown,
): Promise<Answer<T>> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] }
}

interface Report {
  id: string
  reportNo: string
  sampleSize: number
  sampleLetter: string
  majorTotal: number
  majorAc: number
  majorRe: number
  criticalTotal: number
  totalPoints: number
  pointsPer100SqYd: number | null
  result: string
  result_dictText?: string | null
}
interface Detail {
  report: Report
  defects: Array<{ severity: string; quantity: number; defectStandardId: string }>
  fabrics: Array<{ rollNo: string; points: number }>
}

beforeAll(async () => {
  // Migrated and seeded as by a first start; the inspection fixtures go in before the server starts.
  const dataDir = await seededDataDir(root)
  const db = await openDatabase(dataDir)
  await insertQcInspectionFixtures(db)
  await db.close()
  server = await startServer({ port: 0, dataDir, staticDir: null })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  token = ((await login.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close().catch(() => undefined)
  rmSync(root, { recursive: true, force: true })
})

const garment = (majors: number, critical = 0) => ({
  report: { registerId: F.reportedRegister, inspectionType: 'garment', checkDate: '2026-11-23' },
  defects: [
    { defectStandardId: F.defectStandardId, severity: 'major', quantity: majors, note: '线头' },
    ...(critical ? [{ defectStandardId: F.defectStandardId, severity: 'critical', quantity: critical }] : []),
  ],
  fabrics: [],
})

describe('the sampling plan of a registration', () => {
  it('gives letter K, 125 pieces and Ac/Re 7/8 for a lot of 2000 at level II, AQL 2.5', async () => {
    const plan = await call('GET', `/qc/checkReport/plan?registerId=${F.reportedRegister}`)
    expect(plan.body.success).toBe(true)
    expect(plan.body.result).toMatchObject({
      lotSize: 2000,
      majorLetter: 'K',
      majorSampleSize: 125,
      majorAc: 7,
      majorRe: 8,
    })
  })

  it('follows the arrow of critical AQL 0.065 to plan L: 200 pieces, Ac 0 / Re 1 (ISO 2859-1)', async () => {
    const plan = await call('GET', `/qc/checkReport/plan?registerId=${F.reportedRegister}`)
    expect(plan.body.result).toMatchObject({
      aqlCritical: 0.065,
      criticalLetter: 'L',
      criticalSampleSize: 200,
      criticalAc: 0,
      criticalRe: 1,
      // The pieces to inspect: the largest sample of the three severities.
      sampleLetter: 'L',
      sampleSize: 200,
    })
  })

  it('refuses an unknown registration', async () => {
    const plan = await call('GET', '/qc/checkReport/plan?registerId=nosuchregister')
    expect(plan.body).toMatchObject({ success: false, message: '检验登记不存在' })
  })
})

describe('saving a report with its lines', () => {
  it('passes 7 major defects and fails 8, computing the plan whatever the body says', async () => {
    const body = garment(7)
    const passed = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
      ...body,
      report: { ...body.report, sampleSize: 2, result: 'fail', majorTotal: 99 },
    })
    expect(passed.body.success).toBe(true)
    expect(passed.body.message).toBe('保存成功！检验结果：合格')
    expect(passed.body.result.report).toMatchObject({
      sampleSize: 200,
      sampleLetter: 'L',
      criticalSampleSize: 200,
      majorSampleSize: 125,
      criticalAc: 0,
      criticalRe: 1,
      majorTotal: 7,
    })
    expect(passed.body.result.report.result).toBe('pass')
    expect(passed.body.result.report.reportNo).toMatch(/^BG\d{12}$/)

    const id = passed.body.result.report.id
    const edited = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
      ...garment(8),
      report: { ...garment(8).report, id },
    })
    expect(edited.body.result.report).toMatchObject({
      id,
      majorTotal: 8,
      result: 'fail',
      result_dictText: '不合格',
    })
    const detail = await call<Detail>('GET', `/qc/checkReport/detail?id=${id}`)
    expect(detail.body.result.defects).toEqual([expect.objectContaining({ severity: 'major', quantity: 8 })])
    const register = await call('GET', `/qc/register/queryById?id=${F.reportedRegister}`)
    expect(register.body.result.status).toBe('failed')
  })

  it('fails a report with one critical defect', async () => {
    const answer = await call<Detail>('POST', '/qc/checkReport/saveWithLines', garment(0 + 1, 1))
    expect(answer.body.result.report).toMatchObject({ criticalTotal: 1, result: 'fail' })
  })

  it('computes four-point totals of a fabric inspection', async () => {
    const roll = { rollNo: 'R-1', lengthYards: 120, widthInches: 58 }
    const answer = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
      report: { registerId: F.reportedRegister, inspectionType: 'fabric' },
      defects: [],
      fabrics: [
        { ...roll, defectCode: 'FD01', defectLengthInches: 2.5, isHole: false },
        { ...roll, defectCode: 'FD02', defectLengthInches: 5 },
        { ...roll, defectCode: 'FD03', defectLengthInches: null, isHole: true },
      ],
    })
    expect(answer.body.success).toBe(true)
    expect(answer.body.result.fabrics.map((line) => line.points)).toEqual([1, 2, 4])
    expect(answer.body.result.report).toMatchObject({
      totalPoints: 7,
      pointsPer100SqYd: 3.62,
      result: 'pass',
    })
  })

  it('refuses a fabric inspection without fabric lines and an unknown registration', async () => {
    expect(
      (
        await call('POST', '/qc/checkReport/saveWithLines', {
          report: { registerId: F.reportedRegister, inspectionType: 'fabric' },
          defects: [],
          fabrics: [],
        })
      ).body,
    ).toMatchObject({ success: false, message: '面料检验至少需要一条面料记录' })
    const unknown = await call('POST', '/qc/checkReport/saveWithLines', {
      ...garment(1),
      report: { registerId: 'nosuchregister', inspectionType: 'garment' },
    })
    expect(unknown.body).toMatchObject({ success: false, message: '检验登记不存在' })
  })

  it('answers bad input with 400', async () => {
    const bad = await call('POST', '/qc/checkReport/saveWithLines', {
      ...garment(1),
      defects: [{ quantity: -1 }],
    })
    expect(bad.status).toBe(400)
  })
})

interface Plan {
  ruleId: string | null
  ruleCategory: string | null
  ruleMatch: string
  defaultRule: boolean
  aqlMajor: number
}

async function addRegister(styleNo: string, productCategory: string | null): Promise<string> {
  const added = await call('POST', '/qc/register/add', {
    brandId: F.brandId,
    productCategory,
    styleNo,
    lotSize: 2000,
    inspectionDate: '2026-11-27',
    address: '不会命中的地址甲乙丙',
  })
  expect(added.body.success).toBe(true)
  const page = await call<{ records: Array<{ id: string; productCategory: string | null }> }>(
    'GET',
    `/qc/register/list?styleNo=${styleNo}`,
  )
  const record = page.body.result.records[0]
  expect(record?.productCategory).toBe(productCategory)
  return record?.id ?? ''
}

const statusOf = async (registerId: string) =>
  (await call<{ status: string }>('GET', `/qc/register/queryById?id=${registerId}`)).body.result.status

describe('the status of a registration', () => {
  it('fails when any report fails: a failing garment report, then a passing fabric report', async () => {
    const registerId = await addRegister('ST-QC202611271001', '户外夹克')
    const failing = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
      ...garment(8),
      report: { ...garment(8).report, registerId },
    })
    expect(failing.body.result.report.result).toBe('fail')
    const passing = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
      report: { registerId, inspectionType: 'fabric' },
      defects: [],
      fabrics: [
        { rollNo: 'R-1', lengthYards: 120, widthInches: 58, defectCode: 'FD01', defectLengthInches: 2 },
      ],
    })
    expect(passing.body.result.report.result).toBe('pass')
    expect(await statusOf(registerId)).toBe('failed')

    // A status against the reports is refused by hand (合格 over a failed report, 已登记 back); the status the
    // reports give and 已取消 are not.
    const stored = (await call<Record<string, unknown>>('GET', `/qc/register/queryById?id=${registerId}`))
      .body.result
    for (const status of ['passed', 'registered', 'inspecting'])
      expect((await call('PUT', '/qc/register/edit', { ...stored, status })).body).toMatchObject({
        success: false,
        message: STATUS_FROM_REPORTS,
      })
    expect(await statusOf(registerId)).toBe('failed')
    expect((await call('PUT', '/qc/register/edit', { ...stored, factory: '改厂' })).body.success).toBe(true)
    const added = await call('POST', '/qc/register/add', {
      ...stored,
      id: undefined,
      registerNo: '',
      status: 'passed',
    })
    expect(added.body).toMatchObject({ success: false, message: STATUS_FROM_REPORTS })

    // Editing the failing report into a passing one passes the registration.
    const failingId = failing.body.result.report.id
    const edited = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
      ...garment(2),
      report: { ...garment(2).report, registerId, id: failingId },
    })
    expect(edited.body.result.report.result).toBe('pass')
    expect(await statusOf(registerId)).toBe('passed')

    // Back to failing, then deleted: the remaining passing report decides.
    await call('POST', '/qc/checkReport/saveWithLines', {
      ...garment(9),
      report: { ...garment(9).report, registerId, id: failingId },
    })
    expect(await statusOf(registerId)).toBe('failed')
    expect((await call('DELETE', `/qc/checkReport/delete?id=${failingId}`)).body.success).toBe(true)
    expect(await statusOf(registerId)).toBe('passed')

    // Without reports it is registered again.
    const passingId = passing.body.result.report.id
    expect((await call('DELETE', `/qc/checkReport/deleteBatch?ids=${passingId}`)).body.success).toBe(true)
    expect(await statusOf(registerId)).toBe('registered')
  })
})

describe('the check rule of brand + product category', () => {
  it("chooses the brand's rule of the registration's category and names it in plan and report", async () => {
    const added = await call('POST', '/qc/checkRule/add', {
      brandId: F.brandId,
      productCategory: '童装',
      inspectionLevel: 'II',
      aqlCritical: 0.01,
      aqlMajor: 1.5,
      aqlMinor: 4,
    })
    expect(added.body.success).toBe(true)
    const children = await addRegister('ST-CATEGORY-KIDS', '童装')
    const jackets = await addRegister('ST-CATEGORY-JACKET', '户外夹克')
    const kidsPlan = await call<Plan>('GET', `/qc/checkReport/plan?registerId=${children}`)
    expect(kidsPlan.body.result).toMatchObject({ ruleCategory: '童装', ruleMatch: 'category', aqlMajor: 1.5 })
    const jacketPlan = await call<Plan>('GET', `/qc/checkReport/plan?registerId=${jackets}`)
    expect(jacketPlan.body.result).toMatchObject({ ruleCategory: '户外夹克', aqlMajor: 2.5 })

    const report = await call<Detail & { report: { ruleId: string; ruleCategory: string } }>(
      'POST',
      '/qc/checkReport/saveWithLines',
      { ...garment(1), report: { ...garment(1).report, registerId: children } },
    )
    expect(report.body.result.report).toMatchObject({
      ruleId: kidsPlan.body.result.ruleId,
      ruleCategory: '童装',
    })
  })

  it('falls back to the brand rule without category, else to the default rule (never another category)', async () => {
    const shirts = await addRegister('ST-CATEGORY-SHIRT', '衬衫')
    const before = await call<Plan>('GET', `/qc/checkReport/plan?registerId=${shirts}`)
    expect(before.body.result).toMatchObject({ ruleId: null, ruleMatch: 'default', defaultRule: true })
    const general = await call('POST', '/qc/checkRule/add', {
      brandId: F.brandId,
      inspectionLevel: 'I',
      aqlCritical: 0.065,
      aqlMajor: 4,
      aqlMinor: 6.5,
    })
    expect(general.body.success).toBe(true)
    const after = await call<Plan>('GET', `/qc/checkReport/plan?registerId=${shirts}`)
    expect(after.body.result).toMatchObject({ ruleMatch: 'brand', defaultRule: false, aqlMajor: 4 })
  })

  it('refuses a second rule for the same brand and category', async () => {
    const duplicate = await call('POST', '/qc/checkRule/add', {
      brandId: F.brandId,
      productCategory: ' 户外夹克 ',
      inspectionLevel: 'II',
      aqlCritical: 0.065,
      aqlMajor: 2.5,
      aqlMinor: 4,
    })
    expect(duplicate.body).toMatchObject({
      success: false,
      message: '该品牌已有产品类别「户外夹克」的检验规则，请编辑原规则',
    })
  })
})

describe('the inspector picker', () => {
  it('lists the inspectors (role qc_inspector, 质检部), not the HR manager or the canteen clerk', async () => {
    const answer = await call<Array<{ id: string; username: string }>>('GET', '/qc/inspector/list')
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ success: true })
    const names = answer.body.result.map((user) => user.username)
    expect(names).toContain('qc01')
    expect(names).not.toContain('hr01')
    expect(names).not.toContain('cnt01')
  })

  it('refuses a report whose inspector the picker does not list, and saves one it lists', async () => {
    for (const other of [seedIds.hr01, seedIds.cnt01, 'nobody']) {
      const refused = await call('POST', '/qc/checkReport/saveWithLines', {
        ...garment(1),
        report: { ...garment(1).report, inspectorId: other },
      })
      expect(refused.body).toMatchObject({ success: false, message: NOT_AN_INSPECTOR })
    }
    const saved = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
      ...garment(1),
      report: { ...garment(1).report, inspectorId: seedIds.qc01 },
    })
    expect(saved.body.success).toBe(true)
    expect(saved.body.result.report).toMatchObject({ inspectorId: seedIds.qc01 })

    // An inspector who left (frozen) stays on the reports saved with them: they can still be edited.
    const frozen = await call('PUT', '/sys/user/frozenBatch', { ids: seedIds.qc01, status: '2' })
    expect(frozen.body).toMatchObject({ success: true })
    try {
      const id = saved.body.result.report.id
      const kept = await call<Detail>('POST', '/qc/checkReport/saveWithLines', {
        ...garment(2),
        report: { ...garment(2).report, id, inspectorId: seedIds.qc01 },
      })
      expect(kept.body).toMatchObject({ success: true })
      const added = await call('POST', '/qc/checkReport/saveWithLines', {
        ...garment(2),
        report: { ...garment(2).report, inspectorId: seedIds.qc01 },
      })
      expect(added.body).toMatchObject({ success: false, message: NOT_AN_INSPECTOR })
    } finally {
      await call('PUT', '/sys/user/frozenBatch', { ids: seedIds.qc01, status: '1' })
    }
  })
})

describe('registrations', () => {
  it('generates a registration number and refuses to delete a registration with reports', async () => {
    const added = await call('POST', '/qc/register/add', {
      brandId: 'b1',
      styleNo: 'ST-NUMBERED',
      lotSize: 500,
      inspectionDate: '2026-11-23',
      address: '不会命中的地址甲乙丙',
    })
    expect(added.body).toMatchObject({ success: true, message: '添加成功！' })
    const page = await call<{ records: Array<{ registerNo: string; status: string }> }>(
      'GET',
      '/qc/register/list?styleNo=ST-NUMBERED',
    )
    expect(page.body.result.records[0]?.registerNo).toMatch(/^QC\d{12}$/)
    expect(page.body.result.records[0]?.status).toBe('registered')
    const refused = await call('DELETE', `/qc/register/delete?id=${F.reportedRegister}`)
    expect(refused.body).toMatchObject({ success: false, message: HAS_REPORTS })
  })

  it('keeps the lot size of a registration with reports (their sample sizes came from it)', async () => {
    const detail = await call<{ lotSize: number; styleNo: string }>(
      'GET',
      `/qc/register/queryById?id=${F.reportedRegister}`,
    )
    const stored = detail.body.result
    const changed = await call('PUT', '/qc/register/edit', { ...stored, lotSize: stored.lotSize + 1 })
    expect(changed.body).toMatchObject({ success: false, message: LOT_SIZE_LOCKED })
    const same = await call('PUT', '/qc/register/edit', { ...stored, styleNo: `${stored.styleNo}-B` })
    expect(same.body.success).toBe(true)
  })

  it('answers a registration at a danger address with a warning, and saves it', async () => {
    const added = await call('POST', '/qc/register/add', {
      brandId: 'b1',
      styleNo: 'ST-DANGER',
      lotSize: 500,
      inspectionDate: '2026-11-23',
      address: '广东省东莞市虎门镇 白沙工业区8号，2栋',
    })
    expect(added.body.success).toBe(true)
    expect(added.body.message).toBe(
      '添加成功！注意：验货地址命中危险地址「广东省东莞市虎门镇白沙工业区8号」（风险高：曾发现转包至无资质工厂）',
    )
    const page = await call<{ total: number }>('GET', '/qc/register/list?styleNo=ST-DANGER')
    expect(page.body.result.total).toBe(1)
  })

  it('names the danger addresses in the warning', () => {
    expect(
      dangerWarning([
        { address: '某市某区危险路', reason: '曾发生火灾', riskLevel: 'H' },
        { address: '某市仓库', reason: null, riskLevel: 'L' },
      ]),
    ).toBe('注意：验货地址命中危险地址「某市某区危险路」（风险高：曾发生火灾）、「某市仓库」（风险低）')
  })
})

describe('the seed', () => {
  it('writes a season of registrations and reports, mixed pass and fail', async () => {
    await server.close()
    const db = await openDatabase(join(root, 'data'))
    // The best of five runs: the machine is shared, one slow run says little about the seed.
    const runs: number[] = []
    for (let run = 0; run < 5; run += 1) {
      await db.query('DELETE FROM qc_check_report')
      await db.query('DELETE FROM qc_register')
      const started = performance.now()
      await seedQcInspection(db)
      runs.push(performance.now() - started)
    }
    const elapsed = Math.min(...runs)
    const [counts] = await db.query<{ registers: number; reports: number; fails: number; fabrics: number }>(
      `SELECT (SELECT count(*)::int FROM qc_register) AS registers, (SELECT count(*)::int FROM qc_check_report) AS reports,
         (SELECT count(*)::int FROM qc_check_report WHERE result = 'fail') AS fails,
         (SELECT count(*)::int FROM qc_check_report WHERE inspection_type = 'fabric') AS fabrics`,
    )
    expect(counts).toMatchObject({ registers: SEED_REGISTERS, reports: SEED_REPORTS })
    expect(counts?.fails).toBeGreaterThan(5)
    expect(counts?.fabrics).toBeGreaterThan(5)
    await db.close()
    console.info(`seedQcInspection: ${elapsed.toFixed(0)} ms`)
  }, 60_000)
})
