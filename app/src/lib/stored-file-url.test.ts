import { describe, expect, it } from 'vitest'
import { avatarSrc } from './avatar-src'
import { storedFileUrl } from './stored-file-url'

const apiBaseUrl = 'http://api.test/jeecg-boot'

describe('storedFileUrl', () => {
  it('addresses a public file under /sys/common/static, each segment encoded, without the token', () => {
    expect(storedFileUrl('/temp/报告 1.pdf', { apiBaseUrl, token: 'secret' })).toBe(
      `${apiBaseUrl}/sys/common/static/temp/${encodeURIComponent('报告 1.pdf')}`,
    )
    expect(avatarSrc('avatar/a.png', apiBaseUrl)).toBe(`${apiBaseUrl}/sys/common/static/avatar/a.png`)
    expect(avatarSrc(null, apiBaseUrl)).toBeNull()
  })

  it('carries the token for the folders of personal data, which the server serves only to their readers', () => {
    for (const path of ['hr/a.jpg', 'hr-entry/b.png', 'rec/c.pdf'])
      expect(storedFileUrl(path, { apiBaseUrl, token: 'to ken' })).toBe(
        `${apiBaseUrl}/sys/common/static/${path}?token=to%20ken`,
      )
    // A folder named like one but not it, and a visitor without a token.
    expect(storedFileUrl('hrm/a.jpg', { apiBaseUrl, token: 't' })).not.toContain('token')
    expect(storedFileUrl('hr/a.jpg', { apiBaseUrl, token: null })).not.toContain('token')
  })

  it('keeps absolute, data and blob addresses as they are', () => {
    for (const path of ['https://cdn.test/a.png', '//cdn.test/a.png', 'data:image/png;base64,AA', 'blob:x'])
      expect(storedFileUrl(path, { apiBaseUrl, token: 't' })).toBe(path)
  })
})
