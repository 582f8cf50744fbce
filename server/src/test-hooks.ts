import { clearAllAttempts } from './auth/attempt-limiter'
import { captchaStoreOf } from './auth/captcha'
import { PACT_FIXTURE } from './pact-fixtures'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { openSession } from './auth/sessions'
import type { ServerContext } from './context'
import { seed, seededTables, seedIds } from './db/seed'
import { insertModuleFixtures } from './modules/modules'
import { seedReset } from './test-reset'

/** Provider state of a live SMS code: code, mobile, and what it was sent for (default: sign-in). */
const SMS_STATE = /^an SMS code (\d{4,8}) was sent to (1\d{10})(?: for (registration|a forgotten password))?$/
const SMS_MODES: Record<string, '0' | '1' | '2'> = {
  'sign-in': '0',
  registration: '1',
  'a forgotten password': '2',
}

/**
 * Provider state of the system-administration pacts: every row an interaction reads, edits or deletes, with
 * fixed ids (pact-fixtures.ts, which the pacts name too).
 */
const FIXTURES_STATE = 'the system-administration fixtures exist and admin is signed in'
const fixture = PACT_FIXTURE

/** The rows of FIXTURES_STATE, on top of the seed. */
async function insertFixtures(db: ServerContext['db']): Promise<void> {
  const f = fixture
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

/** Provider state of the notice bell's pacts: a known announcement, unread by admin. */
const ANNOUNCEMENT_STATE = /^announcement ([0-9a-z]{1,32}) is unread and admin is signed in$/

/** Tables the seed does not fill that tests rely on being empty after a reset (migration 0027). */
const UNSEEDED_SHARED_TABLES = ['auth_attempt']

/**
 * Test-only endpoints (mounted with `testHooks: true` / ERP_TEST_HOOKS=1, never otherwise):
 * reset to the seed data, and Pact provider states.
 */
export function mountTestHooks(app: FastifyInstance, context: ServerContext): void {
  // Back to the seed, and no failed sign-ins remembered (they would throttle the next test's logins): neither in
  // this process nor in auth_attempt, where a shared PostgreSQL counts them (SharedAttemptLimiter).
  const resetTables = seedReset(context.db, { tables: seededTables, emptied: UNSEEDED_SHARED_TABLES, seed })
  const reset = () => {
    clearAllAttempts()
    return resetTables()
  }

  /**
   * The state last set up, while nothing has been written since: setting it up again answers the same
   * (its token is still valid), without resetting the database. Pacts list many reads under one state in a
   * row, and a reset takes ~1 s. Anything but a read marks the database written: every non-GET request, and
   * the GETs that sign in (CAS, third-party) or store a captcha.
   */
  let clean: { state: string; answer: unknown } | null = null
  app.server.on('request', (request: { method?: string; url?: string }) => {
    const url = request.url ?? ''
    if (url.includes('/__test/')) return
    if (request.method !== 'GET' || /login|cas|third|randomImage/i.test(url)) clean = null
  })

  app.post('/__test/reset', async () => {
    clean = null
    await reset()
    return { ok: true }
  })

  // The reference server has no SMS gateway: e2e tests read the code sent to a mobile number here.
  app.get('/__test/sms', async (request, reply) => {
    const mobile = (request.query as { mobile?: string }).mobile ?? ''
    const [row] = await context.db.query<{ code: string }>(
      'SELECT code FROM sys_sms_code WHERE mobile = $1',
      [mobile],
    )
    return row ? { code: row.code } : reply.code(404).send({ message: 'no code' })
  })

  // The login captcha waiting under a check key, so a browser script can sign in through upstream's login page.
  app.get('/__test/captcha', async (request, reply) => {
    const key = (request.query as { key?: string }).key ?? ''
    const code = captchaStoreOf(context).peek(key)
    return code ? { code } : reply.code(404).send({ message: 'no captcha' })
  })

  app.post('/__test/state', async (request, reply) => {
    const state = (request.body as { state?: unknown } | null)?.state
    if (clean && clean.state === state) return clean.answer
    const answer: unknown = await setUp(state, reply)
    clean = typeof state === 'string' && reply.statusCode < 400 ? { state, answer } : null
    return answer
  })

  async function setUp(state: unknown, reply: FastifyReply): Promise<unknown> {
    // For the CAS state, the CAS server is whatever the server was started with (CAS_PREFIX_URL / casPrefixUrl).
    switch (state) {
      case 'user admin exists with password 123456':
      case 'no user is signed in':
      case 'the CAS server accepts ticket ST-pact for admin':
        await reset()
        return { ok: true }
      case FIXTURES_STATE: {
        await reset()
        await insertFixtures(context.db)
        await insertModuleFixtures(context.db)
        const token = await openSession(
          context.db,
          { id: seedIds.admin, username: 'admin' },
          context.secret,
          context.tokenTtlSeconds,
        )
        return { ok: true, token }
      }
      default: {
        // 'an SMS code <code> was sent to <mobile>[ for registration| for a forgotten password]': a live code.
        const sms = typeof state === 'string' ? SMS_STATE.exec(state) : null
        if (sms?.[1] && sms[2]) {
          await reset()
          await context.db.query(
            `INSERT INTO sys_sms_code (mobile, code, smsmode, expires_at) VALUES ($1, $2, $3, now() + interval '10 minutes')`,
            [sms[2], sms[1], SMS_MODES[sms[3] ?? 'sign-in']],
          )
          return { ok: true }
        }
        // 'announcement <id> is unread and admin is signed in': an H notice with a known id sent to admin, unread.
        const annt = typeof state === 'string' ? ANNOUNCEMENT_STATE.exec(state) : null
        if (annt?.[1]) {
          await reset()
          await context.db.query(
            `INSERT INTO sys_announcement (id, titile, msg_content, priority, msg_category, msg_type, user_ids,
               send_status, send_time, sender, create_by) VALUES ($1, '停电通知', '<p>周六 8:00-12:00 二车间停电检修</p>',
               'H', '1', 'USER', $2, '1', now(), 'admin', 'admin')`,
            [annt[1], `${seedIds.admin},`],
          )
          await context.db.query(
            `INSERT INTO sys_announcement_send (id, annt_id, user_id, read_flag, create_by)
             VALUES ($1, $2, $3, '0', 'admin')`,
            [`send${annt[1]}`.slice(0, 32), annt[1], seedIds.admin],
          )
          const token = await openSession(
            context.db,
            { id: seedIds.admin, username: 'admin' },
            context.secret,
            context.tokenTtlSeconds,
          )
          return { ok: true, token }
        }
        // '<username> is signed in' (any seeded user, e.g. 'zhangsan is signed in'): reset and open a session.
        const signedIn = typeof state === 'string' ? /^(\S+) is signed in$/.exec(state) : null
        const username = signedIn?.[1]
        const id = username ? seedIds[username as keyof typeof seedIds] : undefined
        if (username && id) {
          await reset()
          const token = await openSession(
            context.db,
            { id, username },
            context.secret,
            context.tokenTtlSeconds,
          )
          return { ok: true, token }
        }
        return reply.code(400).send({ ok: false, message: `unknown provider state: ${String(state)}` })
      }
    }
  }
}
