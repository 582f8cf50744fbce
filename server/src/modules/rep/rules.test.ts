import { describe, expect, it } from 'vitest'
import { centsText, imageTypeOf, maskPhone, photosProblem, submitProblem, toCents } from './rules'

const valid = {
  reporterName: '李娜',
  reporterPhone: '13800138000',
  location: '二号车间',
  category: 'electric',
  description: '灯不亮',
  urgency: 'M',
  photos: 'repair/a_1.jpg,repair/b_2.png',
}

describe('public submission rules', () => {
  it('accepts a complete request', () => {
    expect(submitProblem(valid)).toBeNull()
  })
  it('refuses a phone that is not a mainland mobile', () => {
    expect(submitProblem({ ...valid, reporterPhone: '12800138000' })).toBe('请输入正确的手机号码')
    expect(submitProblem({ ...valid, reporterPhone: '1380013800' })).toBe('请输入正确的手机号码')
  })
  it('refuses codes outside the dictionaries and blank texts', () => {
    expect(submitProblem({ ...valid, category: 'roof' })).toBe('请选择正确的报修类别')
    // A category added to the 报修类别 dictionary is accepted without a code change.
    expect(submitProblem({ ...valid, category: 'roof' }, ['electric', 'roof'])).toBeNull()
    expect(submitProblem({ ...valid, urgency: 'X' })).toBe('请选择正确的紧急程度')
    expect(submitProblem({ ...valid, reporterName: '  ' })).toBe('请输入报修人姓名')
    expect(submitProblem({ ...valid, description: '' })).toBe('请描述需要维修的问题')
  })
  it('allows at most six photos, each a stored path', () => {
    const seven = Array.from({ length: 7 }, (_, i) => `repair/p_${i}.jpg`).join(',')
    expect(photosProblem(seven)).toBe('最多上传6张照片')
    expect(photosProblem(seven.split(',').slice(0, 6).join(','))).toBeNull()
    expect(photosProblem('../etc/passwd')).toBe('照片路径不正确')
    expect(photosProblem('https://evil.example.com/x.jpg')).toBe('照片路径不正确')
    expect(photosProblem('')).toBeNull()
  })
})

describe('money and masking', () => {
  it('keeps money in integer cents', () => {
    expect(toCents(35.5)).toBe(3550)
    expect(toCents(0.1 + 0.2)).toBe(30)
    expect(toCents(19.99)).toBe(1999)
    expect(toCents(1.234)).toBeNull()
    expect(toCents(-1)).toBeNull()
    expect(centsText(3550)).toBe('35.50')
    expect(centsText(7)).toBe('0.07')
  })
  it('masks the middle of a phone', () => {
    expect(maskPhone('13800138000')).toBe('138****8000')
  })
})

describe('image detection by content', () => {
  it('knows JPEG, PNG, GIF and WebP and nothing else', () => {
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg')
    expect(imageTypeOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png')
    expect(imageTypeOf(new TextEncoder().encode('GIF89a'))).toBe('gif')
    expect(imageTypeOf(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp')
    expect(imageTypeOf(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull()
    expect(imageTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeNull()
  })
})
