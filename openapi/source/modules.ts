/** The business modules' own operations (docs/modules.md), one source file per module. */
import type { OperationSource } from './compact'
import * as att from './att-operations'
import * as cnt from './cnt-operations'
import * as exp from './exp-operations'
import * as hr from './hr-operations'
import * as mtr from './mtr-operations'
import * as qc from './qc-operations'
import * as qcInspection from './qc-inspection-operations'
import * as rec from './rec-operations'
import * as rep from './rep-operations'

export const moduleSources: readonly OperationSource[] = [hr, att, rec, cnt, exp, rep, mtr, qc, qcInspection]
