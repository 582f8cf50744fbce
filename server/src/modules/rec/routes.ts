import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The rec module's own operations (openapi/source/rec-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type RecOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type RecHandlers = { [Op in RecOperationId]: OperationHandler<Op, ServerContext> }

export const recHandlers: RecHandlers = {}
