import type { Queryable } from '../../db/database'
import { qcBrandId } from './seed'

/**
 * Fixed ids of the qc rows the provider state 'the system-administration fixtures exist and admin is signed
 * in' inserts on top of the seed; the consumer tests import them from `@erp/server/modules/qc/pact-fixtures`.
 * Each row is edited and deleted by the CRUD contract of its base path; codes start with PACT so a list
 * filtered by them shows the fixture first.
 */
export const QC_FIXTURE = {
  brand: 'pac7qcref000000000000000brand001',
  accessoryCountry: 'pac7qcref0000000000000country001',
  dangerAddress: 'pac7qcref00000000000000danger001',
  group: 'pac7qcref000000000000000group001',
  sampleSizeLevel: 'pac7qcref000000000000000level001',
  defectStandard: 'pac7qcref00000000000000defect001',
  fabricDefect: 'pac7qcref00000000000000fabric001',
  checkRule: 'pac7qcref0000000000000000rule001',
  brandCode: 'PACT-BR01',
  countryCode: 'PACT',
  groupName: '契约检验组',
  defectCode: 'PACT-D01',
  fabricCode: 'PACT-F01',
  dangerAddressText: '契约省契约市危险路1号',
  /** A seeded brand (BR001) the check-rule add refers to. */
  seedBrand: qcBrandId(1),
} as const

export async function insertQcFixtures(db: Queryable): Promise<void> {
  const f = QC_FIXTURE
  // The ids and codes both statements name; the insert also gives the danger address its text between them.
  const upToDanger = [f.brand, f.brandCode, f.accessoryCountry, f.countryCode, f.dangerAddress]
  const fromGroup = [
    f.group,
    f.groupName,
    f.sampleSizeLevel,
    f.defectStandard,
    f.defectCode,
    f.fabricDefect,
    f.fabricCode,
    f.checkRule,
  ]
  await db.query(
    `WITH brand AS (
       DELETE FROM qc_brand WHERE id = $1 OR code = $2
     ), country AS (
       DELETE FROM qc_accessory_country WHERE id = $3 OR code = $4
     ), danger AS (
       DELETE FROM qc_danger_address WHERE id = $5
     ), grp AS (
       DELETE FROM qc_group WHERE id = $6 OR name = $7
     ), level AS (
       DELETE FROM qc_sample_size_level WHERE id = $8
     ), defect AS (
       DELETE FROM qc_defect_standard WHERE id = $9 OR code = $10
     ), fabric AS (
       DELETE FROM qc_fabric_defect WHERE id = $11 OR code = $12
     )
     DELETE FROM qc_check_rule WHERE id = $13`,
    [...upToDanger, ...fromGroup],
  )
  await db.query(
    `WITH brand AS (
       INSERT INTO qc_brand (id, code, name, customer, country, contact, create_by)
       VALUES ($1, $2, '契约品牌', '契约客户', '德国', '契约联系人', 'admin')
     ), country AS (
       INSERT INTO qc_accessory_country (id, code, country, labelling_requirements, create_by)
       VALUES ($3, $4, '契约国', '契约标签要求', 'admin')
     ), danger AS (
       INSERT INTO qc_danger_address (id, address, reason, risk_level, valid_until, create_by)
       VALUES ($5, $6, '契约原因', 'H', NULL, 'admin')
     ), grp AS (
       INSERT INTO qc_group (id, name, leader_id, member_ids, create_by)
       VALUES ($7, $8, 'e9ca23d68d884d4ebb19d07889727dae', 'e9ca23d68d884d4ebb19d07889727dae', 'admin')
     ), level AS (
       INSERT INTO qc_sample_size_level (id, lot_min, lot_max, inspection_level, code_letter, create_by)
       VALUES ($9, 1, 1, 'II', 'A', 'admin')
     ), defect AS (
       INSERT INTO qc_defect_standard (id, code, name, category, severity, description, create_by)
       VALUES ($10, $11, '契约缺陷', 'workmanship', 'major', '契约描述', 'admin')
     ), fabric AS (
       INSERT INTO qc_fabric_defect (id, code, name, description, create_by)
       VALUES ($12, $13, '契约疵点', '契约描述', 'admin')
     )
     INSERT INTO qc_check_rule (id, brand_id, product_category, inspection_level, aql_critical, aql_major,
       aql_minor, create_by)
     VALUES ($14, $1, '契约品类', 'II', 0.065, 2.5, 4, 'admin')`,
    [...upToDanger, f.dangerAddressText, ...fromGroup],
  )
}
