import type { ResourceDef } from '../resource-def'

/** The CRUD resources of the 质量检验 module (`/qc`, ../shared/spec/MODULES.md). */
export const qcResources = [] as const satisfies readonly ResourceDef[]
