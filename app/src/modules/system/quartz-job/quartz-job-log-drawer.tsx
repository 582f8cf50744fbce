import { Badge } from '@erp/ui-kit/badge'
import { Button } from '@erp/ui-kit/button'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { messageOf } from '../../../lib/api-errors'
import { jobRunsQuery, type JobRun } from './api/quartz-job-runs'

export const JOB_LOG_MESSAGES = {
  title: (name: string) => t('执行日志：{{name}}', { name }),
  description: msg('每次执行（按计划或立即执行）的开始时间、耗时、结果和输出，最新的在前。'),
  refresh: msg('刷新'),
  startTime: msg('开始时间'),
  duration: msg('耗时(ms)'),
  status: msg('状态'),
  message: msg('信息'),
  success: msg('成功'),
  failure: msg('失败'),
  empty: msg('暂无执行记录'),
}

const PAGE_SIZE = 10

/** 执行日志: the runs of one job, paged, newest first, with a refresh button. */
export function QuartzJobLogDrawer({
  jobId,
  jobName,
  onOpenChange,
}: {
  jobId: string
  jobName: string
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const [pageNo, setPageNo] = useState(1)
  const runs = useQuery(jobRunsQuery(jobId, pageNo, PAGE_SIZE))
  const m = JOB_LOG_MESSAGES
  const columns: DataColumn<JobRun>[] = [
    { key: 'startTime', title: t(m.startTime), width: 170 },
    {
      key: 'durationMs',
      title: t(m.duration),
      width: 90,
      align: 'right',
      render: (run) => String(run.durationMs),
    },
    {
      key: 'status',
      title: t(m.status),
      width: 80,
      render: (run) =>
        run.status === 'success' ? (
          <Badge variant="success">{t(m.success)}</Badge>
        ) : (
          <Badge variant="danger">{t(m.failure)}</Badge>
        ),
    },
    {
      key: 'message',
      title: t(m.message),
      render: (run) => <span className="break-all whitespace-pre-wrap">{run.message ?? ''}</span>,
    },
  ]
  return (
    <Drawer open onOpenChange={onOpenChange}>
      <DrawerContent width={760}>
        <DrawerTitle className="pr-8 text-base font-semibold break-all">{m.title(jobName)}</DrawerTitle>
        <DrawerDescription className="mt-1 text-sm text-muted-foreground">
          {t(m.description)}
        </DrawerDescription>
        <div className="my-3 flex justify-end">
          <Button size="sm" loading={runs.isFetching} onClick={() => void runs.refetch()}>
            {t(m.refresh)}
          </Button>
        </div>
        {runs.error ? (
          <p role="alert" className="mb-2 text-sm text-danger-strong">
            {messageOf(runs.error)}
          </p>
        ) : null}
        <DataTable
          caption={t('执行日志')}
          columns={columns}
          rows={runs.data?.records ?? []}
          rowKey={(run) => run.id}
          loading={runs.isFetching}
          emptyText={t(m.empty)}
          pagination={{
            pageNo,
            pageSize: PAGE_SIZE,
            total: runs.data?.total ?? 0,
            onChange: (page) => setPageNo(page),
          }}
        />
      </DrawerContent>
    </Drawer>
  )
}
