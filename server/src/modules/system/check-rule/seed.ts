import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'

/** Tables of the check rules, emptied by the test reset before seeding again. */
export const checkRuleTables: string[] = ['sys_check_rule']

/** Check rules (/sys/checkRule/checkByCode): a work number and a material code. */
export async function seedCheckRules(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description) VALUES
       ($1, '工号', 'work_no', $2, '5 位数字'), ($3, '物料编码', 'material_code', $4, '2 位大写字母 + 4 位数字')`,
    [
      newId(),
      JSON.stringify([{ digits: '*', pattern: '^\\d{5}$', message: '工号是5位数字' }]),
      newId(),
      JSON.stringify([
        { digits: '2', pattern: '^[A-Z]+$', message: '前两位必须是大写字母' },
        { digits: '4', pattern: '^\\d+$', message: '后四位必须是数字' },
      ]),
    ],
  )
}
