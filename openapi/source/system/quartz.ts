/**
 * Scheduled jobs beyond their CRUD (upstream QuartzJobController): pause, resume, run once, and (our additions)
 * the run log and the list of job classes. The CRUD operations of /sys/quartzJob come from src/resources.ts; the server keeps the scheduler in
 * step with them (add and edit refuse an unknown job class or an invalid cron expression).
 */
import { pageSizeParam, type CompactOperation, type Json, type ParameterDef, ref } from '../compact'

const TAG = 'scheduled jobs'

export const tags: Record<string, string> = { [TAG]: 'Scheduled (quartz) jobs' }

const EXAMPLE_JOB_ID = 'df26ecacfa62283fe4de99c21f2d4c20'
const EXAMPLE_CLASS = 'org.jeecg.modules.quartz.job.CleanExpiredTokenJob'

const JOB_CLASSES =
  'Job classes the server knows (upstream names): `org.jeecg.modules.quartz.job.SampleJob` (logs "hello"), ' +
  '`…SampleParamJob` (logs its parameter), `…AsyncJob` (waits the parameter in ms, at most 10000; no ' +
  'concurrent runs), `…CleanExpiredTokenJob` (deletes sessions expired over a day ago), `…CleanSysLogJob` ' +
  '(deletes sys_log and job runs older than the parameter in days, default 30).'

/** Pause and resume name the job by id (as the upstream 2.4.6 client does) or every job of a class. */
const jobSelector: Record<string, ParameterDef> = {
  id: {
    schema: { type: 'string', maxLength: 32 },
    description: 'The job id (the upstream 2.4.6 client sends it); with it, `jobClassName` is ignored',
    example: EXAMPLE_JOB_ID,
  },
  jobClassName: {
    schema: { type: 'string', maxLength: 255 },
    description:
      'Without `id`: every live job of this class (several jobs may run one class with different parameters)',
  },
}

const SELECTOR_TEXT =
  'The job is named by `id`, or by `jobClassName` for every live job of that class; neither → HTTP 400 ' +
  '`请求参数不正确: query.id 或 query.jobClassName 至少填写一个`.'

const EXAMPLE_LOG = {
  id: '1580000000000000000000000000000f',
  jobId: EXAMPLE_JOB_ID,
  jobClassName: EXAMPLE_CLASS,
  startTime: '2026-11-22 09:30:00',
  endTime: '2026-11-22 09:30:00',
  durationMs: 3,
  status: 'success',
  message: '清理过期令牌 0 个',
  createTime: '2026-11-22 09:30:00',
}

const EXAMPLE_CLASS_INFO = {
  className: EXAMPLE_CLASS,
  title: '清理过期令牌',
  titleEn: 'Clean expired tokens',
  description: '删除过期或已退出登录超过一天的会话令牌。',
  descriptionEn:
    'Deletes the sessions (auth_session) that expired, or were revoked at logout, over a day ago.',
  parameter: null,
  parameterEn: null,
}

export const schemas: Record<string, Json> = {
  QuartzJobClass: {
    type: 'object',
    description: 'A job class a scheduled job may name, with what it does (Chinese, and English in *En)',
    required: ['className', 'title', 'titleEn', 'description', 'descriptionEn', 'parameter', 'parameterEn'],
    properties: {
      className: { type: 'string', description: 'The value of jobClassName (upstream names)' },
      title: { type: 'string', description: 'A short name' },
      titleEn: { type: 'string' },
      description: { type: 'string', description: 'What a run does' },
      descriptionEn: { type: 'string' },
      parameter: {
        type: ['string', 'null'],
        description: 'What the parameter means; null: the class reads none',
      },
      parameterEn: { type: ['string', 'null'] },
    },
  },
  QuartzJobLog: {
    type: 'object',
    description: 'One run of a scheduled job (sys_quartz_job_log): scheduled, or run once by /execute',
    required: ['id', 'jobId', 'jobClassName', 'startTime', 'endTime', 'durationMs', 'status'],
    properties: {
      id: { type: 'string' },
      jobId: { type: 'string', description: 'The job (sys_quartz_job.id); it may since have been deleted' },
      jobClassName: { type: 'string' },
      startTime: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' },
      endTime: { type: 'string', description: 'yyyy-MM-dd HH:mm:ss' },
      durationMs: { type: 'integer', minimum: 0 },
      status: { type: 'string', enum: ['success', 'failure'] },
      message: { type: ['string', 'null'], description: "The job's output, or the error of a failed run" },
      createTime: { type: ['string', 'null'] },
      instanceId: {
        type: ['string', 'null'],
        description:
          'The server instance that ran it (env INSTANCE_ID, or host:pid); null for runs logged before it was kept',
      },
    },
  },
}

export const operations: CompactOperation[] = [
  {
    method: 'get',
    path: '/sys/quartzJob/pause',
    operationId: 'quartzJobPause',
    tag: TAG,
    summary: 'Stop a scheduled job (status -1)',
    description:
      'Unschedules the job and waits for a run in progress; no run of it is logged after the answer. ' +
      `Stopping a stopped job succeeds. ${SELECTOR_TEXT}`,
    query: jobSelector,
    result: { type: 'null' },
    example: { result: null, message: '停止定时任务成功' },
    refusals: ['定时任务不存在！'],
  },
  {
    method: 'get',
    path: '/sys/quartzJob/resume',
    operationId: 'quartzJobResume',
    tag: TAG,
    summary: 'Start a scheduled job again (status 0)',
    description:
      `Schedules the job on its cron expression. ${SELECTOR_TEXT} Several jobs of a class start all or none: ` +
      `one that cannot be scheduled leaves them all as they were. ${JOB_CLASSES}`,
    query: jobSelector,
    result: { type: 'null' },
    example: { result: null, message: '恢复定时任务成功' },
    refusals: ['定时任务不存在！', '后台找不到该类名：…', 'cron表达式不正确：…'],
  },
  {
    method: 'get',
    path: '/sys/quartzJob/execute',
    operationId: 'quartzJobExecute',
    tag: TAG,
    summary: 'Run a job once now, whatever its status, and wait for it',
    description:
      'The run is logged like a scheduled one; `result` is its log row (upstream answers null). A run that ' +
      "fails answers success false with the job's error.",
    query: {
      id: {
        schema: { type: 'string', minLength: 1, maxLength: 32 },
        required: true,
        description: 'The job id',
        example: EXAMPLE_JOB_ID,
      },
    },
    result: ref('QuartzJobLog'),
    example: { result: EXAMPLE_LOG, message: '执行成功!' },
    refusals: ['未找到对应实体', '执行失败!…'],
  },
  {
    method: 'get',
    path: '/sys/quartzJob/jobClasses',
    operationId: 'quartzJobClasses',
    tag: TAG,
    summary:
      'The job classes a job may name, with what each does (our addition: upstream takes any class name)',
    description:
      'Add and edit refuse any other class (`后台找不到该类名：…`). Several jobs may name one class, with different ' +
      'parameters.',
    result: { type: 'array', items: ref('QuartzJobClass') },
    example: { code: 0, result: [EXAMPLE_CLASS_INFO] },
  },
  {
    method: 'get',
    path: '/sys/quartzJob/logList',
    operationId: 'quartzJobLogList',
    tag: TAG,
    summary: 'Page of job runs, newest first (our addition: upstream has no run log)',
    query: {
      jobId: { schema: { type: 'string', maxLength: 32 }, description: 'Only the runs of this job' },
      status: { schema: { type: 'string', enum: ['success', 'failure'] }, description: 'Only these runs' },
      pageNo: {
        schema: { type: 'integer', minimum: 0, maximum: 2147483647, default: 1, 'x-floor': 1 },
        description:
          "Page number, from 1; 0 is answered as page 1 (upstream's list mixin asks for page 0 after deleting the last row)",
      },
      pageSize: pageSizeParam(1000),
    },
    result: {
      allOf: [
        ref('Page'),
        { type: 'object', properties: { records: { type: 'array', items: ref('QuartzJobLog') } } },
      ],
    },
    example: {
      code: 0,
      result: { records: [EXAMPLE_LOG], total: 1, size: 10, current: 1, pages: 1 },
    },
  },
]
