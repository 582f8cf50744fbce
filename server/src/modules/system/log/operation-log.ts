/**
 * The operation log (sys_log, log_type 2) and the log of refused sign-ins (log_type 1): upstream's @AutoLog aspect
 * written once, over every operation of the document (server/src/openapi/operations.ts calls `recordOperation`
 * after each write of a signed-in caller), never per handler.
 */
import { operationIdOf, operationsOf, resources, type CrudOperation } from '@erp/openapi/resources'
import type { Queryable } from '../../../db/database'
import { newId } from '../../../db/ids'
import type { WriteRecord } from '../../../openapi/operations'
import type { OperationSpec } from '../../../openapi/spec'

/** sys_log.log_type (dictionary log_type). */
export const LOG_TYPE = { login: 1, operation: 2 } as const

/** sys_log.operate_type (dictionary operate_type): 1 query, 2 add, 3 edit, 4 delete, 5 import, 6 export. */
export const OPERATE_TYPE = { query: 1, add: 2, edit: 3, delete: 4, import: 5, export: 6 } as const

/** `method` of a refused sign-in's login log row: the home page's visit counts leave these rows out. */
export const REFUSED_SIGN_IN = 'loginRefused'

/**
 * Writes that are not logged as operations: signing in and out (login logs), and the public or read-only ones
 * sent as POST (a quote, a connection test, a captcha or SMS check).
 */
export const NOT_LOGGED = new Set([
  'login',
  'mobileLogin',
  'phoneLogin',
  'logout',
  'checkCaptcha',
  'smsSend',
  'smsSendAccount',
  'userPhoneVerification',
  'meterSelfServiceLogin',
  'shipmentQuote',
  'dataSourceTestConnection',
])

const CRUD_LABELS: Record<CrudOperation | 'ImportExcel', string> = {
  List: '查询',
  Add: '添加',
  Edit: '编辑',
  Delete: '删除',
  DeleteBatch: '批量删除',
  QueryById: '查询',
  ImportExcel: '导入',
}

/** The readable content of the writes that are not one of a resource's generic operations. */
const NAMED_WRITES: Record<string, string> = {
  updatePassword: '个人设置-修改密码',
  updatePasswordPut: '个人设置-修改密码',
  selectDepart: '个人设置-切换部门',
  selectDepartPut: '个人设置-切换部门',
  appEdit: '个人设置-编辑资料',
  saveAccountUiPreferences: '个人设置-界面偏好',
  saveAccountNotificationPreferences: '个人设置-通知偏好',
  announcementMarkRead: '我的消息-标记已读',
  announcementReadAll: '我的消息-全部已读',
  userAdd: '用户管理-添加',
  userEdit: '用户管理-编辑',
  userDelete: '用户管理-删除',
  userDeleteBatch: '用户管理-批量删除',
  userFrozenBatch: '用户管理-冻结/解冻',
  userChangePassword: '用户管理-修改密码',
  userImportExcel: '用户管理-导入',
  userRecycleBinRestore: '用户回收站-还原',
  userRecycleBinDelete: '用户回收站-彻底删除',
  userRegister: '用户注册',
  register: '用户注册',
  forgotPassword: '忘记密码-重置密码',
  roleUserAdd: '角色用户-添加',
  roleUserDelete: '角色用户-移除',
  roleUserDeleteBatch: '角色用户-批量移除',
  roleDataRuleSave: '角色管理-数据规则授权',
  departAdd: '部门管理-添加',
  departEdit: '部门管理-编辑',
  departDelete: '部门管理-删除',
  departDeleteBatch: '部门管理-批量删除',
  departImportExcel: '部门管理-导入',
  departUserAdd: '部门用户-添加',
  departUserDelete: '部门用户-移除',
  departUserDeleteBatch: '部门用户-批量移除',
  departRoleAdd: '部门角色-添加',
  departRoleEdit: '部门角色-编辑',
  departRoleDelete: '部门角色-删除',
  departRoleDeleteBatch: '部门角色-批量删除',
  departRoleUserSave: '部门角色-分配用户',
  permissionAdd: '菜单管理-添加',
  permissionEdit: '菜单管理-编辑',
  permissionEditPost: '菜单管理-编辑',
  permissionDelete: '菜单管理-删除',
  permissionDeleteBatch: '菜单管理-批量删除',
  permissionSaveForRole: '角色管理-授权',
  permissionSaveForDepart: '部门管理-授权',
  permissionSaveForDepartRole: '部门角色-授权',
  dataRuleAdd: '数据规则-添加',
  dataRuleEdit: '数据规则-编辑',
  dataRuleEditPost: '数据规则-编辑',
  dataRuleDelete: '数据规则-删除',
  dictDeletePhysically: '字典回收站-彻底删除',
  dictRestore: '字典回收站-还原',
  fillRuleExecute: '填值规则-执行',
  upload: '文件-上传',
  ossFileDelete: '文件管理-删除',
  messageTemplateSendMsg: '消息模板-发送测试',
  workerEntrySubmit: '普工入职-提交',
  workerEntryUpload: '普工入职-上传照片',
  workerEntryReview: '普工入职-审核',
  workerEntryOnboard: '普工入职-入职',
  workerEntryReject: '普工入职-驳回',
  attScheduleSaveMonth: '排班-保存月度排班',
  attLeaveStatus: '请假-变更状态',
  candidateMoveStage: '候选人-推进阶段',
  candidateToTalent: '候选人-转入人才库',
  talentToCandidate: '人才库-转为候选人',
  canteenCardPay: '饭卡-消费',
  canteenCardRecharge: '饭卡-充值',
  canteenCardRefund: '饭卡-退款',
  canteenCardChangeStatus: '饭卡-挂失/冻结/解冻',
  repairOrderAssign: '报修单-派单',
  repairOrderStart: '报修单-开始维修',
  repairOrderFinish: '报修单-完成维修',
  repairOrderMineStart: '我的工单-开始维修',
  repairOrderMineFinish: '我的工单-完成维修',
  repairOrderCancel: '报修单-取消',
  repairOrderSubmit: '报修单-提交',
  repairOrderConfirm: '报修单-确认',
  repairOrderUploadPhoto: '报修单-上传照片',
  meterSelfServiceRecharge: '电表-自助充值',
  meterStaffRecharge: '电表-柜台充值',
  qcCheckReportSaveWithLines: '检验报告-保存',
  qcCheckReportDelete: '检验报告-删除',
  qcCheckReportDeleteBatch: '检验报告-批量删除',
}

/** `<resource title>-<operation>` for each generic operation of a resource (and its Excel import). */
const RESOURCE_WRITES: Record<string, string> = Object.fromEntries(
  resources.flatMap((resource) => [
    ...operationsOf(resource).map((operation) => [
      operationIdOf(resource, operation),
      `${resource.title}-${CRUD_LABELS[operation]}`,
    ]),
    [`${resource.key}ImportExcel`, `${resource.title}-${CRUD_LABELS.ImportExcel}`],
  ]),
)

/** What a write is, in Chinese ("用户管理-编辑"); the operationId when the operation has no name here. */
export function operationContent(operationId: string): string {
  return NAMED_WRITES[operationId] ?? RESOURCE_WRITES[operationId] ?? operationId
}

/** Whether the operation is a write that the operation log records. */
export function isLoggedWrite(op: Pick<OperationSpec, 'operationId' | 'method'>): boolean {
  return op.method !== 'GET' && !NOT_LOGGED.has(op.operationId)
}

/** The operate_type of a write, from its operationId: …Add 2, …Delete 4, …Import 5, …Export 6, else 3 (a change). */
export function operateTypeOf(operationId: string): number {
  if (/Import/.test(operationId)) return OPERATE_TYPE.import
  if (/Export/.test(operationId)) return OPERATE_TYPE.export
  if (/Delete/.test(operationId)) return OPERATE_TYPE.delete
  if (/Add$|Submit$|^register$|Register$|Upload$|^upload$/.test(operationId)) return OPERATE_TYPE.add
  return OPERATE_TYPE.edit
}

/** Names of values never written to the log: passwords, tokens, captchas, SMS codes, secrets. */
const SECRET = /pass(word)?|pwd|token|captcha|checkkey|secret|smscode|sms_code|^code$|credential/i
const LONGEST_VALUE = 500
const LONGEST_PARAMS = 4000

function scrub(value: unknown, depth = 0): unknown {
  if (value === null || value === undefined) return value
  if (typeof value === 'string')
    return value.length > LONGEST_VALUE ? `[${value.length} 字符，未记录]` : value
  if (typeof value !== 'object') return value
  if (value instanceof Uint8Array || (typeof Buffer !== 'undefined' && Buffer.isBuffer(value)))
    return '[文件，未记录]'
  if (depth > 4) return '…'
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrub(item, depth + 1))
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([name]) => !SECRET.test(name))
      .map(([name, item]) => [name, scrub(item, depth + 1)]),
  )
}

/**
 * The request parameters of a write as JSON: the query, path and body, without passwords, tokens, captchas or
 * file bytes (a multipart body is not read here: only its file is in it), long values left out.
 */
export function requestParams(parts: { query?: unknown; path?: unknown; body?: unknown }): string {
  const kept: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined || value === null) continue
    if (typeof value === 'object' && !Array.isArray(value) && !Object.keys(value).length) continue
    kept[name] = scrub(value)
  }
  const json = JSON.stringify(kept)
  return json.length > LONGEST_PARAMS ? `${json.slice(0, LONGEST_PARAMS)}…` : json
}

/** One write of a signed-in caller, as operations.ts saw it. */
export interface OperationRecord {
  operationId: string
  httpMethod: string
  url: string
  username: string
  ip: string
  costMs: number
  params: string
  /** null: it succeeded; else the refusal or error message. */
  failure: string | null
}

/** The failure of an answer, or null when it succeeded: HTTP ≥ 400 or `success: false` (upstream's envelope). */
export function failureOf(status: number, result: unknown): string | null {
  const envelope = typeof result === 'object' && result !== null ? (result as Record<string, unknown>) : {}
  if (status < 400 && envelope.success !== false) return null
  const message = typeof envelope.message === 'string' && envelope.message ? envelope.message : ''
  return message || `HTTP ${status}`
}

/** Writes one operation log row (log_type 2); the realname comes from sys_user. */
export async function recordOperation(db: Queryable, record: OperationRecord): Promise<void> {
  const content = operationContent(record.operationId)
  const logContent = (record.failure ? `${content}（失败：${record.failure}）` : content).slice(0, 1000)
  await db.query(
    `INSERT INTO sys_log (id, log_type, log_content, operate_type, userid, username, ip, method, request_url,
       request_param, request_type, cost_time, create_by)
     VALUES ($1, $2, $3, $4, $5::text,
       coalesce((SELECT realname FROM sys_user WHERE username = $5::text LIMIT 1), $5::text), $6, $7, $8, $9, $10, $11,
       $5::text)`,
    [
      newId(),
      LOG_TYPE.operation,
      logContent,
      operateTypeOf(record.operationId),
      record.username,
      record.ip,
      record.operationId,
      record.url.slice(0, 255),
      record.params,
      record.httpMethod,
      Math.max(0, Math.round(record.costMs)),
    ],
  )
}

/**
 * A refused sign-in (wrong password, unknown, frozen or deleted user, wrong captcha, too many failures) as a login
 * log row (log_type 1), with the account typed and the user's name when the account exists.
 */
export async function recordRefusedSignIn(
  db: Queryable,
  refusal: { account: string; reason: string; ip: string; url: string },
): Promise<void> {
  const account = refusal.account.trim().slice(0, 100)
  await db.query(
    `INSERT INTO sys_log (id, log_type, log_content, userid, username, ip, method, request_url, request_type)
     VALUES ($1, $2, $3, $4::text,
       coalesce((SELECT realname FROM sys_user WHERE lower(username) = lower($4::text) LIMIT 1), $4::text), $5, $6, $7,
       'POST')`,
    [
      newId(),
      LOG_TYPE.login,
      `用户名: ${account},登录失败：${refusal.reason}`.slice(0, 1000),
      account.slice(0, 32),
      refusal.ip,
      REFUSED_SIGN_IN,
      refusal.url,
    ],
  )
}

/** The `recordWrite` of the operations mount: every logged write of a signed-in caller becomes one row. */
export function operationLogWriter(db: Queryable): (write: WriteRecord) => Promise<void> {
  return async (write) => {
    if (!isLoggedWrite(write.op)) return
    const body = write.request.isMultipart() ? undefined : write.request.body
    const failure =
      write.error !== undefined
        ? write.error instanceof Error
          ? write.error.message
          : String(write.error)
        : failureOf(write.status, write.result)
    await recordOperation(db, {
      operationId: write.op.operationId,
      httpMethod: write.op.method,
      url: write.request.url.split('?')[0] ?? '',
      username: write.user.username,
      ip: write.request.ip,
      costMs: write.costMs,
      params: requestParams({ query: write.query, path: write.path, body }),
      failure,
    })
  }
}
