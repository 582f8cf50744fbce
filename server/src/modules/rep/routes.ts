import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The rep module's own operations (openapi/source/rep-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type RepOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type RepHandlers = { [Op in RepOperationId]: OperationHandler<Op, ServerContext> }

export const repHandlers: RepHandlers = {}
