import { Button } from '@erp/ui-kit/button'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useCan } from '../../hooks/use-can'
import { messageOf } from '../../lib/api-errors'
import { Select } from '@erp/ui-kit/select'
import { PIPELINE, STAGE_TEXT, type Stage } from './api/candidate-stage'
import { boardQuery, candidateActions, useCandidateFacts, type CandidateRow } from './api/candidates'
import { useRequisitions } from './api/requisitions'
import { Rating } from './rec-controls'
import { useCandidateMoves } from './use-candidate-moves'
import { msg, t, useT } from '@erp/ui-kit/i18n'

export const BOARD_MESSAGES = {
  allRequisitions: msg('全部职位'),
  requisition: msg('应聘职位'),
  advance: (name: string, stage: Stage) =>
    t('将{{name}}推进到{{stage}}', { name, stage: t(STAGE_TEXT[stage]) }),
  reject: (name: string) => t('淘汰{{name}}', { name }),
  reopen: (name: string) => t('重新打开{{name}}', { name }),
  interviews: (name: string) => t('{{name}}的面试记录', { name }),
  toPool: (name: string) => t('将{{name}}移入人才库', { name }),
  empty: msg('暂无候选人'),
  hint: msg('用卡片上的按钮推进、淘汰或重新打开候选人；阶段只能逐级推进'),
  needsInterview: msg('面试后才能发录用通知'),
}

export interface BoardActions {
  onInterviews: (candidate: CandidateRow) => void
  onToPool: (candidate: CandidateRow) => void
  /** 淘汰: the host confirms before moving the candidate to rejected. */
  onReject: (candidate: CandidateRow) => void
}

function CandidateCard({
  candidate,
  requisition,
  canMove,
  canPool,
  facts,
  actions,
  onMove,
}: {
  candidate: CandidateRow
  requisition: string
  canMove: boolean
  canPool: boolean
  facts: ReturnType<typeof useCandidateFacts>
  actions: BoardActions
  onMove: (stage: Stage, reopen?: boolean) => void
}) {
  const t = useT()
  const { stage, next, open, needsInterview, toPool } = candidateActions(candidate, facts)
  const name = String(candidate.name ?? '')
  return (
    <li className="space-y-1 rounded border border-border bg-surface p-2 text-sm shadow-sm" aria-label={name}>
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium">{name}</span>
        <Rating value={candidate.rating} />
      </div>
      <div className="text-xs text-muted-foreground">{requisition}</div>
      {candidate.phone ? <div className="text-xs text-muted-foreground">{candidate.phone}</div> : null}
      <div className="flex flex-wrap gap-1 pt-1">
        {canMove && open && next ? (
          <Button
            size="sm"
            variant="primary"
            aria-label={BOARD_MESSAGES.advance(name, next)}
            onClick={() => onMove(next)}
          >
            {t('推进到{{stage}}', { stage: t(STAGE_TEXT[next]) })}
          </Button>
        ) : null}
        {canMove && needsInterview ? (
          <span className="self-center text-xs text-muted-foreground">
            {t(BOARD_MESSAGES.needsInterview)}
          </span>
        ) : null}
        {canMove && open ? (
          <Button
            size="sm"
            aria-label={BOARD_MESSAGES.reject(name)}
            onClick={() => actions.onReject(candidate)}
          >
            {t('淘汰')}
          </Button>
        ) : null}
        {canMove && !open ? (
          <Button
            size="sm"
            aria-label={BOARD_MESSAGES.reopen(name)}
            onClick={() => onMove(stage === 'hired' ? 'offer' : 'applied', true)}
          >
            {t('重新打开')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="link"
          aria-label={BOARD_MESSAGES.interviews(name)}
          onClick={() => actions.onInterviews(candidate)}
        >
          {t('面试记录')}
        </Button>
        {canPool && toPool ? (
          <Button
            size="sm"
            variant="link"
            aria-label={BOARD_MESSAGES.toPool(name)}
            onClick={() => actions.onToPool(candidate)}
          >
            {t('入库')}
          </Button>
        ) : null}
      </div>
    </li>
  )
}

/** The choice of every requisition (the kit's Select keeps '' for "nothing chosen"). */
const ALL = '__all__'

/** 看板: the candidates by stage (applied → hired, rejected aside), moved with the cards' buttons. */
export function CandidateBoard({ actions }: { actions: BoardActions }) {
  const t = useT()
  const [choice, setRequisitionId] = useState(ALL)
  const requisitionId = choice === ALL ? '' : choice
  const requisitions = useRequisitions()
  const titles = new Map((requisitions.data ?? []).map((option) => [option.value, option.label]))
  const candidates = useQuery(boardQuery(requisitionId))
  const canMove = useCan('rec:candidate:move')
  const canPool = useCan('rec:candidate:toTalent')
  const { move } = useCandidateMoves()
  const facts = useCandidateFacts()

  const byStage = (stage: Stage) => (candidates.data ?? []).filter((candidate) => candidate.stage === stage)
  const column = (stage: Stage, aside = false) => {
    const rows = byStage(stage)
    const headingId = `rec-board-${stage}`
    return (
      <section
        key={stage}
        aria-labelledby={headingId}
        className={`flex min-w-52 flex-1 flex-col rounded p-2 ${aside ? 'bg-danger/5' : 'bg-muted'}`}
        data-stage={stage}
      >
        <h3 id={headingId} className="mb-2 flex items-center justify-between text-sm font-semibold">
          <span>{t(STAGE_TEXT[stage])}</span>
          <span
            className="text-xs font-normal text-muted-foreground"
            aria-label={t('{{length}} 人', { length: rows.length })}
          >
            {rows.length}
          </span>
        </h3>
        <ul className="max-h-[60vh] space-y-2 overflow-y-auto">
          {rows.map((candidate) => (
            <CandidateCard
              key={candidate.id}
              candidate={candidate}
              requisition={titles.get(String(candidate.requisitionId ?? '')) ?? ''}
              canMove={canMove}
              canPool={canPool}
              facts={facts}
              actions={actions}
              onMove={(target, reopen) =>
                move.mutate({ id: candidate.id, stage: target, reopen: reopen ?? false })
              }
            />
          ))}
          {rows.length ? null : (
            <li className="px-1 text-xs text-muted-foreground">{t(BOARD_MESSAGES.empty)}</li>
          )}
        </ul>
      </section>
    )
  }

  return (
    <div className="space-y-3" data-slot="candidate-board">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm" htmlFor="rec-board-requisition">
          {t(BOARD_MESSAGES.requisition)}
        </label>
        <Select
          id="rec-board-requisition"
          className="w-56"
          value={choice}
          onValueChange={setRequisitionId}
          options={[
            { value: ALL, label: t(BOARD_MESSAGES.allRequisitions) },
            ...(requisitions.data ?? []).map((option) => ({ value: option.value, label: option.label })),
          ]}
        />
        <span className="text-xs text-muted-foreground">{t(BOARD_MESSAGES.hint)}</span>
      </div>
      {candidates.error ? (
        <p role="alert" className="text-sm text-danger-strong">
          {messageOf(candidates.error)}
        </p>
      ) : null}
      <div className="flex gap-3 overflow-x-auto pb-2" aria-busy={candidates.isFetching}>
        {PIPELINE.map((stage) => column(stage))}
        {column('rejected', true)}
      </div>
    </div>
  )
}
