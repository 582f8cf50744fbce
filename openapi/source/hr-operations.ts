/**
 * The operations of the hr module beyond the generic CRUD of src/module-resources/hr.ts
 * (docs/modules.md): the onboarding of workshop workers. A worker fills the public form (no token)
 * and gets an entry number; HR completes the HR fields (review), then onboards (creates the staff record) or
 * rejects with a reason.
 */
import type { CompactOperation, Json } from './compact'
import { ref } from './compact'

const str = (maxLength: number, description?: string): Json => ({
  type: 'string',
  maxLength,
  ...(description ? { description } : {}),
})
const optional = (maxLength: number, description?: string): Json => ({
  type: ['string', 'null'],
  maxLength,
  ...(description ? { description } : {}),
})
const optionalDate = (description: string): Json => ({
  type: ['string', 'null'],
  maxLength: 10,
  description: `${description} (YYYY-MM-DD)`,
})
const entryId: Json = { type: 'string', minLength: 1, maxLength: 32, description: 'The entry (id)' }

export const tags: Record<string, string> = {
  hr: 'HR: staff records and the onboarding of workshop workers',
}

export const schemas: Record<string, Json> = {
  HrWorkerEntrySubmitBody: {
    type: 'object',
    description:
      'What a worker fills in on /sdn/emp or /sdn/emp/entry. Images are paths answered by /hr/workerEntry/upload.',
    required: ['name', 'sex', 'idCard', 'phone'],
    properties: {
      name: str(50, '姓名'),
      sex: { type: 'integer', enum: [1, 2], description: '性别 (dict sex)' },
      idCard: str(18, '身份证号: 18 characters, the last may be X, checksum verified'),
      phone: str(11, '手机号'),
      birthday: optionalDate('出生日期'),
      nativePlace: optional(100, '籍贯'),
      address: optional(200, '现住址'),
      education: optional(16, '学历 (dict education)'),
      workshop: optional(16, '意向车间 (dict workshop)'),
      desiredPost: optional(100, '意向岗位'),
      expectedEntryDate: optionalDate('期望入职日期'),
      emergencyContact: optional(50, '紧急联系人'),
      emergencyPhone: optional(11, '紧急联系电话'),
      photo: optional(500, '照片'),
      idCardFront: optional(500, '身份证人像面'),
      idCardBack: optional(500, '身份证国徽面'),
    },
  },
  HrWorkerEntrySubmitResult: {
    type: 'object',
    required: ['entryNo'],
    properties: { entryNo: str(32, 'The entry number to show the worker') },
  },
  HrWorkerEntryReviewBody: {
    type: 'object',
    description: 'HR completes a submitted entry: the fields of the future staff record',
    required: ['id', 'workNo', 'departId', 'entryDate', 'contractType'],
    properties: {
      id: entryId,
      workNo: { type: 'string', minLength: 1, maxLength: 32, description: '工号 (unique among staff)' },
      departId: { type: 'string', minLength: 1, maxLength: 32, description: '部门' },
      post: optional(100, '职务 (position code)'),
      entryDate: { type: 'string', minLength: 10, maxLength: 10, description: '入职日期 (YYYY-MM-DD)' },
      contractType: {
        type: 'string',
        minLength: 1,
        maxLength: 16,
        description: '合同类型 (dict contract_type)',
      },
    },
  },
  HrWorkerEntryIdBody: {
    type: 'object',
    required: ['id'],
    properties: { id: entryId },
  },
  HrWorkerEntryRejectBody: {
    type: 'object',
    required: ['id', 'reason'],
    properties: {
      id: entryId,
      reason: { type: 'string', maxLength: 200, description: '拒绝原因 (required, not blank)' },
    },
  },
}

const EXAMPLE_ENTRY_ID = 'pac7hr00000000000000000000000001'

export const operations: CompactOperation[] = [
  {
    method: 'post',
    path: '/hr/workerEntry/submit',
    operationId: 'workerEntrySubmit',
    tag: 'hr',
    public: true,
    summary: 'A worker submits the onboarding form (no token); answers the entry number',
    description:
      'Checks the required fields, the resident ID checksum and the mobile numbers, refuses a second open ' +
      'entry (submitted or reviewed) for the same resident ID, and stores the entry as submitted. Answers ' +
      'only the entry number: nothing else of any entry is reachable without a token.',
    body: {
      schema: ref('HrWorkerEntrySubmitBody'),
      example: {
        name: '李四',
        sex: 1,
        idCard: '11010519491231002X',
        phone: '13800138000',
        birthday: '1949-12-31',
        nativePlace: '河南省周口市',
        address: '工业园区宿舍3栋',
        education: 'junior',
        workshop: 'sewing',
        desiredPost: '车工',
        expectedEntryDate: '2026-12-01',
        emergencyContact: '李大',
        emergencyPhone: '13900139000',
        photo: null,
        idCardFront: null,
        idCardBack: null,
      },
    },
    result: ref('HrWorkerEntrySubmitResult'),
    example: { code: 200, message: '提交成功！', result: { entryNo: 'RZ202611230001' } },
    refusals: [
      '请输入姓名',
      '身份证号码不正确',
      '请输入正确的手机号码',
      '请输入正确的紧急联系电话',
      '该身份证号已有待处理的入职登记',
    ],
  },
  {
    method: 'post',
    path: '/hr/workerEntry/upload',
    operationId: 'workerEntryUpload',
    tag: 'hr',
    public: true,
    summary: 'Upload a photo for the public onboarding form (no token): images only, at most 5 MB',
    description:
      'Stored under `hr-entry/` with a random name (the address cannot be guessed); `message` is the path, ' +
      'as /sys/common/upload answers. A file that is not a PNG, JPEG, GIF or WebP image is refused; over ' +
      '5 MB: HTTP 413 with a message.',
    multipart: {
      schema: {
        type: 'object',
        required: ['file'],
        properties: { file: { type: 'string', format: 'binary' } },
      },
    },
    result: { type: 'null' },
    example: { code: 0, result: null, message: 'hr-entry/5b1e0c9a2f3d4e8f9a0b1c2d3e4f5a6b.jpg' },
    refusals: ['上传失败！', '只能上传图片', '图片大小超过5MB限制'],
  },
  {
    method: 'post',
    path: '/hr/workerEntry/review',
    operationId: 'workerEntryReview',
    tag: 'hr',
    summary:
      'HR completes a submitted entry (work number, department, post, entry date, contract) → reviewed',
    body: {
      schema: ref('HrWorkerEntryReviewBody'),
      example: {
        id: EXAMPLE_ENTRY_ID,
        workNo: 'W01001',
        departId: 'c6d7cb4deeac411cb3384b1b31278596',
        post: null,
        entryDate: '2026-12-01',
        contractType: 'fixed',
      },
    },
    result: { type: 'null' },
    example: { code: 200, message: '审核成功！', result: null },
    refusals: ['未找到对应数据', '只有已提交的入职单可以审核', '工号已存在：…', '部门不存在'],
  },
  {
    method: 'post',
    path: '/hr/workerEntry/onboard',
    operationId: 'workerEntryOnboard',
    tag: 'hr',
    summary: 'Onboard a reviewed entry: creates the staff record (one transaction) → onboarded',
    description:
      'Creates the hr_person row from the entry (status probation) and stores its id in the entry, in one ' +
      'transaction. `result` is the new staff record id.',
    body: { schema: ref('HrWorkerEntryIdBody'), example: { id: EXAMPLE_ENTRY_ID } },
    result: { type: 'string' },
    example: { code: 200, message: '办理入职成功！', result: 'b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7' },
    refusals: ['未找到对应数据', '只有已审核的入职单可以办理入职', '工号已存在：…'],
  },
  {
    method: 'post',
    path: '/hr/workerEntry/reject',
    operationId: 'workerEntryReject',
    tag: 'hr',
    summary: 'Reject a submitted or reviewed entry with a reason → rejected',
    body: {
      schema: ref('HrWorkerEntryRejectBody'),
      example: { id: EXAMPLE_ENTRY_ID, reason: '年龄不符合岗位要求' },
    },
    result: { type: 'null' },
    example: { code: 200, message: '已拒绝', result: null },
    refusals: ['未找到对应数据', '请填写拒绝原因', '已入职或已拒绝的入职单不能拒绝'],
  },
]
