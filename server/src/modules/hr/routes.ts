import type { ServerContext } from '../../context'
import type { OperationHandler, OperationId } from '../../openapi/operations'

/**
 * The hr module's own operations (openapi/source/hr-operations.ts) and any override of its generic CRUD
 * (start.ts spreads these after crudHandlers).
 */
type HrOperationId = Extract<OperationId, never> // e.g. Extract<OperationId, 'personAdd' | 'workerEntrySubmit'>
export type HrHandlers = { [Op in HrOperationId]: OperationHandler<Op, ServerContext> }

export const hrHandlers: HrHandlers = {}
