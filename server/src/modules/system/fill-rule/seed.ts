import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import { seedIds } from '../../../db/seed-ids'

/** Tables of the fill rules, emptied by the test reset before seeding again. */
export const fillRuleTables: string[] = ['sys_fill_rule']

/** Fill rules (/sys/fillRule/testFillRule): upstream's three classes, two order-number prefixes. */
export async function seedFillRules(db: Queryable): Promise<void> {
  for (const [id, name, code, ruleClass, params] of [
    ['1202551334738382850', '机构编码生成', 'org_num_role', 'OrgCodeRule', { parentId: seedIds.departRoot }],
    ['1202787623203065858', '分类字典编码生成', 'category_code_rule', 'CategoryCodeRule', { pid: '' }],
    ['1260134137920090113', '订单流水号', 'shop_order_num', 'OrderNumberRule', { prefix: 'CN' }],
    [newId(), '质检报告编号', 'qc_report_no', 'OrderNumberRule', { prefix: 'QC' }],
  ] as const) {
    await db.query(
      `INSERT INTO sys_fill_rule (id, rule_name, rule_code, rule_class, rule_params, create_by)
       VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [id, name, code, `org.jeecg.modules.system.rule.${ruleClass}`, JSON.stringify(params)],
    )
  }
}
