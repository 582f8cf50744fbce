/**
 * The operations of the att module beyond the generic CRUD of src/module-resources/att.ts
 * (docs/modules.md): the month schedule grid, the leave workflow and the monthly summary.
 */
import { pageSizeParam, type CompactOperation, type Json, ref } from './compact'

const MONTH_PATTERN = '^\\d{4}-(0[1-9]|1[0-2])$'
const DATE_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$'
const month = {
  schema: { type: 'string', pattern: MONTH_PATTERN },
  required: true,
  description: '月份 YYYY-MM',
  example: '2026-11',
}
const departId = {
  schema: { type: 'string', maxLength: 32 },
  description: '部门 id（员工档案的 departId）；空为全部',
}
const EXAMPLE_PERSON = '5e000000000000000000000000000001'
const EXAMPLE_SHIFT = 'a7700000000000000000000000000001'

export const tags: Record<string, string> = { att: '考勤排班 (docs/modules.md)' }

export const schemas: Record<string, Json> = {
  AttScheduleCells: {
    type: 'object',
    description: "Day 'YYYY-MM-DD' → shift id, or null for a rest day",
    propertyNames: { pattern: DATE_PATTERN },
    additionalProperties: { type: ['string', 'null'], maxLength: 32 },
  },
  AttScheduleMonthRow: {
    type: 'object',
    required: ['personId', 'workNo', 'realname', 'cells'],
    properties: {
      personId: { type: 'string' },
      workNo: { type: 'string' },
      realname: { type: 'string' },
      departId: { type: ['string', 'null'] },
      cells: ref('AttScheduleCells'),
    },
  },
  AttScheduleMonth: {
    type: 'object',
    required: ['month', 'days', 'rows'],
    properties: {
      month: { type: 'string', pattern: MONTH_PATTERN },
      days: { type: 'array', items: { type: 'string', pattern: DATE_PATTERN } },
      rows: { type: 'array', items: ref('AttScheduleMonthRow') },
    },
  },
  AttScheduleSaveMonthBody: {
    type: 'object',
    required: ['month', 'rows'],
    properties: {
      month: { type: 'string', pattern: MONTH_PATTERN },
      rows: {
        type: 'array',
        maxItems: 2000,
        items: {
          type: 'object',
          required: ['personId', 'cells'],
          properties: {
            personId: { type: 'string', minLength: 1, maxLength: 32 },
            cells: ref('AttScheduleCells'),
          },
        },
      },
    },
  },
  AttScheduleSaveResult: {
    type: 'object',
    required: ['saved'],
    properties: { saved: { type: 'integer', description: 'Cells written (set or cleared)' } },
  },
  AttLeaveStatusBody: {
    type: 'object',
    required: ['id', 'status'],
    properties: {
      id: { type: 'string', minLength: 1, maxLength: 32 },
      status: {
        type: 'string',
        enum: ['submitted', 'approved', 'rejected'],
        description: 'The new status (dict leave_status)',
      },
    },
  },
  AttMonthlySummary: {
    type: 'object',
    description: 'One person in one month (server/src/modules/att/summary.ts defines every figure)',
    required: [
      'personId',
      'workNo',
      'realname',
      'month',
      'scheduledDays',
      'attendedDays',
      'lateCount',
      'lateMinutes',
      'earlyLeaveCount',
      'absentDays',
      'leaveHours',
      'leaveHoursByType',
      'overtimeHours',
    ],
    properties: {
      personId: { type: 'string' },
      workNo: { type: 'string' },
      realname: { type: 'string' },
      departId: { type: ['string', 'null'] },
      month: { type: 'string' },
      scheduledDays: { type: 'integer', description: '排班天数（有班次的日子）' },
      attendedDays: { type: 'integer', description: '出勤天数（有打卡的排班日）' },
      lateCount: { type: 'integer', description: '迟到次数' },
      lateMinutes: { type: 'integer', description: '迟到分钟（从上班时间算起）' },
      earlyLeaveCount: { type: 'integer', description: '早退次数' },
      absentDays: { type: 'integer', description: '旷工天数（已过的排班日，无打卡且无已批准请假）' },
      leaveHours: { type: 'number', description: '已批准请假小时合计' },
      leaveHoursByType: {
        type: 'object',
        description: 'leave_type → hours of approved leave in the month',
        additionalProperties: { type: 'number' },
      },
      overtimeHours: { type: 'number', description: '加班小时（下班后满 30 分钟计 0.5 小时）' },
    },
  },
}

const EXAMPLE_SUMMARY = {
  personId: EXAMPLE_PERSON,
  workNo: 'W00001',
  realname: '王伟',
  departId: null,
  month: '2026-11',
  scheduledDays: 21,
  attendedDays: 19,
  lateCount: 1,
  lateMinutes: 12,
  earlyLeaveCount: 0,
  absentDays: 1,
  leaveHours: 8,
  leaveHoursByType: { annual: 8 },
  overtimeHours: 1.5,
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/att/schedule/month',
    operationId: 'attScheduleMonth',
    tag: 'att',
    summary: 'The schedule of a month as a grid: one row per person, one cell per day',
    description:
      'Persons are the staff who are not resigned plus anyone scheduled in the month, ordered by work number. ' +
      'A cell is the shift id of that day, or null (rest day or not scheduled).',
    query: { month, departId },
    result: ref('AttScheduleMonth'),
    example: {
      result: {
        month: '2026-11',
        days: ['2026-11-01', '2026-11-02'],
        rows: [
          {
            personId: EXAMPLE_PERSON,
            workNo: 'W00001',
            realname: '王伟',
            departId: null,
            cells: { '2026-11-01': null, '2026-11-02': EXAMPLE_SHIFT },
          },
        ],
      },
    },
  },
  {
    method: 'post',
    path: '/att/schedule/saveMonth',
    operationId: 'attScheduleSaveMonth',
    tag: 'att',
    summary: 'Save the cells of a month grid (one transaction)',
    description:
      'Each given cell is upserted on (personId, date): a shift id schedules the day, null makes it a rest ' +
      'day. Days outside the month, unknown persons and unknown shifts refuse the whole save.',
    body: {
      schema: ref('AttScheduleSaveMonthBody'),
      example: {
        month: '2026-11',
        rows: [{ personId: EXAMPLE_PERSON, cells: { '2026-11-02': EXAMPLE_SHIFT } }],
      },
    },
    result: ref('AttScheduleSaveResult'),
    example: { result: { saved: 1 }, message: '排班已保存' },
    refusals: ['班次不存在：…', '员工不存在：…', '日期不在 … 月内：…'],
  },
  {
    method: 'post',
    path: '/att/leave/status',
    operationId: 'attLeaveStatus',
    tag: 'att',
    summary: 'Move a leave request: draft → submitted → approved or rejected',
    description: 'Any other move is refused; approved and rejected requests are final.',
    body: {
      schema: ref('AttLeaveStatusBody'),
      example: { id: '1580000000000000000000000000000a', status: 'submitted' },
    },
    result: { type: 'null' },
    example: { result: null, message: '请假已提交' },
    refusals: ['未找到对应数据', '请假状态不能从「…」变为「…」'],
  },
  {
    method: 'get',
    path: '/att/summary/list',
    operationId: 'attSummaryList',
    tag: 'att',
    summary:
      'Monthly attendance summary per person, computed from schedules, clock records and approved leave',
    description:
      'Rules (server/src/modules/att/summary.ts): a clock record belongs to the scheduled day whose shift it is ' +
      'nearest to (within 4 h before the start and 8 h after the end); late = the first in after start + grace ' +
      '(minutes counted from the start); early leave = the last out before end − grace; absent = a scheduled ' +
      'day whose shift has ended, without any record and without approved leave overlapping it; overtime = the ' +
      'last out beyond the shift end, in whole 30-minute blocks; a shift crossing midnight ends the next day.',
    query: {
      month,
      departId,
      personId: { schema: { type: 'string', maxLength: 32 }, description: '只看一名员工' },
      pageNo: { schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 } },
      pageSize: pageSizeParam(1000),
    },
    result: {
      allOf: [
        ref('Page'),
        { type: 'object', properties: { records: { type: 'array', items: ref('AttMonthlySummary') } } },
      ],
    },
    example: {
      code: 0,
      result: {
        records: [EXAMPLE_SUMMARY],
        total: 1,
        size: 10,
        current: 1,
        pages: 1,
        orders: [],
        searchCount: true,
      },
    },
  },
  {
    method: 'get',
    path: '/att/summary/exportXls',
    operationId: 'attSummaryExportXls',
    tag: 'att',
    summary: 'Export the monthly attendance summary as an .xlsx file',
    description:
      'Every person of the month and department (no paging), with the columns of the summary list and one ' +
      "column of leave hours per leave type. `Content-Disposition: attachment; filename*=UTF-8''<title>.xlsx`.",
    query: {
      month,
      departId,
      personId: { schema: { type: 'string', maxLength: 32 }, description: '只看一名员工' },
    },
    download: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
    result: { type: 'null' },
    example: { code: 500, result: null, message: '操作失败' },
  },
]
