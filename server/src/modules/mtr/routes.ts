import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The mtr module's own operations (openapi/source/mtr-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type MtrOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type MtrHandlers = { [Op in MtrOperationId]: OperationHandler<Op, ServerContext> }

export const mtrHandlers: MtrHandlers = {}
