import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The att module's own operations (openapi/source/att-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type AttOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type AttHandlers = { [Op in AttOperationId]: OperationHandler<Op, ServerContext> }

export const attHandlers: AttHandlers = {}
