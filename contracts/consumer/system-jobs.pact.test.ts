/**
 * Consumer contract of the scheduled jobs page beyond its generic CRUD (docs/spec.md §7 quartz): run once, resume,
 * pause and the run log of a job. The REAL client of @erp/openapi is used.
 */
import { MatchersV3 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { PACT_FIXTURE as F } from '../pact-names'
import { newPact } from './pact-helpers'
import { dateTime, interaction, page } from './system-helpers'

const { eachLike, like, integer, regex } = MatchersV3

const pact = newPact()
const JOB_CLASS = 'org.jeecg.modules.quartz.job.CleanSysLogJob'
const run = {
  id: like(F.quartzJobLog),
  jobId: F.quartzJob,
  jobClassName: JOB_CLASS,
  startTime: dateTime(),
  endTime: dateTime(),
  durationMs: integer(12),
  status: regex('^(success|failure)$', 'success'),
}

describe('scheduled jobs', () => {
  it('GET /sys/quartzJob/logList pages the runs of a job', async () => {
    await interaction(pact, {
      description: 'a request for the run log of the fixture job',
      method: 'GET',
      path: '/sys/quartzJob/logList',
      query: { jobId: F.quartzJob, pageNo: '1', pageSize: '10' },
      result: page(eachLike(run)),
      check: async (client) => {
        const { data } = await client.GET('/sys/quartzJob/logList', {
          params: { query: { jobId: F.quartzJob, pageNo: 1, pageSize: 10 } },
        })
        expect(data?.result?.records[0]).toMatchObject({ jobId: F.quartzJob, status: 'success' })
      },
    })
  })

  it('GET /sys/quartzJob/execute runs a job once and answers the run', async () => {
    await interaction(pact, {
      description: 'a request to run the fixture job once',
      method: 'GET',
      path: '/sys/quartzJob/execute',
      query: { id: F.quartzJob },
      result: { ...run, message: like('清理30天前的日志：系统日志 0 条，任务日志 0 条') },
      message: '执行成功!',
      check: async (client) => {
        const { data } = await client.GET('/sys/quartzJob/execute', {
          params: { query: { id: F.quartzJob } },
        })
        expect(data?.result?.status).toBe('success')
        expect(data?.result?.jobId).toBe(F.quartzJob)
      },
    })
  })

  it('GET /sys/quartzJob/resume starts a job', async () => {
    await interaction(pact, {
      description: 'a request to resume the fixture job',
      method: 'GET',
      path: '/sys/quartzJob/resume',
      query: { jobClassName: JOB_CLASS },
      result: null,
      message: '恢复定时任务成功',
      check: async (client) => {
        const { data } = await client.GET('/sys/quartzJob/resume', {
          params: { query: { jobClassName: JOB_CLASS } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })

  it('GET /sys/quartzJob/jobClasses lists the job classes the server can run, with what each does', async () => {
    await interaction(pact, {
      description: 'a request for the job classes the server knows',
      method: 'GET',
      path: '/sys/quartzJob/jobClasses',
      result: eachLike({
        className: like(JOB_CLASS),
        title: like('清理系统日志'),
        titleEn: like('Clean the system log'),
        description: like('删除过期的系统日志。'),
        descriptionEn: like('Deletes old log rows.'),
      }),
      check: async (client) => {
        const { data } = await client.GET('/sys/quartzJob/jobClasses')
        expect(data?.success).toBe(true)
        expect(data?.result?.[0]?.className).toBe(JOB_CLASS)
      },
    })
  })

  it('GET /sys/quartzJob/pause stops a job', async () => {
    await interaction(pact, {
      description: 'a request to pause the fixture job',
      method: 'GET',
      path: '/sys/quartzJob/pause',
      query: { jobClassName: JOB_CLASS },
      result: null,
      message: '停止定时任务成功',
      check: async (client) => {
        const { data } = await client.GET('/sys/quartzJob/pause', {
          params: { query: { jobClassName: JOB_CLASS } },
        })
        expect(data?.success).toBe(true)
      },
    })
  })
})
