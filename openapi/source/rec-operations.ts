/**
 * The operations of the rec module beyond the generic CRUD of src/module-resources/rec.ts
 * (docs/modules.md): the candidate pipeline and the moves to and from the talent pool.
 */
import type { CompactOperation, Json } from './compact'
import { ref } from './compact'

const id = (description: string): Json => ({ type: 'string', minLength: 1, maxLength: 32, description })
const STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected']

export const tags: Record<string, string> = {
  rec: '招聘管理: requisitions, candidates and their pipeline, interviews, the talent pool',
}

export const schemas: Record<string, Json> = {
  RecMoveStageBody: {
    type: 'object',
    description: 'Moves a candidate to another stage of the pipeline',
    required: ['id', 'stage'],
    properties: {
      id: id('The candidate'),
      stage: { type: 'string', enum: STAGES, description: 'Dictionary candidate_stage' },
      reopen: {
        type: ['boolean', 'null'],
        description: 'Reopens a hired or rejected candidate (their stages are final otherwise)',
      },
    },
  },
  RecStageMove: {
    type: 'object',
    required: ['id', 'stage', 'previousStage'],
    properties: {
      id: { type: 'string' },
      stage: { type: 'string', enum: STAGES },
      previousStage: { type: 'string', enum: STAGES },
    },
  },
  RecToTalentBody: {
    type: 'object',
    required: ['id'],
    properties: { id: id('The candidate') },
  },
  RecToCandidateBody: {
    type: 'object',
    required: ['id', 'requisitionId'],
    properties: { id: id('The talent'), requisitionId: id('The requisition the talent applies for') },
  },
  RecPoolMove: {
    type: 'object',
    required: ['candidateId', 'talentId'],
    properties: {
      candidateId: { type: 'string', description: 'The candidate moved or created' },
      talentId: { type: 'string', description: 'The talent created or used' },
    },
  },
}

const EXAMPLE_CANDIDATE = 'a1c0000000000000000000000000c001'
const EXAMPLE_TALENT = 'a1c0000000000000000000000000e001'

export const operations: CompactOperation[] = [
  {
    method: 'post',
    path: '/rec/candidate/moveStage',
    operationId: 'candidateMoveStage',
    tag: 'rec',
    summary: 'Move a candidate along the pipeline',
    description:
      'The pipeline goes forward one stage at a time: applied → screening → interview → offer → hired. ' +
      'Any open stage may go to rejected. hired and rejected are final; `reopen: true` takes such a candidate ' +
      'back to an open stage. Any other move is refused with a message naming both stages.',
    body: { schema: ref('RecMoveStageBody'), example: { id: EXAMPLE_CANDIDATE, stage: 'screening' } },
    result: ref('RecStageMove'),
    example: {
      message: '阶段已变更为「筛选」',
      result: { id: EXAMPLE_CANDIDATE, stage: 'screening', previousStage: 'applied' },
    },
    refusals: [
      '候选人不存在',
      '候选人阶段不能从「已投递」直接变为「面试」',
      '候选人已是「已入职」，需先重新打开',
      '候选人已在「筛选」阶段',
    ],
  },
  {
    method: 'post',
    path: '/rec/candidate/toTalent',
    operationId: 'candidateToTalent',
    tag: 'rec',
    summary: 'Move a candidate to the talent pool',
    description:
      'In one transaction: a talent row is created from the candidate (name, phone, email, a note naming ' +
      'the requisition, lastContact today, sourceCandidateId) and the candidate goes to stage rejected. ' +
      'A hired candidate, or one already in the pool, is refused.',
    body: { schema: ref('RecToTalentBody'), example: { id: EXAMPLE_CANDIDATE } },
    result: ref('RecPoolMove'),
    example: {
      message: '已移入人才库',
      result: { candidateId: EXAMPLE_CANDIDATE, talentId: EXAMPLE_TALENT },
    },
    refusals: ['候选人不存在', '已入职的候选人不能移入人才库', '该候选人已在人才库中'],
  },
  {
    method: 'post',
    path: '/rec/talent/toCandidate',
    operationId: 'talentToCandidate',
    tag: 'rec',
    summary: 'Make a talent of the pool a candidate of a requisition',
    description:
      'Creates a candidate at stage applied for the requisition with the talent’s name, phone and email ' +
      '(source left empty: the dictionary has no talent-pool source), and sets the talent’s lastContact to today; the talent ' +
      'stays in the pool. A closed requisition, or a talent already an open candidate of it, is refused.',
    body: {
      schema: ref('RecToCandidateBody'),
      example: { id: EXAMPLE_TALENT, requisitionId: 'a1c0000000000000000000000000a001' },
    },
    result: ref('RecPoolMove'),
    example: {
      message: '已转为候选人',
      result: { candidateId: EXAMPLE_CANDIDATE, talentId: EXAMPLE_TALENT },
    },
    refusals: ['人才不存在', '招聘需求不存在', '招聘需求已关闭', '该人才已是此职位的候选人'],
  },
]
