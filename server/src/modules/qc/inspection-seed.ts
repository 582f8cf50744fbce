import type { Queryable } from '../../db/database'
import { newId } from '../../db/ids'
import { seedIds } from '../../db/seed-ids'
import { defectPoints } from './four-point'
import { DEFAULT_RULE, staticPlanForLot } from './inspection-plan'
import { fabricTotals, reportVerdict, severityTotals, type Severity } from './inspection-result'

/** Tables of the quality inspections emptied by the test reset before seeding again (children first). */
export const qcInspectionTables: string[] = [
  'qc_check_report_fabric',
  'qc_check_report_defect',
  'qc_check_report',
  'qc_register',
]

/** A season: one registration a day over the last three months; the last ten have no report yet. */
export const SEED_REGISTERS = 90
export const SEED_REPORTS = 80

const FACTORIES = [
  '宁波华美制衣厂',
  '绍兴柯桥锦纶织造',
  '东莞长安服饰',
  '苏州吴江丝绸印染',
  '青岛即墨针织',
  '泉州石狮制衣',
]
const ADDRESSES = [
  '浙江省宁波市鄞州区潘火街道金谷北路 18 号',
  '浙江省绍兴市柯桥区齐贤街道工业园 6 号',
  '广东省东莞市长安镇沙头南区振安路 122 号',
  '江苏省苏州市吴江区盛泽镇纺织路 9 号',
  '山东省青岛市即墨区蓝村镇服装产业园 3 号',
  '福建省泉州市石狮市灵秀镇服装城 27 号',
  // A danger address of the reference data: registrations there were warned.
  '广东省东莞市虎门镇白沙工业区8号',
]
const LOT_SIZES = [300, 800, 1500, 2000, 2800, 4500, 8000, 12000]
const FABRIC_LENGTHS = [2, 4.5, 8, 11, 1.5, 6.5]
const FALLBACK_FABRIC_CODES = ['FD01', 'FD02', 'FD03', 'FD04']

const REFERENCE_TABLES = ['qc_brand', 'qc_group', 'qc_defect_standard', 'qc_fabric_defect', 'qc_check_rule']

/**
 * Whether the season is there already, and which reference tables of 0021 exist (seedQc runs first; they may
 * be missing on an old database): one query.
 */
async function seedState(db: Queryable): Promise<{ seeded: boolean; tables: Set<string> }> {
  const [state] = await db.query<{ seeded: boolean; tables: string[] | null }>(
    `SELECT EXISTS (SELECT 1 FROM qc_register) AS seeded,
       ARRAY(SELECT name FROM unnest($1::text[]) AS name WHERE to_regclass(name) IS NOT NULL) AS tables`,
    [REFERENCE_TABLES],
  )
  return { seeded: state?.seeded ?? false, tables: new Set(state?.tables ?? []) }
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const compact = (day: string) => day.replaceAll('-', '')

interface Rule {
  id: string | null
  category: string | null
  inspectionLevel: string
  aqlCritical: number
  aqlMajor: number
  aqlMinor: number
}

/** Demo registrations and reports (a season); does nothing when its rows are there. Runs after seedQc. */
export async function seedQcInspection(db: Queryable): Promise<void> {
  const { seeded, tables } = await seedState(db)
  if (seeded) return
  // Everything read from the reference tables in one query (a table that is missing reads as nothing).
  const read = (table: string, sql: string) => (tables.has(table) ? `(${sql})` : 'NULL::json')
  const [reference] = await db.query<{
    brands: string[] | null
    groups: string[] | null
    standards: Array<{ id: string; severity: string | null }> | null
    fabric_codes: string[] | null
    rules: Array<{
      id: string
      brand_id: string | null
      product_category: string | null
      inspection_level: string | null
      aql_critical: number | null
      aql_major: number | null
      aql_minor: number | null
    }> | null
  }>(
    `SELECT ${read('qc_brand', 'SELECT json_agg(id ORDER BY code, id) FROM (SELECT id, code FROM qc_brand ORDER BY code, id LIMIT 20) b')} AS brands,
       ${read('qc_group', 'SELECT json_agg(id ORDER BY name, id) FROM (SELECT id, name FROM qc_group ORDER BY name, id LIMIT 20) g')} AS groups,
       ${read('qc_defect_standard', "SELECT json_agg(json_build_object('id', id, 'severity', severity) ORDER BY code, id) FROM qc_defect_standard")} AS standards,
       ${read('qc_fabric_defect', 'SELECT json_agg(code ORDER BY code) FROM qc_fabric_defect')} AS fabric_codes,
       ${read('qc_check_rule', 'SELECT json_agg(r ORDER BY r.create_time, r.id) FROM (SELECT brand_id, product_category, inspection_level, aql_critical, aql_major, aql_minor, create_time, id FROM qc_check_rule) r')} AS rules`,
  )
  const brands = reference?.brands ?? []
  const groups = reference?.groups ?? []
  const standards = reference?.standards ?? []
  const fabricCodes = reference?.fabric_codes ?? []
  // A registration of a brand is of the category of the brand's (first) rule, so that rule applies to it.
  const rules = new Map<string, Rule>()
  for (const row of reference?.rules ?? []) {
    if (!row.brand_id || rules.has(row.brand_id)) continue
    rules.set(row.brand_id, {
      id: row.id,
      category: row.product_category,
      inspectionLevel: row.inspection_level ?? DEFAULT_RULE.inspectionLevel,
      aqlCritical: Number(row.aql_critical ?? DEFAULT_RULE.aqlCritical),
      aqlMajor: Number(row.aql_major ?? DEFAULT_RULE.aqlMajor),
      aqlMinor: Number(row.aql_minor ?? DEFAULT_RULE.aqlMinor),
    })
  }
  const standardsOf = (severity: Severity) => {
    const matching = standards.filter((standard) => standard.severity === severity)
    return matching.length ? matching : standards
  }

  const today = new Date()
  const registers = Array.from({ length: SEED_REGISTERS }, (_, index) => {
    const day = isoDay(new Date(today.getTime() - (SEED_REGISTERS - 1 - index) * 86_400_000))
    const brandId = brands.length ? (brands[index % brands.length] ?? null) : null
    const lotSize = LOT_SIZES[(index * 5) % LOT_SIZES.length] ?? 2000
    const reported = index < SEED_REPORTS
    const open = index - SEED_REPORTS
    return {
      id: newId(),
      registerNo: `QC${compact(day)}0001`,
      brandId,
      styleNo: `ST-${String(24001 + index * 7)}`,
      poNo: `PO-${String(880100 + index * 13)}`,
      orderQty: lotSize + (index % 4) * 50,
      lotSize,
      factory: FACTORIES[index % FACTORIES.length] ?? null,
      address: ADDRESSES[index % ADDRESSES.length] ?? null,
      day,
      groupId: groups.length ? (groups[index % groups.length] ?? null) : null,
      status: reported ? 'registered' : open < 6 ? 'registered' : open < 8 ? 'inspecting' : 'cancelled',
      rule: (brandId ? rules.get(brandId) : undefined) ?? { ...DEFAULT_RULE, id: null, category: null },
    }
  })

  interface DefectSeed {
    reportId: string
    standardId: string
    severity: Severity
    quantity: number
    note: string | null
    sortNo: number
  }
  interface FabricSeed {
    reportId: string
    rollNo: string
    yards: number
    width: number
    code: string
    length: number | null
    hole: boolean
    points: number
    sortNo: number
  }
  const defects: DefectSeed[] = []
  const fabrics: FabricSeed[] = []
  const reports = registers.slice(0, SEED_REPORTS).flatMap((register, index) => {
    const plan =
      staticPlanForLot(register.lotSize, register.rule) ?? staticPlanForLot(register.lotSize, DEFAULT_RULE)
    if (!plan) return []
    const reportId = newId()
    const failing = (index * 7) % 10 < 2
    const fabric = index % 6 === 5
    // Passing reports stay within Ac; failing ones go one to three over the major Ac or hold a critical defect.
    const major =
      failing && index % 4 !== 1 ? plan.majorAc + 1 + (index % 3) : Math.min(plan.majorAc, index % 5)
    const minor = Math.min(plan.minorAc, (index * 3) % 7)
    const critical = failing && index % 4 === 1 ? 1 : 0
    const wanted: Array<[Severity, number, string]> = [
      ['critical', critical, '安全隐患'],
      ['major', major, '做工不良'],
      ['minor', minor, '线头'],
    ]
    if (standards.length) {
      for (const [severity, quantity, note] of wanted) {
        if (quantity <= 0) continue
        const pool = standardsOf(severity)
        // A major total is split over two standards when it is large enough.
        const parts = quantity > 3 ? [Math.ceil(quantity / 2), Math.floor(quantity / 2)] : [quantity]
        parts.forEach((part, partIndex) => {
          const standard = pool[(index + partIndex) % pool.length]
          if (!standard) return
          defects.push({
            reportId,
            standardId: standard.id,
            severity,
            quantity: part,
            note,
            sortNo: defects.filter((line) => line.reportId === reportId).length + 1,
          })
        })
      }
    }
    const lines = defects.filter((line) => line.reportId === reportId)
    const totals = severityTotals(lines)
    const rolls = fabric
      ? [1, 2].flatMap((roll) =>
          [0, 1, 2].map((defectIndex) => {
            const length = FABRIC_LENGTHS[(index + roll + defectIndex) % FABRIC_LENGTHS.length] ?? 2
            const hole = (index + defectIndex) % 9 === 0
            const codes = fabricCodes.length ? fabricCodes : FALLBACK_FABRIC_CODES
            return {
              rollNo: `R-${String(index + 1).padStart(3, '0')}-${roll}`,
              lengthYards: failing ? 20 : 100 + roll * 10,
              widthInches: 58,
              defectLengthInches: length,
              isHole: hole,
              code: codes[(index + defectIndex) % codes.length] ?? 'FD01',
            }
          }),
        )
      : []
    const fabricResult = fabric ? fabricTotals(rolls, defectPoints) : null
    rolls.forEach((roll, rollIndex) =>
      fabrics.push({
        reportId,
        rollNo: roll.rollNo,
        yards: roll.lengthYards,
        width: roll.widthInches,
        code: roll.code,
        length: roll.defectLengthInches,
        hole: roll.isHole,
        points: fabricResult?.points[rollIndex] ?? 0,
        sortNo: rollIndex + 1,
      }),
    )
    const verdict = reportVerdict(
      totals,
      {
        critical: { ac: plan.criticalAc, re: plan.criticalRe },
        major: { ac: plan.majorAc, re: plan.majorRe },
        minor: { ac: plan.minorAc, re: plan.minorRe },
      },
      fabricResult,
    )
    register.status = verdict === 'pass' ? 'passed' : 'failed'
    return [
      {
        id: reportId,
        reportNo: `BG${compact(register.day)}0001`,
        registerId: register.id,
        rule: register.rule,
        type: fabric ? 'fabric' : 'garment',
        plan,
        totals,
        totalPoints: fabricResult?.totalPoints ?? 0,
        perHundred: fabricResult?.pointsPer100SqYd ?? null,
        verdict,
        inspectorId: index % 3 ? seedIds.qc01 : seedIds.admin,
        day: register.day,
        conclusion:
          verdict === 'pass'
            ? '抽检结果在允收范围内，同意出货。'
            : '缺陷超出允收数，判定不合格，需返工后重新验货。',
      },
    ]
  })

  // One statement, one JSON document per table: the test reset re-seeds often.
  const registerRows = registers.map((r) => ({
    id: r.id,
    register_no: r.registerNo,
    brand_id: r.brandId,
    product_category: r.rule.category,
    style_no: r.styleNo,
    po_no: r.poNo,
    order_qty: r.orderQty,
    lot_size: r.lotSize,
    factory: r.factory,
    address: r.address,
    inspection_date: r.day,
    group_id: r.groupId,
    status: r.status,
  }))
  const reportRows = reports.map((r) => ({
    id: r.id,
    report_no: r.reportNo,
    register_id: r.registerId,
    inspection_type: r.type,
    inspection_level: r.plan.inspectionLevel,
    aql_critical: r.plan.aqlCritical,
    aql_major: r.plan.aqlMajor,
    aql_minor: r.plan.aqlMinor,
    sample_letter: r.plan.sampleLetter,
    sample_size: r.plan.sampleSize,
    critical_sample_size: r.plan.criticalSampleSize,
    major_sample_size: r.plan.majorSampleSize,
    minor_sample_size: r.plan.minorSampleSize,
    rule_id: r.rule.id,
    rule_category: r.rule.category,
    critical_total: r.totals.critical,
    critical_ac: r.plan.criticalAc,
    critical_re: r.plan.criticalRe,
    major_total: r.totals.major,
    major_ac: r.plan.majorAc,
    major_re: r.plan.majorRe,
    minor_total: r.totals.minor,
    minor_ac: r.plan.minorAc,
    minor_re: r.plan.minorRe,
    total_points: r.totalPoints,
    points_per_100_sq_yd: r.perHundred,
    result: r.verdict,
    inspector_id: r.inspectorId,
    check_date: r.day,
    conclusion: r.conclusion,
  }))
  const defectRows = defects.map((d) => ({
    id: newId(),
    report_id: d.reportId,
    defect_standard_id: d.standardId,
    severity: d.severity,
    quantity: d.quantity,
    note: d.note,
    sort_no: d.sortNo,
  }))
  const fabricRows = fabrics.map((f) => ({
    id: newId(),
    report_id: f.reportId,
    roll_no: f.rollNo,
    length_yards: f.yards,
    width_inches: f.width,
    defect_code: f.code,
    defect_length_inches: f.length,
    is_hole: f.hole,
    points: f.points,
    sort_no: f.sortNo,
  }))
  await db.query(
    `WITH registers AS (
       INSERT INTO qc_register (id, register_no, brand_id, product_category, style_no, po_no, order_qty, lot_size,
         factory, address, inspection_date, group_id, status, sys_org_code, create_by, create_time)
       SELECT id, register_no, brand_id, product_category, style_no, po_no, order_qty, lot_size, factory, address,
         inspection_date, group_id, status, 'A01A02', 'admin', LEAST(inspection_date + time '08:30', localtimestamp)
       FROM json_to_recordset($1::json) AS r(id text, register_no text, brand_id text, product_category text,
         style_no text, po_no text,
         order_qty int, lot_size int, factory text, address text, inspection_date date, group_id text, status text)
     ), reports AS (
       INSERT INTO qc_check_report (id, report_no, register_id, inspection_type, inspection_level, aql_critical,
         aql_major, aql_minor, sample_letter, sample_size, critical_total, critical_ac, critical_re, major_total,
         major_ac, major_re, minor_total, minor_ac, minor_re, total_points, points_per_100_sq_yd, result,
         inspector_id, check_date, conclusion, critical_sample_size, major_sample_size, minor_sample_size, rule_id,
         rule_category, sys_org_code, create_by, create_time)
       SELECT id, report_no, register_id, inspection_type, inspection_level, aql_critical, aql_major, aql_minor,
         sample_letter, sample_size, critical_total, critical_ac, critical_re, major_total, major_ac, major_re,
         minor_total, minor_ac, minor_re, total_points, points_per_100_sq_yd, result, inspector_id, check_date,
         conclusion, critical_sample_size, major_sample_size, minor_sample_size, rule_id, rule_category, 'A01A02',
         'admin', LEAST(check_date + time '16:00', localtimestamp)
       FROM json_to_recordset($2::json) AS r(id text, report_no text, register_id text, inspection_type text,
         inspection_level text, aql_critical numeric, aql_major numeric, aql_minor numeric, sample_letter text,
         sample_size int, critical_total int, critical_ac int, critical_re int, major_total int, major_ac int,
         major_re int, minor_total int, minor_ac int, minor_re int, total_points int, points_per_100_sq_yd numeric,
         result text, inspector_id text, check_date date, conclusion text, critical_sample_size int,
         major_sample_size int, minor_sample_size int, rule_id text, rule_category text)
     ), defect_lines AS (
       INSERT INTO qc_check_report_defect (id, report_id, defect_standard_id, severity, quantity, note, sort_no,
         create_by)
       SELECT id, report_id, defect_standard_id, severity, quantity, note, sort_no, 'admin'
       FROM json_to_recordset($3::json) AS d(id text, report_id text, defect_standard_id text, severity text,
         quantity int, note text, sort_no int)
     )
     INSERT INTO qc_check_report_fabric (id, report_id, roll_no, length_yards, width_inches, defect_code,
       defect_length_inches, is_hole, points, sort_no, create_by)
     SELECT id, report_id, roll_no, length_yards, width_inches, defect_code, defect_length_inches, is_hole, points,
       sort_no, 'admin'
     FROM json_to_recordset($4::json) AS f(id text, report_id text, roll_no text, length_yards numeric,
       width_inches numeric, defect_code text, defect_length_inches numeric, is_hole boolean, points int, sort_no int)`,
    [
      JSON.stringify(registerRows),
      JSON.stringify(reportRows),
      JSON.stringify(defectRows),
      JSON.stringify(fabricRows),
    ],
  )
}
