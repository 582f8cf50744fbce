import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api'
import { crudClient, settleResult } from '../../../lib/resource/crud-client'

/**
 * The calls of the example pages (upstream's 列表页, 详情页, 表单页 and 结果页). They are built on the
 * product's existing operations: repair orders, meters, meal cards and QC check reports; no API of their own.
 */

export type RepairOrder = components['schemas']['RepOrder']
export type Meter = components['schemas']['MtrMeter']
export type MealCard = components['schemas']['CntCard']
export type CardTransaction = components['schemas']['CntTransaction']
export type CheckReport = components['schemas']['QcCheckReport']
export type CheckReportDetail = components['schemas']['QcCheckReportDetail']
export type CheckReportSaveBody = components['schemas']['QcCheckReportSaveBody']
export type QcRegister = components['schemas']['QcRegister']
export type DefectStandard = components['schemas']['QcDefectStandard']

export const repairOrders = crudClient('/rep/order')
export const meters = crudClient('/mtr/meter')
export const mealCards = crudClient('/cnt/card')
export const checkReports = crudClient('/qc/checkReport')
export const qcRegisters = crudClient('/qc/register')
export const defectStandards = crudClient('/qc/defectStandard')

export const exampleKeys = {
  all: ['examples'] as const,
  repairOrders: (pageNo: number, pageSize: number) => ['examples', 'repairOrders', pageNo, pageSize] as const,
  repairOrder: (id: string) => ['examples', 'repairOrder', id] as const,
  meters: (pageNo: number, pageSize: number) => ['examples', 'meters', pageNo, pageSize] as const,
  checkReport: (id: string) => ['examples', 'checkReport', id] as const,
  registers: ['examples', 'qcRegisters'] as const,
  register: (id: string) => [...exampleKeys.registers, id] as const,
  defectStandards: ['examples', 'defectStandards'] as const,
  card: (cardNo: string) => ['examples', 'card', cardNo] as const,
}

/** The newest repair orders, a page of `pageSize`. */
export const repairOrdersQuery = (pageNo: number, pageSize = 10) =>
  queryOptions({
    queryKey: exampleKeys.repairOrders(pageNo, pageSize),
    queryFn: () => repairOrders.list({ pageNo, pageSize, column: 'createTime', order: 'desc' }),
  })

/** One repair order: the one asked for, else the newest one (null when there is none). */
export const repairOrderQuery = (id: string) =>
  queryOptions({
    queryKey: exampleKeys.repairOrder(id),
    queryFn: async (): Promise<RepairOrder | null> => {
      if (id) return repairOrders.queryById(id)
      const page = await repairOrders.list({ pageNo: 1, pageSize: 1, column: 'createTime', order: 'desc' })
      return page.records[0] ?? null
    },
    retry: false,
  })

export const metersQuery = (pageNo: number, pageSize = 12) =>
  queryOptions({
    queryKey: exampleKeys.meters(pageNo, pageSize),
    queryFn: () => meters.list({ pageNo, pageSize, column: 'meterNo', order: 'asc' }),
  })

/** A check report with its defect lines: the one asked for, else the newest one (null when there is none). */
export const checkReportQuery = (id: string) =>
  queryOptions({
    queryKey: exampleKeys.checkReport(id),
    queryFn: async (): Promise<CheckReportDetail | null> => {
      let reportId = id
      if (!reportId) {
        const page = await checkReports.list({ pageNo: 1, pageSize: 1, column: 'createTime', order: 'desc' })
        reportId = page.records[0]?.id ?? ''
      }
      if (!reportId) return null
      const { data } = await api.GET('/qc/checkReport/detail', { params: { query: { id: reportId } } })
      return settleResult(data).result
    },
    retry: false,
  })

export const registersQuery = () =>
  queryOptions({
    queryKey: exampleKeys.registers,
    queryFn: async () =>
      (
        await qcRegisters.list({
          pageNo: 1,
          pageSize: 100,
          column: 'inspectionDate',
          order: 'desc',
          status: '!cancelled',
        })
      ).records,
    staleTime: 10_000,
  })

export const defectStandardsQuery = () =>
  queryOptions({
    queryKey: exampleKeys.defectStandards,
    queryFn: async () =>
      (await defectStandards.list({ pageNo: 1, pageSize: 200, column: 'code', order: 'asc' })).records,
    staleTime: 60_000,
  })

/** The meal card with exactly this number, or null. */
export async function findCard(cardNo: string): Promise<MealCard | null> {
  const page = await mealCards.list({ pageNo: 1, pageSize: 10, cardNo: cardNo.trim() })
  return page.records.find((card) => card.cardNo === cardNo.trim()) ?? null
}

/** Recharges a meal card; resolves with the server's transaction and message, rejects with its refusal. */
export async function rechargeCard(
  cardNo: string,
  amount: number,
  requestId: string,
): Promise<{ result: CardTransaction; message: string }> {
  const { data } = await api.POST('/cnt/card/recharge', { body: { cardNo, amount, requestId } })
  return settleResult(data)
}

/** Saves a check report with all its defect lines in one request. */
export async function saveCheckReport(
  body: CheckReportSaveBody,
): Promise<{ result: CheckReportDetail; message: string }> {
  const { data } = await api.POST('/qc/checkReport/saveWithLines', { body })
  return settleResult(data)
}

/** Money with two places (35.5 → 35.50); empty stays empty. */
export const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : (Math.round(value * 100) / 100).toFixed(2)

/** A request id chosen once per intended recharge (kept across retries of the same confirmation). */
export const newRequestId = () => `ex-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
