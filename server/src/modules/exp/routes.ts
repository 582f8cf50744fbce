import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The exp module's own operations (openapi/source/exp-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type ExpOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type ExpHandlers = { [Op in ExpOperationId]: OperationHandler<Op, ServerContext> }

export const expHandlers: ExpHandlers = {}
