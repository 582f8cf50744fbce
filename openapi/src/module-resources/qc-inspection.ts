import type { ResourceDef } from '../resource-def'

/** The inspection resources of the quality module: registrations and check reports (`/qc`, MODULES.md). */
export const qcInspectionResources = [] as const satisfies readonly ResourceDef[]
