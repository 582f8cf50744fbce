import type { Queryable } from '../db/database'
import { fail } from '../http/envelope'

/**
 * The modules' own operations that act on one business row named in the request (a payment on a card, a
 * workflow move of an order, a report's detail): a request working in a tenant reaches only that tenant's
 * rows, as the generic list, read, edit and delete do (modules/system/crud/routes.ts). A row of another tenant is
 * answered as one that does not exist.
 */
interface Guard {
  table: string
  /** The column the request's value is compared with. */
  column: 'id' | 'card_no'
  key: (input: { body?: unknown; query?: unknown }) => unknown
}

const field = (part: 'body' | 'query', name: string) => (input: { body?: unknown; query?: unknown }) =>
  (input[part] as Record<string, unknown> | undefined)?.[name]

const byId = (table: string, part: 'body' | 'query' = 'body', name = 'id'): Guard => ({
  table,
  column: 'id',
  key: field(part, name),
})

export const TENANT_GUARDS: Readonly<Record<string, Guard>> = {
  canteenCardPay: { table: 'cnt_card', column: 'card_no', key: field('body', 'cardNo') },
  canteenCardRecharge: { table: 'cnt_card', column: 'card_no', key: field('body', 'cardNo') },
  canteenCardRefund: byId('cnt_transaction', 'body', 'transactionId'),
  canteenCardChangeStatus: byId('cnt_card'),
  attLeaveStatus: byId('att_leave'),
  workerEntryReview: byId('hr_worker_entry'),
  workerEntryOnboard: byId('hr_worker_entry'),
  workerEntryReject: byId('hr_worker_entry'),
  candidateMoveStage: byId('rec_candidate'),
  candidateToTalent: byId('rec_candidate'),
  talentToCandidate: byId('rec_talent'),
  repairOrderAssign: byId('rep_order'),
  repairOrderStart: byId('rep_order'),
  repairOrderFinish: byId('rep_order'),
  repairOrderCancel: byId('rep_order'),
  meterStaffRecharge: byId('mtr_meter', 'body', 'meterId'),
  shipmentTracking: byId('exp_shipment', 'query'),
  qcCheckReportDetail: byId('qc_check_report', 'query'),
  qcCheckReportSaveWithLines: {
    table: 'qc_check_report',
    column: 'id',
    key: (input) => ((input.body as { report?: { id?: unknown } } | undefined)?.report ?? {}).id,
  },
}

export const NOT_IN_TENANT = '未找到对应数据'

type GuardedHandler = (
  input: { body?: unknown; query?: unknown },
  context: { db: Queryable; tenantId: string },
) => Promise<unknown>

/** `handlers` with each operation of TENANT_GUARDS checking first that its row is in the request's tenant. */
export function withTenantGuards<T extends object>(handlers: T): T {
  const all = handlers as Record<string, GuardedHandler | undefined>
  const guarded: Record<string, GuardedHandler> = {}
  for (const [operationId, guard] of Object.entries(TENANT_GUARDS)) {
    const handler = all[operationId]
    if (!handler) throw new Error(`tenant guard for an operation without a handler: ${operationId}`)
    guarded[operationId] = async (input, context) => {
      const key = guard.key(input)
      if (context.tenantId !== '0' && key !== undefined && key !== null && key !== '') {
        const rows = await context.db.query(
          `SELECT 1 FROM ${guard.table} WHERE ${guard.column}::text = $1 AND tenant_id = $2 LIMIT 1`,
          [String(key), Number(context.tenantId) || 0],
        )
        if (!rows.length) return fail(NOT_IN_TENANT)
      }
      return handler(input, context)
    }
  }
  return { ...handlers, ...guarded } as T
}
