import type { Queryable } from '../../../db/database'
import { adminSeedIds } from '../../../db/seed-ids'

/** Tables of the category tree, emptied by the test reset before seeding again. */
export const categoryTables: string[] = ['sys_category']

/** A category tree: 物料 (原材料, 辅料 → 包装材料) and 设备. */
export async function seedCategories(db: Queryable): Promise<void> {
  for (const [id, pid, name, code, hasChild] of [
    [adminSeedIds.categoryMaterial, '0', '物料', 'A01', '1'],
    [adminSeedIds.categoryRaw, adminSeedIds.categoryMaterial, '原材料', 'A01A01', '0'],
    [adminSeedIds.categoryAuxiliary, adminSeedIds.categoryMaterial, '辅料', 'A01A02', '1'],
    [adminSeedIds.categoryPackaging, adminSeedIds.categoryAuxiliary, '包装材料', 'A01A02A01', '0'],
    [adminSeedIds.categoryEquipment, '0', '设备', 'A02', '0'],
  ] as const) {
    await db.query(
      `INSERT INTO sys_category (id, pid, name, code, has_child, sys_org_code, create_by)
       VALUES ($1, $2, $3, $4, $5, 'A01', 'admin')`,
      [id, pid, name, code, hasChild],
    )
  }
}
