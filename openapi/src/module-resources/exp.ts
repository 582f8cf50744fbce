import type { ResourceDef } from '../resource-def'

/** The CRUD resources of the 快递 module (`/exp`, ../shared/spec/MODULES.md). */
export const expResources = [] as const satisfies readonly ResourceDef[]
