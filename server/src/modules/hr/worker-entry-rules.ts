import { identityRefusal, isResidentId } from './resident-id'

/** The onboarding workflow of workshop workers (docs/modules.md): submitted → reviewed → onboarded | rejected. */
export type WorkerEntryStatus = 'submitted' | 'reviewed' | 'onboarded' | 'rejected'
export type WorkerEntryMove = 'review' | 'onboard' | 'reject'

export const WORKER_ENTRY_MESSAGES = {
  nameRequired: '请输入姓名',
  sexRequired: '请选择性别',
  idCardRequired: '请输入身份证号',
  idCard: '身份证号码不正确',
  phoneRequired: '请输入手机号码',
  phone: '请输入正确的手机号码',
  emergencyPhone: '请输入正确的紧急联系电话',
  openEntryExists: '该身份证号已有待处理的入职登记',
  notFound: '未找到对应数据',
  review: '只有已提交的入职单可以审核',
  onboard: '只有已审核的入职单可以办理入职',
  reject: '已入职或已拒绝的入职单不能拒绝',
  reasonRequired: '请填写拒绝原因',
  edit: '已入职或已拒绝的入职单不能修改',
  departMissing: '部门不存在',
  workNoTaken: (workNo: string) => `工号已存在：${workNo}`,
  submitted: '提交成功！',
  reviewed: '审核成功！',
  onboarded: '办理入职成功！',
  rejected: '已拒绝',
} as const

/** docs/spec.md §5 mobile number: starts with 1, 11 digits (the resource pattern is a little stricter). */
export const MOBILE = /^1[3-9]\d{9}$/

const FROM: Record<WorkerEntryMove, readonly WorkerEntryStatus[]> = {
  review: ['submitted'],
  onboard: ['reviewed'],
  reject: ['submitted', 'reviewed'],
}

/** Null when `move` is allowed from `status`, else the refusal. */
export function moveRefusal(status: string, move: WorkerEntryMove): string | null {
  return (FROM[move] as readonly string[]).includes(status) ? null : WORKER_ENTRY_MESSAGES[move]
}

export interface Submission {
  name?: string | null
  sex?: number | null
  idCard?: string | null
  birthday?: string | null
  phone?: string | null
  emergencyPhone?: string | null
}

const blank = (value: string | null | undefined) => !value || value.trim() === ''

/**
 * The first problem of a public submission, or null: required fields, the resident ID (format, date, checksum)
 * and the birthday and sex it says, mobiles.
 */
export function submissionRefusal(body: Submission): string | null {
  if (blank(body.name)) return WORKER_ENTRY_MESSAGES.nameRequired
  if (body.sex !== 1 && body.sex !== 2) return WORKER_ENTRY_MESSAGES.sexRequired
  if (blank(body.idCard)) return WORKER_ENTRY_MESSAGES.idCardRequired
  if (!isResidentId(String(body.idCard).trim())) return WORKER_ENTRY_MESSAGES.idCard
  const contradiction = identityRefusal(body)
  if (contradiction) return contradiction
  if (blank(body.phone)) return WORKER_ENTRY_MESSAGES.phoneRequired
  if (!MOBILE.test(String(body.phone).trim())) return WORKER_ENTRY_MESSAGES.phone
  if (!blank(body.emergencyPhone) && !MOBILE.test(String(body.emergencyPhone).trim()))
    return WORKER_ENTRY_MESSAGES.emergencyPhone
  return null
}

/** The image type of a file by its first bytes (PNG, JPEG, GIF, WebP), or null: never trust the name. */
export function imageExtension(head: Uint8Array): '.png' | '.jpg' | '.gif' | '.webp' | null {
  const starts = (bytes: readonly number[], offset = 0) =>
    bytes.every((byte, index) => head[offset + index] === byte)
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return '.png'
  if (starts([0xff, 0xd8, 0xff])) return '.jpg'
  if (starts([0x47, 0x49, 0x46, 0x38])) return '.gif'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return '.webp'
  return null
}
