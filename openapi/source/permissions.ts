/**
 * Who may call what: the permission an operation asks of the signed-in user, written into the spec as
 * `x-permission` (a list; holding any one of them is enough). The server refuses a caller whose roles do not
 * grant it with upstream's Shiro answer (code 510, '没有权限，请联系管理员授权').
 *
 * A permission is either a button code of the menu (`sys_permission.perms`, e.g. `hr:person:add`) or, where
 * the page has no buttons, the page's own menu URL (`/isystem/roleUserList`): its menu must be granted.
 * Operations that change data (add, edit, delete, import, workflow moves, payments) and exports ask for one;
 * reads stay open to every signed-in user, as upstream (pickers and dictionaries read across modules, and
 * row visibility is the data rules' job).
 */

/** The list buttons every product page has (server seed `buttons=<prefix>`), by operation suffix. */
const CRUD_BUTTONS: Readonly<Record<string, string>> = {
  add: 'add',
  edit: 'edit',
  delete: 'delete',
  deleteBatch: 'delete',
  exportXls: 'export',
  importExcel: 'import',
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
  '/mtr/recharge/staffRecharge': ['mtr:meter:recharge'],
  '/qc/checkReport/saveWithLines': ['qc:checkReport:add', 'qc:checkReport:edit'],
  '/att/summary/exportXls': ['/att/summary'],
  // System administration: upstream's user buttons, and the pages the other moves are made from.
  '/sys/user/add': ['user:add'],
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
  '/sys/annountCement/doReleaseData': ['system:announcement:edit'],
  '/sys/annountCement/doReovkeData': ['system:announcement:edit'],
  '/sys/sysDepartRole/deptRoleUserAdd': ['system:depart:edit'],
  '/sys/sysDepartPermission/saveDeptRolePermission': ['system:depart:edit'],
  '/sys/message/sysMessageTemplate/sendMsg': ['system:messageTemplate:edit'],
  '/sys/quartzJob/pause': ['/monitor/quartz'],
  '/sys/quartzJob/resume': ['/monitor/quartz'],
  '/sys/quartzJob/execute': ['/monitor/quartz'],
  '/sys/oss/file/delete': ['/oss/file'],
}

/** The permissions an operation of `path` asks for (any one suffices), or null when any signed-in user may call it. */
export function permissionOf(path: string): readonly string[] | null {
  const action = ACTIONS[path]
  if (action) return action
  const cut = path.lastIndexOf('/')
  const base = path.slice(0, cut)
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
