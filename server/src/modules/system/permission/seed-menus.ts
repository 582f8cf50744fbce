import { createHash } from 'node:crypto'

/**
 * The product's menu beyond the upstream core (./seed.ts): dashboards, account, monitoring, the rest of system
 * administration and one page per business entity of docs/modules.md, each list page with its buttons
 * `<module>:<entity>:add|edit|delete|export|import`. Components use upstream's naming (`hr/PersonList`), so the
 * app's page registry resolves them. Ids are derived from the URL (or the permission code), stable across seeds.
 *
 * One line per entry: `depth | name | url | component | icon-or-flags`; depth 0 is a top menu, 1 a page.
 * A page whose last column has `buttons=<prefix>` gets the five list buttons with that prefix.
 * Depth 2 is one more button of the page above it: `2 | name | permission code | |` (e.g. a workflow move);
 * `data` in its last column makes it a data permission (type 2), e.g. `hr:person:sensitive`: who holds it
 * sees the page's personal data (resident ID number, phone, birthday) unmasked (server/src/http/masking.ts).
 */
const table = `
0 | 仪表盘 | /dashboard | layouts/RouteView | dashboard
1 | 工作台 | /dashboard/workplace | dashboard/Workplace |
1 | 监控页 | /dashboard/monitor | dashboard/Monitor |
1 | 图表页 | /dashboard/chart | dashboard/Chart |
1 | 任务页 | /dashboard/task | dashboard/Task |
0 | 个人页 | /account | layouts/RouteView | user
1 | 个人中心 | /account/center | account/center/Index |
1 | 个人设置 | /account/settings/base | account/settings/Index |
1 | 账户绑定 | /account/settings/binding | account/settings/Binding |
1 | 个性化设置 | /account/settings/custom | account/settings/Custom |
1 | 安全设置 | /account/settings/security | account/settings/Security |
1 | 新消息通知 | /account/settings/notification | account/settings/Notification |
1 | 头像设置 | /account/settings/avatar | account/settings/Avatar |
0 | 人事管理 | /hr | layouts/RouteView | team
1 | 员工档案 | /hr/person | hr/PersonList | buttons=hr:person
2 | 查看敏感信息 | hr:person:sensitive | | data
1 | 普工入职 | /hr/workerEntry | hr/WorkerEntryList | buttons=hr:workerEntry
2 | 审核 | hr:workerEntry:review | |
2 | 办理入职 | hr:workerEntry:onboard | |
2 | 拒绝 | hr:workerEntry:reject | |
2 | 查看敏感信息 | hr:workerEntry:sensitive | | data
0 | 考勤排班 | /att | layouts/RouteView | schedule
1 | 班次 | /att/shift | att/ShiftList | buttons=att:shift
1 | 排班 | /att/schedule | att/ScheduleList | buttons=att:schedule
1 | 打卡记录 | /att/record | att/RecordList | buttons=att:record
1 | 请假 | /att/leave | att/LeaveList | buttons=att:leave
1 | 月度汇总 | /att/summary | att/MonthlySummaryList |
0 | 招聘管理 | /rec | layouts/RouteView | solution
1 | 招聘需求 | /rec/requisition | rec/RequisitionList | buttons=rec:requisition
1 | 候选人 | /rec/candidate | rec/CandidateList | buttons=rec:candidate
2 | 变更阶段 | rec:candidate:move | |
2 | 移入人才库 | rec:candidate:toTalent | |
2 | 查看敏感信息 | rec:candidate:sensitive | | data
1 | 面试 | /rec/interview | rec/InterviewList | buttons=rec:interview
1 | 人才库 | /rec/talent | rec/TalentList | buttons=rec:talent
2 | 转为候选人 | rec:talent:toCandidate | |
2 | 查看敏感信息 | rec:talent:sensitive | | data
0 | 食堂消费 | /cnt | layouts/RouteView | coffee
1 | 饭卡 | /cnt/card | cnt/CardList | buttons=cnt:card
2 | 充值 | cnt:card:recharge | |
2 | 消费 | cnt:card:pay | |
2 | 挂失冻结解冻 | cnt:card:status | |
2 | 退款 | cnt:card:refund | |
1 | 消费流水 | /cnt/transaction | cnt/TransactionList | buttons=cnt:transaction
1 | 餐价 | /cnt/mealPrice | cnt/MealPriceList | buttons=cnt:mealPrice
0 | 快递管理 | /exp | layouts/RouteView | car
1 | 快递单 | /exp/shipment | exp/ShipmentList | buttons=exp:shipment
0 | 报修管理 | /rep | layouts/RouteView | tool
1 | 报修单 | /rep/order | rep/OrderList | buttons=rep:order
2 | 派工 | rep:order:assign | |
2 | 开始维修 | rep:order:start | |
2 | 完成维修 | rep:order:finish | |
2 | 取消报修 | rep:order:cancel | |
1 | 我的工单 | /rep/myOrder | rep/MyOrderList |
0 | 电表充值 | /mtr | layouts/RouteView | thunderbolt
1 | 电表 | /mtr/meter | mtr/MeterList | buttons=mtr:meter
2 | 充值 | mtr:meter:recharge | |
1 | 充值记录 | /mtr/recharge | mtr/RechargeList | buttons=mtr:recharge
0 | 质量检验 | /qc | layouts/RouteView | safety-certificate
1 | 检验登记 | /qc/register | qc/RegisterList | buttons=qc:register
1 | 检验报告 | /qc/checkReport | qc/CheckReportList | buttons=qc:checkReport
1 | 检验规则 | /qc/checkRule | qc/CheckRuleList | buttons=qc:checkRule
1 | 缺陷标准 | /qc/defectStandard | qc/DefectStandardList | buttons=qc:defectStandard
1 | 面料疵点 | /qc/fabricDefect | qc/FabricDefectList | buttons=qc:fabricDefect
1 | 抽样水平 | /qc/sampleSizeLevel | qc/SampleSizeLevelList | buttons=qc:sampleSizeLevel
1 | 客户品牌 | /qc/brand | qc/BrandList | buttons=qc:brand
1 | 辅料国别 | /qc/accessoryCountry | qc/AccessoryCountryList | buttons=qc:accessoryCountry
1 | 危险地址 | /qc/dangerAddress | qc/DangerAddressList | buttons=qc:dangerAddress
1 | 检验组 | /qc/group | qc/GroupList | buttons=qc:group
0 | 系统监控 | /monitor | layouts/RouteView | dashboard
1 | 性能监控 | /monitor/server | modules/monitor/ServerList |
1 | 请求追踪 | /monitor/trace | modules/monitor/HttpTrace |
1 | 服务器信息 | /monitor/SystemInfo | modules/monitor/SystemInfo |
1 | Node.js 运行时 | /monitor/NodeInfo | modules/monitor/NodeInfo |
1 | 磁盘监控 | /monitor/Disk | modules/monitor/DiskMonitoring |
1 | 对象存储 | /oss/file | modules/oss/OSSFileList |
1 | 定时任务 | /monitor/quartz | system/QuartzJobList |
1 | 日志管理 | /monitor/log | system/LogList |
1 | 数据日志 | /monitor/dataLog | system/DataLogList |
0 | 列表页 | /list | layouts/PageView | table
1 | 标准列表 | /list/basic-list | examples/list/StandardList |
1 | 查询表格 | /list/query-list | examples/list/TableList |
1 | 卡片列表 | /list/card | examples/list/CardList |
0 | 表单页 | /form | layouts/PageView | form
1 | 基础表单 | /form/base-form | examples/form/BasicForm |
1 | 分步表单 | /form/step-form | examples/form/stepForm/StepForm |
1 | 高级表单 | /form/advanced-form | examples/form/advancedForm/AdvancedForm |
0 | 详情页 | /profile | layouts/RouteView | profile
1 | 基础详情页 | /profile/basic | examples/profile/basic/Index |
1 | 高级详情页 | /profile/advanced | examples/profile/advanced/Advanced |
0 | 结果页 | /result | layouts/PageView | check-circle-o
1 | 成功 | /result/success | result/Success |
1 | 失败 | /result/fail | result/Error |
`

/** Pages added under upstream's 系统管理 (./seed.ts holds 用户管理, 角色管理 and the hidden/iframe examples). */
const systemPages = `
1 | 菜单管理 | /isystem/permission | system/PermissionList | buttons=system:permission
1 | 部门管理 | /isystem/depart | system/DepartList | buttons=system:depart
1 | 职务管理 | /isystem/position | system/SysPositionList | buttons=system:position
1 | 租户管理 | /isys/tenant | system/TenantList | buttons=system:tenant
1 | 数据字典 | /isystem/dict | system/DictList | buttons=system:dict
1 | 分类字典 | /isystem/category | system/SysCategoryList | buttons=system:category
1 | 系统编码规则 | /isystem/fillRule | system/SysFillRuleList | buttons=system:fillRule
1 | 系统校验规则 | /isystem/checkRule | system/SysCheckRuleList | buttons=system:checkRule
1 | 多数据源管理 | /isystem/dataSource | system/SysDataSourceList | buttons=system:dataSource
1 | 路由网关 | /isystem/gatewayroute | system/SysGatewayRouteList | buttons=system:gatewayRoute
1 | 系统通告 | /isystem/annountCement | system/SysAnnouncementList | buttons=system:announcement
1 | 消息 | /isystem/message | modules/message/SysMessageList | buttons=system:message
1 | 消息模板 | /isystem/messageTemplate | modules/message/SysMessageTemplateList | buttons=system:messageTemplate
1 | 通讯录 | /isystem/addressList | system/AddressList |
`

/**
 * Pages earlier releases seeded and this one does not: JVM信息, Tomcat信息 and Redis监控 show figures
 * this server cannot have (it runs on Node.js, without Tomcat or Redis; the app keeps those pages for a real
 * JeecgBoot back end). syncSeedMenus removes them from a database it seeded them into; Node.js 运行时 replaces them.
 */
export const retiredMenuUrls = ['/monitor/JvmInfo', '/monitor/TomcatInfo', '/monitor/redis/info'] as const

/** The id an earlier release gave the seed menu of that url. */
export const seedMenuIdOf = (url: string): string => idOf(url)

export interface ProductMenu {
  id: string
  parent?: string
  name: string
  url?: string
  component?: string
  menuType: 0 | 1 | 2
  perms?: string
  permsType?: '1' | '2'
  sort: number
  icon?: string
}

const idOf = (key: string) => createHash('md5').update(`erp-menu:${key}`).digest('hex')

const BUTTONS = [
  ['add', '添加'],
  ['edit', '编辑'],
  ['delete', '删除'],
  ['export', '导出'],
  ['import', '导入'],
] as const

function parse(text: string, topParent: string | undefined, firstSort: number): ProductMenu[] {
  const entries: ProductMenu[] = []
  let parent = topParent
  let sort = firstSort
  for (const line of text.trim().split('\n')) {
    const [depth = '', name = '', url = '', component = '', last = ''] = line
      .split('|')
      .map((cell) => cell.trim())
    const id = idOf(url)
    if (depth === '2') {
      const page = entries.findLast((entry) => entry.menuType === 1)
      const buttons = entries.filter((entry) => entry.parent === page?.id).length
      const permsType = last === 'data' ? ({ permsType: '2' } as const) : {}
      if (page)
        entries.push({ id, parent: page.id, name, menuType: 2, perms: url, ...permsType, sort: buttons + 1 })
      continue
    }
    sort += 1
    if (depth === '0') {
      entries.push({ id, name, url, component, menuType: 0, sort, icon: last })
      parent = id
      continue
    }
    entries.push({ id, ...(parent ? { parent } : {}), name, url, component, menuType: 1, sort })
    const prefix = last.startsWith('buttons=') ? last.slice('buttons='.length) : null
    for (const [index, [action, label]] of (prefix ? BUTTONS : []).entries()) {
      const perms = `${prefix}:${action}`
      entries.push({ id: idOf(perms), parent: id, name: label, menuType: 2, perms, sort: index + 1 })
    }
  }
  return entries
}

/** The product's top menus sort after 首页 (0) and 系统管理 (4); system pages after upstream's own. */
export const productMenus = (systemId: string): ProductMenu[] => [
  ...parse(table, undefined, 10),
  ...parse(systemPages, systemId, 2),
]

/** The menu ids of a top menu (by url) with everything under it. */
export function branchOf(menus: ProductMenu[], topUrl: string): string[] {
  const top = menus.find((menu) => menu.url === topUrl && menu.menuType === 0)
  if (!top) return []
  const ids = new Set([top.id])
  for (const menu of menus) if (menu.parent && ids.has(menu.parent)) ids.add(menu.id)
  return [...ids]
}
