import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The inspection operations of the quality module (openapi/source/qc-inspection-operations.ts) and overrides of
 * the generic CRUD of registrations and check reports.
 */
type QcInspectionOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'qcCheckReportAdd'>
export type QcInspectionHandlers = { [Op in QcInspectionOperationId]: OperationHandler<Op, ServerContext> }

export const qcInspectionHandlers: QcInspectionHandlers = {}
