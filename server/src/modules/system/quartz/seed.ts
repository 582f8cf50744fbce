import type { Queryable } from '../../../db/database'
import type { JobClassName } from '../../../scheduler/job-classes'
import { STATUS_STOPPED } from '../../../scheduler/scheduler'

/** Tables of the scheduled jobs and their run log, emptied by the test reset before seeding again (children first). */
export const quartzTables: string[] = ['sys_quartz_job_log', 'sys_quartz_job']

interface JobSeed {
  id: string
  jobClassName: JobClassName
  cronExpression: string
  parameter: string | null
  description: string
}

/** Demo jobs, all stopped (status -1): nothing runs until somebody resumes one. Cron expressions in Quartz style. */
export const seedJobs: readonly JobSeed[] = [
  {
    id: '7f3e5a0c2b1d4e8f9a6b3c2d1e0f5a01',
    jobClassName: 'org.jeecg.modules.quartz.job.SampleJob',
    cronExpression: '0/1 * * * * ?',
    parameter: null,
    description: '示例任务：每秒写一条日志 hello',
  },
  {
    id: '7f3e5a0c2b1d4e8f9a6b3c2d1e0f5a02',
    jobClassName: 'org.jeecg.modules.quartz.job.SampleParamJob',
    cronExpression: '0/1 * * * * ?',
    parameter: 'scott',
    description: '带参示例任务：每秒写一条带参数的日志',
  },
  {
    id: '7f3e5a0c2b1d4e8f9a6b3c2d1e0f5a03',
    jobClassName: 'org.jeecg.modules.quartz.job.AsyncJob',
    cronExpression: '0/3 * * * * ?',
    parameter: '1000',
    description: '慢任务示例：每3秒执行，等待参数毫秒，不并发执行',
  },
  {
    id: 'df26ecacfa62283fe4de99c21f2d4c20',
    jobClassName: 'org.jeecg.modules.quartz.job.CleanExpiredTokenJob',
    cronExpression: '0 0 * * * ?',
    parameter: null,
    description: '每小时清理过期一天以上的登录令牌',
  },
  {
    id: '7f3e5a0c2b1d4e8f9a6b3c2d1e0f5a05',
    jobClassName: 'org.jeecg.modules.quartz.job.CleanSysLogJob',
    cronExpression: '0 0 2 * * ?',
    parameter: '30',
    description: '每天2点清理30天前的系统日志和任务日志',
  },
]

/** Seeds the demo jobs; their run log starts empty (the test reset seeds again). */
export async function seedQuartzJobs(db: Queryable): Promise<void> {
  await db.query('DELETE FROM sys_quartz_job_log')
  for (const [index, job] of seedJobs.entries()) {
    await db.query(
      `INSERT INTO sys_quartz_job (id, job_class_name, cron_expression, parameter, description, status, create_by,
         create_time)
       VALUES ($1, $2, $3, $4, $5, $6, 'admin', timestamp '2026-11-01 09:00' + $7 * interval '1 minute')`,
      [job.id, job.jobClassName, job.cronExpression, job.parameter, job.description, STATUS_STOPPED, index],
    )
  }
}
