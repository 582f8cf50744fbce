import { describe, expect, it } from 'vitest'
import { imageExtension, moveRefusal, submissionRefusal, WORKER_ENTRY_MESSAGES } from './worker-entry-rules'

/** The 17th digit of the ID (2, even) says female. */
const valid = { name: '李四', sex: 2, idCard: '11010519491231002X', phone: '13800138000' }

describe('the worker entry workflow', () => {
  it('allows review from submitted only, onboarding from reviewed only', () => {
    expect(moveRefusal('submitted', 'review')).toBeNull()
    expect(moveRefusal('reviewed', 'review')).toBe(WORKER_ENTRY_MESSAGES.review)
    expect(moveRefusal('reviewed', 'onboard')).toBeNull()
    expect(moveRefusal('submitted', 'onboard')).toBe('只有已审核的入职单可以办理入职')
    expect(moveRefusal('rejected', 'onboard')).toBe('只有已审核的入职单可以办理入职')
  })

  it('rejects open entries but never an onboarded or rejected one', () => {
    expect(moveRefusal('submitted', 'reject')).toBeNull()
    expect(moveRefusal('reviewed', 'reject')).toBeNull()
    expect(moveRefusal('onboarded', 'reject')).toBe(WORKER_ENTRY_MESSAGES.reject)
    expect(moveRefusal('rejected', 'reject')).toBe(WORKER_ENTRY_MESSAGES.reject)
  })
})

describe('a public submission', () => {
  it('passes when the required fields are there and valid', () => {
    expect(submissionRefusal(valid)).toBeNull()
    expect(submissionRefusal({ ...valid, emergencyPhone: '13900139000' })).toBeNull()
  })

  it('names the first problem', () => {
    expect(submissionRefusal({ ...valid, name: '  ' })).toBe('请输入姓名')
    expect(submissionRefusal({ ...valid, sex: null })).toBe('请选择性别')
    expect(submissionRefusal({ ...valid, idCard: '' })).toBe('请输入身份证号')
    expect(submissionRefusal({ ...valid, idCard: '110105194912310021' })).toBe('身份证号码不正确')
    expect(submissionRefusal({ ...valid, sex: 1 })).toBe('性别与身份证号不符：身份证号为女性')
    expect(submissionRefusal({ ...valid, birthday: '1949-12-30' })).toBe(
      '生日与身份证号不符：身份证号中的出生日期为 1949-12-31',
    )
    expect(submissionRefusal({ ...valid, phone: '1380013800' })).toBe('请输入正确的手机号码')
    expect(submissionRefusal({ ...valid, emergencyPhone: '12345' })).toBe('请输入正确的紧急联系电话')
  })
})

describe('uploaded images', () => {
  it('are recognised by their first bytes, not their names', () => {
    expect(imageExtension(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('.png')
    expect(imageExtension(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('.jpg')
    expect(imageExtension(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]))).toBe('.gif')
    const webp = [0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]
    expect(imageExtension(Uint8Array.from(webp))).toBe('.webp')
    expect(imageExtension(new TextEncoder().encode('<html><script>'))).toBeNull()
  })
})
