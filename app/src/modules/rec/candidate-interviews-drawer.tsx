import { Badge } from '@erp/ui-kit/badge'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { Drawer, DrawerContent, DrawerDescription, DrawerTitle } from '@erp/ui-kit/drawer'
import { useQuery } from '@tanstack/react-query'
import { messageOf } from '../../lib/api-errors'
import { candidateInterviewsQuery, type InterviewRow } from './api/interviews'
import { useNames } from './api/option-names'
import { useUserOptions } from './api/users'
import { dictText, msg, t, useT } from '@erp/ui-kit/i18n'

export const INTERVIEWS_MESSAGES = {
  title: (name: string) => t('面试记录：{{name}}', { name }),
  description: msg('该候选人的全部面试轮次，在「面试」菜单中安排和填写评价。'),
  empty: msg('暂无面试记录'),
}

const RESULT_VARIANT: Record<string, 'success' | 'danger' | 'warning'> = {
  pass: 'success',
  fail: 'danger',
  pending: 'warning',
}

/** The interviews of one candidate (/rec/interview/list?candidateId=), by round. */
export function CandidateInterviewsDrawer({
  candidate,
  onOpenChange,
}: {
  candidate: { id: string; name: string }
  onOpenChange: (open: boolean) => void
}) {
  const t = useT()
  const interviews = useQuery(candidateInterviewsQuery(candidate.id))
  const interviewers = useNames(useUserOptions())
  const columns: DataColumn<InterviewRow>[] = [
    {
      key: 'round',
      title: t('轮次'),
      width: 60,
      render: (row) => t('第{{round}}轮', { round: row.round ?? '' }),
    },
    { key: 'time', title: t('面试时间'), width: 160 },
    {
      key: 'interviewerId',
      title: t('面试官'),
      width: 100,
      render: (row) => interviewers.get(String(row.interviewerId ?? '')) ?? '',
    },
    {
      key: 'result',
      title: t('结果'),
      width: 80,
      render: (row) =>
        row.result ? (
          <Badge variant={RESULT_VARIANT[row.result] ?? 'default'}>
            {dictText('interview_result', row.result, row.result_dictText ?? row.result)}
          </Badge>
        ) : null,
    },
    {
      key: 'feedback',
      title: t('面试评价'),
      render: (row) => <span className="whitespace-pre-wrap">{row.feedback ?? ''}</span>,
    },
  ]
  return (
    <Drawer open onOpenChange={onOpenChange}>
      <DrawerContent width={720}>
        <DrawerTitle className="pr-8 text-base font-semibold">
          {INTERVIEWS_MESSAGES.title(candidate.name)}
        </DrawerTitle>
        <DrawerDescription className="mt-1 mb-3 text-sm text-muted-foreground">
          {t(INTERVIEWS_MESSAGES.description)}
        </DrawerDescription>
        {interviews.error ? (
          <p role="alert" className="mb-2 text-sm text-danger-strong">
            {messageOf(interviews.error)}
          </p>
        ) : null}
        <DataTable
          caption={t('面试记录')}
          columns={columns}
          rows={interviews.data ?? []}
          rowKey={(row) => row.id}
          loading={interviews.isFetching}
          emptyText={t(INTERVIEWS_MESSAGES.empty)}
        />
      </DrawerContent>
    </Drawer>
  )
}
