import type { ResourceDef } from '../resource-def'

/** The CRUD resources of the 食堂消费 module (`/cnt`, ../shared/spec/MODULES.md). */
export const cntResources = [] as const satisfies readonly ResourceDef[]
