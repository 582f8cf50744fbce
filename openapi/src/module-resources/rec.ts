import type { ResourceDef } from '../resource-def'

/** The CRUD resources of the 招聘 module (`/rec`, ../shared/spec/MODULES.md). */
export const recResources = [] as const satisfies readonly ResourceDef[]
