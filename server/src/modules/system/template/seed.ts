import type { Queryable } from '../../../db/database'

/** Tables of the list-page templates, emptied by the test reset before seeding again. */
export const templateTables: string[] = ['template_service']

/** 46 rows for the standard table template: numbers, call counts and states spread deterministically. */
export async function seedTemplateServices(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO template_service (id, no, description, call_no, status, updated_at)
     SELECT n, 'No ' || (100000 + n), '这是一段描述 ' || n, (n * 37) % 1000, n % 4, timestamp '2026-11-01 09:00' + n * interval '7 hours'
     FROM generate_series(1, 46) AS n`,
  )
}
