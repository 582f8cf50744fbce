import { Button } from '@erp/ui-kit/button'
import { ConfirmDialog } from '@erp/ui-kit/confirm-dialog'
import { Segmented } from '@erp/ui-kit/segmented'
import { useMemo, useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { contractColumns, contractFormFields, contractQueryFields } from '../../lib/resource/from-contract'
import type { ResourceDefinition } from '../../lib/resource/resource-definition'
import { ResourceListPage } from '../../lib/resource/resource-list-page'
import { CandidateBoard } from './candidate-board'
import { CandidateInterviewsDrawer } from './candidate-interviews-drawer'
import { STAGE_TEXT } from './api/candidate-stage'
import { candidateActions, useCandidateFacts, type CandidateRow } from './api/candidates'
import { useRequisitions } from './api/requisitions'
import { fileUrl, Rating, RequisitionSelect, ResumeUpload } from './rec-controls'
import { useCandidateMoves } from './use-candidate-moves'
import { msg, t, useT } from '@erp/ui-kit/i18n'

export const CANDIDATE_MESSAGES = {
  views: msg('视图'),
  list: msg('列表'),
  board: msg('看板'),
  interviews: msg('面试记录'),
  toPool: msg('移入人才库'),
  reject: msg('淘汰'),
  confirmToPool: (name: string) => t('确定将「{{name}}」移入人才库吗?', { name }),
  toPoolDescription: msg('将在人才库中建立该候选人的档案，候选人阶段变为「未录用」。'),
  confirmReject: (name: string) => t('确定淘汰「{{name}}」吗?', { name }),
  rejectDescription: msg('候选人阶段变为「未录用」，之后可在看板上重新打开。'),
  resume: msg('简历'),
}

const RATINGS = [
  { value: '1', label: msg('1 星') },
  { value: '2', label: msg('2 星') },
  { value: '3', label: msg('3 星') },
  { value: '4', label: msg('4 星') },
  { value: '5', label: msg('5 星') },
]

export const candidateFormFields = contractFormFields(
  'candidate',
  ['name', 'phone', 'email', 'requisitionId', 'source', 'rating', 'resume'],
  {
    phone: { rules: { pattern: 'm' } },
    email: { rules: { pattern: 'e' } },
    requisitionId: { render: (props) => <RequisitionSelect {...props} /> },
    rating: { kind: 'select', options: RATINGS },
    resume: { render: (props) => <ResumeUpload {...props} />, wide: true },
  },
)

type View = 'list' | 'board'

/** 候选人 (menu component rec/CandidateList): a list and a board by stage, interviews and the talent pool. */
export default function CandidatePage() {
  const t = useT()
  const [view, setView] = useState<View>('list')
  const [interviewsOf, setInterviewsOf] = useState<CandidateRow | null>(null)
  const [pooling, setPooling] = useState<CandidateRow | null>(null)
  // 淘汰 is confirmed first, on the list and on the board.
  const [rejecting, setRejecting] = useState<CandidateRow | null>(null)
  const requisitions = useRequisitions()
  const canMove = useCan('rec:candidate:move')
  const canPool = useCan('rec:candidate:toTalent')
  const { move, toPool } = useCandidateMoves()
  const facts = useCandidateFacts()
  const requisitionOptions = useMemo(() => requisitions.data ?? [], [requisitions.data])
  const titles = useMemo(
    () => new Map(requisitionOptions.map((option) => [option.value, option.label])),
    [requisitionOptions],
  )

  const definition = useMemo<ResourceDefinition<'/rec/candidate'>>(
    () => ({
      base: '/rec/candidate',
      title: t('候选人'),
      columns: contractColumns<CandidateRow>(
        'candidate',
        ['name', 'phone', 'requisitionId', 'source', 'stage', 'rating', 'resume', 'createTime'],
        {
          requisitionId: { render: (row) => titles.get(String(row.requisitionId ?? '')) ?? '' },
          rating: { render: (row) => <Rating value={row.rating} /> },
          resume: {
            sortable: false,
            render: (row) =>
              row.resume ? (
                <a
                  href={fileUrl(row.resume)}
                  target="_blank"
                  rel="noreferrer"
                  className="text-primary-strong underline"
                >
                  {t(CANDIDATE_MESSAGES.resume)}
                </a>
              ) : null,
          },
        },
      ),
      queryFields: [
        ...contractQueryFields('candidate', ['name', 'phone']),
        { name: 'requisitionId', label: t('应聘职位'), kind: 'select', options: requisitionOptions },
        ...contractQueryFields('candidate', ['stage', 'source']),
      ],
      formFields: candidateFormFields,
      excel: { exportPath: '/rec/candidate/exportXls', importPath: '/rec/candidate/importExcel' },
      permissions: {
        add: 'rec:candidate:add',
        edit: 'rec:candidate:edit',
        delete: 'rec:candidate:delete',
        export: 'rec:candidate:export',
        import: 'rec:candidate:import',
      },
    }),
    [titles, requisitionOptions, t],
  )

  const header = (
    <Segmented<View>
      aria-label={t(CANDIDATE_MESSAGES.views)}
      className="w-48"
      value={view}
      onValueChange={setView}
      options={[
        { value: 'list', label: t(CANDIDATE_MESSAGES.list) },
        { value: 'board', label: t(CANDIDATE_MESSAGES.board) },
      ]}
    />
  )

  return (
    <>
      {view === 'list' ? (
        <ResourceListPage
          definition={definition}
          header={header}
          rowActions={(row) => {
            const { next, reject, toPool: canGoToPool } = candidateActions(row, facts)
            return (
              <>
                <Button size="sm" variant="link" onClick={() => setInterviewsOf(row)}>
                  {t(CANDIDATE_MESSAGES.interviews)}
                </Button>
                {canMove && next ? (
                  <Button size="sm" variant="link" onClick={() => move.mutate({ id: row.id, stage: next })}>
                    {t('推进到{{stage}}', { stage: t(STAGE_TEXT[next]) })}
                  </Button>
                ) : null}
                {canMove && reject ? (
                  <Button
                    size="sm"
                    variant="link"
                    className="text-danger-strong"
                    onClick={() => setRejecting(row)}
                  >
                    {t(CANDIDATE_MESSAGES.reject)}
                  </Button>
                ) : null}
                {canPool && canGoToPool ? (
                  <Button size="sm" variant="link" onClick={() => setPooling(row)}>
                    {t(CANDIDATE_MESSAGES.toPool)}
                  </Button>
                ) : null}
              </>
            )
          }}
        />
      ) : (
        <section className="space-y-4 rounded bg-surface p-4" aria-label={t('候选人看板')}>
          {header}
          <CandidateBoard
            actions={{ onInterviews: setInterviewsOf, onToPool: setPooling, onReject: setRejecting }}
          />
        </section>
      )}
      {interviewsOf ? (
        <CandidateInterviewsDrawer
          candidate={{ id: interviewsOf.id, name: String(interviewsOf.name ?? '') }}
          onOpenChange={(open) => (open ? null : setInterviewsOf(null))}
        />
      ) : null}
      <ConfirmDialog
        open={pooling !== null}
        onOpenChange={(open) => (open ? null : setPooling(null))}
        title={CANDIDATE_MESSAGES.confirmToPool(String(pooling?.name ?? ''))}
        description={t(CANDIDATE_MESSAGES.toPoolDescription)}
        onConfirm={() => {
          if (pooling) toPool.mutate(pooling.id)
          setPooling(null)
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        onOpenChange={(open) => (open ? null : setRejecting(null))}
        title={CANDIDATE_MESSAGES.confirmReject(String(rejecting?.name ?? ''))}
        description={t(CANDIDATE_MESSAGES.rejectDescription)}
        variant="danger"
        confirmLabel={t(CANDIDATE_MESSAGES.reject)}
        onConfirm={() => {
          if (rejecting) move.mutate({ id: rejecting.id, stage: 'rejected' })
          setRejecting(null)
        }}
      />
    </>
  )
}
