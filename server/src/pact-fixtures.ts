import type { Queryable } from './db/database'
import { seedIds } from './db/seed-ids'

/**
 * Fixed ids of the rows the provider state 'the system-administration fixtures exist and admin is signed in'
 * inserts on top of the seed (test-hooks.ts). The Pact consumer tests name the same rows through
 * contracts/pact-names.ts, which re-exports this object: the ids are written once, here. Ids are 32
 * characters like upstream's; the tenant id is an integer, as upstream's.
 */
export const PACT_FIXTURE = {
  role: 'pac7000000000000000000000000f001',
  position: 'pac7000000000000000000000000f002',
  tenant: 9001,
  dict: 'pac7000000000000000000000000f003',
  dictItem: 'pac7000000000000000000000000f004',
  fillRule: 'pac7000000000000000000000000f005',
  checkRule: 'pac7000000000000000000000000f006',
  dataSource: 'pac7000000000000000000000000f007',
  gatewayRoute: 'pac7000000000000000000000000f008',
  /** Takes the seeded CleanSysLogJob; the SampleJob row is removed, so SampleJob can be added. */
  quartzJob: 'pac7000000000000000000000000f009',
  message: 'pac7000000000000000000000000f00a',
  messageTemplate: 'pac7000000000000000000000000f00b',
  /** Version 1 of the fixture position in the data log; dataLogVersion2 is version 2. */
  dataLog: 'pac7000000000000000000000000f00c',
  log: 'pac7000000000000000000000000f00d',
  ossFile: 'pac7000000000000000000000000f00e',
  /** An unpublished announcement (send_status 0). */
  draftAnnouncement: 'pac7000000000000000000000000f010',
  /** A published announcement sent to admin, unread; its delivery row has the same id. */
  publishedAnnouncement: 'pac7000000000000000000000000f011',
  /** One successful run of the fixture job. */
  quartzJobLog: 'pac7000000000000000000000000f012',
  /** A logically deleted user (the recycle bin), username pact_deleted. */
  deletedUser: 'pac7000000000000000000000000f013',
  /** A live user without department or role, username pact_user. */
  user: 'pac7000000000000000000000000f014',
  /** A department under the root, org code A01A99, no users. */
  depart: 'pac7000000000000000000000000f015',
  /** A top-level menu with one data rule (dataRule), granted to the fixture role. */
  menu: 'pac7000000000000000000000000f016',
  dataRule: 'pac7000000000000000000000000f017',
  /** A department role of 研发部 holding the home menu, which 研发部 is granted. */
  departRole: 'pac7000000000000000000000000f018',
  dataLogVersion2: 'pac7000000000000000000000000f019',
  /** admin's role (管理员) holds the fixture menu, as permissionAdd grants a new menu to the roles that held all. */
  adminMenuGrant: 'pac7000000000000000000000000f01a',
} as const

/**
 * The rows of the provider state 'the system-administration fixtures exist and admin is signed in', on top of the
 * seed. Plain SQL with constant parameters only (no value read back, no value computed here): the contracts render
 * the statements as contracts/fixtures/system.sql for back ends that are not this server.
 */
export async function insertSystemFixtures(db: Queryable): Promise<void> {
  const f = PACT_FIXTURE
  const inserts: [string, unknown[]][] = [
    // The message tables are seeded by their migration, not by the reset: clear what a previous run left.
    [`DELETE FROM sys_sms WHERE id = $1`, [f.message]],
    [
      `DELETE FROM sys_sms_template WHERE id = $1 OR template_code IN ('pact_tpl', 'pact_tpl_new')`,
      [f.messageTemplate],
    ],
    [
      `INSERT INTO sys_role (id, role_name, role_code, description) VALUES ($1, '契约角色', 'pact_role', '契约测试')`,
      [f.role],
    ],
    [
      `INSERT INTO sys_position (id, code, name, post_rank) VALUES ($1, 'pact_position', '契约职务', '3')`,
      [f.position],
    ],
    [`INSERT INTO sys_tenant (id, name, status) VALUES ($1, '契约租户', 1)`, [f.tenant]],
    [
      `INSERT INTO sys_dict (id, dict_name, dict_code, type) VALUES ($1, '契约字典', 'pact_dict', 0)`,
      [f.dict],
    ],
    [
      `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, sort_order, status) VALUES ($1, $2, '契约项', 'p1', 1, 1)`,
      [f.dictItem, f.dict],
    ],
    [
      `INSERT INTO sys_fill_rule (id, rule_name, rule_code, rule_class, rule_params) VALUES ($1, '契约填值', 'pact_fill',
         'org.jeecg.modules.system.rule.OrderNumberRule', '{"prefix":"PA"}')`,
      [f.fillRule],
    ],
    [
      `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json) VALUES ($1, '契约校验', 'pact_check',
         '[{"digits":"*","pattern":"^[0-9]{5}$","message":"须是5位数字"}]')`,
      [f.checkRule],
    ],
    [
      `INSERT INTO sys_data_source (id, code, name, db_type, db_driver, db_url) VALUES ($1, 'pact_ds', '契约数据源', '6',
         'org.postgresql.Driver', 'jdbc:postgresql://127.0.0.1:5432/pact')`,
      [f.dataSource],
    ],
    [
      `INSERT INTO sys_gateway_route (id, router_id, name, uri, status) VALUES ($1, 'pact-route', 'pact-route', 'lb://pact', 1)`,
      [f.gatewayRoute],
    ],
    // Every job class has a seeded job: the pact job takes CleanSysLogJob's row, and SampleJob is free to add.
    [`DELETE FROM sys_quartz_job WHERE job_class_name = 'org.jeecg.modules.quartz.job.SampleJob'`, []],
    [
      `UPDATE sys_quartz_job SET id = $1 WHERE job_class_name = 'org.jeecg.modules.quartz.job.CleanSysLogJob'`,
      [f.quartzJob],
    ],
    [
      `INSERT INTO sys_quartz_job_log (id, job_id, job_class_name, start_time, end_time, duration_ms, status)
       VALUES ($1, $2, 'org.jeecg.modules.quartz.job.CleanSysLogJob', now() - interval '1 second', now(), 12, 'success')`,
      [f.quartzJobLog, f.quartzJob],
    ],
    [
      `INSERT INTO sys_sms (id, es_title, es_type, es_receiver, es_content, es_send_status, es_send_num)
       VALUES ($1, '契约消息', '4', 'admin', '您好', '1', 1)`,
      [f.message],
    ],
    [
      `INSERT INTO sys_sms_template (id, template_code, template_name, template_content, template_test_json, template_type)
       VALUES ($1, 'pact_tpl', '契约模板', '\${name}，您好！', '{"name":"张三"}', '4')`,
      [f.messageTemplate],
    ],
    [
      `INSERT INTO sys_data_log (id, data_table, data_id, data_content, data_version) VALUES ($1, 'sys_position', $2, '{}', 1)`,
      [f.dataLog, f.position],
    ],
    [
      `INSERT INTO sys_data_log (id, data_table, data_id, data_content, data_version) VALUES ($1, 'sys_position', $2,
         '{"name":"契约职务二"}', 2)`,
      [f.dataLogVersion2, f.position],
    ],
    [
      `INSERT INTO sys_log (id, log_type, log_content, username) VALUES ($1, 1, '用户名: admin,登录成功！', 'admin')`,
      [f.log],
    ],
    [`INSERT INTO oss_file (id, file_name, url) VALUES ($1, 'pact.txt', 'temp/pact.txt')`, [f.ossFile]],
    [
      `INSERT INTO sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, send_status, create_by)
       VALUES ($1, '契约草稿', '<p>草稿</p>', 'L', '1', 'ALL', '0', 'admin')`,
      [f.draftAnnouncement],
    ],
    [
      `INSERT INTO sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, user_ids, send_status,
         send_time, sender, create_by) VALUES ($1, '契约通告', '<p>已发布</p>', 'M', '1', 'USER', $2, '1', now(), 'admin', 'admin')`,
      [f.publishedAnnouncement, `${seedIds.admin},`],
    ],
    [
      `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by) VALUES ($1, $2, $3, '0', 'admin')`,
      [f.publishedAnnouncement, f.publishedAnnouncement, seedIds.admin],
    ],
    [
      `INSERT INTO sys_user (id, username, realname, password, status, del_flag) VALUES ($1, 'pact_deleted', '已删契约', 'x', 1, 1),
         ($2, 'pact_user', '契约用户', 'x', 1, 0)`,
      [f.deletedUser, f.user],
    ],
    [
      `INSERT INTO sys_depart (id, parent_id, depart_name, depart_order, org_category, org_code)
       VALUES ($1, $2, '契约部', 9, '2', 'A01A99')`,
      [f.depart, seedIds.departRoot],
    ],
    [
      `INSERT INTO sys_permission (id, parent_id, name, url, component, menu_type, sort_no)
       VALUES ($1, NULL, '契约菜单', '/pact', 'pact/PactPage', 0, 99)`,
      [f.menu],
    ],
    [
      `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value, status)
       VALUES ($1, $2, '契约规则', 'createBy', '=', '#{sys_user_code}', '1')`,
      [f.dataRule, f.menu],
    ],
    // The pact role is granted the pact menu, whose data rule it may then pick.
    [`UPDATE sys_permission SET rule_flag = 1 WHERE id = $1`, [f.menu]],
    [`INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $1, $2)`, [f.role, f.menu]],
    // admin holds every permission, the fixture menu included (auth/power.ts: no one grants what they do not hold).
    [
      `INSERT INTO sys_role_permission (id, role_id, permission_id) VALUES ($1, $2, $3)`,
      [f.adminMenuGrant, seedIds.roleAdmin, f.menu],
    ],
    [
      `INSERT INTO sys_depart_role (id, depart_id, role_name, role_code, description) VALUES ($1, $2, '契约部门角色', 'pact_drole', '')`,
      [f.departRole, seedIds.departRnd],
    ],
    [
      `INSERT INTO sys_depart_permission (id, depart_id, permission_id) VALUES ($1, $2, $3)`,
      [f.departRole, seedIds.departRnd, seedIds.home],
    ],
    [
      `INSERT INTO sys_depart_role_permission (id, depart_id, role_id, permission_id) VALUES ($1, $2, $3, $4)`,
      [f.departRole, seedIds.departRnd, f.departRole, seedIds.home],
    ],
  ]
  for (const [sql, params] of inserts) await db.query(sql, params)
}

/**
 * The row of the provider state 'announcement <id> is unread and admin is signed in': a published H notice with
 * that id sent to admin, and its delivery row, unread.
 */
export async function insertUnreadAnnouncement(db: Queryable, id: string): Promise<void> {
  await db.query(
    `INSERT INTO sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, user_ids,
       send_status, send_time, sender, create_by) VALUES ($1, '停电通知', '<p>周六 8:00-12:00 二车间停电检修</p>',
       'H', '1', 'USER', $2, '1', now(), 'admin', 'admin')`,
    [id, `${seedIds.admin},`],
  )
  await db.query(
    `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by)
     VALUES ($1, $2, $3, '0', 'admin')`,
    [`send${id}`.slice(0, 32), id, seedIds.admin],
  )
}
