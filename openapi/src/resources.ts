/**
 * The CRUD resources of the back end, as data. `build-spec.ts` turns each into the six upstream operations
 * (list, add, edit, delete, deleteBatch, queryById) of openapi.yaml, and server/ implements them generically
 * over the table named here. Field names are the JSON names upstream uses; columns default to snake_case.
 *
 * Upstream patterns (spec/upstream/contract.md §1.7–1.9): paging `pageNo`/`pageSize`, sorting `column`/`order`,
 * QueryGenerator filters on every field, `<field>_begin`/`_end` ranges on dates, `<field>_dictText` on
 * dictionary fields of page records, reads answer code 0.
 */

import {
  CRUD_OPERATIONS,
  auditFields,
  text,
  type CrudOperation,
  type FieldDef,
  type ResourceDef,
} from './resource-def'
import { attResources } from './module-resources/att'
import { cntResources } from './module-resources/cnt'
import { expResources } from './module-resources/exp'
import { hrResources } from './module-resources/hr'
import { mtrResources } from './module-resources/mtr'
import { qcResources } from './module-resources/qc'
import { qcInspectionResources } from './module-resources/qc-inspection'
import { recResources } from './module-resources/rec'
import { repResources } from './module-resources/rep'

export * from './resource-def'

export const resources = [
  {
    key: 'role',
    tag: 'roles',
    path: '/sys/role',
    table: 'sys_role',
    schema: 'SysRole',
    title: '角色',
    fields: {
      roleName: text('角色名称', { required: true, maxLength: 200, example: '质检员' }),
      roleCode: text('角色编码', { required: true, maxLength: 100, example: 'qc' }),
      description: text('描述', { maxLength: 255 }),
    },
    unique: ['roleCode'],
    messages: {
      add: '添加成功！',
      edit: '修改成功!',
      delete: '删除角色成功',
      deleteBatch: '删除角色成功!',
      notFound: '未找到对应实体',
      duplicate: '角色编码已存在',
    },
  },
  {
    key: 'position',
    tag: 'positions',
    path: '/sys/position',
    table: 'sys_position',
    schema: 'SysPosition',
    title: '职务',
    fields: {
      code: text('职务编码', { required: true, maxLength: 100, example: 'qc-lead' }),
      name: text('职务名称', { required: true, maxLength: 100, example: '质检组长' }),
      postRank: text('职级', { dict: 'position_rank', maxLength: 2, example: '3' }),
      companyId: text('公司id', { maxLength: 255 }),
      sysOrgCode: text('组织机构编码', { maxLength: 50, readOnly: true }),
    },
    unique: ['code'],
  },
  {
    key: 'tenant',
    tag: 'tenants',
    path: '/sys/tenant',
    table: 'sys_tenant',
    schema: 'SysTenant',
    title: '租户',
    idType: 'integer',
    fields: {
      name: text('租户名称', { required: true, maxLength: 100, example: '二厂' }),
      beginDate: { type: 'datetime', title: '开始时间' },
      endDate: { type: 'datetime', title: '结束时间' },
      status: { type: 'integer', title: '状态', dict: 'tenant_status', example: 1 },
    },
  },
  {
    key: 'dict',
    tag: 'dictionaries',
    path: '/sys/dict',
    table: 'sys_dict',
    schema: 'SysDict',
    title: '字典',
    fields: {
      dictName: text('字典名称', { required: true, maxLength: 100, example: '性别' }),
      dictCode: text('字典编码', { required: true, maxLength: 100, example: 'sex' }),
      description: text('描述', { maxLength: 255 }),
      type: { type: 'integer', title: '字典类型', example: 0 },
    },
    softDelete: true,
    unique: ['dictCode'],
    messages: { add: '保存成功！', edit: '编辑成功!', notFound: '未找到对应实体' },
  },
  {
    key: 'dictItem',
    tag: 'dictionaries',
    path: '/sys/dictItem',
    table: 'sys_dict_item',
    schema: 'SysDictItem',
    title: '字典项',
    fields: {
      dictId: text('字典id', { required: true, maxLength: 32 }),
      itemText: text('字典项文本', { required: true, maxLength: 100, example: '男' }),
      itemValue: text('字典项值', { required: true, maxLength: 100, example: '1' }),
      description: text('描述', { maxLength: 255 }),
      sortOrder: { type: 'integer', title: '排序', example: 1 },
      status: { type: 'integer', title: '状态', dict: 'dict_item_status', example: 1 },
    },
    defaultOrder: 'sort_order ASC',
    messages: { add: '保存成功！', edit: '编辑成功!' },
  },
  {
    key: 'category',
    tag: 'categories',
    path: '/sys/category',
    table: 'sys_category',
    schema: 'SysCategory',
    title: '分类字典',
    fields: {
      pid: text('父级节点', { maxLength: 36, example: '0' }),
      name: text('类型名称', { required: true, maxLength: 100, example: '面料' }),
      code: text('类型编码', { maxLength: 100, example: 'C01' }),
      sysOrgCode: text('所属部门', { maxLength: 64, readOnly: true }),
      hasChild: text('是否有子节点', { maxLength: 3, readOnly: true }),
    },
    unique: ['code'],
  },
  {
    key: 'fillRule',
    tag: 'rules',
    path: '/sys/fillRule',
    table: 'sys_fill_rule',
    schema: 'SysFillRule',
    title: '填值规则',
    fields: {
      ruleName: text('规则名称', { required: true, maxLength: 100, example: '订单号' }),
      ruleCode: text('规则Code', { required: true, maxLength: 100, example: 'order_num_rule' }),
      ruleClass: text('规则实现类', { maxLength: 100 }),
      ruleParams: text('规则参数', { maxLength: 200 }),
    },
    unique: ['ruleCode'],
  },
  {
    key: 'checkRule',
    tag: 'rules',
    path: '/sys/checkRule',
    table: 'sys_check_rule',
    schema: 'SysCheckRule',
    title: '校验规则',
    fields: {
      ruleName: text('规则名称', { required: true, maxLength: 100, example: '工号' }),
      ruleCode: text('规则Code', { required: true, maxLength: 100, example: 'work_no' }),
      ruleJson: text('规则JSON', {
        maxLength: 1024,
        example: '[{"digits":"*","pattern":"^\\\\d{5}$","message":"工号是5位数字"}]',
      }),
      ruleDescription: text('规则描述', { maxLength: 200 }),
    },
    unique: ['ruleCode'],
  },
  {
    key: 'dataSource',
    tag: 'data sources',
    path: '/sys/dataSource',
    table: 'sys_data_source',
    schema: 'SysDataSource',
    title: '多数据源',
    fields: {
      code: text('数据源编码', { required: true, maxLength: 100, example: 'mes' }),
      name: text('数据源名称', { required: true, maxLength: 100, example: 'MES 库' }),
      remark: text('备注', { maxLength: 200 }),
      dbType: text('数据库类型', { dict: 'database_type', maxLength: 10, example: '4' }),
      dbDriver: text('驱动类', { maxLength: 100 }),
      dbUrl: text('数据源地址', { maxLength: 500 }),
      dbName: text('数据库名称', { maxLength: 100 }),
      dbUsername: text('用户名', { maxLength: 100 }),
      dbPassword: text('密码', { maxLength: 100 }),
      sysOrgCode: text('所属部门', { maxLength: 64, readOnly: true }),
    },
    unique: ['code'],
  },
  {
    key: 'gatewayRoute',
    tag: 'gateway',
    path: '/sys/gatewayRoute',
    table: 'sys_gateway_route',
    schema: 'SysGatewayRoute',
    title: '路由网关',
    fields: {
      routerId: text('路由ID', { required: true, maxLength: 50, example: 'erp-system' }),
      name: text('服务名', { required: true, maxLength: 50, example: 'erp-system' }),
      uri: text('服务地址', { maxLength: 100, example: 'lb://erp-system' }),
      predicates: { type: 'text', title: '断言' },
      filters: { type: 'text', title: '过滤器' },
      retryable: { type: 'integer', title: '是否重试' },
      stripPrefix: { type: 'integer', title: '是否去掉前缀' },
      persistable: { type: 'integer', title: '是否持久化' },
      showApi: { type: 'integer', title: '是否在接口文档中展示' },
      status: { type: 'integer', title: '状态', dict: 'valid_status', example: 1 },
    },
    unique: ['routerId'],
  },
  {
    key: 'announcement',
    tag: 'announcements',
    path: '/sys/annountCement',
    table: 'sys_announcement',
    schema: 'SysAnnouncement',
    title: '系统通告',
    fields: {
      titile: text('标题', { required: true, maxLength: 100, example: '停电通知' }),
      msgContent: { type: 'text', title: '内容', example: '<p>周六 8:00-12:00 二车间停电检修</p>' },
      startTime: { type: 'datetime', title: '开始时间' },
      endTime: { type: 'datetime', title: '结束时间' },
      sender: text('发布人', { maxLength: 100, readOnly: true }),
      priority: text('优先级', { dict: 'priority', maxLength: 255, example: 'H' }),
      msgCategory: text('消息类型', { dict: 'msg_category', maxLength: 10, example: '1' }),
      msgType: text('通告对象类型', { dict: 'msg_type', maxLength: 10, example: 'ALL' }),
      sendStatus: text('发布状态', { dict: 'send_status', maxLength: 10, readOnly: true }),
      sendTime: { type: 'datetime', title: '发布时间', readOnly: true },
      cancelTime: { type: 'datetime', title: '撤销时间', readOnly: true },
      busType: text('业务类型', { maxLength: 20 }),
      busId: text('业务id', { maxLength: 50 }),
      openType: text('打开方式', { maxLength: 20 }),
      openPage: text('组件/路由 地址', { maxLength: 255 }),
      userIds: { type: 'text', title: '指定用户' },
      msgAbstract: { type: 'text', title: '摘要' },
    },
    softDelete: true,
    messages: { edit: '修改成功!', notFound: '未找到对应实体' },
  },
  {
    key: 'announcementSend',
    tag: 'announcements',
    path: '/sys/sysAnnouncementSend',
    table: 'sys_announcement_send',
    schema: 'SysAnnouncementSend',
    title: '通告阅读记录',
    fields: {
      anntId: text('通告ID', { required: true, maxLength: 32 }),
      userId: text('用户id', { required: true, maxLength: 32 }),
      readFlag: text('阅读状态', { maxLength: 10, example: '0' }),
      readTime: { type: 'datetime', title: '阅读时间' },
    },
  },
  {
    key: 'quartzJob',
    tag: 'scheduled jobs',
    path: '/sys/quartzJob',
    table: 'sys_quartz_job',
    schema: 'QuartzJob',
    title: '定时任务',
    fields: {
      jobClassName: text('任务类名', {
        required: true,
        maxLength: 255,
        example: 'org.jeecg.modules.quartz.job.SampleJob',
      }),
      cronExpression: text('cron表达式', { required: true, maxLength: 255, example: '0/30 * * * * ?' }),
      parameter: text('参数', { maxLength: 255 }),
      description: text('描述', { maxLength: 255 }),
      status: { type: 'integer', title: '状态', dict: 'quartz_status', example: -1 },
    },
    // Several jobs may run one class with different parameters (upstream allows it).
    softDelete: true,
  },
  {
    key: 'message',
    tag: 'messages',
    path: '/sys/message/sysMessage',
    table: 'sys_sms',
    schema: 'SysMessage',
    title: '消息',
    fields: {
      esTitle: text('消息标题', { required: true, maxLength: 100, example: '入职提醒' }),
      esType: text('推送类型', { dict: 'msgType', maxLength: 1, example: '4' }),
      esReceiver: text('接收人', { maxLength: 50, example: 'admin' }),
      esParam: text('推送所需参数', { maxLength: 1000 }),
      esContent: { type: 'text', title: '推送内容', example: '张三，您好！' },
      esSendTime: { type: 'datetime', title: '推送时间' },
      esSendStatus: text('推送状态', { dict: 'msgSendStatus', maxLength: 1, example: '1' }),
      esSendNum: { type: 'integer', title: '发送次数', example: 1 },
      esResult: text('推送失败原因', { maxLength: 255 }),
      remark: text('备注', { maxLength: 500 }),
    },
    defaultOrder: 'create_time DESC',
  },
  {
    key: 'messageTemplate',
    tag: 'messages',
    path: '/sys/message/sysMessageTemplate',
    table: 'sys_sms_template',
    schema: 'SysMessageTemplate',
    title: '消息模板',
    fields: {
      templateCode: text('模板CODE', { required: true, maxLength: 32, example: 'entry_notice' }),
      templateName: text('模板标题', { required: true, maxLength: 50, example: '入职提醒' }),
      templateContent: {
        type: 'text',
        title: '模板内容',
        example: '${name}，您好！请于${date}到人事部报到。',
      },
      templateTestJson: text('模板测试json', {
        maxLength: 1000,
        example: '{"name":"张三","date":"12月1日"}',
      }),
      templateType: text('模板类型', { dict: 'msgType', maxLength: 1, example: '4' }),
    },
    unique: ['templateCode'],
    defaultOrder: 'create_time DESC',
  },
  {
    key: 'dataLog',
    tag: 'logs',
    path: '/sys/dataLog',
    table: 'sys_data_log',
    schema: 'SysDataLog',
    title: '数据日志',
    fields: {
      dataTable: text('表名', { required: true, maxLength: 32, example: 'hr_person' }),
      dataId: text('数据ID', { required: true, maxLength: 32 }),
      dataContent: { type: 'text', title: '数据内容' },
      dataVersion: { type: 'integer', title: '版本号', example: 1 },
    },
  },
  {
    key: 'log',
    tag: 'logs',
    path: '/sys/log',
    table: 'sys_log',
    schema: 'SysLog',
    title: '日志',
    fields: {
      logType: { type: 'integer', title: '日志类型', dict: 'log_type', example: 1 },
      logContent: text('日志内容', { maxLength: 1000 }),
      operateType: { type: 'integer', title: '操作类型', dict: 'operate_type' },
      userid: text('操作用户账号', { maxLength: 32 }),
      username: text('操作用户名称', { maxLength: 100 }),
      ip: text('IP', { maxLength: 100 }),
      method: text('请求java方法', { maxLength: 500 }),
      requestUrl: text('请求路径', { maxLength: 255 }),
      requestParam: { type: 'text', title: '请求参数' },
      requestType: text('请求类型', { maxLength: 10 }),
      costTime: { type: 'integer', title: '耗时' },
    },
    operations: ['List', 'Delete', 'DeleteBatch'],
  },
  ...hrResources,
  ...attResources,
  ...recResources,
  ...cntResources,
  ...expResources,
  ...repResources,
  ...mtrResources,
  ...qcResources,
  ...qcInspectionResources,
] as const satisfies readonly ResourceDef[]

export type ResourceKey = (typeof resources)[number]['key']

/** The operationId of one CRUD operation of a resource: `positionList`, `roleAdd`, … */
export const operationIdOf = (resource: Pick<ResourceDef, 'key'>, operation: CrudOperation) =>
  `${resource.key}${operation}`

export const operationsOf = (resource: ResourceDef): readonly CrudOperation[] =>
  resource.operations ?? CRUD_OPERATIONS

/** All fields of a resource including the audit fields, in JSON order. */
export const allFields = (resource: ResourceDef): Record<string, FieldDef> => ({
  ...resource.fields,
  ...auditFields,
})

export const columnOf = (name: string, field: FieldDef) =>
  field.column ?? name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
