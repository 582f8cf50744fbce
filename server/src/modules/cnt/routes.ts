import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The cnt module's own operations (openapi/source/cnt-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type CntOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type CntHandlers = { [Op in CntOperationId]: OperationHandler<Op, ServerContext> }

export const cntHandlers: CntHandlers = {}
