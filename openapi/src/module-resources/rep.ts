import type { ResourceDef } from '../resource-def'

/** The CRUD resources of the 报修 module (`/rep`, ../shared/spec/MODULES.md). */
export const repResources = [] as const satisfies readonly ResourceDef[]
