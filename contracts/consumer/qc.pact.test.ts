/**
 * Consumer contract of the quality module's reference pages (app/src/modules/qc, the pages of brands, accessory
 * countries, danger addresses, groups, Table 1 of ISO 2859-1, defect standards, fabric defects and check rules):
 * the generic CRUD of each base path, the sampling plan the 抽样水平 page computes, and the danger-address
 * match the registration form warns with. The rows come from server/src/modules/qc/pact-fixtures.ts.
 */
import { QC_FIXTURE } from '@erp/server/modules/qc/pact-fixtures'
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { describeCrud } from './crud-contract'
import { newPact } from './pact-helpers'
import { interaction } from './system-helpers'

const { like, integer, eachLike } = MatchersV3

const pact = newPact()
const F = QC_FIXTURE

describeCrud(pact, [
  {
    base: '/qc/brand',
    title: 'qc brand',
    id: F.brand,
    listQuery: { code: F.brandCode },
    record: { code: F.brandCode, name: like('契约品牌'), customer: like('契约客户'), country: like('德国') },
    add: {
      code: 'BR900',
      name: '新品牌',
      customer: '新客户',
      country: '法国',
      contact: '张三',
      note: '试单',
    },
    edit: { id: F.brand, code: F.brandCode, name: '契约品牌二', customer: '契约客户', country: '德国' },
  },
  {
    base: '/qc/accessoryCountry',
    title: 'qc accessory country',
    id: F.accessoryCountry,
    listQuery: { code: F.countryCode },
    record: { code: F.countryCode, country: like('契约国'), labellingRequirements: like('契约标签要求') },
    add: { code: 'NL', country: '荷兰', labellingRequirements: '纤维成分须用荷兰语' },
    edit: { id: F.accessoryCountry, code: F.countryCode, country: '契约国二', labellingRequirements: '改过' },
  },
  {
    base: '/qc/dangerAddress',
    title: 'qc danger address',
    id: F.dangerAddress,
    record: {
      address: like(F.dangerAddressText),
      riskLevel: like('H'),
      riskLevel_dictText: like('高'),
      reason: like('契约原因'),
    },
    add: { address: '某省某市某路2号', reason: '待核实', riskLevel: 'M', validUntil: '2027-12-31' },
    edit: {
      id: F.dangerAddress,
      address: F.dangerAddressText,
      reason: '改过',
      riskLevel: 'L',
      validUntil: null,
    },
  },
  {
    base: '/qc/group',
    title: 'qc inspection group',
    id: F.group,
    listQuery: { name: F.groupName },
    record: {
      name: F.groupName,
      leaderId: like('e9ca23d68d884d4ebb19d07889727dae'),
      memberIds: like('e9ca'),
    },
    add: {
      name: '新检验组',
      leaderId: 'e9ca23d68d884d4ebb19d07889727dae',
      memberIds: 'e9ca23d68d884d4ebb19d07889727dae',
    },
    edit: { id: F.group, name: F.groupName, leaderId: 'e9ca23d68d884d4ebb19d07889727dae', memberIds: '' },
  },
  {
    base: '/qc/sampleSizeLevel',
    title: 'sample size level',
    id: F.sampleSizeLevel,
    listQuery: { lotMin: '1' },
    record: { lotMin: integer(1), lotMax: integer(1), inspectionLevel: like('II'), codeLetter: like('A') },
    add: { lotMin: 1, lotMax: 1, inspectionLevel: 'III', codeLetter: 'A' },
    edit: { id: F.sampleSizeLevel, lotMin: 1, lotMax: 1, inspectionLevel: 'II', codeLetter: 'B' },
  },
  {
    base: '/qc/defectStandard',
    title: 'defect standard',
    id: F.defectStandard,
    listQuery: { code: F.defectCode },
    record: {
      code: F.defectCode,
      name: like('契约缺陷'),
      category: like('workmanship'),
      category_dictText: like('做工'),
      severity: like('major'),
      severity_dictText: like('严重'),
    },
    add: { code: 'WK-99', name: '新缺陷', category: 'appearance', severity: 'minor', description: '试' },
    edit: {
      id: F.defectStandard,
      code: F.defectCode,
      name: '契约缺陷二',
      category: 'size',
      severity: 'critical',
    },
  },
  {
    base: '/qc/fabricDefect',
    title: 'fabric defect',
    id: F.fabricDefect,
    listQuery: { code: F.fabricCode },
    record: { code: F.fabricCode, name: like('契约疵点'), description: like('契约描述') },
    add: { code: 'FD-99', name: '新疵点', description: '试' },
    edit: { id: F.fabricDefect, code: F.fabricCode, name: '契约疵点二', description: '改过' },
  },
  {
    base: '/qc/checkRule',
    title: 'quality check rule',
    id: F.checkRule,
    record: {
      brandId: like(F.brand),
      productCategory: like('契约品类'),
      inspectionLevel: like('II'),
      aqlCritical: like(0.065),
      aqlMajor: like(2.5),
      aqlMinor: like(4),
    },
    add: {
      brandId: F.seedBrand,
      productCategory: '针织上衣',
      inspectionLevel: 'II',
      aqlCritical: 0.065,
      aqlMajor: 2.5,
      aqlMinor: 4,
    },
    edit: {
      id: F.checkRule,
      brandId: F.brand,
      productCategory: '契约品类',
      inspectionLevel: 'I',
      aqlCritical: 0.01,
      aqlMajor: 1.5,
      aqlMinor: 2.5,
    },
  },
])

describe('ISO 2859-1 sampling', () => {
  it('GET /qc/sampling/plan computes the plan of lot 2000, level II, AQL 2.5', async () => {
    await interaction(pact, {
      description: 'a request for the sampling plan of lot 2000 at level II and AQL 2.5',
      method: 'GET',
      path: '/qc/sampling/plan',
      query: { lotSize: '2000', level: 'II', aql: '2.5' },
      result: { letter: 'K', sampleSize: 125, ac: 7, re: 8 },
      check: async (client) => {
        const { data } = await client.GET('/qc/sampling/plan', {
          params: { query: { lotSize: 2000, level: 'II', aql: 2.5 } },
        })
        expect(data?.success).toBe(true)
        expect(data?.result).toEqual({ letter: 'K', sampleSize: 125, ac: 7, re: 8 })
      },
    })
  })

  it('GET /qc/sampling/plan refuses an AQL outside the series', async () => {
    await interaction(pact, {
      description: 'a request for a sampling plan at an AQL the standard lacks',
      method: 'GET',
      path: '/qc/sampling/plan',
      query: { lotSize: '2000', level: 'II', aql: '3' },
      result: null,
      message: 'AQL 必须是标准系列值（0.010 … 1000）',
      refused: true,
      check: async (client) => {
        const { data } = await client.GET('/qc/sampling/plan', {
          params: { query: { lotSize: 2000, level: 'II', aql: 3 } },
        })
        expect(data?.success).toBe(false)
        expect(data?.message).toBe('AQL 必须是标准系列值（0.010 … 1000）')
      },
    })
  })
})

describe('danger addresses', () => {
  it('GET /qc/dangerAddress/match answers the live entries matching an address', async () => {
    await interaction(pact, {
      description: 'a request for the danger addresses matching the fixture address',
      method: 'GET',
      path: '/qc/dangerAddress/match',
      query: { address: `${F.dangerAddressText} 二楼` },
      result: eachLike({
        id: like(F.dangerAddress),
        address: like(F.dangerAddressText),
        riskLevel: like('H'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/qc/dangerAddress/match', {
          params: { query: { address: `${F.dangerAddressText} 二楼` } },
        })
        expect(data?.result?.[0]?.address).toBe(F.dangerAddressText)
      },
    })
  })
})
