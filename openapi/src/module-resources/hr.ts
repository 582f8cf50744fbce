import { ownerFields, text, type ResourceDef } from '../resource-def'

/** The CRUD resources of the HR module (`/hr`, ../shared/spec/MODULES.md). */
export const hrResources = [
  {
    key: 'person',
    tag: 'hr',
    path: '/hr/person',
    table: 'hr_person',
    schema: 'HrPerson',
    title: '员工',
    fields: {
      workNo: text('工号', { required: true, maxLength: 32, example: 'W00001' }),
      realname: text('姓名', { required: true, maxLength: 50, example: '张三' }),
      sex: { type: 'integer', title: '性别', dict: 'sex', example: 1 },
      birthday: { type: 'date', title: '生日', example: '1995-03-08' },
      idCard: text('身份证号', { maxLength: 18, pattern: '^\\d{17}[\\dXx]$', example: '11010519491231002X' }),
      phone: text('手机号', { maxLength: 11, pattern: '^1[3-9]\\d{9}$', example: '13800138000' }),
      email: text('邮箱', { maxLength: 100, example: 'zhangsan@example.com' }),
      departId: text('部门', { maxLength: 32 }),
      post: text('职务', { maxLength: 100, example: 'qc-lead' }),
      entryDate: { type: 'date', title: '入职日期', example: '2026-03-01' },
      status: text('状态', { dict: 'person_status', maxLength: 16, example: 'regular' }),
      avatar: text('照片', { maxLength: 500 }),
      ...ownerFields,
    },
    unique: ['workNo'],
    defaultOrder: 'work_no ASC',
  },
] as const satisfies readonly ResourceDef[]
