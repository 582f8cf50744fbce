import type { ResourceDef } from '../resource-def'

/** The CRUD resources of the 电表充值 module (`/mtr`, ../shared/spec/MODULES.md). */
export const mtrResources = [] as const satisfies readonly ResourceDef[]
