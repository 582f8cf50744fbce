import type { ServerContext } from '../../../context'
import { fail, ok, okRead } from '../../../http/envelope'
import type { Handlers } from '../../../openapi/operations'
import { cronProblem } from '../../../scheduler/cron'
import { jobClassList, jobClassProblem } from '../../../scheduler/job-classes'
import {
  findLiveJob,
  findLiveJobsOfClass,
  LOG_COLUMNS,
  schedulerOf,
  STATUS_RUNNING,
  STATUS_STOPPED,
  type JobRunLog,
} from '../../../scheduler/scheduler'
import { crudHandlers } from '../crud/routes'
import type { FastifyReply } from 'fastify'
import { Where } from '../../../db/sql'
import { pageOf } from '../../../db/page'

/**
 * Scheduled jobs (upstream QuartzJobController). The row work of add, edit and delete is the generic CRUD of
 * ../crud/routes.ts; these handlers check the job first (a known class, a valid cron expression) and keep the
 * scheduler in step afterwards. Pause, resume, execute and the run log are their own.
 */

interface JobFields {
  jobClassName: string | null
  cronExpression: string | null
  parameter?: string | null
  status?: number | null
}

const trimmed = (value: string | null) => (typeof value === 'string' ? value.trim() : value)

/** Why a job as it would be stored cannot be scheduled (a Chinese message), or null. */
function jobProblem(job: JobFields): string | null {
  if (
    job.status !== undefined &&
    job.status !== null &&
    job.status !== STATUS_RUNNING &&
    job.status !== STATUS_STOPPED
  ) {
    return `状态只能是${STATUS_RUNNING}（正常）或${STATUS_STOPPED}（停止）`
  }
  return jobClassProblem(job.jobClassName, job.parameter ?? null) ?? cronProblem(job.cronExpression)
}

/** After a row changed: scheduled when it is live with status 0, unscheduled otherwise. */
async function syncJob(db: ServerContext['db'], id: string) {
  const scheduler = schedulerOf(db)
  const job = await findLiveJob(db, 'id', id)
  if (job?.status === STATUS_RUNNING) scheduler.schedule(job)
  else await scheduler.unschedule(id)
}

/** After an add (the new row's id is not answered): every running job of the class not yet scheduled is. */
async function scheduleNewJobsOf(db: ServerContext['db'], jobClassName: string) {
  const scheduler = schedulerOf(db)
  for (const job of await findLiveJobsOfClass(db, jobClassName)) {
    if (job.status === STATUS_RUNNING && !scheduler.isScheduled(job.id)) scheduler.schedule(job)
  }
}

/** The message when pause or resume names no job. */
export const NO_JOB_NAMED = '请求参数不正确: query.id 或 query.jobClassName 至少填写一个'

/**
 * The jobs pause and resume act on: the one of `id` (as the upstream 2.4.6 client sends it), else every live job
 * of `jobClassName` (several jobs may run one class). Null, and a 400 set on the reply, when neither is given.
 */
async function jobsNamed(
  db: ServerContext['db'],
  query: { id?: string; jobClassName?: string },
  reply: FastifyReply,
) {
  const id = query.id?.trim()
  const jobClassName = query.jobClassName?.trim()
  if (id) {
    const job = await findLiveJob(db, 'id', id)
    return job ? [job] : []
  }
  if (jobClassName) return findLiveJobsOfClass(db, jobClassName)
  reply.code(400)
  return null
}

const splitIds = (ids: string) =>
  ids
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '')

export const quartzHandlers = {
  async quartzJobAdd(input, context) {
    const body = {
      ...input.body,
      jobClassName: trimmed(input.body.jobClassName),
      cronExpression: trimmed(input.body.cronExpression),
    }
    const problem = jobProblem(body)
    if (problem) return fail(problem)
    const answer = await crudHandlers.quartzJobAdd({ ...input, body }, context)
    if (answer.success && body.jobClassName) await scheduleNewJobsOf(context.db, body.jobClassName)
    return answer
  },

  async quartzJobEdit(input, context) {
    const existing = await findLiveJob(context.db, 'id', input.body.id)
    const body = {
      ...input.body,
      jobClassName: trimmed(input.body.jobClassName),
      cronExpression: trimmed(input.body.cronExpression),
    }
    if (existing) {
      const problem = jobProblem({
        ...body,
        parameter: body.parameter === undefined ? existing.parameter : body.parameter,
      })
      if (problem) return fail(problem)
    }
    const answer = await crudHandlers.quartzJobEdit({ ...input, body }, context)
    if (answer.success) await syncJob(context.db, body.id)
    return answer
  },

  async quartzJobDelete(input, context) {
    const answer = await crudHandlers.quartzJobDelete(input, context)
    if (answer.success) await schedulerOf(context.db).unschedule(input.query.id)
    return answer
  },

  async quartzJobDeleteBatch(input, context) {
    const answer = await crudHandlers.quartzJobDeleteBatch(input, context)
    if (answer.success) {
      const scheduler = schedulerOf(context.db)
      await Promise.all(splitIds(input.query.ids).map((id) => scheduler.unschedule(id)))
    }
    return answer
  },

  async quartzJobPause({ query, reply }, { db, user }) {
    const jobs = await jobsNamed(db, query, reply)
    if (!jobs) return fail(NO_JOB_NAMED, 400)
    if (jobs.length === 0) return fail('定时任务不存在！')
    for (const job of jobs) {
      await db.query(
        'UPDATE sys_quartz_job SET status = $2, update_by = $3, update_time = now() WHERE id = $1',
        [job.id, STATUS_STOPPED, user?.username ?? null],
      )
      await schedulerOf(db).unschedule(job.id)
    }
    return ok(null, '停止定时任务成功')
  },

  async quartzJobResume({ query, reply }, { db, user }) {
    const jobs = await jobsNamed(db, query, reply)
    if (!jobs) return fail(NO_JOB_NAMED, 400)
    if (jobs.length === 0) return fail('定时任务不存在！')
    // All or none: a job that cannot be scheduled leaves every job of the request as it was.
    for (const job of jobs) {
      const problem = jobProblem(job)
      if (problem) return fail(problem)
    }
    for (const job of jobs) {
      // The row first: a tick reads it, and stops its timer when the status is not 0.
      await db.query(
        'UPDATE sys_quartz_job SET status = $2, update_by = $3, update_time = now() WHERE id = $1',
        [job.id, STATUS_RUNNING, user?.username ?? null],
      )
      if (!schedulerOf(db).schedule({ ...job, status: STATUS_RUNNING })) return fail('恢复定时任务失败')
    }
    return ok(null, '恢复定时任务成功')
  },

  quartzJobClasses() {
    return Promise.resolve(okRead(jobClassList()))
  },

  async quartzJobExecute({ query }, { db }) {
    const job = await findLiveJob(db, 'id', query.id)
    if (!job) return fail('未找到对应实体')
    const run = await schedulerOf(db).runOnce(job)
    if (run.status === 'failure') return fail(`执行失败! ${run.message ?? ''}`.trim())
    return ok(run, '执行成功!')
  },

  async quartzJobLogList({ query }, { db }) {
    const where = new Where()
    if (query.jobId) where.add((p) => `job_id = ${p}`, query.jobId)
    if (query.status) where.add((p) => `status = ${p}`, query.status)
    const pageNo = query.pageNo ?? 1
    const pageSize = query.pageSize ?? 10
    const [{ total } = { total: 0 }] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM sys_quartz_job_log ${where.sql}`,
      where.params,
    )
    const records = await db.query<JobRunLog>(
      `SELECT ${LOG_COLUMNS} FROM sys_quartz_job_log ${where.sql}
       ORDER BY start_time DESC, create_time DESC, id LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`,
      where.params,
    )
    return okRead(pageOf(records, total, pageNo, pageSize))
  },
} satisfies Pick<
  Handlers<ServerContext>,
  | 'quartzJobAdd'
  | 'quartzJobEdit'
  | 'quartzJobDelete'
  | 'quartzJobDeleteBatch'
  | 'quartzJobPause'
  | 'quartzJobResume'
  | 'quartzJobExecute'
  | 'quartzJobLogList'
  | 'quartzJobClasses'
>
