/**
 * Consumer contract of the generic CRUD of the resource pages (app/src/lib/resource/crud-client.ts): for every
 * base path a ResourceDefinition names, `<base>/list`, and `add`, `edit`, `delete`, `deleteBatch` where the
 * base has them; the position page also reads one row with `queryById`. The client is the real one, seen
 * through one untyped signature exactly as crud-client.ts sees it (the path is picked at run time). Edits and
 * deletes target the fixture row of the base (PACT_FIXTURE), so they verify again and again against a reset
 * server. Excel export and import go through the transfer helpers and are not pinned here.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { PACT_FIXTURE, STATES } from '../pact-names'
import { interaction } from './system-helpers'
import { describeCrud, type CrudResource } from './crud-contract'
import { newPact } from './pact-helpers'

const { like, integer } = MatchersV3

const pact = newPact()

const F = PACT_FIXTURE
const resources: CrudResource[] = [
  {
    base: '/sys/role',
    title: 'role',
    id: F.role,
    record: { roleName: like('契约角色'), roleCode: like('pact_role') },
    add: { roleName: '质检组', roleCode: 'qc_team', description: '质检组的角色' },
    edit: { id: F.role, roleName: '契约角色二', roleCode: 'pact_role', description: '改过' },
  },
  {
    base: '/sys/position',
    title: 'position',
    id: F.position,
    record: { code: like('pact_position'), name: like('契约职务') },
    add: { code: 'qc-lead', name: '质检组长', postRank: '3' },
    edit: { id: F.position, code: 'pact_position', name: '契约职务二', postRank: '2' },
  },
  {
    base: '/sys/tenant',
    title: 'tenant',
    id: F.tenant,
    record: { name: like('契约租户') },
    add: { id: 9002, name: '二厂', status: 1 },
    edit: { id: F.tenant, name: '契约租户二', status: 1 },
  },
  {
    base: '/sys/dict',
    title: 'dictionary',
    id: F.dict,
    record: { dictName: like('契约字典'), dictCode: like('pact_dict') },
    add: { dictName: '班次', dictCode: 'shift_type', description: '早中晚班', type: 0 },
    edit: { id: F.dict, dictName: '契约字典二', dictCode: 'pact_dict', type: 0 },
  },
  {
    base: '/sys/dictItem',
    title: 'dictionary item',
    id: F.dictItem,
    record: { dictId: F.dict, itemText: like('契约项'), itemValue: like('p1') },
    listQuery: { dictId: F.dict },
    add: { dictId: F.dict, itemText: '契约项二', itemValue: 'p2', sortOrder: 2, status: 1 },
    edit: { id: F.dictItem, dictId: F.dict, itemText: '契约项一', itemValue: 'p1', sortOrder: 1, status: 1 },
  },
  {
    base: '/sys/fillRule',
    title: 'fill rule',
    id: F.fillRule,
    record: { ruleName: like('契约填值'), ruleCode: like('pact_fill') },
    add: {
      ruleName: '入库单号',
      ruleCode: 'stock_in_no',
      ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
      ruleParams: '{"prefix":"RK"}',
    },
    edit: {
      id: F.fillRule,
      ruleName: '契约填值二',
      ruleCode: 'pact_fill',
      ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
      ruleParams: '{"prefix":"PB"}',
    },
  },
  {
    base: '/sys/checkRule',
    title: 'check rule',
    id: F.checkRule,
    record: { ruleName: like('契约校验'), ruleCode: like('pact_check') },
    add: {
      ruleName: '工号',
      ruleCode: 'work_no_5',
      ruleJson: '[{"digits":"*","pattern":"^[0-9]{5}$","message":"工号是5位数字"}]',
    },
    edit: {
      id: F.checkRule,
      ruleName: '契约校验二',
      ruleCode: 'pact_check',
      ruleJson: '[{"digits":"*","pattern":"^[0-9]{6}$","message":"须是6位数字"}]',
    },
  },
  {
    base: '/sys/dataSource',
    title: 'data source',
    id: F.dataSource,
    record: { code: like('pact_ds'), name: like('契约数据源'), dbType: like('6') },
    add: {
      code: 'mes',
      name: 'MES 库',
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://127.0.0.1:5432/mes',
      dbUsername: 'mes',
      dbPassword: 'mes-secret',
    },
    edit: {
      id: F.dataSource,
      code: 'pact_ds',
      name: '契约数据源二',
      dbType: '6',
      dbDriver: 'org.postgresql.Driver',
      dbUrl: 'jdbc:postgresql://127.0.0.1:5432/pact',
    },
  },
  {
    base: '/sys/gatewayRoute',
    title: 'gateway route',
    id: F.gatewayRoute,
    record: { routerId: like('pact-route'), name: like('pact-route') },
    add: { routerId: 'erp-report', name: 'erp-report', uri: 'lb://erp-report', status: 1 },
    edit: { id: F.gatewayRoute, routerId: 'pact-route', name: 'pact-route', uri: 'lb://pact-2', status: 0 },
  },
  {
    base: '/sys/quartzJob',
    title: 'scheduled job',
    id: F.quartzJob,
    record: {
      jobClassName: like('org.jeecg.modules.quartz.job.CleanSysLogJob'),
      cronExpression: like('0 0 2 * * ?'),
    },
    add: {
      jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
      cronExpression: '0/30 * * * * ?',
      description: '每30秒写一条日志',
      status: -1,
    },
    edit: {
      id: F.quartzJob,
      jobClassName: 'org.jeecg.modules.quartz.job.CleanSysLogJob',
      cronExpression: '0 0 3 * * ?',
      parameter: '30',
      status: -1,
    },
  },
  {
    base: '/sys/message/sysMessage',
    title: 'message',
    id: F.message,
    record: { esTitle: like('契约消息') },
    add: {
      esTitle: '入职提醒',
      esType: '4',
      esReceiver: 'admin',
      esContent: '张三，您好！',
      esSendStatus: '0',
    },
    edit: { id: F.message, esTitle: '契约消息二', esType: '4', esReceiver: 'admin', esContent: '您好' },
  },
  {
    base: '/sys/message/sysMessageTemplate',
    title: 'message template',
    id: F.messageTemplate,
    record: { templateCode: like('pact_tpl'), templateName: like('契约模板') },
    add: {
      templateCode: 'pact_tpl_new',
      templateName: '入职提醒',
      templateContent: '${name}，您好！请于${date}到人事部报到。',
      templateTestJson: '{"name":"张三","date":"12月1日"}',
      templateType: '4',
    },
    edit: {
      id: F.messageTemplate,
      templateCode: 'pact_tpl',
      templateName: '契约模板二',
      templateContent: '${name}，您好！',
      templateType: '4',
    },
  },
  {
    base: '/sys/dataLog',
    title: 'data log',
    id: F.dataLog,
    record: { dataTable: like('sys_position'), dataId: like(F.position), dataVersion: integer(1) },
    add: { dataTable: 'sys_position', dataId: F.position, dataContent: '{"name":"职务三"}', dataVersion: 3 },
    edit: { id: F.dataLog, dataTable: 'sys_position', dataId: F.position, dataContent: '{}', dataVersion: 1 },
  },
  {
    base: '/sys/log',
    title: 'system log',
    id: F.log,
    record: { logType: integer(1) },
  },
]

describeCrud(pact, resources)

describe('GET /sys/position/queryById', () => {
  it('answers one position with the fields of its form', async () => {
    await interaction(pact, {
      state: STATES.systemFixtures,
      description: 'a request for the fixture position by id',
      method: 'GET',
      path: '/sys/position/queryById',
      query: { id: F.position },
      result: { id: F.position, code: 'pact_position', name: '契约职务', postRank: like('3') },
      check: async (client) => {
        const { data } = await client.GET('/sys/position/queryById', {
          params: { query: { id: F.position } },
        })
        expect(data?.result).toMatchObject({ id: F.position, code: 'pact_position', name: '契约职务' })
      },
    })
  })
})
