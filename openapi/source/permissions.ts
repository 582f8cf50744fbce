/**
 * Who may call what: the permission an operation asks of the signed-in user, written into the spec as
 * `x-permission` (a list; holding any one of them is enough). The server refuses a caller whose roles do not
 * grant it with upstream's Shiro answer (code 510, '没有权限，请联系管理员授权').
 *
 * A permission is either a button code of the menu (`sys_permission.perms`, e.g. `hr:person:add`) or, where
 * the page has no buttons, the page's own menu URL (`/isystem/roleUserList`): its menu must be granted.
 * Operations that change data (add, edit, delete, workflow moves, payments) and exports ask for a button;
 * an import asks for the add button (it adds rows). Reads (list, queryById, trees, details, summaries) of a
 * business module or of system administration ask for the page's menu URL, plus the other pages that
 * legitimately read the same data (a picker of users on a QC page, the card holder picker of the canteen
 * reading HR persons): READERS and READS below, found by the paths each page of app/src calls.
 * Reads every signed-in user needs stay open (OPEN_READS): dictionaries, the caller's own account, settings
 * and departments, messages and notices to the caller, the menus (getUserPermissionByToken), the home page.
 */

/** The list buttons every product page has (server seed `buttons=<prefix>`), by operation suffix. */
const CRUD_BUTTONS: Readonly<Record<string, string>> = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  exportXls: 'export',
  // An import adds rows: it asks for what adding asks; the import button only shows 导入.
  importExcel: 'add',
}

/** Path prefixes of the business modules, whose pages' buttons are `<module>:<entity>:<button>`. */
const MODULES = ['hr', 'att', 'rec', 'cnt', 'exp', 'rep', 'mtr', 'qc']

/** Resources whose CRUD operations belong to another page: path prefix → button prefix or menu URL. */
const OWNERS: Readonly<Record<string, string>> = {
  '/exp/trackingEvent': 'exp:shipment',
  '/sys/permission': 'system:permission',
  '/sys/user': '/isystem/user',
  '/sys/role': '/isystem/roleUserList',
  '/sys/dict': 'system:dict',
  '/sys/dictItem': 'system:dict',
  '/sys/checkRule': 'system:checkRule',
  '/sys/annountCement': 'system:announcement',
  '/sys/sysAnnouncementSend': 'system:announcement',
  '/sys/sysDepart': 'system:depart',
  '/sys/sysDepartRole': 'system:depart',
  '/sys/dataLog': '/monitor/dataLog',
  '/sys/fillRule': 'system:fillRule',
  '/sys/category': 'system:category',
  '/sys/quartzJob': '/monitor/quartz',
  '/sys/position': 'system:position',
  '/sys/tenant': 'system:tenant',
  '/sys/dataSource': 'system:dataSource',
  '/sys/gatewayRoute': 'system:gatewayRoute',
  '/sys/message/sysMessage': 'system:message',
  '/sys/message/sysMessageTemplate': 'system:messageTemplate',
  '/sys/log': '/monitor/log',
}

/** The menu URL of the page of each button prefix of OWNERS (a read of the resource asks for the page). */
const PAGE_OF_PREFIX: Readonly<Record<string, string>> = {
  'exp:shipment': '/exp/shipment',
  'system:permission': '/isystem/permission',
  'system:dict': '/isystem/dict',
  'system:checkRule': '/isystem/checkRule',
  'system:announcement': '/isystem/annountCement',
  'system:depart': '/isystem/depart',
  'system:fillRule': '/isystem/fillRule',
  'system:category': '/isystem/category',
  'system:position': '/isystem/position',
  'system:tenant': '/isys/tenant',
  'system:dataSource': '/isystem/dataSource',
  'system:gatewayRoute': '/isystem/gatewayroute',
  'system:message': '/isystem/message',
  'system:messageTemplate': '/isystem/messageTemplate',
}

/** The CRUD operations that read (once open to any signed-in user). */
const READ_SUFFIXES = new Set(['list', 'queryById'])

const USER_ADMIN = ['/isystem/user']
const DEPART_ADMIN = ['/isystem/depart']
const ROLE_ADMIN = ['/isystem/roleUserList']
const MENU_ADMIN = ['/isystem/permission']
const REC_PAGES = ['/rec/requisition', '/rec/candidate', '/rec/interview', '/rec/talent']
const QC_REPORT = ['/qc/checkReport']
/** The pages of 系统监控 that draw the server's figures (Actuator metrics, disks, the cache). */
const MONITOR_PAGES = ['/monitor/server', '/monitor/SystemInfo', '/monitor/NodeInfo', '/monitor/Disk']

/**
 * Pages besides the resource's own that read its list or a row (pickers, drawers, the example pages), by
 * path of the read: each is added to the page's menu URL.
 */
const READERS: Readonly<Record<string, readonly string[]>> = {
  '/att/shift/list': ['/att/schedule'],
  '/rec/requisition/list': REC_PAGES,
  '/rec/candidate/list': REC_PAGES,
  '/rec/interview/list': ['/rec/candidate'],
  '/cnt/transaction/list': ['/cnt/card'],
  '/cnt/card/list': ['/form/step-form'],
  // The card drawer opens from the transaction list too.
  '/cnt/card/queryById': ['/cnt/transaction', '/form/step-form'],
  '/mtr/meter/list': ['/list/card'],
  '/rep/order/list': ['/form/base-form', '/profile/advanced'],
  '/rep/order/queryById': ['/form/base-form', '/profile/advanced'],
  '/exp/shipment/list': ['/list/query-list'],
  '/qc/brand/list': ['/qc/register', '/qc/checkRule'],
  '/qc/group/list': ['/qc/register'],
  '/qc/register/list': [...QC_REPORT, '/profile/basic'],
  '/qc/register/queryById': [...QC_REPORT, '/profile/basic'],
  '/qc/checkReport/list': ['/profile/basic', '/form/advanced-form'],
  '/qc/checkReport/queryById': ['/profile/basic', '/form/advanced-form'],
  '/qc/defectStandard/list': [...QC_REPORT, '/form/advanced-form'],
  '/qc/fabricDefect/list': QC_REPORT,
  // Pickers of users: QC inspectors and groups, interviewers, repairers, role members, notice recipients.
  // The QC and repair pages' user pickers read /sys/user/pickerList.
  '/sys/user/list': [...ROLE_ADMIN, ...DEPART_ADMIN, '/isystem/annountCement', ...REC_PAGES],
  '/sys/position/list': ['/hr/person', '/hr/workerEntry'],
  '/sys/quartzJob/list': ['/dashboard/task'],
}

/** Reads outside the CRUD pattern, by path: the pages that call them. */
const READS: Readonly<Record<string, readonly string[]>> = {
  // Picker projections (id, name, work number, department): the pages whose pickers read them.
  '/hr/person/pickerList': ['/hr/person', '/cnt/card', '/att/record', '/att/leave'],
  '/sys/user/pickerList': [...USER_ADMIN, '/qc/group', '/qc/register', ...QC_REPORT, '/rep/order'],
  '/att/schedule/month': ['/att/schedule'],
  '/att/summary/list': ['/att/summary'],
  '/cnt/mealPrice/current': ['/cnt/card', '/cnt/mealPrice'],
  '/exp/shipment/quote': ['/exp/shipment'],
  '/rep/order/assignees': ['/rep/order'],
  '/exp/shipment/tracking': ['/exp/shipment'],
  '/qc/sampling/plan': ['/qc/sampleSizeLevel', '/qc/register', ...QC_REPORT],
  '/qc/dangerAddress/match': ['/qc/register', '/qc/dangerAddress'],
  '/qc/checkReport/plan': QC_REPORT,
  '/qc/inspector/list': ['/qc/register', '/qc/group', ...QC_REPORT],
  '/qc/checkReport/detail': [...QC_REPORT, '/profile/basic', '/form/advanced-form'],
  // Users, roles and departments administration.
  '/sys/user/queryUserByDepId': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/user/queryByOrgCode': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/user/queryByOrgCodeForAddressList': ['/isystem/addressList', ...DEPART_ADMIN],
  '/sys/user/queryUserRole': USER_ADMIN,
  '/sys/user/recycleBin': USER_ADMIN,
  '/sys/user/userDepartList': USER_ADMIN,
  '/sys/user/userRoleList': [...USER_ADMIN, ...ROLE_ADMIN],
  '/sys/user/departUserList': DEPART_ADMIN,
  '/sys/role/queryall': [...USER_ADMIN, ...ROLE_ADMIN],
  '/sys/role/queryTreeList': ROLE_ADMIN,
  '/sys/role/datarule/{permissionId}/{roleId}': ROLE_ADMIN,
  '/sys/tenant/queryList': ['/isys/tenant', ...USER_ADMIN],
  // The department tree: its admin pages and the department pickers of HR, attendance and recruitment.
  '/sys/sysDepart/queryTreeList': [
    ...DEPART_ADMIN,
    ...USER_ADMIN,
    '/isystem/addressList',
    '/hr/person',
    '/hr/workerEntry',
    '/att/schedule',
    '/att/summary',
    ...REC_PAGES,
  ],
  '/sys/sysDepart/queryIdTree': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/sysDepart/searchBy': DEPART_ADMIN,
  '/sys/sysDepartRole/getDeptRoleList': DEPART_ADMIN,
  '/sys/sysDepartRole/getDeptRoleByUserId': DEPART_ADMIN,
  '/sys/sysDepartPermission/queryTreeListForDeptRole': DEPART_ADMIN,
  '/sys/sysDepartPermission/queryDeptRolePermission': DEPART_ADMIN,
  // Menus and their grants (the signed-in user's own menu is getUserPermissionByToken, open).
  '/sys/permission/getSystemMenuList': MENU_ADMIN,
  '/sys/permission/getSystemSubmenu': MENU_ADMIN,
  '/sys/permission/getSystemSubmenuBatch': MENU_ADMIN,
  '/sys/permission/queryTreeList': [...MENU_ADMIN, ...ROLE_ADMIN, ...DEPART_ADMIN],
  '/sys/permission/queryRolePermission': ROLE_ADMIN,
  '/sys/permission/queryDepartPermission': DEPART_ADMIN,
  '/sys/permission/getPermRuleListByPermId': [...MENU_ADMIN, ...ROLE_ADMIN],
  '/sys/permission/queryPermissionRule': [...MENU_ADMIN, ...ROLE_ADMIN],
  '/sys/permission/list': [...MENU_ADMIN, ...ROLE_ADMIN],
  '/sys/dictItem/dictItemCheck': ['/isystem/dict'],
  '/sys/fillRule/testFillRule': ['/isystem/fillRule'],
  '/online/cgreport/api/testConnection': ['/isystem/dataSource'],
  // Online reports: the one seeded report (popup_user) lists users.
  '/online/cgreport/api/getRpColumns/{code}': USER_ADMIN,
  '/online/cgreport/api/getQueryInfo/{configId}': USER_ADMIN,
  '/online/cgreport/api/getData/{configId}': USER_ADMIN,
  // Monitoring.
  '/sys/dataLog/queryDataVerList': ['/monitor/dataLog'],
  '/sys/dataLog/queryCompareList': ['/monitor/dataLog'],
  '/sys/quartzJob/logList': ['/monitor/quartz', '/dashboard/task'],
  '/sys/actuator/node/info': MONITOR_PAGES,
  '/sys/actuator/redis/info': MONITOR_PAGES,
  '/sys/actuator/redis/keysSize': MONITOR_PAGES,
  '/sys/actuator/redis/memoryInfo': MONITOR_PAGES,
  '/sys/actuator/redis/queryDiskInfo': MONITOR_PAGES,
  '/sys/oss/file/list': ['/oss/file'],
  '/actuator/metrics/{name}': [...MONITOR_PAGES, '/dashboard/monitor'],
  '/actuator/httptrace': ['/monitor/trace'],
  // The ant-design-vue templates' data (upstream compat): users, roles and menus come from the real tables.
  '/api/user': USER_ADMIN,
  '/api/role': ROLE_ADMIN,
  '/api/permission': MENU_ADMIN,
  '/api/permission/no-pager': MENU_ADMIN,
  '/api/service': ['/list/query-list', '/list/basic-list'],
  // The upstream client's demo pages read the same rows from /mock/api (工作台 logs them, 查询表格 lists them).
  '/mock/api/role': [...ROLE_ADMIN, '/dashboard/workplace', '/list/query-list'],
  '/mock/api/service': ['/list/query-list', '/list/basic-list', '/dashboard/workplace'],
  // Upstream's role form checks the code; its announcement form shows the chosen users.
  '/sys/role/checkRoleCode': ROLE_ADMIN,
  '/sys/user/queryByIds': [...USER_ADMIN, '/isystem/annountCement'],
  '/sys/user/generateUserId': [...USER_ADMIN, ...DEPART_ADMIN],
  // Upstream's app-side user list (a bare array): the user page's data.
  '/sys/user/getMultiUser': USER_ADMIN,
  // Upstream's department helpers (DepartListSync, the user-by-department picker) read the department page's data.
  '/sys/sysDepart/listAll': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/sysDepart/queryDepartTreeSync': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/sysDepart/getDepartName': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/sysDepart/getUsersByDepartId': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/sysDepart/queryAllParentId': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/sysDepart/queryTreeByKeyWord': [...DEPART_ADMIN, ...USER_ADMIN],
  '/sys/dict/treeList': ['/isystem/dict'],
  '/sys/dict/deleteList': ['/isystem/dict'],
  '/sys/permission/queryListAsync': [...MENU_ADMIN, ...ROLE_ADMIN],
  // Upstream's user picker by department (JSelectUserByDep): the pages that pick users of system administration.
  '/sys/user/queryUserComponentData': [
    ...USER_ADMIN,
    ...ROLE_ADMIN,
    ...DEPART_ADMIN,
    '/isystem/annountCement',
  ],
}

/**
 * Reads every signed-in user may call, by path: what the shell draws for a user of no role (menus, the
 * caller's own account, departments and settings, notices to the caller, the home page's figures, which
 * hold only the modules the caller holds), dictionaries and the form helpers every form uses.
 */
export const OPEN_READS: ReadonlySet<string> = new Set([
  '/sys/permission/getUserPermissionByToken',
  '/sys/user/getCurrentUserDeparts',
  '/sys/sysDepart/queryMyDeptTreeList',
  '/sys/user/account/profile',
  '/sys/user/account/bindings',
  '/sys/user/account/settings',
  '/user/info',
  '/sys/dict/getDictItems/{dictCode}',
  '/sys/dict/queryAllDictItems',
  '/sys/dict/refleshCache',
  '/sys/dict/loadDict/{dictCode}',
  '/sys/dict/loadDictItem/{dictCode}',
  '/sys/dict/loadDictOrderByValue/{dictCode}',
  '/sys/dict/loadTreeData',
  '/sys/dict/getDictText/{dictCode}/{key}',
  '/sys/category/rootList',
  '/sys/category/childList',
  '/sys/category/getChildListBatch',
  '/sys/category/loadTreeData',
  '/sys/category/loadTreeRoot',
  '/sys/duplicate/check',
  '/sys/checkRule/checkByCode',
  '/sys/thirdApp/getEnabledType',
  '/sys/annountCement/listByUser',
  // The notice reader opens a notice sent to the caller by its id.
  '/sys/annountCement/queryById',
  // The notice reader asks the open pages to reload after marking notices read.
  '/sys/annountCement/syncNotic',
  '/sys/sysAnnouncementSend/getMyAnnouncementSend',
  '/sys/loginfo',
  '/sys/visitInfo',
  '/sys/dashboard/moduleFigures',
  '/sys/dashboard/workplace',
  '/sys/dashboard/moduleCharts',
  // The upstream client's workplace: the caller's own modules, records and departments.
  '/mock/api/list/search/projects',
  '/mock/api/workplace/activity',
  '/mock/api/workplace/teams',
  '/mock/api/workplace/radar',
])

/** Tracking events are lines of a shipment: writing one edits the shipment. */
const LINE_RESOURCES = new Set(['/exp/trackingEvent'])

/** Operations outside the CRUD pattern, by path. */
const ACTIONS: Readonly<Record<string, readonly string[]>> = {
  '/att/schedule/saveMonth': ['att:schedule:edit'],
  '/att/leave/status': ['att:leave:edit'],
  '/hr/workerEntry/review': ['hr:workerEntry:review'],
  '/hr/workerEntry/onboard': ['hr:workerEntry:onboard'],
  '/hr/workerEntry/reject': ['hr:workerEntry:reject'],
  '/rec/candidate/moveStage': ['rec:candidate:move'],
  '/rec/candidate/toTalent': ['rec:candidate:toTalent'],
  '/rec/talent/toCandidate': ['rec:talent:toCandidate'],
  '/cnt/card/pay': ['cnt:card:pay'],
  '/cnt/card/recharge': ['cnt:card:recharge'],
  '/cnt/card/refund': ['cnt:card:refund'],
  '/cnt/card/changeStatus': ['cnt:card:status'],
  '/rep/order/assign': ['rep:order:assign'],
  '/rep/order/start': ['rep:order:start'],
  '/rep/order/finish': ['rep:order:finish'],
  '/rep/order/cancel': ['rep:order:cancel'],
  // 我的工单: the repairer's own orders (the server also checks the order is assigned to the caller).
  '/rep/order/mine': ['/rep/myOrder'],
  '/rep/order/mine/start': ['/rep/myOrder'],
  '/rep/order/mine/finish': ['/rep/myOrder'],
  '/mtr/recharge/staffRecharge': ['mtr:meter:recharge'],
  '/qc/checkReport/saveWithLines': ['qc:checkReport:add', 'qc:checkReport:edit'],
  '/att/summary/exportXls': ['/att/summary'],
  // System administration: upstream's user buttons, and the pages the other moves are made from.
  '/sys/user/add': ['user:add'],
  '/sys/user/importExcel': ['user:add'],
  '/sys/user/edit': ['user:edit'],
  '/sys/user/frozenBatch': ['/isystem/user'],
  '/sys/user/changePassword': ['/isystem/user'],
  '/sys/user/putRecycleBin': ['/isystem/user'],
  '/sys/user/deleteRecycleBin': ['/isystem/user'],
  '/sys/user/addSysUserRole': ['/isystem/roleUserList'],
  '/sys/user/deleteUserRole': ['/isystem/roleUserList'],
  '/sys/user/deleteUserRoleBatch': ['/isystem/roleUserList'],
  '/sys/user/editSysDepartWithUser': ['system:depart:edit'],
  '/sys/user/deleteUserInDepart': ['system:depart:edit'],
  '/sys/user/deleteUserInDepartBatch': ['system:depart:edit'],
  '/sys/role/datarule': ['/isystem/roleUserList'],
  '/sys/permission/saveRolePermission': ['/isystem/roleUserList'],
  '/sys/permission/saveDepartPermission': ['system:depart:edit'],
  '/sys/permission/addPermissionRule': ['system:permission:edit'],
  '/sys/permission/editPermissionRule': ['system:permission:edit'],
  '/sys/permission/deletePermissionRule': ['system:permission:edit'],
  // The dictionary recycle bin: emptying deletes, taking back edits.
  '/sys/dict/deletePhysic/{id}': ['system:dict:delete'],
  '/sys/dict/back/{id}': ['system:dict:edit'],
  '/sys/annountCement/doReleaseData': ['system:announcement:edit'],
  '/sys/annountCement/doReovkeData': ['system:announcement:edit'],
  '/sys/sysDepartRole/deptRoleUserAdd': ['system:depart:edit'],
  '/sys/sysDepartPermission/saveDeptRolePermission': ['system:depart:edit'],
  '/sys/message/sysMessageTemplate/sendMsg': ['system:messageTemplate:edit'],
  '/sys/quartzJob/pause': ['/monitor/quartz'],
  '/sys/quartzJob/resume': ['/monitor/quartz'],
  '/sys/quartzJob/execute': ['/monitor/quartz'],
  '/sys/quartzJob/jobClasses': ['/monitor/quartz'],
  '/sys/oss/file/delete': ['/oss/file'],
}

/** The permissions an operation of `path` asks for (any one suffices), or null when any signed-in user may call it. */
export function permissionOf(path: string): readonly string[] | null {
  const action = ACTIONS[path] ?? READS[path]
  if (action) return action
  if (OPEN_READS.has(path)) return null
  const cut = path.lastIndexOf('/')
  const base = path.slice(0, cut)
  if (READ_SUFFIXES.has(path.slice(cut + 1))) {
    const page = pageOf(base)
    return page ? [...new Set([page, ...(READERS[path] ?? [])])] : null
  }
  const button = CRUD_BUTTONS[path.slice(cut + 1)]
  if (!button) return null
  const owner = OWNERS[base]
  if (owner?.startsWith('/')) return [owner]
  if (owner) {
    const lineButton =
      LINE_RESOURCES.has(base) && button !== 'export' && button !== 'import' ? 'edit' : button
    return [`${owner}:${lineButton}`]
  }
  const [, module, entity] = base.split('/')
  if (module && entity && MODULES.includes(module) && base.split('/').length === 3)
    return [`${module}:${entity}:${button}`]
  return null
}

/** The menu URL of the page a resource (path prefix) belongs to, or null when it has none. */
function pageOf(base: string): string | null {
  const owner = OWNERS[base]
  if (owner) return owner.startsWith('/') ? owner : (PAGE_OF_PREFIX[owner] ?? null)
  const [, module, entity] = base.split('/')
  if (module && entity && MODULES.includes(module) && base.split('/').length === 3) return base
  return null
}
