/** The business modules' own operations (docs/modules.md), one source file per module. */
import * as account from './account-operations'
import * as att from './att-operations'
import * as cnt from './cnt-operations'
import * as dashboard from './dashboard-operations'
import * as exp from './exp-operations'
import * as hr from './hr-operations'
import * as mtr from './mtr-operations'
import * as qc from './qc-operations'
import * as qcInspection from './qc-inspection-operations'
import * as rec from './rec-operations'
import * as rep from './rep-operations'

export const moduleSources = [hr, att, rec, cnt, exp, rep, mtr, qc, qcInspection, account, dashboard]

/** Tag descriptions of the module operations and resources. */
export const moduleTags: Record<string, string> = Object.assign(
  {},
  ...moduleSources.map((source) => source.tags),
)
