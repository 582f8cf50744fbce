/**
 * The inspection operations of the quality module (registrations, check reports) beyond the generic CRUD of
 * src/module-resources/qc-inspection.ts (docs/modules.md).
 *
 * A check report is written with all its lines in one request (saveWithLines): the server computes the sample
 * size and the acceptance numbers from the brand's check rule and the register's lot size (ISO 2859-1, single
 * sampling, normal inspection), the defect totals per severity, the four-point fabric points (ASTM D5430) and
 * the result. Computed fields are never taken from the body.
 */
import type { CompactOperation, Json } from './compact'
import { ref } from './compact'

const nullable = (type: string, extra: Json = {}): Json => ({ type: [type, 'null'], ...extra })
const id32 = (description: string): Json => ({ type: 'string', minLength: 1, maxLength: 32, description })
const integer = (description: string): Json => ({ type: 'integer', description })
const number = (description: string): Json => ({ type: 'number', description })
const datePattern = '^(\\d{4}-\\d{2}-\\d{2})?$'

const EXAMPLE_REGISTER_ID = '1580000000000000000000000000000c'
const EXAMPLE_REPORT_ID = '1580000000000000000000000000000d'
const EXAMPLE_STANDARD_ID = '1580000000000000000000000000000e'

export const tags: Record<string, string> = {}

const EXAMPLE_PLAN = {
  registerId: EXAMPLE_REGISTER_ID,
  lotSize: 2000,
  brandId: '1580000000000000000000000000000b',
  productCategory: '户外夹克',
  ruleId: '1580000000000000000000000000000f',
  ruleCategory: '户外夹克',
  ruleMatch: 'category',
  defaultRule: false,
  inspectionLevel: 'II',
  aqlCritical: 0.065,
  aqlMajor: 2.5,
  aqlMinor: 4,
  sampleLetter: 'L',
  sampleSize: 200,
  criticalLetter: 'L',
  criticalSampleSize: 200,
  majorLetter: 'K',
  majorSampleSize: 125,
  minorLetter: 'K',
  minorSampleSize: 125,
  criticalAc: 0,
  criticalRe: 1,
  majorAc: 7,
  majorRe: 8,
  minorAc: 10,
  minorRe: 11,
}

const EXAMPLE_REPORT = {
  id: EXAMPLE_REPORT_ID,
  reportNo: 'BG20261123001',
  registerId: EXAMPLE_REGISTER_ID,
  inspectionType: 'garment',
  inspectionLevel: 'II',
  inspectionLevel_dictText: 'II',
  aqlCritical: 0.065,
  aqlMajor: 2.5,
  aqlMinor: 4,
  sampleLetter: 'L',
  sampleSize: 200,
  criticalSampleSize: 200,
  majorSampleSize: 125,
  minorSampleSize: 125,
  ruleId: '1580000000000000000000000000000f',
  ruleCategory: '户外夹克',
  criticalTotal: 0,
  criticalAc: 0,
  criticalRe: 1,
  majorTotal: 7,
  majorAc: 7,
  majorRe: 8,
  minorTotal: 3,
  minorAc: 10,
  minorRe: 11,
  totalPoints: 0,
  pointsPer100SqYd: null,
  result: 'pass',
  result_dictText: '合格',
  inspectorId: 'e9ca23d68d884d4ebb19d07889727dae',
  checkDate: '2026-11-23',
  photos: null,
  conclusion: '大货做工良好，个别线头未清。',
  sysOrgCode: 'A01',
  tenantId: 0,
  createBy: 'admin',
  createTime: '2026-11-23 10:00:00',
  updateBy: null,
  updateTime: null,
}

const EXAMPLE_DEFECT = {
  id: '15800000000000000000000000000010',
  reportId: EXAMPLE_REPORT_ID,
  defectStandardId: EXAMPLE_STANDARD_ID,
  severity: 'major',
  quantity: 7,
  note: '线头',
  photo: null,
  sortNo: 1,
}

const EXAMPLE_FABRIC = {
  id: '15800000000000000000000000000011',
  reportId: EXAMPLE_REPORT_ID,
  rollNo: 'R-01',
  lengthYards: 120,
  widthInches: 58,
  defectCode: 'FD01',
  defectLengthInches: 2.5,
  isHole: false,
  points: 1,
  sortNo: 1,
}

const severity: Json = {
  type: 'string',
  enum: ['critical', 'major', 'minor'],
  description: 'Dictionary defect_severity',
}

const defectLineProperties: Json = {
  defectStandardId: id32('The defect standard (qc_defect_standard id)'),
  severity,
  quantity: { type: 'integer', minimum: 1, maximum: 100000, description: 'Defective pieces found' },
  note: nullable('string', { maxLength: 500 }),
  photo: nullable('string', { maxLength: 500, description: 'Stored path of an uploaded photo' }),
}

const fabricLineProperties: Json = {
  rollNo: { type: 'string', minLength: 1, maxLength: 32, description: 'Roll number' },
  lengthYards: {
    type: 'number',
    exclusiveMinimum: 0,
    maximum: 100000,
    description: 'Length of the roll in yards',
  },
  widthInches: {
    type: 'number',
    exclusiveMinimum: 0,
    maximum: 1000,
    description: 'Cuttable width of the roll in inches',
  },
  defectCode: nullable('string', { maxLength: 32, description: 'Fabric defect code (qc_fabric_defect)' }),
  defectLengthInches: nullable('number', {
    minimum: 0,
    maximum: 100000,
    description: 'Length of the defect in inches; empty for a roll without defects',
  }),
  isHole: nullable('boolean', { description: 'A hole counts 4 points whatever its length' }),
}

export const schemas: Record<string, Json> = {
  QcInspectionPlan: {
    type: 'object',
    description:
      'The sampling plan of a registration: the check rule of its brand and product category (the brand rule ' +
      'without category when none names the category; level II with AQL 0 / 2.5 / 4.0 when the brand has neither), ' +
      'and per severity the plan its AQL leads to in ISO 2859-1 Table 2-A, arrows followed: code letter, sample ' +
      'size, Ac/Re. The pieces to inspect (sampleSize) are the largest of the three sample sizes.',
    required: [
      'registerId',
      'lotSize',
      'inspectionLevel',
      'sampleSize',
      'defaultRule',
      'ruleMatch',
      'criticalSampleSize',
      'majorSampleSize',
      'minorSampleSize',
    ],
    properties: {
      registerId: { type: 'string' },
      lotSize: integer('Lot size of the registration'),
      brandId: nullable('string'),
      productCategory: nullable('string', { description: 'Product category of the registration' }),
      ruleId: nullable('string', { description: 'The check rule used; null when the default applies' }),
      ruleCategory: nullable('string', { description: 'Product category of the rule used' }),
      ruleMatch: {
        type: 'string',
        enum: ['category', 'brand', 'default'],
        description:
          "category: the brand's rule of the registration's category; brand: the brand's rule without category; " +
          'default: no rule applies (level II, AQL 0 / 2.5 / 4.0)',
      },
      defaultRule: { type: 'boolean', description: 'True when no check rule of the brand applies' },
      inspectionLevel: { type: 'string' },
      aqlCritical: number('AQL of critical defects (0: no critical defect accepted)'),
      aqlMajor: number('AQL of major defects'),
      aqlMinor: number('AQL of minor defects'),
      sampleLetter: { type: 'string', description: 'Code letter of the largest plan' },
      sampleSize: integer('Pieces to inspect: the largest sample size of the three severities'),
      criticalLetter: { type: 'string', description: 'Code letter of the plan of critical defects' },
      criticalSampleSize: integer('Sample size of the plan of critical defects'),
      majorLetter: { type: 'string', description: 'Code letter of the plan of major defects' },
      majorSampleSize: integer('Sample size of the plan of major defects'),
      minorLetter: { type: 'string', description: 'Code letter of the plan of minor defects' },
      minorSampleSize: integer('Sample size of the plan of minor defects'),
      criticalAc: integer('Acceptance number'),
      criticalRe: integer('Rejection number'),
      majorAc: integer('Acceptance number'),
      majorRe: integer('Rejection number'),
      minorAc: integer('Acceptance number'),
      minorRe: integer('Rejection number'),
    },
  },
  QcWorkUser: {
    type: 'object',
    description: 'A live user who may do a piece of work (inspect, repair)',
    required: ['id', 'username'],
    properties: {
      id: { type: 'string' },
      username: { type: 'string' },
      realname: nullable('string'),
    },
  },
  QcCheckReportDefect: {
    type: 'object',
    description: 'A defect line of a check report (qc_check_report_defect)',
    required: ['id', 'reportId', 'defectStandardId', 'severity', 'quantity'],
    properties: {
      id: { type: 'string' },
      reportId: { type: 'string' },
      ...defectLineProperties,
      sortNo: integer('Position of the line'),
    },
  },
  QcCheckReportFabric: {
    type: 'object',
    description: 'A fabric line of a check report (qc_check_report_fabric), with its four-point points',
    required: ['id', 'reportId', 'rollNo', 'lengthYards', 'widthInches', 'points'],
    example: EXAMPLE_FABRIC,
    properties: {
      id: { type: 'string' },
      reportId: { type: 'string' },
      ...fabricLineProperties,
      points: integer('Four-point points of the defect (computed)'),
      sortNo: integer('Position of the line'),
    },
  },
  QcCheckReportDetail: {
    type: 'object',
    description: 'A check report with its defect and fabric lines',
    required: ['report', 'defects', 'fabrics'],
    properties: {
      report: ref('QcCheckReport'),
      defects: { type: 'array', items: ref('QcCheckReportDefect') },
      fabrics: { type: 'array', items: ref('QcCheckReportFabric') },
    },
  },
  QcCheckReportSaveBody: {
    type: 'object',
    description:
      'A check report with ALL its lines (the lines replace the stored ones). Computed fields (sample size, ' +
      'totals, Ac/Re, points, result) are ignored if sent.',
    required: ['report', 'defects', 'fabrics'],
    properties: {
      report: {
        type: 'object',
        required: ['registerId', 'inspectionType'],
        properties: {
          id: { type: ['string', 'null'], maxLength: 32, description: 'Empty: a new report' },
          reportNo: nullable('string', {
            maxLength: 32,
            description: 'Empty: generated (BG + date + number)',
          }),
          registerId: id32('The registration inspected'),
          inspectionType: { type: 'string', enum: ['garment', 'fabric'] },
          inspectorId: nullable('string', { maxLength: 32, description: 'The inspector (user id)' }),
          checkDate: nullable('string', { pattern: datePattern, description: 'yyyy-MM-dd' }),
          photos: nullable('string', { maxLength: 2000, description: 'Comma-separated stored paths' }),
          conclusion: nullable('string', { maxLength: 2000 }),
        },
      },
      defects: {
        type: 'array',
        maxItems: 500,
        items: {
          type: 'object',
          required: ['defectStandardId', 'severity', 'quantity'],
          properties: defectLineProperties,
        },
      },
      fabrics: {
        type: 'array',
        maxItems: 1000,
        items: {
          type: 'object',
          required: ['rollNo', 'lengthYards', 'widthInches'],
          properties: fabricLineProperties,
        },
      },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/qc/checkReport/plan',
    operationId: 'qcCheckReportPlan',
    tag: 'qc',
    summary: 'The sampling plan of a registration (sample size and Ac/Re per severity)',
    description:
      "Reads the registration's lot size and product category and the check rule of its brand for that " +
      'category (else the brand rule without category, else the default level II, AQL 0 / 2.5 / 4.0), and looks ' +
      'each AQL up in the ISO 2859-1 tables with the arrows resolved: where an arrow points to another plan, ' +
      "that plan's sample size and Ac/Re apply (lot 2000, level II, AQL 0.065: L, 200, Ac 0 / Re 1). An AQL of 0 " +
      'accepts no defect (Ac 0, Re 1).',
    query: {
      registerId: { schema: id32('The registration'), required: true, example: EXAMPLE_REGISTER_ID },
    },
    result: ref('QcInspectionPlan'),
    example: { result: EXAMPLE_PLAN },
    refusals: ['检验登记不存在', '抽样方案表中没有批量 2000、检验水平 II、AQL 2.5 的方案'],
  },
  {
    method: 'get',
    path: '/qc/inspector/list',
    operationId: 'qcInspectorList',
    tag: 'qc',
    summary:
      'The users who inspect: holders of the role qc_inspector and users of 质检部 and its sub-departments',
    description:
      'Live users only (not deleted, not frozen), by name. The inspector and group pickers offer these.',
    result: { type: 'array', items: ref('QcWorkUser') },
    example: {
      code: 0,
      result: [{ id: 'e9ca23d68d884d4ebb19d07889727dae', username: 'qc01', realname: '质检李工' }],
    },
  },
  {
    method: 'get',
    path: '/qc/checkReport/detail',
    operationId: 'qcCheckReportDetail',
    tag: 'qc',
    summary: 'A check report with its defect and fabric lines',
    query: { id: { schema: id32('The report'), required: true, example: EXAMPLE_REPORT_ID } },
    result: ref('QcCheckReportDetail'),
    example: { code: 0, result: { report: EXAMPLE_REPORT, defects: [EXAMPLE_DEFECT], fabrics: [] } },
    refusals: ['未找到对应数据'],
  },
  {
    method: 'post',
    path: '/qc/checkReport/saveWithLines',
    operationId: 'qcCheckReportSaveWithLines',
    tag: 'qc',
    summary: 'Add or edit a check report with all its lines in one transaction; answers the computed report',
    description:
      'Without `report.id` a report is added (its number generated when empty), otherwise the report is ' +
      'edited and its lines replaced. The server computes the plan (see qcCheckReportPlan), the totals per ' +
      'severity, the points of each fabric line (up to 3 in: 1, over 3 to 6: 2, over 6 to 9: 3, over 9: 4, a ' +
      'hole: 4), total points and points per 100 square yards (points × 3600 / Σ roll yards × width), and the ' +
      'result: pass when every severity total is at most its Ac (and, for a fabric inspection, at most 40 ' +
      'points per 100 square yards). The registration passes only when every report on it passes: it takes ' +
      'the status failed when any report fails, passed otherwise (recomputed when a report is saved, edited or ' +
      'deleted; registered again when its last report is deleted).',
    body: {
      schema: ref('QcCheckReportSaveBody'),
      example: {
        report: {
          registerId: EXAMPLE_REGISTER_ID,
          inspectionType: 'garment',
          inspectorId: 'e9ca23d68d884d4ebb19d07889727dae',
          checkDate: '2026-11-23',
          conclusion: '大货做工良好，个别线头未清。',
        },
        defects: [{ defectStandardId: EXAMPLE_STANDARD_ID, severity: 'major', quantity: 7, note: '线头' }],
        fabrics: [],
      },
    },
    result: ref('QcCheckReportDetail'),
    example: {
      message: '保存成功！检验结果：合格',
      result: { report: EXAMPLE_REPORT, defects: [EXAMPLE_DEFECT], fabrics: [] },
    },
    refusals: [
      '检验登记不存在',
      '未找到对应数据',
      '该值不可用，系统中已存在！',
      '面料检验至少需要一条面料记录',
      '缺陷标准不存在：…',
    ],
  },
]
