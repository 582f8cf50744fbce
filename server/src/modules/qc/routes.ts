import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The qc module's own operations (openapi/source/qc-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type QcOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type QcHandlers = { [Op in QcOperationId]: OperationHandler<Op, ServerContext> }

export const qcHandlers: QcHandlers = {}
