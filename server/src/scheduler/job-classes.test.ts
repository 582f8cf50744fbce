import { describe, expect, it } from 'vitest'
import {
  jobClasses,
  jobClassOf,
  jobClassProblem,
  type JobClass,
  type JobClassName,
  type JobRunContext,
} from './job-classes'

const context = (parameter: string | null): JobRunContext => ({
  db: {
    query: () => Promise.reject(new Error('no database in this test')),
  },
  jobId: 'job',
  parameter,
  signal: new AbortController().signal,
})

const classOf = (name: JobClassName): JobClass => jobClasses[name]

describe('the job class registry', () => {
  it('has the upstream demo classes and the housekeeping ones', () => {
    expect(Object.keys(jobClasses).sort()).toEqual([
      'org.jeecg.modules.quartz.job.AsyncJob',
      'org.jeecg.modules.quartz.job.CleanExpiredTokenJob',
      'org.jeecg.modules.quartz.job.CleanSysLogJob',
      'org.jeecg.modules.quartz.job.SampleJob',
      'org.jeecg.modules.quartz.job.SampleParamJob',
    ])
  })

  it('knows no other name, not even an object property', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'SampleJob', '', null]) {
      expect(jobClassOf(name)).toBeUndefined()
    }
  })

  it('words an unknown class as upstream does', () => {
    expect(jobClassProblem('org.jeecg.modules.quartz.job.NoSuchJob', null)).toBe(
      '后台找不到该类名：org.jeecg.modules.quartz.job.NoSuchJob',
    )
    expect(jobClassProblem('', null)).toBe('任务类名不能为空')
    expect(jobClassProblem('org.jeecg.modules.quartz.job.SampleJob', 'anything')).toBeNull()
  })

  it('checks the parameters of the jobs that read one', () => {
    const asyncJob = 'org.jeecg.modules.quartz.job.AsyncJob'
    const cleanLog = 'org.jeecg.modules.quartz.job.CleanSysLogJob'
    expect(jobClassProblem(asyncJob, null)).toBeNull()
    expect(jobClassProblem(asyncJob, '250')).toBeNull()
    expect(jobClassProblem(asyncJob, '10001')).toContain('毫秒')
    expect(jobClassProblem(asyncJob, 'soon')).toContain('毫秒')
    expect(jobClassProblem(cleanLog, '')).toBeNull()
    expect(jobClassProblem(cleanLog, '7')).toBeNull()
    expect(jobClassProblem(cleanLog, '0')).toContain('保留天数')
    expect(jobClassProblem(cleanLog, '-3')).toContain('保留天数')
  })

  it('runs the demo jobs', async () => {
    const sample = classOf('org.jeecg.modules.quartz.job.SampleJob')
    const param = classOf('org.jeecg.modules.quartz.job.SampleParamJob')
    expect(await sample.run(context(null))).toBe('hello')
    expect(await param.run(context('scott'))).toBe('hello, scott')
    expect(await param.run(context(''))).toBe('hello, (无参数)')
  })

  it('lets AsyncJob wait, and stop early when the server closes', async () => {
    const asyncJob = classOf('org.jeecg.modules.quartz.job.AsyncJob')
    const started = Date.now()
    expect(await asyncJob.run(context('30'))).toBe('AsyncJob 完成，等待 30 ms')
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
    const closing = new AbortController()
    const run = asyncJob.run({ ...context('5000'), signal: closing.signal })
    closing.abort()
    await expect(run).rejects.toThrow('服务停止')
  })
})
