import type { components } from '@erp/openapi/schema'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { settleCall } from '../../../../lib/resource/crud-client'

/** The job classes a scheduled job may name, with what each does (GET /sys/quartzJob/jobClasses). */

export type JobClassInfo = components['schemas']['QuartzJobClass']

export async function getJobClasses(): Promise<JobClassInfo[]> {
  const { result } = await settleCall(api.GET('/sys/quartzJob/jobClasses'))
  return result ?? []
}

/** The list changes only with the server's code: read once per page visit. */
export const jobClassesQuery = () =>
  queryOptions({ queryKey: ['quartz-job-classes'] as const, queryFn: getJobClasses, staleTime: Infinity })
