import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import type { RowOf } from '../../../lib/resource/crud-client'
import { contractColumns, contractFormFields, contractQueryFields } from '../../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../../lib/resource/resource-definition'
import { ResourceListPage } from '../../../lib/resource/resource-list-page'
import { useListController } from '../../../lib/resource/use-list-controller'
import { CronField } from './quartz-job-cron-field'
import { JobClassField } from './quartz-job-class-field'
import { jobLogKeys, runJobAction, type JobAction } from './api/quartz-job-runs'
import { QuartzJobLogDrawer } from './quartz-job-log-drawer'

type JobRow = RowOf<'/sys/quartzJob'>

/** Upstream quartz_status: 0 正常 (scheduled), -1 停止. */
export const JOB_STATUS = { running: 0, stopped: -1 } as const

export const QUARTZ_MESSAGES = {
  title: msg('定时任务'),
  running: msg('运行中'),
  stopped: msg('已停止'),
  start: msg('启动'),
  stop: msg('停止'),
  execute: msg('立即执行'),
  log: msg('执行日志'),
  confirmStart: msg('确定启动该任务吗?'),
  startHint: msg('启动后按 cron 表达式定时执行。'),
  confirmStop: msg('确定停止该任务吗?'),
  stopHint: msg('停止后不再定时执行，正在进行的执行会先完成。'),
  confirmExecute: msg('确定立即执行一次该任务吗?'),
  executeHint: msg('无论任务是否启动都会执行一次，结果记入执行日志。'),
}

const isRunning = (row: JobRow) => Number(row.status) === JOB_STATUS.running

export const quartzJobResource: ResourceDefinition<'/sys/quartzJob'> = {
  base: '/sys/quartzJob',
  title: QUARTZ_MESSAGES.title,
  columns: contractColumns<JobRow>(
    'quartzJob',
    ['jobClassName', 'cronExpression', 'parameter', 'description', 'status'],
    {
      jobClassName: { width: 320, render: (row) => <span className="break-all">{row.jobClassName}</span> },
      cronExpression: {
        width: 150,
        render: (row) => <code className="font-mono text-xs">{row.cronExpression}</code>,
      },
      status: {
        width: 100,
        render: (row) =>
          isRunning(row) ? (
            <Badge variant="success">{t(QUARTZ_MESSAGES.running)}</Badge>
          ) : (
            <Badge>{t(QUARTZ_MESSAGES.stopped)}</Badge>
          ),
      },
    },
  ),
  queryFields: contractQueryFields('quartzJob', ['jobClassName', 'status']),
  formFields: contractFormFields(
    'quartzJob',
    ['jobClassName', 'cronExpression', 'parameter', 'status', 'description'],
    {
      // A select of the classes the server knows, with what the chosen one does; several jobs may share one.
      jobClassName: { wide: true, render: (props) => <JobClassField {...props} /> },
      cronExpression: { wide: true, render: (props) => <CronField {...props} /> },
      status: { kind: 'radio', defaultValue: JOB_STATUS.stopped, rules: { required: true } },
      description: { kind: 'textarea' },
    },
  ),
  excel: { exportPath: '/sys/quartzJob/exportXls', importPath: '/sys/quartzJob/importExcel' },
  toBody: (values, editing) => ({
    ...(editing ? { id: editing.id } : {}),
    jobClassName: String(values.jobClassName ?? '').trim(),
    cronExpression: String(values.cronExpression ?? '').trim(),
    parameter: values.parameter === '' || values.parameter === null ? null : String(values.parameter),
    description: values.description === '' || values.description === null ? null : String(values.description),
    status: values.status === '' || values.status === null ? JOB_STATUS.stopped : Number(values.status),
  }),
}

type Pending = { kind: JobAction; row: JobRow } | null

/**
 * 定时任务 (upstream system/QuartzJobList): the CRUD list, plus 启动 / 停止 by status, 立即执行 and the run log
 * (our addition: a drawer over /sys/quartzJob/logList).
 */
export default function QuartzJobPage() {
  const t = useT()
  const list = useListController(quartzJobResource)
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<Pending>(null)
  const [logOf, setLogOf] = useState<JobRow | null>(null)
  const m = QUARTZ_MESSAGES

  const action = useMutation({
    mutationFn: ({ kind, row }: { kind: JobAction; row: JobRow }) => runJobAction(kind, row),
    onSuccess: (message) => toast.success(message),
    onError: (error) => toast.error(messageOf(error)),
    onSettled: async () => {
      await Promise.all([list.refresh(), queryClient.invalidateQueries({ queryKey: jobLogKeys.all })])
    },
  })

  const confirmText =
    pending?.kind === 'start'
      ? { title: t(m.confirmStart), description: t(m.startHint), variant: 'primary' as const }
      : pending?.kind === 'stop'
        ? { title: t(m.confirmStop), description: t(m.stopHint), variant: 'danger' as const }
        : { title: t(m.confirmExecute), description: t(m.executeHint), variant: 'primary' as const }

  return (
    <>
      <ResourceListPage
        definition={quartzJobResource}
        controller={list}
        rowActions={(row) => (
          <>
            {isRunning(row) ? (
              <Button size="sm" variant="link" onClick={() => setPending({ kind: 'stop', row })}>
                {t(m.stop)}
              </Button>
            ) : (
              <Button size="sm" variant="link" onClick={() => setPending({ kind: 'start', row })}>
                {t(m.start)}
              </Button>
            )}
            <Button size="sm" variant="link" onClick={() => setPending({ kind: 'execute', row })}>
              {t(m.execute)}
            </Button>
            <Button size="sm" variant="link" onClick={() => setLogOf(row)}>
              {t(m.log)}
            </Button>
          </>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? null : setPending(null))}
        title={confirmText.title}
        description={confirmText.description}
        variant={confirmText.variant}
        pending={action.isPending}
        onConfirm={() => {
          if (pending) action.mutate(pending)
          setPending(null)
        }}
      />
      {logOf ? (
        <QuartzJobLogDrawer
          jobId={logOf.id}
          jobName={logOf.description || logOf.jobClassName || logOf.id}
          onOpenChange={(open) => (open ? null : setLogOf(null))}
        />
      ) : null}
    </>
  )
}
