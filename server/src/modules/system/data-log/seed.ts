import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { seedIds } from '../../../db/seed-ids'

/** Tables of the data log, emptied by the test reset before seeding again. */
export const dataLogTables: string[] = ['sys_data_log']

/** Two versions of the QC role in the data log (/sys/dataLog, 数据日志 → 数据比较). */
export async function seedDataLog(db: Queryable): Promise<void> {
  const role = {
    id: seedIds.roleQc,
    roleName: '质检员',
    roleCode: 'qc_inspector',
    createBy: null,
    updateBy: 'admin',
  }
  for (const [version, description, time] of [
    [1, '质检', '2026-11-20 09:00:00'],
    [2, '质量检验', '2026-11-21 15:30:00'],
  ] as const) {
    await db.query(
      `INSERT INTO sys_data_log (id, data_table, data_id, data_content, data_version, create_by, create_time)
       VALUES ($1, 'sys_role', $2, $3, $4, 'admin', $5::timestamp)`,
      [newId(), seedIds.roleQc, JSON.stringify({ ...role, description, updateTime: time }), version, time],
    )
  }
}
