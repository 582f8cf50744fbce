import { describe, expect, it } from 'vitest'
import { nextStage, stageMoveRefusal, STAGES } from './pipeline'

describe('the candidate pipeline', () => {
  it('goes forward one stage at a time to hired', () => {
    expect(nextStage('applied')).toBe('screening')
    expect(nextStage('screening')).toBe('interview')
    expect(nextStage('interview')).toBe('offer')
    expect(nextStage('offer')).toBe('hired')
    expect(nextStage('hired')).toBeNull()
    expect(nextStage('rejected')).toBeNull()
    expect(stageMoveRefusal('applied', 'screening')).toBeNull()
    expect(stageMoveRefusal('offer', 'hired')).toBeNull()
  })

  it('refuses skipping a stage and going back, naming both stages', () => {
    expect(stageMoveRefusal('applied', 'interview')).toBe('候选人阶段不能从「已投递」直接变为「面试」')
    expect(stageMoveRefusal('interview', 'screening')).toBe('候选人阶段不能从「面试」直接变为「筛选」')
    expect(stageMoveRefusal('screening', 'hired')).not.toBeNull()
  })

  it('reaches rejected from every open stage', () => {
    for (const stage of ['applied', 'screening', 'interview', 'offer'] as const) {
      expect(stageMoveRefusal(stage, 'rejected')).toBeNull()
    }
  })

  it('keeps hired and rejected final unless reopened, and reopens only to an open stage', () => {
    for (const stage of STAGES.filter((s) => s !== 'hired')) {
      expect(stageMoveRefusal('hired', stage)).toBe('候选人已是「已入职」，需先重新打开')
    }
    expect(stageMoveRefusal('rejected', 'applied')).toBe('候选人已是「未录用」，需先重新打开')
    expect(stageMoveRefusal('rejected', 'screening', true)).toBeNull()
    expect(stageMoveRefusal('hired', 'offer', true)).toBeNull()
    expect(stageMoveRefusal('rejected', 'hired', true)).not.toBeNull()
  })

  it('refuses a move to the stage the candidate is in', () => {
    expect(stageMoveRefusal('screening', 'screening')).toBe('候选人已在「筛选」阶段')
  })
})
