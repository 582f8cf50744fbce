/**
 * The system areas (docs/architecture.md, "Server"): one folder each under modules/system/, like the business
 * modules of modules.ts. Their handler sets in the order they are combined; a set that replaces a handler of an
 * earlier one says so in `overrides` (openapi/handler-registry.ts).
 */
import type { ImportChecks } from '../../excel/import-checks'
import { accountHandlers } from './account/routes'
import { accountSettingsHandlers } from './account/settings-routes'
import { announcementHandlers } from './announcement/routes'
import { authExtraHandlers } from './auth/extra-routes'
import { authHandlers } from './auth/routes'
import { categoryHandlers } from './category/routes'
import { checkRuleHandlers } from './check-rule/routes'
import { crudHandlers } from './crud/routes'
import { dashboardHandlers } from './dashboard/routes'
import { dataLogHandlers } from './data-log/routes'
import { dataSourceHandlers } from './data-source/routes'
import { departMemberHandlers } from './depart/members-routes'
import { departRoleHandlers } from './depart/role-routes'
import { departHandlers } from './depart/routes'
import { dictHandlers } from './dict/routes'
import { duplicateCheckHandlers } from './duplicate-check/routes'
import { excelHandlersWith } from './excel/routes'
import { fillRuleHandlers } from './fill-rule/routes'
import { loginInfoHandlers } from './login-info/routes'
import { messageHandlers } from './message/routes'
import { monitorHandlers } from './monitor/routes'
import { permissionAdminHandlers } from './permission/admin-routes'
import { permissionHandlers } from './permission/routes'
import { pickerHandlers } from './pickers/routes'
import { powerGuardHandlers } from './power-guards/routes'
import { quartzHandlers } from './quartz/routes'
import { reportHandlers } from './report/routes'
import { roleHandlers } from './role/routes'
import { templateHandlers } from './template/routes'
import { uploadHandlers } from './upload/routes'
import { upstreamCompatHandlers } from './upstream-compat/routes'
import { userRecycleBinHandlers } from './user/recycle-bin-routes'
import { userHandlers } from './user/routes'

/** The system areas' handler sets; `importChecks` are the business modules' spreadsheet row checks. */
export const systemHandlerGroups = (importChecks: ImportChecks) =>
  [
    { name: 'auth', handlers: authHandlers },
    { name: 'auth-extra', handlers: authExtraHandlers },
    { name: 'account', handlers: accountHandlers },
    { name: 'account-settings', handlers: accountSettingsHandlers },
    { name: 'permission', handlers: permissionHandlers },
    { name: 'permission-admin', handlers: permissionAdminHandlers },
    // The generic list, read, add, edit and delete of every resource; areas below refine some of them.
    { name: 'crud', handlers: crudHandlers },
    { name: 'user', handlers: userHandlers },
    { name: 'user-recycle-bin', handlers: userRecycleBinHandlers },
    { name: 'role', handlers: roleHandlers },
    {
      name: 'power-guards',
      handlers: powerGuardHandlers,
      // Roles and tenants are changed only within the caller's power.
      overrides: [
        'roleEdit',
        'roleDelete',
        'roleDeleteBatch',
        'tenantEdit',
        'tenantDelete',
        'tenantDeleteBatch',
      ],
    },
    { name: 'depart', handlers: departHandlers },
    { name: 'depart-member', handlers: departMemberHandlers },
    { name: 'depart-role', handlers: departRoleHandlers },
    { name: 'dict', handlers: dictHandlers },
    { name: 'duplicate-check', handlers: duplicateCheckHandlers },
    { name: 'check-rule', handlers: checkRuleHandlers },
    { name: 'login-info', handlers: loginInfoHandlers },
    { name: 'dashboard', handlers: dashboardHandlers },
    {
      name: 'announcement',
      handlers: announcementHandlers,
      // One announcement is read only by its recipients, its sender and the announcement page's holders.
      overrides: ['announcementQueryById'],
    },
    { name: 'message', handlers: messageHandlers },
    { name: 'report', handlers: reportHandlers },
    { name: 'upload', handlers: uploadHandlers },
    // What a page's person or user picker reads instead of the full lists.
    { name: 'pickers', handlers: pickerHandlers },
    { name: 'template', handlers: templateHandlers },
    {
      name: 'quartz',
      handlers: quartzHandlers,
      // Jobs are scheduled and unscheduled with their rows.
      overrides: ['quartzJobAdd', 'quartzJobEdit', 'quartzJobDelete', 'quartzJobDeleteBatch'],
    },
    { name: 'monitor', handlers: monitorHandlers },
    { name: 'excel', handlers: excelHandlersWith(importChecks) },
    { name: 'data-log', handlers: dataLogHandlers },
    { name: 'fill-rule', handlers: fillRuleHandlers },
    {
      name: 'data-source',
      handlers: dataSourceHandlers,
      // Passwords masked in the list and the read; the mask sent back by an edit keeps the stored one.
      overrides: ['dataSourceList', 'dataSourceQueryById', 'dataSourceEdit'],
    },
    // A category added without a parent is a root (pid '0'), as upstream makes it.
    { name: 'category', handlers: categoryHandlers, overrides: ['categoryAdd'] },
    {
      name: 'upstream-compat',
      handlers: upstreamCompatHandlers,
      // Upstream's dictionary item checks on add, edit and import.
      overrides: ['dictItemAdd', 'dictItemEdit', 'dictItemImportExcel'],
    },
  ] as const
