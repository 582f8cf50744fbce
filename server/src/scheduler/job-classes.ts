import type { Queryable } from '../db/database'

/**
 * The job classes a scheduled job (sys_quartz_job.job_class_name) may name. Upstream instantiates any Java class
 * by name; here the names map onto this fixed, typed registry, so a row can never run arbitrary code.
 */
export interface JobRunContext {
  db: Queryable
  jobId: string
  /** sys_quartz_job.parameter, as stored ('' and null: none). */
  parameter: string | null
  /** Aborted when the server closes: a long job should stop early. */
  signal: AbortSignal
}

/** A text of the job class list (GET /sys/quartzJob/jobClasses), in Chinese and English. */
export interface JobClassText {
  zh: string
  en: string
}

export interface JobClass {
  /** A short name for the class select. */
  title: JobClassText
  /** What the job does. */
  description: JobClassText
  /** What its parameter means; absent: it reads none. */
  parameter?: JobClassText
  /** Does the work; the text it returns is the log row's message. A throw is a failed run. */
  run(context: JobRunContext): Promise<string>
  /** Why a parameter is unusable (a Chinese message), checked at add and edit; absent: any parameter. */
  parameterProblem?(parameter: string | null): string | null
}

const MAX_ASYNC_MS = 10_000
const DEFAULT_ASYNC_MS = 1_000
const DEFAULT_KEEP_DAYS = 30
const MAX_KEEP_DAYS = 3650

const blank = (parameter: string | null) => parameter === null || parameter.trim() === ''

/** Milliseconds AsyncJob waits: its parameter, or one second. */
function asyncDelay(parameter: string | null): number | null {
  if (blank(parameter)) return DEFAULT_ASYNC_MS
  const text = (parameter ?? '').trim()
  if (!/^\d{1,6}$/.test(text)) return null
  const ms = Number(text)
  return ms <= MAX_ASYNC_MS ? ms : null
}

/** Days CleanSysLogJob keeps: its parameter, or 30. */
function keepDays(parameter: string | null): number | null {
  if (blank(parameter)) return DEFAULT_KEEP_DAYS
  const text = (parameter ?? '').trim()
  if (!/^\d{1,4}$/.test(text)) return null
  const days = Number(text)
  return days >= 1 && days <= MAX_KEEP_DAYS ? days : null
}

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(new Error('服务停止，任务中止'))
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(new Error('服务停止，任务中止'))
    }
    signal.addEventListener('abort', onAbort, { once: true })
  })
}

export const jobClasses = {
  'org.jeecg.modules.quartz.job.SampleJob': {
    title: { zh: '示例任务', en: 'Sample job' },
    description: { zh: '演示用：每次运行记录“hello”。', en: 'A demonstration job: logs "hello".' },
    run: () => Promise.resolve('hello'),
  },
  'org.jeecg.modules.quartz.job.SampleParamJob': {
    title: { zh: '带参数的示例任务', en: 'Sample job with a parameter' },
    description: {
      zh: '演示用：每次运行记录“hello, <参数>”。',
      en: 'A demonstration job with a parameter: logs "hello, <parameter>".',
    },
    parameter: { zh: '任意文本', en: 'Any text' },
    run: ({ parameter }) => Promise.resolve(`hello, ${blank(parameter) ? '(无参数)' : parameter}`),
  },
  'org.jeecg.modules.quartz.job.AsyncJob': {
    title: { zh: '耗时任务', en: 'Slow job' },
    description: {
      zh: `等待参数指定的毫秒数（默认${DEFAULT_ASYNC_MS}，最多${MAX_ASYNC_MS}）；上一次运行尚未结束时，本次跳过（不并发执行）。`,
      en:
        `A slow job (upstream: @DisallowConcurrentExecution): waits the parameter in milliseconds (default ` +
        `${DEFAULT_ASYNC_MS}, at most ${MAX_ASYNC_MS}). A run still busy when the next is due makes that next run skip.`,
    },
    parameter: { zh: `等待毫秒数（0-${MAX_ASYNC_MS}）`, en: `Milliseconds to wait (0-${MAX_ASYNC_MS})` },
    async run({ parameter, signal }) {
      const ms = asyncDelay(parameter) ?? DEFAULT_ASYNC_MS
      await wait(ms, signal)
      return `AsyncJob 完成，等待 ${ms} ms`
    },
    parameterProblem: (parameter) =>
      asyncDelay(parameter) === null ? `参数应为等待毫秒数（0-${MAX_ASYNC_MS}的整数）` : null,
  },
  'org.jeecg.modules.quartz.job.CleanExpiredTokenJob': {
    title: { zh: '清理过期令牌', en: 'Clean expired tokens' },
    description: {
      zh: '删除过期或已退出登录超过一天的会话令牌。',
      en: 'Deletes the sessions (auth_session) that expired, or were revoked at logout, over a day ago.',
    },
    async run({ db }) {
      const deleted = await db.query(
        `DELETE FROM auth_session
         WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day' RETURNING id`,
      )
      return `清理过期令牌 ${deleted.length} 个`
    },
  },
  'org.jeecg.modules.quartz.job.CleanSysLogJob': {
    title: { zh: '清理日志', en: 'Clean logs' },
    description: {
      zh: `删除早于参数天数（默认${DEFAULT_KEEP_DAYS}天）的系统日志和定时任务执行日志。`,
      en:
        'Deletes system logs (sys_log) and job runs (sys_quartz_job_log) older than the parameter in days ' +
        `(default ${DEFAULT_KEEP_DAYS}).`,
    },
    parameter: { zh: `保留天数（1-${MAX_KEEP_DAYS}）`, en: `Days to keep (1-${MAX_KEEP_DAYS})` },
    async run({ db, parameter }) {
      const days = keepDays(parameter)
      if (days === null) throw new Error(`参数应为保留天数（1-${MAX_KEEP_DAYS}的整数）：${parameter ?? ''}`)
      const logs = await db.query(
        `DELETE FROM sys_log WHERE create_time < now() - make_interval(days => $1) RETURNING id`,
        [days],
      )
      const runs = await db.query(
        `DELETE FROM sys_quartz_job_log WHERE start_time < now() - make_interval(days => $1) RETURNING id`,
        [days],
      )
      return `清理${days}天前的日志：系统日志 ${logs.length} 条，任务日志 ${runs.length} 条`
    },
    parameterProblem: (parameter) =>
      keepDays(parameter) === null ? `参数应为保留天数（1-${MAX_KEEP_DAYS}的整数）` : null,
  },
} satisfies Record<string, JobClass>

export type JobClassName = keyof typeof jobClasses

/** The job class of a name, or undefined for a name the registry does not have. */
export function jobClassOf(name: string | null | undefined): JobClass | undefined {
  if (!name || !Object.hasOwn(jobClasses, name)) return undefined
  return (jobClasses as Record<string, JobClass>)[name]
}

/** Why a job (class name and parameter) cannot be run, as upstream words it; null when it can. */
export function jobClassProblem(name: string | null | undefined, parameter: string | null): string | null {
  if (!name || name.trim() === '') return '任务类名不能为空'
  const jobClass = jobClassOf(name)
  if (!jobClass) return `后台找不到该类名：${name}`
  return jobClass.parameterProblem?.(parameter) ?? null
}

/** One class of the job class list, as GET /sys/quartzJob/jobClasses answers it. */
export interface JobClassInfo {
  className: string
  title: string
  titleEn: string
  description: string
  descriptionEn: string
  /** What its parameter means (null: it reads none). */
  parameter: string | null
  parameterEn: string | null
}

/** Every class a job may name, in the registry's order. */
export function jobClassList(): JobClassInfo[] {
  return Object.entries(jobClasses as Record<string, JobClass>).map(([className, jobClass]) => ({
    className,
    title: jobClass.title.zh,
    titleEn: jobClass.title.en,
    description: jobClass.description.zh,
    descriptionEn: jobClass.description.en,
    parameter: jobClass.parameter?.zh ?? null,
    parameterEn: jobClass.parameter?.en ?? null,
  }))
}
