import { describe, expect, it } from 'vitest'
import { handleTarget } from './open-page'

describe('handleTarget (去处理 of openType url)', () => {
  it('routes app paths, opens http(s) addresses, and ignores other open types', () => {
    expect(handleTarget('url', '/isystem/user')).toEqual({ kind: 'route', path: '/isystem/user' })
    expect(handleTarget('url', 'isps/userAnnouncement')).toEqual({
      kind: 'route',
      path: '/isps/userAnnouncement',
    })
    expect(handleTarget('url', 'https://erp.example.com/a')).toEqual({
      kind: 'external',
      url: 'https://erp.example.com/a',
    })
    expect(handleTarget('component', '/isystem/user')).toBeNull()
    expect(handleTarget(null, '/x')).toBeNull()
    expect(handleTarget('url', '')).toBeNull()
  })

  it('refuses script and foreign-scheme targets', () => {
    // eslint-disable-next-line no-script-url -- the hostile value under test
    expect(handleTarget('url', 'javascript:alert(1)')).toBeNull()
    expect(handleTarget('url', ' JavaScript:alert(1)')).toBeNull()
    expect(handleTarget('url', 'data:text/html,x')).toBeNull()
    expect(handleTarget('url', '//evil.test/x')).toBeNull()
  })
})
