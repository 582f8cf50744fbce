import { ownerFields, text, type ResourceDef } from '../resource-def'

const MOBILE = '^1[3-9]\\d{9}$'
const EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'

/** The CRUD resources of the 招聘 module (`/rec`, docs/modules.md). */
export const recResources = [
  {
    key: 'requisition',
    tag: 'rec',
    path: '/rec/requisition',
    table: 'rec_requisition',
    schema: 'RecRequisition',
    title: '招聘需求',
    fields: {
      title: text('职位名称', { required: true, maxLength: 100, example: '质检员' }),
      departId: text('用人部门', { maxLength: 32, example: '6b2f1d903c3e4f708b0c1d2e3f4a5b02' }),
      headcount: { type: 'integer', title: '招聘人数', required: true, minimum: 1, maximum: 999, example: 3 },
      salaryMin: { type: 'number', title: '最低薪资', minimum: 0, maximum: 9999999999, example: 6000 },
      salaryMax: { type: 'number', title: '最高薪资', minimum: 0, maximum: 9999999999, example: 9000 },
      requirements: { type: 'text', title: '任职要求', example: '两年以上服装质检经验' },
      status: text('状态', { dict: 'requisition_status', maxLength: 16, example: 'open' }),
      deadline: { type: 'date', title: '截止日期', example: '2026-12-31' },
      ...ownerFields,
    },
  },
  {
    key: 'candidate',
    tag: 'rec',
    path: '/rec/candidate',
    table: 'rec_candidate',
    schema: 'RecCandidate',
    title: '候选人',
    fields: {
      name: text('姓名', { required: true, maxLength: 50, example: '李明' }),
      phone: text('手机号', { maxLength: 11, pattern: MOBILE, example: '13800138000' }),
      email: text('邮箱', { maxLength: 100, pattern: EMAIL, example: 'liming@example.com' }),
      requisitionId: text('应聘职位', { required: true, maxLength: 32 }),
      source: text('来源', { dict: 'candidate_source', maxLength: 16, example: 'website' }),
      resume: text('简历', { maxLength: 500 }),
      stage: text('阶段', { dict: 'candidate_stage', maxLength: 16, example: 'applied' }),
      rating: { type: 'integer', title: '评分', minimum: 1, maximum: 5, example: 4 },
      ...ownerFields,
    },
  },
  {
    key: 'interview',
    tag: 'rec',
    path: '/rec/interview',
    table: 'rec_interview',
    schema: 'RecInterview',
    title: '面试',
    fields: {
      candidateId: text('候选人', { required: true, maxLength: 32 }),
      round: { type: 'integer', title: '轮次', required: true, minimum: 1, maximum: 10, example: 1 },
      interviewerId: text('面试官', { maxLength: 32, example: 'e9ca23d68d884d4ebb19d07889727dae' }),
      time: { type: 'datetime', title: '面试时间', example: '2026-11-25 10:00:00' },
      result: text('面试结果', { dict: 'interview_result', maxLength: 16, example: 'pending' }),
      feedback: { type: 'text', title: '面试评价', example: '沟通顺畅，专业扎实' },
      ...ownerFields,
    },
    defaultOrder: 'time DESC NULLS LAST',
  },
  {
    key: 'talent',
    tag: 'rec',
    path: '/rec/talent',
    table: 'rec_talent',
    schema: 'RecTalent',
    title: '人才',
    fields: {
      name: text('姓名', { required: true, maxLength: 50, example: '王芳' }),
      phone: text('手机号', { maxLength: 11, pattern: MOBILE, example: '13900139000' }),
      email: text('邮箱', { maxLength: 100, pattern: EMAIL, example: 'wangfang@example.com' }),
      skills: text('技能标签', { maxLength: 500, example: '服装质检;AQL抽样;英语' }),
      yearsOfExperience: { type: 'integer', title: '工作年限', minimum: 0, maximum: 60, example: 5 },
      lastContact: { type: 'date', title: '最近联系', example: '2026-11-01' },
      note: { type: 'text', title: '备注' },
      sourceCandidateId: text('来源候选人', { maxLength: 32, readOnly: true }),
      ...ownerFields,
    },
  },
] as const satisfies readonly ResourceDef[]
