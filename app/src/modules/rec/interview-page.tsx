import { useMemo } from 'react'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { useCandidateOptions } from './api/candidates'
import { type InterviewRow } from './api/interviews'
import { useNames } from './api/option-names'
import { useUserOptions } from './api/users'
import { CandidateSelect, UserSelect } from './rec-controls'
import { interviewTimeWarning, wholeNumberIn } from './rec-rules'
import { msg, useT } from '@erp/ui-kit/i18n'

export const interviewFormFields = contractFormFields(
  'interview',
  ['candidateId', 'round', 'interviewerId', 'time', 'result', 'feedback'],
  {
    candidateId: { render: (props) => <CandidateSelect {...props} /> },
    round: { defaultValue: 1, rules: { validate: wholeNumberIn(msg('面试轮次'), 1, 10) } },
    time: { warn: interviewTimeWarning },
    interviewerId: { render: (props) => <UserSelect {...props} /> },
    result: { defaultValue: 'pending' },
  },
)

/** 面试 (menu component rec/InterviewList). */
export default function InterviewPage() {
  const t = useT()
  const candidateOptions = useCandidateOptions(true)
  const candidates = useNames(useCandidateOptions())
  const interviewers = useNames(useUserOptions())
  const definition = useMemo<ResourceDefinition<'/rec/interview'>>(
    () => ({
      base: '/rec/interview',
      title: t('面试'),
      columns: contractColumns<InterviewRow>(
        'interview',
        ['candidateId', 'round', 'interviewerId', 'time', 'result', 'feedback'],
        {
          candidateId: { render: (row) => candidates.get(String(row.candidateId ?? '')) ?? '' },
          interviewerId: { render: (row) => interviewers.get(String(row.interviewerId ?? '')) ?? '' },
          round: { render: (row) => t('第{{round}}轮', { round: row.round ?? '' }) },
          feedback: { sortable: false },
        },
      ),
      queryFields: [
        { name: 'candidateId', label: t('候选人'), kind: 'select', options: candidateOptions },
        ...contractQueryFields('interview', ['result', 'time']),
      ],
      formFields: interviewFormFields,
      excel: { exportPath: '/rec/interview/exportXls', importPath: '/rec/interview/importExcel' },
      permissions: {
        add: 'rec:interview:add',
        edit: 'rec:interview:edit',
        delete: 'rec:interview:delete',
        export: 'rec:interview:export',
        import: 'rec:interview:import',
      },
      defaultSort: { column: 'time', order: 'desc' },
    }),
    [candidates, interviewers, candidateOptions, t],
  )
  return <ResourceListPage definition={definition} />
}
