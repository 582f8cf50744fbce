import { describe, expect, it } from 'vitest'
import { nextLeaveStatus } from './leave-status'

describe('nextLeaveStatus', () => {
  it('allows draft → submitted → approved or rejected', () => {
    expect(nextLeaveStatus('draft', 'submitted')).toEqual({ message: '请假已提交' })
    expect(nextLeaveStatus('submitted', 'approved')).toEqual({ message: '请假已批准' })
    expect(nextLeaveStatus('submitted', 'rejected')).toEqual({ message: '请假已驳回' })
  })

  it('refuses skipping, going back and leaving a final status', () => {
    expect(nextLeaveStatus('draft', 'approved')).toEqual({ refusal: '请假状态不能从「草稿」变为「已批准」' })
    expect(nextLeaveStatus('submitted', 'submitted')).toEqual({
      refusal: '请假状态不能从「已提交」变为「已提交」',
    })
    expect(nextLeaveStatus('approved', 'rejected')).toEqual({
      refusal: '请假状态不能从「已批准」变为「已驳回」',
    })
    expect(nextLeaveStatus('rejected', 'submitted')).toEqual({
      refusal: '请假状态不能从「已驳回」变为「已提交」',
    })
  })
})
