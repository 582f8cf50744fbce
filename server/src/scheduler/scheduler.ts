import { Cron } from 'croner'
import type { Queryable } from '../db/database'
import { newId } from '../db/ids'
import { QUARTZ_CRON_OPTIONS } from './cron'
import { jobClassOf } from './job-classes'

/** The columns of a live sys_quartz_job row the scheduler needs. */
export interface QuartzJobRow {
  id: string
  jobClassName: string | null
  cronExpression: string | null
  parameter: string | null
  /** 0 running (正常), -1 stopped (停止). */
  status: number
}

/** One sys_quartz_job_log row, as /sys/quartzJob/logList answers it. */
export interface JobRunLog {
  id: string
  jobId: string
  jobClassName: string
  startTime: string
  endTime: string
  durationMs: number
  status: 'success' | 'failure'
  message: string | null
  createTime: string
}

export const STATUS_RUNNING = 0
export const STATUS_STOPPED = -1

const JOB_COLUMNS = `id, job_class_name AS "jobClassName", cron_expression AS "cronExpression", parameter,
  status::int AS status`

export const LOG_COLUMNS = `id, job_id AS "jobId", job_class_name AS "jobClassName",
  to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime", to_char(end_time, 'YYYY-MM-DD HH24:MI:SS') AS "endTime",
  duration_ms AS "durationMs", status, message, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime"`

/** A live (not deleted) job by id or by class name (unique among live jobs). */
export async function findLiveJob(
  db: Queryable,
  by: 'id' | 'jobClassName',
  value: string,
): Promise<QuartzJobRow | undefined> {
  const column = by === 'id' ? 'id' : 'job_class_name'
  const [job] = await db.query<QuartzJobRow>(
    `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE ${column} = $1 AND del_flag = 0 LIMIT 1`,
    [value],
  )
  return job
}

export interface SchedulerOptions {
  /** Where a run's bookkeeping failure (the log row could not be written) is reported; default console.error. */
  onError?: (error: unknown) => void
}

/**
 * Runs the jobs of sys_quartz_job on their cron expressions (croner), one timer per running job, and writes one
 * sys_quartz_job_log row per run. The table is the truth: each tick reads its row again, and a job deleted or
 * stopped behind the scheduler's back (a reset of the test data) unschedules itself at its next tick.
 */
export class JobScheduler {
  private readonly crons = new Map<string, Cron>()
  /** Runs in progress, per job id: pause, delete and stop wait for them. */
  private readonly inFlight = new Map<string, Set<Promise<unknown>>>()
  private readonly abort = new AbortController()
  private readonly onError: (error: unknown) => void
  private stopped = false

  constructor(
    private readonly db: Queryable,
    options: SchedulerOptions = {},
  ) {
    this.onError = options.onError ?? ((error) => console.error('scheduler:', error))
  }

  /** Schedules every live job whose status is 0; rows that cannot be scheduled are skipped. Answers their ids. */
  async start(): Promise<string[]> {
    const jobs = await this.db.query<QuartzJobRow>(
      `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE del_flag = 0 AND status = $1 ORDER BY create_time, id`,
      [STATUS_RUNNING],
    )
    const skipped: string[] = []
    for (const job of jobs) {
      if (!this.schedule(job)) skipped.push(job.id)
    }
    return skipped
  }

  /**
   * (Re)schedules a job on its cron expression. False, and nothing scheduled, when its class is unknown or its
   * expression invalid (callers check both first, with messages) or the scheduler is stopped.
   */
  schedule(job: QuartzJobRow): boolean {
    this.crons.get(job.id)?.stop()
    this.crons.delete(job.id)
    if (this.stopped || !jobClassOf(job.jobClassName)) return false
    let cron: Cron
    try {
      cron = new Cron(
        (job.cronExpression ?? '').trim(),
        {
          ...QUARTZ_CRON_OPTIONS,
          // A run still busy when the next is due: the next is skipped (upstream @DisallowConcurrentExecution).
          protect: true,
          unref: true,
          catch: (error) => this.onError(error),
        },
        (self) => this.tick(job.id, self),
      )
    } catch {
      return false
    }
    if (!cron.nextRun()) {
      cron.stop()
      return false
    }
    this.crons.set(job.id, cron)
    return true
  }

  /** Stops a job's timer and waits for its run in progress, if any: no log row of it follows. */
  async unschedule(jobId: string): Promise<void> {
    this.crons.get(jobId)?.stop()
    this.crons.delete(jobId)
    await Promise.allSettled([...(this.inFlight.get(jobId) ?? [])])
  }

  isScheduled(jobId: string): boolean {
    return this.crons.has(jobId)
  }

  scheduledIds(): string[] {
    return [...this.crons.keys()]
  }

  /** The next time a scheduled job runs, or null when it is not scheduled. */
  nextRun(jobId: string): Date | null {
    return this.crons.get(jobId)?.nextRun() ?? null
  }

  /** Runs a job once now, whatever its status, and answers its log row (upstream /execute). */
  runOnce(job: QuartzJobRow): Promise<JobRunLog> {
    return this.track(job.id, () => this.run(job))
  }

  /** Stops every timer, tells running jobs to stop and waits for them; later schedules are refused. */
  async stop(): Promise<void> {
    this.stopped = true
    for (const cron of this.crons.values()) cron.stop()
    this.crons.clear()
    this.abort.abort()
    await Promise.allSettled([...this.inFlight.values()].flatMap((runs) => [...runs]))
  }

  private async tick(jobId: string, self: Cron): Promise<void> {
    await this.track(jobId, async () => {
      const job = await findLiveJob(this.db, 'id', jobId)
      if (!job || job.status !== STATUS_RUNNING) {
        // Deleted or stopped without the scheduler knowing: this timer ends (unless already replaced).
        self.stop()
        if (this.crons.get(jobId) === self) this.crons.delete(jobId)
        return
      }
      await this.run(job)
    }).catch((error: unknown) => {
      if (!this.stopped) this.onError(error)
    })
  }

  private async track<T>(jobId: string, work: () => Promise<T>): Promise<T> {
    const runs = this.inFlight.get(jobId) ?? new Set<Promise<unknown>>()
    this.inFlight.set(jobId, runs)
    const promise = work()
    runs.add(promise)
    try {
      return await promise
    } finally {
      runs.delete(promise)
      if (runs.size === 0 && this.inFlight.get(jobId) === runs) this.inFlight.delete(jobId)
    }
  }

  /** One run: the job's work, then its log row (a throw, or an unknown class, is a failed run). */
  private async run(job: QuartzJobRow): Promise<JobRunLog> {
    const started = new Date()
    const jobClass = jobClassOf(job.jobClassName)
    let status: JobRunLog['status'] = 'success'
    let message: string
    try {
      if (!jobClass) throw new Error(`后台找不到该类名：${job.jobClassName ?? ''}`)
      message = await jobClass.run({
        db: this.db,
        jobId: job.id,
        parameter: job.parameter,
        signal: this.abort.signal,
      })
    } catch (error) {
      status = 'failure'
      message = error instanceof Error ? error.message : String(error)
    }
    const ended = new Date()
    const [row] = await this.db.query<JobRunLog>(
      `INSERT INTO sys_quartz_job_log
         (id, job_id, job_class_name, start_time, end_time, duration_ms, status, message)
       VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6, $7, $8) RETURNING ${LOG_COLUMNS}`,
      [
        newId(),
        job.id,
        job.jobClassName ?? '',
        started.toISOString(),
        ended.toISOString(),
        ended.getTime() - started.getTime(),
        status,
        message,
      ],
    )
    if (!row) throw new Error('sys_quartz_job_log: the run was not recorded')
    return row
  }
}

/** The scheduler of each open database: handlers reach it through their context's db. */
const schedulers = new WeakMap<Queryable, JobScheduler>()

/** Starts the scheduler of a database (server start): every job with status 0 is scheduled. */
export async function startScheduler(db: Queryable, options?: SchedulerOptions): Promise<JobScheduler> {
  await stopScheduler(db)
  const scheduler = new JobScheduler(db, options)
  schedulers.set(db, scheduler)
  await scheduler.start()
  return scheduler
}

/** Stops the scheduler of a database (server close), waiting for runs in progress. */
export async function stopScheduler(db: Queryable): Promise<void> {
  const scheduler = schedulers.get(db)
  schedulers.delete(db)
  await scheduler?.stop()
}

/** The running scheduler of a database; throws when the server did not start one. */
export function schedulerOf(db: Queryable): JobScheduler {
  const scheduler = schedulers.get(db)
  if (!scheduler) throw new Error('no job scheduler runs on this database (startScheduler was not called)')
  return scheduler
}
