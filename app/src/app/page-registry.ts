import type { ComponentType } from 'react'

type PageLoader = () => Promise<{ default: ComponentType }>

/**
 * Menu `component` strings → lazy pages. Keys are the upstream JeecgBoot component names, so a real
 * JeecgBoot menu resolves to our pages; an unknown name shows the 404 page, never crashes.
 */
export const pageRegistry: Record<string, PageLoader> = {
  'dashboard/Analysis': () => import('../modules/dashboard/analysis-page'),
  'dashboard/Workplace': () => import('../modules/dashboard/workplace-page'),
  'dashboard/Monitor': () => import('../modules/dashboard/monitor-page'),
  'dashboard/Chart': () => import('../modules/dashboard/chart-page'),
  'dashboard/Task': () => import('../modules/dashboard/task-page'),
  'account/center/Index': () => import('../modules/account/account-center-page'),
  'account/settings/Index': () => import('../modules/account/base-settings-page'),
  'account/settings/BaseSetting': () => import('../modules/account/base-settings-page'),
  'account/settings/Avatar': () => import('../modules/account/avatar-settings-page'),
  'account/settings/Binding': () => import('../modules/account/binding-settings-page'),
  'account/settings/Custom': () => import('../modules/account/custom-settings-page'),
  'account/settings/Security': () => import('../modules/account/security-settings-page'),
  'account/settings/Notification': () => import('../modules/account/notification-settings-page'),
  'exception/403': () => import('../modules/exception/forbidden-page'),
  'exception/404': () => import('../modules/exception/not-found-page'),
  'exception/500': () => import('../modules/exception/server-error-page'),
  'modules/monitor/SystemInfo': () => import('../modules/monitor/system-info-page'),
  'modules/monitor/ServerList': () => import('../modules/monitor/server-list-page'),
  'modules/monitor/JvmInfo': () => import('../modules/monitor/jvm-info-page'),
  'modules/monitor/TomcatInfo': () => import('../modules/monitor/tomcat-info-page'),
  'modules/monitor/NodeInfo': () => import('../modules/monitor/node-info-page'),
  'modules/monitor/HttpTrace': () => import('../modules/monitor/http-trace-page'),
  'modules/monitor/DiskMonitoring': () => import('../modules/monitor/disk-monitoring-page'),
  'modules/monitor/RedisInfo': () => import('../modules/monitor/redis-info-page'),
  'modules/oss/OSSFileList': () => import('../modules/monitor/oss-file-list-page'),
  'system/SysPositionList': () => import('../modules/system/position/position-page'),
  'hr/PersonList': () => import('../modules/hr/person-page'),
  'hr/WorkerEntryList': () => import('../modules/hr/worker-entry-list-page'),
  'att/ShiftList': () => import('../modules/att/shift-page'),
  'att/ScheduleList': () => import('../modules/att/schedule-page'),
  'att/RecordList': () => import('../modules/att/record-page'),
  'att/LeaveList': () => import('../modules/att/leave-page'),
  'att/MonthlySummaryList': () => import('../modules/att/monthly-summary-page'),
  'system/TenantList': () => import('../modules/system/tenant/tenant-page'),
  'system/DictList': () => import('../modules/system/dict/dict-page'),
  'system/SysCategoryList': () => import('../modules/system/category/category-page'),
  'system/SysFillRuleList': () => import('../modules/system/fill-rule/fill-rule-page'),
  'system/SysCheckRuleList': () => import('../modules/system/check-rule/check-rule-page'),
  'system/SysDataSourceList': () => import('../modules/system/data-source/data-source-page'),
  'system/SysGatewayRouteList': () => import('../modules/system/gateway-route/gateway-route-page'),
  'system/LogList': () => import('../modules/system/log/log-page'),
  'system/DataLogList': () => import('../modules/system/data-log/data-log-page'),
  'system/UserList': () => import('../modules/system/user/user-page'),
  'system/RoleUserList': () => import('../modules/system/role/role-page'),
  'system/RoleList': () => import('../modules/system/role/role-page'),
  'system/PermissionList': () => import('../modules/system/permission/permission-page'),
  'system/NewPermissionList': () => import('../modules/system/permission/permission-page'),
  'system/DepartList': () => import('../modules/system/depart/depart-page'),
  'system/DepartUserList': () => import('../modules/system/depart/depart-user-page'),
  'system/AddressList': () => import('../modules/system/address-book/address-book-page'),
  'system/SysAnnouncementList': () => import('../modules/system/announcement/announcement-page'),
  'system/QuartzJobList': () => import('../modules/system/quartz-job/quartz-job-page'),
  'modules/message/SysMessageList': () => import('../modules/system/message/message-page'),
  'modules/message/SysMessageTemplateList': () => import('../modules/system/message/message-template-page'),
  'rec/RequisitionList': () => import('../modules/rec/requisition-page'),
  'rec/CandidateList': () => import('../modules/rec/candidate-page'),
  'rec/InterviewList': () => import('../modules/rec/interview-page'),
  'rec/TalentList': () => import('../modules/rec/talent-page'),
  'exp/ShipmentList': () => import('../modules/exp/shipment-page'),
  'rep/OrderList': () => import('../modules/rep/order-page'),
  'rep/MyOrderList': () => import('../modules/rep/my-orders-page'),
  'qc/RegisterList': () => import('../modules/qc/register-page'),
  'qc/CheckReportList': () => import('../modules/qc/check-report-page'),
  'qc/BrandList': () => import('../modules/qc/brand-page'),
  'qc/AccessoryCountryList': () => import('../modules/qc/accessory-country-page'),
  'qc/DangerAddressList': () => import('../modules/qc/danger-address-page'),
  'qc/GroupList': () => import('../modules/qc/group-page'),
  'qc/SampleSizeLevelList': () => import('../modules/qc/sample-size-level-page'),
  'qc/DefectStandardList': () => import('../modules/qc/defect-standard-page'),
  'qc/FabricDefectList': () => import('../modules/qc/fabric-defect-page'),
  'qc/CheckRuleList': () => import('../modules/qc/check-rule-page'),
  'cnt/CardList': () => import('../modules/cnt/card-page'),
  'cnt/TransactionList': () => import('../modules/cnt/transaction-page'),
  'cnt/MealPriceList': () => import('../modules/cnt/meal-price-page'),
  'mtr/MeterList': () => import('../modules/mtr/meter-page'),
  'mtr/RechargeList': () => import('../modules/mtr/recharge-page'),
  'result/Success': () => import('../modules/examples/result-success-page'),
  'result/Error': () => import('../modules/examples/result-fail-page'),
  'examples/profile/basic/Index': () => import('../modules/examples/profile-basic-page'),
  'examples/profile/advanced/Advanced': () => import('../modules/examples/profile-advanced-page'),
  'examples/form/BasicForm': () => import('../modules/examples/basic-form-page'),
  'examples/form/stepForm/StepForm': () => import('../modules/examples/step-form-page'),
  'examples/form/advancedForm/AdvancedForm': () => import('../modules/examples/advanced-form-page'),
  'examples/list/StandardList': () => import('../modules/examples/standard-list-page'),
  'examples/list/TableList': () => import('../modules/examples/table-list-page'),
  'examples/list/CardList': () => import('../modules/examples/card-list-page'),
}

/** Online form and report list types (upstream @jeecg/antd-online-mini) → the built-in list screen. */
export const onlineListComponents: ReadonlySet<string> = new Set([
  'modules/online/cgform/OnlCgformHeadList',
  'modules/online/cgform/OnlCgformCopyList',
  'modules/online/cgform/auto/OnlCgformAutoList',
  'modules/online/cgform/auto/OnlCgformTreeList',
  'modules/online/cgform/auto/erp/OnlCgformErpList',
  'modules/online/cgform/auto/tab/OnlCgformTabList',
  'modules/online/cgform/auto/innerTable/OnlCgformInnerTableList',
  'modules/online/cgreport/OnlCgreportHeadList',
  'modules/online/cgreport/auto/OnlCgreportAutoList',
])

export type PageKind =
  | { kind: 'page'; load: PageLoader }
  | { kind: 'online'; load: PageLoader }
  | { kind: 'iframe' }
  | { kind: 'layout' }
  | { kind: 'missing' }

const onlineList: PageLoader = () => import('../modules/online/online-list-page')

/** docs/spec.md §2: online list types → built-in list; names containing 'layouts' → layouts; others by name. */
export function resolvePage(component: string | null): PageKind {
  if (!component) return { kind: 'missing' }
  const name = component
    .replace(/^\/+/, '')
    .replace(/^(src\/)?views\//, '')
    .replace(/\.vue$/, '')
  if (onlineListComponents.has(name)) return { kind: 'online', load: onlineList }
  if (name === 'layouts/IframePageView') return { kind: 'iframe' }
  if (name.includes('layouts')) return { kind: 'layout' }
  // Own keys only: a server name like 'constructor' must not reach Object.prototype.
  const load = Object.hasOwn(pageRegistry, name) ? pageRegistry[name] : undefined
  return load ? { kind: 'page', load } : { kind: 'missing' }
}
