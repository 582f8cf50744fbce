import { ownerFields, text, type ResourceDef } from '../resource-def'

/** 'HH:mm', 00:00 to 23:59. */
export const CLOCK_TIME_PATTERN = '^([01]\\d|2[0-3]):[0-5]\\d$'

/** The CRUD resources of the 考勤排班 module (`/att`, docs/modules.md). */
export const attResources = [
  {
    key: 'attShift',
    tag: 'att',
    path: '/att/shift',
    table: 'att_shift',
    schema: 'AttShift',
    title: '班次',
    fields: {
      code: text('班次编码', { required: true, maxLength: 32, example: 'DAY' }),
      name: text('班次名称', { required: true, maxLength: 50, example: '早班' }),
      startTime: text('上班时间', {
        required: true,
        maxLength: 5,
        pattern: CLOCK_TIME_PATTERN,
        example: '08:00',
      }),
      endTime: text('下班时间', {
        required: true,
        maxLength: 5,
        pattern: CLOCK_TIME_PATTERN,
        example: '17:00',
      }),
      crossesMidnight: {
        type: 'integer',
        title: '跨零点',
        dict: 'yn',
        minimum: 0,
        maximum: 1,
        example: 0,
      },
      restMinutes: { type: 'integer', title: '休息分钟', minimum: 0, maximum: 720, example: 60 },
      lateGraceMinutes: { type: 'integer', title: '迟到宽限分钟', minimum: 0, maximum: 120, example: 5 },
      earlyLeaveGraceMinutes: {
        type: 'integer',
        title: '早退宽限分钟',
        minimum: 0,
        maximum: 120,
        example: 0,
      },
      ...ownerFields,
    },
    unique: ['code'],
    defaultOrder: 'start_time ASC, code ASC',
  },
  {
    key: 'attSchedule',
    tag: 'att',
    path: '/att/schedule',
    table: 'att_schedule',
    schema: 'AttSchedule',
    title: '排班',
    fields: {
      personId: text('员工', { required: true, maxLength: 32, example: '5e000000000000000000000000000001' }),
      date: { type: 'date', title: '日期', required: true, example: '2026-11-02' },
      shiftId: text('班次', { maxLength: 32, example: 'a7700000000000000000000000000001' }),
      ...ownerFields,
    },
    defaultOrder: 'date DESC, person_id ASC',
  },
  {
    key: 'attRecord',
    tag: 'att',
    path: '/att/record',
    table: 'att_record',
    schema: 'AttRecord',
    title: '打卡记录',
    fields: {
      personId: text('员工', { required: true, maxLength: 32, example: '5e000000000000000000000000000001' }),
      clockTime: { type: 'datetime', title: '打卡时间', required: true, example: '2026-11-02 07:55:00' },
      direction: text('打卡方向', { required: true, dict: 'clock_direction', maxLength: 8, example: 'in' }),
      source: text('打卡来源', { required: true, dict: 'clock_source', maxLength: 16, example: 'device' }),
      deviceNo: text('设备编号', { maxLength: 32, example: 'GATE-01' }),
      note: text('备注', { maxLength: 200, example: '忘记打卡，主管确认' }),
      ...ownerFields,
    },
    defaultOrder: 'clock_time DESC',
  },
  {
    key: 'attLeave',
    tag: 'att',
    path: '/att/leave',
    table: 'att_leave',
    schema: 'AttLeave',
    title: '请假',
    fields: {
      personId: text('员工', { required: true, maxLength: 32, example: '5e000000000000000000000000000001' }),
      type: text('请假类型', { required: true, dict: 'leave_type', maxLength: 16, example: 'annual' }),
      startTime: { type: 'datetime', title: '开始时间', required: true, example: '2026-11-03 08:00:00' },
      endTime: { type: 'datetime', title: '结束时间', required: true, example: '2026-11-03 17:00:00' },
      // Computed by the server on add and edit (server/src/modules/att/leave-hours.ts); a body's value is ignored.
      hours: { type: 'number', title: '时长(小时)', minimum: 0, maximum: 10000, example: 8 },
      reason: text('事由', { maxLength: 500, example: '家中有事' }),
      status: text('状态', { dict: 'leave_status', maxLength: 16, readOnly: true, example: 'draft' }),
      ...ownerFields,
    },
    defaultOrder: 'start_time DESC',
  },
] as const satisfies readonly ResourceDef[]
