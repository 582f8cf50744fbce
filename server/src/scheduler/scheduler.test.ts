import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../db/database'
import { migratedDataDir } from '../test-support/seeded-data-dir.test-helper'
import { newId } from '../db/ids'
import { JobScheduler, schedulerOf, startScheduler, stopScheduler, type QuartzJobRow } from './scheduler'

const root = mkdtempSync(join(tmpdir(), 'erp-scheduler-test-'))
let db: Database
const errors: unknown[] = []
const onError = (error: unknown) => errors.push(error)

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function insertJob(fields: Partial<QuartzJobRow> & { jobClassName: string }): Promise<QuartzJobRow> {
  const job: QuartzJobRow = {
    id: newId(),
    cronExpression: '0/1 * * * * ?',
    parameter: null,
    status: -1,
    ...fields,
  }
  await db.query(
    `INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, status) VALUES ($1, $2, $3, $4, $5)`,
    [job.id, job.jobClassName, job.cronExpression, job.parameter, job.status],
  )
  return job
}

async function runsOf(jobId: string) {
  return db.query<{ status: string; message: string; duration_ms: number }>(
    'SELECT status, message, duration_ms FROM sys_quartz_job_log WHERE job_id = $1 ORDER BY start_time',
    [jobId],
  )
}

/** Polls until the job has logged at least `count` runs (at most `ms`). */
async function waitForRuns(jobId: string, count: number, ms = 4000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if ((await runsOf(jobId)).length >= count) return
    await sleep(100)
  }
}

beforeAll(async () => {
  db = await openDatabase(await migratedDataDir(root))
}, 120_000)

afterAll(async () => {
  await db?.close()
  rmSync(root, { recursive: true, force: true })
})

beforeEach(async () => {
  errors.length = 0
  await db.query('DELETE FROM sys_quartz_job')
  await db.query('DELETE FROM sys_quartz_job_log')
})

describe('JobScheduler', () => {
  it('runs a job on its cron expression, one log row per run, and stops when unscheduled', async () => {
    const scheduler = new JobScheduler(db, { onError })
    const job = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', status: 0 })
    expect(scheduler.schedule(job)).toBe(true)
    expect(scheduler.isScheduled(job.id)).toBe(true)
    expect(scheduler.nextRun(job.id)?.getTime()).toBeLessThanOrEqual(Date.now() + 1000)
    await waitForRuns(job.id, 2)
    const runs = await runsOf(job.id)
    expect(runs.length).toBeGreaterThanOrEqual(2)
    expect(runs[0]).toMatchObject({ status: 'success', message: 'hello' })

    await scheduler.unschedule(job.id)
    expect(scheduler.isScheduled(job.id)).toBe(false)
    const after = (await runsOf(job.id)).length
    await sleep(1300)
    expect((await runsOf(job.id)).length).toBe(after)
    await scheduler.stop()
    expect(errors).toEqual([])
  })

  it('refuses to schedule an unknown class or an invalid expression', async () => {
    const scheduler = new JobScheduler(db, { onError })
    const unknown = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.NoSuchJob', status: 0 })
    const badCron = await insertJob({
      jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
      cronExpression: '0 0 0 31 2 ?',
      status: 0,
    })
    expect(scheduler.schedule(unknown)).toBe(false)
    expect(scheduler.schedule(badCron)).toBe(false)
    expect(scheduler.scheduledIds()).toEqual([])
    await scheduler.stop()
  })

  it('logs a run once, whatever the status; a failing run is logged as a failure', async () => {
    const scheduler = new JobScheduler(db, { onError })
    const param = await insertJob({
      jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
      parameter: 'scott',
    })
    const log = await scheduler.runOnce(param)
    expect(log).toMatchObject({
      jobId: param.id,
      jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
      status: 'success',
      message: 'hello, scott',
    })
    expect(log.startTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(log.durationMs).toBeGreaterThanOrEqual(0)

    const unknown = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.NoSuchJob' })
    expect(await scheduler.runOnce(unknown)).toMatchObject({
      status: 'failure',
      message: '后台找不到该类名：org.jeecg.modules.quartz.job.NoSuchJob',
    })
    const cleanLog = await insertJob({
      jobClassName: 'org.jeecg.modules.quartz.job.CleanSysLogJob',
      parameter: 'never',
    })
    expect(await scheduler.runOnce(cleanLog)).toMatchObject({ status: 'failure' })
    expect(await runsOf(param.id)).toHaveLength(1)
    await scheduler.stop()
  })

  it('stops a timer whose row was deleted or stopped behind its back', async () => {
    const scheduler = new JobScheduler(db, { onError })
    const job = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', status: 0 })
    scheduler.schedule(job)
    await db.query('UPDATE sys_quartz_job SET del_flag = 1 WHERE id = $1', [job.id])
    await sleep(1300)
    expect(scheduler.isScheduled(job.id)).toBe(false)
    expect(await runsOf(job.id)).toEqual([])
    await scheduler.stop()
  })

  it('start schedules the live jobs of status 0 only; stop waits for runs and refuses new ones', async () => {
    const running = await insertJob({
      jobClassName: 'org.jeecg.modules.quartz.job.AsyncJob',
      parameter: '5000',
      status: 0,
    })
    const stopped = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob' })
    const broken = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.NoSuchJob', status: 0 })
    const scheduler = await startScheduler(db, { onError })
    expect(schedulerOf(db)).toBe(scheduler)
    expect(scheduler.scheduledIds()).toEqual([running.id])
    expect(scheduler.isScheduled(stopped.id)).toBe(false)
    expect(scheduler.isScheduled(broken.id)).toBe(false)

    // The AsyncJob waits 5 s; closing aborts it, and stop waits until its (failed) run is logged.
    await sleep(1200)
    const started = Date.now()
    await stopScheduler(db)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(() => schedulerOf(db)).toThrow('no job scheduler')
    expect(await runsOf(running.id)).toEqual([
      expect.objectContaining({ status: 'failure', message: '服务停止，任务中止' }),
    ])
    expect(scheduler.schedule(running)).toBe(false)
    expect(errors).toEqual([])
  })
})

describe('the housekeeping jobs', () => {
  it('CleanSysLogJob deletes system logs and job runs older than its parameter in days', async () => {
    await db.query('DELETE FROM sys_log')
    await db.query(
      `INSERT INTO sys_log (id, log_type, log_content, create_time) VALUES
         ('old', 1, 'old', now() - interval '8 days'), ('new', 1, 'new', now() - interval '6 days')`,
    )
    const scheduler = new JobScheduler(db, { onError })
    const job = await insertJob({
      jobClassName: 'org.jeecg.modules.quartz.job.CleanSysLogJob',
      parameter: '7',
    })
    expect(await scheduler.runOnce(job)).toMatchObject({
      status: 'success',
      message: '清理7天前的日志：系统日志 1 条，任务日志 0 条',
    })
    expect((await db.query<{ id: string }>('SELECT id FROM sys_log')).map((row) => row.id)).toEqual(['new'])
    await scheduler.stop()
  })

  it('CleanExpiredTokenJob deletes sessions expired or revoked over a day ago', async () => {
    await db.query(
      `INSERT INTO sys_user (id, username, password) VALUES ('u1', 'token-test', 'x') ON CONFLICT DO NOTHING`,
    )
    await db.query('DELETE FROM auth_session')
    await db.query(
      `INSERT INTO auth_session (id, user_id, username, expires_at, revoked_at) VALUES
         ('expired', 'u1', 'token-test', now() - interval '2 days', NULL),
         ('revoked', 'u1', 'token-test', now() + interval '5 days', now() - interval '2 days'),
         ('recent', 'u1', 'token-test', now() - interval '1 hour', NULL),
         ('live', 'u1', 'token-test', now() + interval '5 days', NULL)`,
    )
    const scheduler = new JobScheduler(db, { onError })
    const job = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.CleanExpiredTokenJob' })
    expect(await scheduler.runOnce(job)).toMatchObject({ status: 'success', message: '清理过期令牌 2 个' })
    const left = await db.query<{ id: string }>('SELECT id FROM auth_session ORDER BY id')
    expect(left.map((row) => row.id)).toEqual(['live', 'recent'])
    await scheduler.stop()
  })
})

describe('JobScheduler shared by several instances', () => {
  it('runs each firing once across schedulers on one database, and logs which instance ran it', async () => {
    const job = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', status: 0 })
    const instances = ['a', 'b', 'c'].map(
      (instanceId) => new JobScheduler(db, { onError, instanceId, shared: true }),
    )
    for (const scheduler of instances) await scheduler.start()
    await sleep(3200)
    await Promise.all(instances.map((scheduler) => scheduler.stop()))
    const runs = await db.query<{ second: string; instance_id: string }>(
      `SELECT date_trunc('second', start_time)::text AS second, instance_id FROM sys_quartz_job_log WHERE job_id = $1`,
      [job.id],
    )
    expect(runs.length).toBeGreaterThanOrEqual(2)
    expect(runs.length).toBeLessThanOrEqual(4)
    expect(new Set(runs.map((run) => run.second)).size).toBe(runs.length)
    expect(runs.every((run) => ['a', 'b', 'c'].includes(run.instance_id))).toBe(true)
    const firings = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM sys_quartz_job_firing WHERE job_id = $1',
      [job.id],
    )
    expect(firings[0]?.count).toBe(runs.length)
    expect(errors).toEqual([])
  })

  it('follows the table: a job paused, edited or resumed elsewhere is (re)scheduled at the next sync', async () => {
    const scheduler = new JobScheduler(db, { onError, shared: true, syncEveryMs: 60_000 })
    await scheduler.start()
    const job = await insertJob({ jobClassName: 'org.jeecg.modules.quartz.job.SampleJob', status: 0 })
    expect(scheduler.isScheduled(job.id)).toBe(false)
    await scheduler.sync()
    expect(scheduler.isScheduled(job.id)).toBe(true)
    await db.query(`UPDATE sys_quartz_job SET cron_expression = '0 0 12 * * ?' WHERE id = $1`, [job.id])
    await scheduler.sync()
    expect(scheduler.nextRun(job.id)?.getHours()).toBe(12)
    await db.query('UPDATE sys_quartz_job SET status = -1 WHERE id = $1', [job.id])
    await scheduler.sync()
    expect(scheduler.isScheduled(job.id)).toBe(false)
    await scheduler.stop()
  })
})
