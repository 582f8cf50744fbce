import type { ResourceDef } from '../resource-def'

/** The CRUD resources of the 考勤排班 module (`/att`, ../shared/spec/MODULES.md). */
export const attResources = [] as const satisfies readonly ResourceDef[]
