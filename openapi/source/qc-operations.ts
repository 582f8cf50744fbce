/**
 * The operations of the qc module beyond the generic CRUD of src/module-resources/qc.ts
 * (docs/modules.md): the ISO 2859-1 sampling plan lookup the forms use, and the danger-address match
 * the registration form warns with.
 */
import type { CompactOperation, Json } from './compact'
import { ref } from './compact'

const EXAMPLE_DANGER_ADDRESS = {
  id: 'pac7qcref00000000000000danger001',
  address: '广东省东莞市虎门镇白沙工业区8号',
  reason: '曾发现转包至无资质工厂',
  riskLevel: 'H',
  validUntil: '2027-06-30',
  sysOrgCode: 'A01',
  tenantId: 0,
  createBy: 'admin',
  createTime: '2026-11-01 09:00:00',
  updateBy: null,
  updateTime: null,
}

export const tags: Record<string, string> = {
  qc: 'Quality inspection: reference data (brands, countries, danger addresses, groups, defects, rules) and ISO 2859-1 sampling',
}

export const schemas: Record<string, Json> = {
  QcSamplingPlan: {
    type: 'object',
    description:
      'A single sampling plan of ISO 2859-1 for normal inspection, the arrows of Table 2-A already followed: ' +
      'the code letter of the plan that applies, its sample size (the lot size when the sample would reach it: ' +
      '100 % inspection), the acceptance number Ac and the rejection number Re',
    required: ['letter', 'sampleSize', 'ac', 're'],
    properties: {
      letter: { type: 'string', maxLength: 1, description: 'Sample size code letter of the plan applied' },
      sampleSize: { type: 'integer', minimum: 1, description: 'Units to inspect' },
      ac: { type: 'integer', minimum: 0, description: 'Accept with at most this many nonconformities' },
      re: { type: 'integer', minimum: 1, description: 'Reject with at least this many' },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/qc/sampling/plan',
    operationId: 'qcSamplingPlan',
    tag: 'qc',
    summary: 'The ISO 2859-1 single sampling plan (normal inspection) of a lot',
    description:
      'Table 1 (qc_sample_size_level, editable) gives the code letter of the lot size at the inspection level; ' +
      'Table 2-A gives the sample size and Ac/Re at the AQL, following its arrows to the first plan below or ' +
      'above (whose sample size then applies). When the sample size reaches the lot size the whole lot is ' +
      'inspected. The AQL must be one of the 26 values of the standard (0.010 … 1000).',
    query: {
      lotSize: {
        schema: { type: 'integer', minimum: 1, maximum: 100000000 },
        required: true,
        description: 'Lot or batch size',
        example: 2000,
      },
      level: {
        schema: { type: 'string', enum: ['S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III'] },
        required: true,
        description: 'Inspection level (dict inspection_level)',
        example: 'II',
      },
      aql: {
        schema: { type: 'number', minimum: 0.01, maximum: 1000 },
        required: true,
        description: 'Acceptance quality limit, a value of the series 0.010, 0.015, 0.025 … 650, 1000',
        example: 2.5,
      },
    },
    result: ref('QcSamplingPlan'),
    example: { code: 0, result: { letter: 'K', sampleSize: 125, ac: 7, re: 8 } },
    refusals: ['AQL 必须是标准系列值（0.010 … 1000）', '抽样表中没有该批量与检验水平的样本量字码'],
  },
  {
    method: 'get',
    path: '/qc/dangerAddress/match',
    operationId: 'qcDangerAddressMatch',
    tag: 'qc',
    summary: 'The live danger addresses matching an address',
    description:
      'Entries still valid (validUntil today or later, or empty) whose address contains the given one or is ' +
      'contained in it, compared without spaces and punctuation. An empty answer means no warning.',
    query: {
      address: {
        schema: { type: 'string', minLength: 1, maxLength: 200 },
        required: true,
        description: 'The address of the inspection',
        example: '东莞市虎门镇白沙工业区8号',
      },
    },
    result: { type: 'array', items: ref('QcDangerAddress') },
    example: { code: 0, result: [EXAMPLE_DANGER_ADDRESS] },
  },
]
