import type { Queryable } from '../../db/database'
import { seedIds } from '../../db/seed-ids'
import { qcBrandId, qcDefectStandardId } from './seed'

/** Fixed ids of the inspection rows the system-fixtures provider state inserts (contracts import them). */
export const QC_INSPECTION_FIXTURE = {
  /** A registration without reports (edited and deleted by the CRUD contract). */
  register: 'pac7qcin000000000000000000000001',
  registerNo: 'QCPACT0001',
  /** A registration of lot 2000 (letter K at level II) with the report below. */
  reportedRegister: 'pac7qcin000000000000000000000002',
  reportedRegisterNo: 'QCPACT0002',
  /** A garment report with one major defect line (read, edited and deleted by the contract). */
  report: 'pac7qcin000000000000000000000003',
  reportNo: 'BGPACT0001',
  defectLine: 'pac7qcin000000000000000000000004',
  /** The seeded defect standard AP-01 (污渍, major) the lines name. */
  defectStandardId: qcDefectStandardId(1),
  /** The seeded brand BR001 of both registrations. */
  brandId: qcBrandId(1),
  /** The category of the brand's seeded rule (户外夹克: level II, AQL 0.065 / 2.5 / 4.0). */
  productCategory: '户外夹克',
  lotSize: 2000,
} as const

export async function insertQcInspectionFixtures(db: Queryable): Promise<void> {
  const f = QC_INSPECTION_FIXTURE
  await db.query('DELETE FROM qc_check_report WHERE id = $1 OR report_no = $2', [f.report, f.reportNo])
  await db.query('DELETE FROM qc_check_report WHERE register_id = ANY($1::text[])', [
    [f.register, f.reportedRegister],
  ])
  await db.query('DELETE FROM qc_register WHERE id = ANY($1::text[]) OR register_no = ANY($2::text[])', [
    [f.register, f.reportedRegister],
    [f.registerNo, f.reportedRegisterNo],
  ])
  await db.query(
    `INSERT INTO qc_register (id, register_no, brand_id, product_category, style_no, po_no, order_qty, lot_size,
       factory, address, inspection_date, status, sys_org_code, create_by, create_time)
     VALUES ($1, $2, $5, $7, 'ST-PACT1', 'PO-PACT1', 1000, 800, '契约制衣厂', '契约市契约路 1 号', '2026-11-20',
         'registered', 'A01A02', 'admin', now()),
       ($3, $4, $5, $7, 'ST-PACT2', 'PO-PACT2', 2100, $6, '契约制衣厂', '契约市契约路 2 号', '2026-11-21',
         'passed', 'A01A02', 'admin', now() - interval '1 minute')`,
    [
      f.register,
      f.registerNo,
      f.reportedRegister,
      f.reportedRegisterNo,
      f.brandId,
      f.lotSize,
      f.productCategory,
    ],
  )
  await db.query(
    `INSERT INTO qc_check_report (id, report_no, register_id, inspection_type, inspection_level, aql_critical,
       aql_major, aql_minor, sample_letter, sample_size, critical_total, critical_ac, critical_re, major_total,
       major_ac, major_re, minor_total, minor_ac, minor_re, total_points, result, inspector_id, check_date,
       conclusion, sys_org_code, create_by, create_time)
     VALUES ($1, $2, $3, 'garment', 'II', 0, 2.5, 4, 'K', 125, 0, 0, 1, 3, 7, 8, 0, 10, 11, 0, 'pass', $4,
       '2026-11-21', '契约报告', 'A01A02', 'admin', now() + interval '1 day')`,
    [f.report, f.reportNo, f.reportedRegister, seedIds.qc01],
  )
  await db.query(
    `INSERT INTO qc_check_report_defect (id, report_id, defect_standard_id, severity, quantity, note, sort_no)
     VALUES ($1, $2, $3, 'major', 3, '线头', 1)`,
    [f.defectLine, f.report, f.defectStandardId],
  )
}
