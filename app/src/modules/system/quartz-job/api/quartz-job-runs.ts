import type { components } from '@erp/openapi/schema'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../../lib/api'
import { settleCall } from '../../../../lib/resource/crud-client'

/** 定时任务 beyond its CRUD: 启动 / 停止 / 立即执行, and the run log of a job. */

export type JobRun = components['schemas']['QuartzJobLog']

/** Every run-log query starts with this: 立即执行 invalidates them all. */
export const jobLogKeys = {
  all: ['quartz-job-log'] as const,
  page: (jobId: string, pageNo: number) => [...jobLogKeys.all, jobId, pageNo] as const,
}

export async function getJobRuns(jobId: string, pageNo: number, pageSize: number) {
  const { result } = await settleCall(
    api.GET('/sys/quartzJob/logList', { params: { query: { jobId, pageNo, pageSize } } }),
  )
  return { records: result?.records ?? [], total: Number(result?.total ?? 0) }
}

export const jobRunsQuery = (jobId: string, pageNo: number, pageSize: number) =>
  queryOptions({
    queryKey: jobLogKeys.page(jobId, pageNo),
    queryFn: () => getJobRuns(jobId, pageNo, pageSize),
    placeholderData: keepPreviousData,
  })

export type JobAction = 'start' | 'stop' | 'execute'

/**
 * Runs one job action on one job (by id: several jobs may run one class); resolves with the server's message,
 * rejects with RefusedError when it says no.
 */
export async function runJobAction(kind: JobAction, job: { id: string }) {
  if (kind === 'execute')
    return (await settleCall(api.GET('/sys/quartzJob/execute', { params: { query: { id: job.id } } })))
      .message
  const init = { params: { query: { id: job.id } } }
  const call =
    kind === 'start' ? api.GET('/sys/quartzJob/resume', init) : api.GET('/sys/quartzJob/pause', init)
  return (await settleCall(call)).message
}
