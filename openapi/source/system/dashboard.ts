/**
 * The analysis dashboard's business figures; its visit statistics are upstream's `/sys/loginfo` and
 * `/sys/visitInfo` (source/base.yaml).
 */
import type { CompactOperation, Json } from '../compact'
import { ref } from '../compact'

const count = { type: 'integer', minimum: 0 }
const money = { type: 'number', minimum: 0 }

export const tags: Record<string, string> = { dashboard: '首页统计' }

export const schemas: Record<string, Json> = {
  ModuleFigures: {
    type: 'object',
    description:
      "Today's figures of the business modules for the home page. Only the modules the caller holds a page of: " +
      'repairs (/rep/order), attendance (/att/schedule, /att/record, /att/summary), canteen (/cnt/transaction, ' +
      '/cnt/card), inspections (/qc/checkReport); the figures of the others are absent (a user of no role gets {}).',
    properties: {
      openRepairs: { ...count, description: '未完成的报修单（已提交、已派工、维修中、已完成待确认）' },
      scheduledToday: { ...count, description: '今天有排班的人数' },
      clockedInToday: { ...count, description: '今天打过上班卡的人数' },
      canteenTakingsToday: { ...money, description: '今天的饭卡消费额（消费减退款）' },
      canteenTakingsMonth: { ...money, description: '本月的饭卡消费额（消费减退款）' },
      inspectionsPassed: { ...count, description: '近 30 天合格的检验报告' },
      inspectionsFailed: { ...count, description: '近 30 天不合格的检验报告' },
    },
  },
  WorkplaceFigures: {
    type: 'object',
    description: "The signed-in user's own work for the workplace dashboard",
    required: [
      'repairsAssignedToMe',
      'repairsAwaitingDispatch',
      'entriesAwaitingReview',
      'leavesAwaitingApproval',
      'shortcuts',
    ],
    properties: {
      repairsAssignedToMe: { ...count, description: '派给我、尚未完成的报修单（已派工、维修中）' },
      repairsAwaitingDispatch: {
        ...count,
        description: '已提交待派工的报修单（有派工权限 rep:order:assign 时，否则 0）',
      },
      entriesAwaitingReview: {
        ...count,
        description: '待审核的普工入职（有审核权限 hr:workerEntry:review 时，否则 0）',
      },
      leavesAwaitingApproval: {
        ...count,
        description: '待审批的请假（有请假菜单 att/LeaveList 时，否则 0）',
      },
      shortcuts: {
        type: 'array',
        maxItems: 8,
        description:
          "The user's pages, most used first: uses = rows the user created there in the last 30 days; ties in menu order",
        items: ref('WorkplaceShortcut'),
      },
    },
  },
  WorkplaceShortcut: {
    type: 'object',
    required: ['name', 'url', 'uses'],
    properties: {
      name: { type: 'string', description: '菜单名称' },
      url: { type: 'string', description: '菜单路径' },
      uses: { ...count, description: '近 30 天本人在该页新建的记录数' },
    },
  },
  ModuleCharts: {
    type: 'object',
    description: "The business modules' figures per day, oldest first, and the repair orders by status",
    required: ['days', 'repairsByStatus'],
    properties: {
      days: { type: 'array', items: ref('ModuleChartDay') },
      repairsByStatus: {
        type: 'array',
        description:
          'Every status with at least one order, in the order of the workflow; empty for a caller without the repair page',
        items: {
          type: 'object',
          required: ['status', 'count'],
          properties: {
            status: {
              type: 'string',
              description: '报修单状态 (submitted, assigned, in_progress, done, confirmed, cancelled)',
            },
            count: { ...count },
          },
        },
      },
    },
  },
  ModuleChartDay: {
    type: 'object',
    description:
      "One day's figures: those of the modules the caller holds a page of (as ModuleFigures); the others are absent",
    required: ['day'],
    properties: {
      day: { type: 'string', description: 'yyyy-MM-dd' },
      scheduled: { ...count, description: '当天有排班的人数' },
      clockedIn: { ...count, description: '当天打过上班卡的人数' },
      takings: { type: 'number', description: '当天的饭卡消费额（消费减退款）' },
      inspectionsPassed: { ...count, description: '当天合格的检验报告' },
      inspectionsFailed: { ...count, description: '当天不合格的检验报告' },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/sys/dashboard/moduleFigures',
    operationId: 'dashboardModuleFigures',
    tag: 'dashboard',
    summary:
      "Today's figures of the business modules: open repairs, attendance, canteen takings, inspections",
    result: ref('ModuleFigures'),
    example: {
      code: 0,
      result: {
        openRepairs: 14,
        scheduledToday: 286,
        clockedInToday: 271,
        canteenTakingsToday: 3120.5,
        canteenTakingsMonth: 68230,
        inspectionsPassed: 21,
        inspectionsFailed: 3,
      },
    },
  },
  {
    method: 'get',
    path: '/sys/dashboard/workplace',
    operationId: 'dashboardWorkplace',
    tag: 'dashboard',
    summary:
      "The signed-in user's own work: repairs assigned to them, reviews and approvals waiting for them, their most used pages",
    result: ref('WorkplaceFigures'),
    example: {
      code: 0,
      result: {
        repairsAssignedToMe: 2,
        repairsAwaitingDispatch: 5,
        entriesAwaitingReview: 3,
        leavesAwaitingApproval: 1,
        shortcuts: [
          { name: '报修单', url: '/rep/order', uses: 12 },
          { name: '员工档案', url: '/hr/person', uses: 0 },
        ],
      },
    },
  },
  {
    method: 'get',
    path: '/sys/dashboard/moduleCharts',
    operationId: 'dashboardModuleCharts',
    tag: 'dashboard',
    summary:
      "The business modules' figures per day (attendance, canteen takings, inspections) and repair orders by status",
    query: {
      days: {
        schema: { type: 'integer', minimum: 7, maximum: 31, default: 14 },
        description: 'How many days, ending today',
        example: 14,
      },
    },
    result: ref('ModuleCharts'),
    example: {
      code: 0,
      result: {
        days: [
          {
            day: '2026-11-22',
            scheduled: 286,
            clockedIn: 271,
            takings: 3120.5,
            inspectionsPassed: 4,
            inspectionsFailed: 1,
          },
        ],
        repairsByStatus: [
          { status: 'submitted', count: 3 },
          { status: 'in_progress', count: 2 },
        ],
      },
    },
  },
]
