import { describe, expect, it } from 'vitest'
import { isBusinessError } from '../api-errors'
import { RefusedError, settleCall, verdictOf } from './crud-client'

/** What an openapi-fetch call resolves with: the parsed body, or none. */
const answer = <T>(data: T) => Promise.resolve({ data })
const refusal = { success: false as const, message: '未找到对应实体', code: 500, result: null, timestamp: 1 }

describe('settleCall (the api files read every envelope through it)', () => {
  it('resolves with the result and the message of a success', async () => {
    await expect(
      settleCall(
        answer({ success: true, message: '操作成功！', code: 200, result: { id: 'a' }, timestamp: 1 }),
      ),
    ).resolves.toEqual({ result: { id: 'a' }, message: '操作成功！' })
  })

  it('resolves with a null result when a success carries none', async () => {
    await expect(settleCall(answer({ success: true, message: 'ok' }))).resolves.toEqual({
      result: null,
      message: 'ok',
    })
  })

  it("rejects a business error with RefusedError carrying the server's message", async () => {
    const settled = settleCall<{ id: string }>(answer(refusal))
    await expect(settled).rejects.toBeInstanceOf(RefusedError)
    await expect(settleCall(answer(refusal))).rejects.toThrow('未找到对应实体')
  })

  it('rejects an answer that is not an envelope', async () => {
    await expect(settleCall(answer(undefined))).rejects.toThrow()
    await expect(settleCall(Promise.resolve({}))).rejects.not.toBeInstanceOf(RefusedError)
  })
})

describe('verdictOf (a check whose "no" is an answer, not a failure)', () => {
  it('reads a success as ok with its result', async () => {
    await expect(verdictOf(answer({ success: true, message: '校验成功', result: 'ZX-1' }))).resolves.toEqual({
      ok: true,
      message: '校验成功',
      result: 'ZX-1',
    })
  })

  it('reads a business error as not ok with its message and no result', async () => {
    await expect(verdictOf(answer(refusal))).resolves.toEqual({
      ok: false,
      message: '未找到对应实体',
      result: null,
    })
    await expect(verdictOf(answer(undefined))).resolves.toEqual({ ok: false, message: '', result: null })
  })
})

describe('isBusinessError (answers that are not envelopes, typed Body | BusinessError)', () => {
  it('tells the business error from the body', () => {
    expect(isBusinessError(refusal)).toBe(true)
    expect(isBusinessError({ name: 'system.cpu.usage', measurements: [] })).toBe(false)
    expect(isBusinessError({ success: true, message: 'ok' })).toBe(false)
    expect(isBusinessError(null)).toBe(false)
  })
})
