/**
 * The analysis dashboard's business figures (issue 8); its visit statistics are upstream's `/sys/loginfo` and
 * `/sys/visitInfo` (source/base.yaml).
 */
import type { CompactOperation, Json } from './operations'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const count = { type: 'integer', minimum: 0 }
const money = { type: 'number', minimum: 0 }

export const tags: Record<string, string> = { dashboard: '首页统计 (issue 8)' }

export const schemas: Record<string, Json> = {
  ModuleFigures: {
    type: 'object',
    description: "Today's figures of the business modules for the home page",
    required: [
      'openRepairs',
      'scheduledToday',
      'clockedInToday',
      'canteenTakingsToday',
      'canteenTakingsMonth',
      'inspectionsPassed',
      'inspectionsFailed',
    ],
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
]
