import type { Queryable } from './database'
import { newId } from './ids'

/** Demo data of the system pages served by modules/system/ (upstream ids where upstream seeds the row). */
export const adminSeedIds = {
  departRoleRdLeader: '8d4e5f60718293a4b5c6d7e8f9a0b1c1',
  departRoleRdEngineer: '8d4e5f60718293a4b5c6d7e8f9a0b1c2',
  departRoleQcLeader: '8d4e5f60718293a4b5c6d7e8f9a0b1c3',
  ruleOwn: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c01',
  ruleDepart: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c02',
  ruleMale: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c03',
  categoryMaterial: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d501',
  categoryRaw: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d502',
  categoryAuxiliary: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d503',
  categoryPackaging: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d504',
  categoryEquipment: 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d505',
} as const

const ids = {
  admin: 'e9ca23d68d884d4ebb19d07889727dae',
  jeecg: 'a75d45a015c44384a04449ee80dc3503',
  qc01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a02',
  departRoot: 'c6d7cb4deeac411cb3384b1b31278596',
  departRnd: '57197590443c44f083d42ae24ef26a2c',
  departQc: '6b2f1d903c3e4f708b0c1d2e3f4a5b02',
  roleHr: '7c3a2e014d4f40819c1d2e3f4a5b6c01',
  roleQc: '7c3a2e014d4f40819c1d2e3f4a5b6c02',
} as const

export async function seedAdmin(db: Queryable): Promise<void> {
  // Department roles: two in 研发部, one in 质检部; jeecg is the R&D leader, qc01 the QC leader.
  for (const [id, departId, name, code, description] of [
    [adminSeedIds.departRoleRdLeader, ids.departRnd, '研发组长', 'rd_leader', '研发部的组长'],
    [adminSeedIds.departRoleRdEngineer, ids.departRnd, '研发工程师', 'rd_engineer', '研发部的工程师'],
    [adminSeedIds.departRoleQcLeader, ids.departQc, '质检组长', 'qc_leader', '质检部的组长'],
  ] as const) {
    await db.query(
      `INSERT INTO sys_depart_role (id, depart_id, role_name, role_code, description, create_by)
       VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [id, departId, name, code, description],
    )
  }
  for (const [userId, roleId] of [
    [ids.jeecg, adminSeedIds.departRoleRdLeader],
    [ids.qc01, adminSeedIds.departRoleQcLeader],
  ] as const) {
    await db.query('INSERT INTO sys_depart_role_user (id, user_id, drole_id) VALUES ($1, $2, $3)', [
      newId(),
      userId,
      roleId,
    ])
  }

  // Data rules of the 员工档案 page (hr/PersonList; the user-management menu is left without rules for the
  // permission tests); the HR manager role, granted the page, gets "only my department".
  const [personMenu] = await db.query<{ id: string }>(
    `SELECT id FROM sys_permission WHERE url = '/hr/person'`,
  )
  if (personMenu) {
    for (const [id, name, column, condition, value] of [
      [adminSeedIds.ruleOwn, '只看自己创建的', 'createBy', '=', '#{sys_user_code}'],
      [adminSeedIds.ruleDepart, '只看本部门', 'sysOrgCode', 'RIGHT_LIKE', '#{sys_org_code}'],
      [adminSeedIds.ruleMale, '只看男性', 'sex', '=', '1'],
    ] as const) {
      await db.query(
        `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions,
           rule_value, status, create_by) VALUES ($1, $2, $3, $4, $5, $6, '1', 'admin')`,
        [id, personMenu.id, name, column, condition, value],
      )
    }
    await db.query('UPDATE sys_permission SET rule_flag = 1 WHERE id = $1', [personMenu.id])
    await db.query(
      'UPDATE sys_role_permission SET data_rule_ids = $3 WHERE role_id = $1 AND permission_id = $2',
      [ids.roleHr, personMenu.id, adminSeedIds.ruleDepart],
    )
  }

  // Fill rules (/sys/fillRule/testFillRule): upstream's three classes, two order-number prefixes.
  for (const [id, name, code, ruleClass, params] of [
    ['1202551334738382850', '机构编码生成', 'org_num_role', 'OrgCodeRule', { parentId: ids.departRoot }],
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

  // A category tree: 物料 (原材料, 辅料 → 包装材料) and 设备.
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

  // A data source (its password never leaves the server in clear) and PostgreSQL in the type dictionary.
  await db.query(
    `INSERT INTO sys_dict_item (id, dict_id, item_value, item_text, sort_order)
     SELECT $1, id, '6', 'PostgreSQL', 5 FROM sys_dict WHERE dict_code = 'database_type'
       AND NOT EXISTS (SELECT 1 FROM sys_dict_item i WHERE i.dict_id = sys_dict.id AND i.item_value = '6')`,
    [newId()],
  )
  await db.query(
    `INSERT INTO sys_data_source (id, code, name, remark, db_type, db_driver, db_url, db_name, db_username,
       db_password, sys_org_code, create_by)
     VALUES ($1, 'local_pg', '本机 PostgreSQL', '演示：测试连接', '6', 'org.postgresql.Driver',
       'jdbc:postgresql://127.0.0.1:5432/erp', 'erp', 'erp', 'erp-demo', 'A01', 'admin')`,
    [newId()],
  )

  // Two versions of the QC role in the data log (/sys/dataLog, 数据日志 → 数据比较).
  const role = {
    id: ids.roleQc,
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
      [newId(), ids.roleQc, JSON.stringify({ ...role, description, updateTime: time }), version, time],
    )
  }
}
