import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../../../start'
import { startSeededServer } from '../../../test-support/seeded-data-dir.test-helper'

const root = mkdtempSync(join(tmpdir(), 'erp-quartz-test-'))
let server: RunningServer
let token = ''

const SAMPLE = 'org.jeecg.modules.quartz.job.SampleJob'
const PARAM = 'org.jeecg.modules.quartz.job.SampleParamJob'

interface Answer {
  status: number
  body: { success: boolean; message: string; code: number; result: never }
}
interface Job {
  id: string
  jobClassName: string
  cronExpression: string
  parameter: string | null
  status: number
}
interface Run {
  id: string
  jobId: string
  jobClassName: string
  startTime: string
  durationMs: number
  status: string
  message: string
}
interface Page<T> {
  records: T[]
  total: number
  current: number
  size: number
  pages: number
}

async function call(method: string, path: string, json?: unknown): Promise<Answer> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: {
      'X-Access-Token': token,
      ...(json === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
  })
  return { status: response.status, body: (await response.json()) as Answer['body'] }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const jobs = async () =>
  ((await call('GET', '/sys/quartzJob/list?pageSize=100')).body.result as Page<Job>).records
const jobOf = async (jobClassName: string) => (await jobs()).find((job) => job.jobClassName === jobClassName)
const runs = async (jobId: string, query = '') =>
  (await call('GET', `/sys/quartzJob/logList?jobId=${jobId}&pageSize=100${query}`)).body.result as Page<Run>

/** Polls until the job has logged at least `count` runs (at most 4 s). */
async function waitForRuns(jobId: string, count: number) {
  const until = Date.now() + 4000
  while (Date.now() < until && (await runs(jobId)).total < count) await sleep(100)
  return (await runs(jobId)).total
}

beforeAll(async () => {
  server = await startSeededServer({ port: 0, dataDir: join(root, 'data'), staticDir: null })
  const login = await fetch(server.apiUrl + '/sys/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: '123456' }),
  })
  token = ((await login.json()) as { result: { token: string } }).result.token
}, 120_000)

afterAll(async () => {
  await server?.close()
  rmSync(root, { recursive: true, force: true })
})

describe('the seeded jobs', () => {
  it('are the upstream demo jobs and the housekeeping ones, all stopped, with no runs', async () => {
    const seeded = await jobs()
    expect(seeded.map((job) => job.jobClassName).sort()).toEqual([
      'org.jeecg.modules.quartz.job.AsyncJob',
      'org.jeecg.modules.quartz.job.CleanExpiredTokenJob',
      'org.jeecg.modules.quartz.job.CleanSysLogJob',
      SAMPLE,
      PARAM,
    ])
    expect(seeded.every((job) => job.status === -1)).toBe(true)
    expect(await jobOf(SAMPLE)).toMatchObject({ cronExpression: '0/1 * * * * ?' })
    expect((await call('GET', '/sys/quartzJob/logList')).body.result).toMatchObject({ total: 0, records: [] })
  })
})

describe('add and edit check the job', () => {
  it('refuses an unknown class name, as upstream words it', async () => {
    const added = await call('POST', '/sys/quartzJob/add', {
      jobClassName: 'org.jeecg.modules.quartz.job.NoSuchJob',
      cronExpression: '0/1 * * * * ?',
      status: 0,
    })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      success: false,
      message: '后台找不到该类名：org.jeecg.modules.quartz.job.NoSuchJob',
    })
    expect(await jobOf('org.jeecg.modules.quartz.job.NoSuchJob')).toBeUndefined()
  })

  it('refuses an invalid cron expression, an unusable parameter and an unknown status', async () => {
    const sample = await jobOf(SAMPLE)
    const bad = [
      [{ cronExpression: '* * * * *' }, 'cron表达式不正确：* * * * *'],
      [{ cronExpression: 'every second' }, 'cron表达式不正确'],
      [{ cronExpression: '' }, 'cron表达式不能为空'],
      [{ jobClassName: 'java.lang.Runtime' }, '后台找不到该类名：java.lang.Runtime'],
      [{ jobClassName: 'org.jeecg.modules.quartz.job.CleanSysLogJob', parameter: 'forever' }, '保留天数'],
      [{ status: 3 }, '状态只能是0（正常）或-1（停止）'],
    ] as const
    for (const [change, message] of bad) {
      const edited = await call('PUT', '/sys/quartzJob/edit', { ...sample, ...change })
      expect(edited.body.success, JSON.stringify(change)).toBe(false)
      expect(edited.body.message).toContain(message)
    }
    expect(await jobOf(SAMPLE)).toEqual(sample)
  })
})

describe('scheduling', () => {
  it('runs a resumed or running job every second, and stops it on pause and on delete', async () => {
    // The seeded SampleJob goes, and a new one takes its class (jobOf finds the only live one).
    const seeded = await jobOf(SAMPLE)
    expect((await call('DELETE', `/sys/quartzJob/delete?id=${seeded?.id}`)).body.success).toBe(true)
    const added = await call('POST', '/sys/quartzJob/add', {
      jobClassName: ` ${SAMPLE} `,
      cronExpression: '0/1 * * * * ?',
      description: '每秒',
    })
    expect(added.body).toMatchObject({ success: true })
    const sample = await jobOf(SAMPLE)
    expect(sample).toMatchObject({ status: -1, cronExpression: '0/1 * * * * ?' })
    const sampleId = sample?.id ?? ''
    await sleep(1100)
    expect((await runs(sampleId)).total).toBe(0) // added stopped: not scheduled

    const resumed = await call('GET', `/sys/quartzJob/resume?jobClassName=${SAMPLE}`)
    expect(resumed.body).toMatchObject({ success: true, message: '恢复定时任务成功' })
    expect((await jobOf(SAMPLE))?.status).toBe(0)
    // Setting status 0 by edit schedules too.
    const param = await jobOf(PARAM)
    expect((await call('PUT', '/sys/quartzJob/edit', { ...param, status: 0 })).body.success).toBe(true)
    const paramId = param?.id ?? ''

    expect(await waitForRuns(sampleId, 2)).toBeGreaterThanOrEqual(2)
    expect(await waitForRuns(paramId, 2)).toBeGreaterThanOrEqual(2)
    const page = await runs(sampleId)
    expect(page.records[0]).toMatchObject({
      jobId: sampleId,
      jobClassName: SAMPLE,
      status: 'success',
      message: 'hello',
    })
    expect((await runs(paramId)).records[0]).toMatchObject({ message: 'hello, scott' })
    // Newest first.
    const times = page.records.map((run) => run.startTime)
    expect([...times].sort().reverse()).toEqual(times)

    const paused = await call('GET', `/sys/quartzJob/pause?jobClassName=${SAMPLE}`)
    expect(paused.body).toMatchObject({ success: true, message: '停止定时任务成功' })
    expect((await jobOf(SAMPLE))?.status).toBe(-1)
    expect((await call('DELETE', `/sys/quartzJob/delete?id=${paramId}`)).body.success).toBe(true)
    const sampleRuns = (await runs(sampleId)).total
    const paramRuns = (await runs(paramId)).total
    await sleep(1300)
    expect((await runs(sampleId)).total).toBe(sampleRuns)
    expect((await runs(paramId)).total).toBe(paramRuns)
  })

  it('schedules a job added with status 0 at once, and stops every job of a batch delete', async () => {
    const ASYNC = 'org.jeecg.modules.quartz.job.AsyncJob'
    const seeded = await jobOf(ASYNC)
    expect((await call('DELETE', `/sys/quartzJob/delete?id=${seeded?.id}`)).body.success).toBe(true)
    const added = await call('POST', '/sys/quartzJob/add', {
      jobClassName: ASYNC,
      cronExpression: '0/1 * * * * ?',
      parameter: '10',
      status: 0,
    })
    expect(added.body.success).toBe(true)
    const asyncId = (await jobOf(ASYNC))?.id ?? ''
    const tokenJob = await jobOf('org.jeecg.modules.quartz.job.CleanExpiredTokenJob')
    expect(await waitForRuns(asyncId, 1)).toBeGreaterThanOrEqual(1)
    expect((await runs(asyncId)).records[0]?.message).toBe('AsyncJob 完成，等待 10 ms')
    const batch = await call('DELETE', `/sys/quartzJob/deleteBatch?ids=${asyncId},${tokenJob?.id}`)
    expect(batch.body.success).toBe(true)
    const after = (await runs(asyncId)).total
    await sleep(1200)
    expect((await runs(asyncId)).total).toBe(after)
  })

  it('answers pause and resume of an unknown class with upstream words', async () => {
    for (const operation of ['pause', 'resume']) {
      const answer = await call('GET', `/sys/quartzJob/${operation}?jobClassName=org.jeecg.NoSuchJob`)
      expect(answer.body).toMatchObject({ success: false, message: '定时任务不存在！' })
    }
  })
})

describe('execute', () => {
  it('runs a stopped job once now and logs the run', async () => {
    const job = await jobOf('org.jeecg.modules.quartz.job.CleanSysLogJob')
    expect(job?.status).toBe(-1)
    const before = (await runs(job?.id ?? '')).total
    const executed = await call('GET', `/sys/quartzJob/execute?id=${job?.id}`)
    expect(executed.body).toMatchObject({
      success: true,
      message: '执行成功!',
      result: { jobId: job?.id, status: 'success', message: expect.stringContaining('清理30天前的日志') },
    })
    const page = await runs(job?.id ?? '')
    expect(page.total).toBe(before + 1)
    expect(page.records[0]?.id).toBe((executed.body.result as Run).id)
    expect((await runs(job?.id ?? '', '&status=failure')).total).toBe(0)
    expect((await jobOf('org.jeecg.modules.quartz.job.CleanSysLogJob'))?.status).toBe(-1)
  })

  it('refuses an unknown or deleted job', async () => {
    expect((await call('GET', '/sys/quartzJob/execute?id=nosuchjob')).body).toMatchObject({
      success: false,
      message: '未找到对应实体',
    })
  })

  it('pages the log', async () => {
    const all = (await call('GET', '/sys/quartzJob/logList?pageSize=2&pageNo=2')).body.result as Page<Run>
    expect(all).toMatchObject({ size: 2, current: 2 })
    expect(all.records).toHaveLength(2)
    expect(all.pages).toBe(Math.ceil(all.total / 2))
  })
})

describe('several jobs of one class', () => {
  const YEARLY = '0 0 0 1 1 ?'
  const ofClass = async (jobClassName: string) =>
    (await jobs()).filter((job) => job.jobClassName === jobClassName)

  it('lists the known classes with what each does, in Chinese and English', async () => {
    const answer = await call('GET', '/sys/quartzJob/jobClasses')
    expect(answer.body.success).toBe(true)
    const classes = answer.body.result as Array<Record<string, string | null>>
    expect(classes.map((jobClass) => jobClass.className).sort()).toEqual([
      'org.jeecg.modules.quartz.job.AsyncJob',
      'org.jeecg.modules.quartz.job.CleanExpiredTokenJob',
      'org.jeecg.modules.quartz.job.CleanSysLogJob',
      SAMPLE,
      PARAM,
    ])
    expect(classes.find((jobClass) => jobClass.className === PARAM)).toMatchObject({
      title: '带参数的示例任务',
      titleEn: 'Sample job with a parameter',
      description: expect.stringContaining('hello'),
      descriptionEn: expect.stringContaining('hello'),
      parameter: '任意文本',
      parameterEn: 'Any text',
    })
    expect(classes.find((jobClass) => jobClass.className === SAMPLE)?.parameter).toBeNull()
  })

  it('adds two jobs of one class with different parameters; pause and resume by id touch one', async () => {
    for (const parameter of ['alice', 'bob']) {
      const added = await call('POST', '/sys/quartzJob/add', {
        jobClassName: PARAM,
        cronExpression: YEARLY,
        parameter,
        status: -1,
      })
      expect(added.body, parameter).toMatchObject({ success: true })
    }
    const [alice, bob] = (await ofClass(PARAM)).sort((a, b) =>
      String(a.parameter).localeCompare(String(b.parameter)),
    )
    expect([alice?.parameter, bob?.parameter]).toEqual(['alice', 'bob'])

    // As the upstream 2.4.6 client's 启动 and 停止 send it: by id.
    expect((await call('GET', `/sys/quartzJob/resume?id=${alice?.id}`)).body).toMatchObject({
      success: true,
      message: '恢复定时任务成功',
    })
    const statuses = async () =>
      Object.fromEntries((await ofClass(PARAM)).map((job) => [job.parameter, job.status]))
    expect(await statuses()).toEqual({ alice: 0, bob: -1 })
    expect((await call('GET', `/sys/quartzJob/pause?id=${alice?.id}`)).body).toMatchObject({
      success: true,
      message: '停止定时任务成功',
    })
    expect(await statuses()).toEqual({ alice: -1, bob: -1 })
    // An id wins over a class name.
    await call('GET', `/sys/quartzJob/resume?id=${bob?.id}&jobClassName=${SAMPLE}`)
    expect(await statuses()).toEqual({ alice: -1, bob: 0 })
    expect((await call('GET', '/sys/quartzJob/resume?id=nosuchjob')).body).toMatchObject({
      success: false,
      message: '定时任务不存在！',
    })
  })

  it('pauses and resumes every job of a class named by jobClassName', async () => {
    expect((await call('GET', `/sys/quartzJob/resume?jobClassName=${PARAM}`)).body.success).toBe(true)
    expect((await ofClass(PARAM)).map((job) => job.status)).toEqual([0, 0])
    expect((await call('GET', `/sys/quartzJob/pause?jobClassName=${PARAM}`)).body.success).toBe(true)
    expect((await ofClass(PARAM)).map((job) => job.status)).toEqual([-1, -1])
  })

  it('refuses pause and resume that name no job with a 400', async () => {
    for (const operation of ['pause', 'resume']) {
      for (const query of ['', '?id=&jobClassName=']) {
        const answer = await call('GET', `/sys/quartzJob/${operation}${query}`)
        expect(answer.status, operation + query).toBe(400)
        expect(answer.body).toMatchObject({
          success: false,
          code: 400,
          message: '请求参数不正确: query.id 或 query.jobClassName 至少填写一个',
        })
      }
    }
    const english = await fetch(`${server.apiUrl}/sys/quartzJob/pause`, {
      headers: { 'X-Access-Token': token, 'Accept-Language': 'en-US' },
    })
    expect(((await english.json()) as { message: string }).message).toBe(
      'Invalid request parameters: query.id or query.jobClassName is required',
    )
  })
})
