import { describe, expect, it } from 'vitest'
import { candidateLabel, maskedPhone } from './candidate-label'

describe('the candidate picker label', () => {
  it('tells two candidates of one name apart by their masked phones', () => {
    const first = candidateLabel('张伟', '13812345678')
    const second = candidateLabel('张伟', '13912340000')
    expect(first).toBe('张伟（138****5678）')
    expect(second).toBe('张伟（139****0000）')
    expect(first).not.toBe(second)
  })

  it('keeps a phone the server masked already, and shows the name alone without a phone', () => {
    expect(maskedPhone('138****5678')).toBe('138****5678')
    expect(candidateLabel('李娜', null)).toBe('李娜')
    expect(candidateLabel('李娜', '  ')).toBe('李娜')
  })
})
