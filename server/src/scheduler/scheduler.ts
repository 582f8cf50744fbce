import { Cron } from 'croner'
import { hostname } from 'node:os'
import type { Database, Queryable } from '../db/database'
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
  /** The server instance that ran it (env INSTANCE_ID, or host:pid). */
  instanceId: string | null
}

export const STATUS_RUNNING = 0
export const STATUS_STOPPED = -1

const JOB_COLUMNS = `id, job_class_name AS "jobClassName", cron_expression AS "cronExpression", parameter,
  status::int AS status`

export const LOG_COLUMNS = `id, job_id AS "jobId", job_class_name AS "jobClassName",
  to_char(start_time, 'YYYY-MM-DD HH24:MI:SS') AS "startTime", to_char(end_time, 'YYYY-MM-DD HH24:MI:SS') AS "endTime",
  duration_ms AS "durationMs", status, message, to_char(create_time, 'YYYY-MM-DD HH24:MI:SS') AS "createTime",
  instance_id AS "instanceId"`

/** Every live job of a class (several jobs may run one class with different parameters), oldest first. */
export function findLiveJobsOfClass(db: Queryable, jobClassName: string): Promise<QuartzJobRow[]> {
  return db.query<QuartzJobRow>(
    `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE job_class_name = $1 AND del_flag = 0 ORDER BY create_time, id`,
    [jobClassName],
  )
}

/** A live (not deleted) job by id, or the oldest live job of a class. */
export async function findLiveJob(
  db: Queryable,
  by: 'id' | 'jobClassName',
  value: string,
): Promise<QuartzJobRow | undefined> {
  const column = by === 'id' ? 'id' : 'job_class_name'
  const [job] = await db.query<QuartzJobRow>(
    `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE ${column} = $1 AND del_flag = 0 ORDER BY create_time, id LIMIT 1`,
    [value],
  )
  return job
}

export interface SchedulerOptions {
  /** Where a run's bookkeeping failure (the log row could not be written) is reported; default console.error. */
  onError?: (error: unknown) => void
  /** Written to each log row; default env INSTANCE_ID, else host:pid. */
  instanceId?: string
  /**
   * Several instances on one database: each firing is claimed in sys_quartz_job_firing (the one instance whose
   * insert wins runs it), and the job table is read again every `syncEveryMs` and on each NOTIFY of a job change,
   * so an add, edit, pause, resume or delete on one instance reaches all. Off: this process alone runs the jobs.
   */
  shared?: boolean
  /** Shared mode: how often the job table is read again (ms); default 5000. */
  syncEveryMs?: number
}

/** The NOTIFY channel of job changes on a shared PostgreSQL. */
export const JOBS_CHANNEL = 'erp_jobs'

/** This process's name in logs shared with other instances: env INSTANCE_ID, or host:pid. */
export function instanceIdOf(env: Record<string, string | undefined> = process.env): string {
  return env.INSTANCE_ID?.trim() || `${hostname()}:${process.pid}`
}

/** What makes a schedule: a change of any of these reschedules the job. */
const signatureOf = (job: QuartzJobRow) =>
  JSON.stringify([job.jobClassName, job.cronExpression, job.parameter, job.status])

/**
 * Runs the jobs of sys_quartz_job on their cron expressions (croner), one timer per running job, and writes one
 * sys_quartz_job_log row per run. The table is the truth: each tick reads its row again, and a job deleted or
 * stopped behind the scheduler's back (a reset of the test data) unschedules itself at its next tick.
 */
export class JobScheduler {
  private readonly crons = new Map<string, Cron>()
  /** The row each timer was made from (shared mode compares it with the table). */
  private readonly signatures = new Map<string, string>()
  private readonly instanceId: string
  private readonly shared: boolean
  private syncTimer: NodeJS.Timeout | undefined
  private stopListening: (() => Promise<void>) | undefined
  private syncing: Promise<void> | null = null
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
    this.instanceId = options.instanceId ?? instanceIdOf()
    this.shared = options.shared ?? false
    this.syncEveryMs = options.syncEveryMs ?? 5000
  }

  private readonly syncEveryMs: number

  /**
   * Shared mode: reads the table again now and then, and on every NOTIFY of a job change (when the database can
   * listen), so changes made on other instances reach this one.
   */
  async follow(listen?: Database['listen']): Promise<void> {
    if (!this.shared || this.stopped) return
    this.syncTimer = setInterval(() => void this.sync().catch(this.onError), this.syncEveryMs)
    this.syncTimer.unref()
    if (listen) this.stopListening = await listen(JOBS_CHANNEL, () => void this.sync().catch(this.onError))
  }

  /**
   * Makes the timers match the table: every live job with status 0 scheduled on its current row, every other
   * timer stopped. One pass at a time (a NOTIFY during a pass runs one more pass after it).
   */
  sync(): Promise<void> {
    const pass = async () => {
      const jobs = await this.db.query<QuartzJobRow>(
        `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE del_flag = 0 AND status = $1 ORDER BY create_time, id`,
        [STATUS_RUNNING],
      )
      const live = new Set(jobs.map((job) => job.id))
      for (const id of this.scheduledIds()) if (!live.has(id)) await this.unscheduleHere(id)
      for (const job of jobs) {
        if (this.signatures.get(job.id) !== signatureOf(job)) this.scheduleHere(job)
      }
      if (this.shared) {
        await this.db.query(`DELETE FROM sys_quartz_job_firing WHERE fire_time < now() - interval '1 day'`)
      }
    }
    const next = (this.syncing ?? Promise.resolve()).then(pass, pass)
    this.syncing = next.finally(() => {
      if (this.syncing === next) this.syncing = null
    })
    return next
  }

  /** Shared mode: tells the other instances to read the job table again. */
  private announce(): void {
    if (!this.shared || this.stopped) return
    this.db.query('SELECT pg_notify($1, $2)', [JOBS_CHANNEL, this.instanceId]).catch(() => {
      // A database that cannot notify (PGlite): the others see the change at their next periodic read.
    })
  }

  /** Schedules every live job whose status is 0; rows that cannot be scheduled are skipped. Answers their ids. */
  async start(): Promise<string[]> {
    const jobs = await this.db.query<QuartzJobRow>(
      `SELECT ${JOB_COLUMNS} FROM sys_quartz_job WHERE del_flag = 0 AND status = $1 ORDER BY create_time, id`,
      [STATUS_RUNNING],
    )
    const skipped: string[] = []
    for (const job of jobs) {
      if (!this.scheduleHere(job)) skipped.push(job.id)
    }
    return skipped
  }

  /**
   * (Re)schedules a job on its cron expression. False, and nothing scheduled, when its class is unknown or its
   * expression invalid (callers check both first, with messages) or the scheduler is stopped.
   */
  schedule(job: QuartzJobRow): boolean {
    const scheduled = this.scheduleHere(job)
    this.announce()
    return scheduled
  }

  private scheduleHere(job: QuartzJobRow): boolean {
    this.crons.get(job.id)?.stop()
    this.crons.delete(job.id)
    this.signatures.delete(job.id)
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
    this.signatures.set(job.id, signatureOf(job))
    return true
  }

  /** Stops a job's timer and waits for its run in progress, if any: no log row of it follows. */
  async unschedule(jobId: string): Promise<void> {
    this.announce()
    await this.unscheduleHere(jobId)
  }

  private async unscheduleHere(jobId: string): Promise<void> {
    this.crons.get(jobId)?.stop()
    this.crons.delete(jobId)
    this.signatures.delete(jobId)
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
    clearInterval(this.syncTimer)
    await this.stopListening?.().catch(() => undefined)
    for (const cron of this.crons.values()) cron.stop()
    this.crons.clear()
    this.signatures.clear()
    this.abort.abort()
    await Promise.allSettled([...this.inFlight.values()].flatMap((runs) => [...runs]))
  }

  private async tick(jobId: string, self: Cron): Promise<void> {
    await this.track(jobId, async () => {
      const job = await findLiveJob(this.db, 'id', jobId)
      if (!job || job.status !== STATUS_RUNNING) {
        // Deleted or stopped without the scheduler knowing: this timer ends (unless already replaced).
        self.stop()
        if (this.crons.get(jobId) === self) {
          this.crons.delete(jobId)
          this.signatures.delete(jobId)
        }
        return
      }
      if (this.shared && !(await this.claim(jobId, self))) return
      await this.run(job)
    }).catch((error: unknown) => {
      if (!this.stopped) this.onError(error)
    })
  }

  /**
   * Shared mode: claims this firing (its planned time, the same on every instance whatever its timer's delay);
   * true for the one instance whose insert wins.
   */
  private async claim(jobId: string, self: Cron): Promise<boolean> {
    const planned = self.previousRuns(1, new Date(Date.now() + 1))[0] ?? new Date()
    const fireTime = new Date(Math.floor(planned.getTime() / 1000) * 1000)
    const claimed = await this.db.query(
      `INSERT INTO sys_quartz_job_firing (job_id, fire_time, instance_id) VALUES ($1, $2::timestamptz, $3)
       ON CONFLICT DO NOTHING RETURNING job_id`,
      [jobId, fireTime.toISOString(), this.instanceId],
    )
    return claimed.length > 0
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
         (id, job_id, job_class_name, start_time, end_time, duration_ms, status, message, instance_id)
       VALUES ($1, $2, $3, $4::timestamptz, $5::timestamptz, $6, $7, $8, $9) RETURNING ${LOG_COLUMNS}`,
      [
        newId(),
        job.id,
        job.jobClassName ?? '',
        started.toISOString(),
        ended.toISOString(),
        ended.getTime() - started.getTime(),
        status,
        message,
        this.instanceId,
      ],
    )
    if (!row) throw new Error('sys_quartz_job_log: the run was not recorded')
    return row
  }
}

/** The scheduler of each open database: handlers reach it through their context's db. */
const schedulers = new WeakMap<Queryable, JobScheduler>()

/** Starts the scheduler of a database (server start): every job with status 0 is scheduled. */
export async function startScheduler(
  db: Queryable & Partial<Pick<Database, 'listen'>>,
  options?: SchedulerOptions,
): Promise<JobScheduler> {
  await stopScheduler(db)
  const scheduler = new JobScheduler(db, options)
  schedulers.set(db, scheduler)
  await scheduler.start()
  await scheduler.follow(db.listen?.bind(db))
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
