import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { refreshOnPermissionChange } from './permission-queries'

describe('live permission changes', () => {
  it("refetches the signed-in user's permissions on {cmd:'permission'} only", () => {
    const client = new QueryClient()
    client.setQueryData(['permission-list', 'tok'], { menu: [] })
    client.setQueryData(['notices'], [])
    expect(refreshOnPermissionChange(client, { cmd: 'topic' })).toBe(false)
    expect(client.getQueryState(['permission-list', 'tok'])?.isInvalidated).toBe(false)
    expect(
      refreshOnPermissionChange(client, { cmd: 'permission', msgTxt: '权限已变更' } as { cmd: string }),
    ).toBe(true)
    expect(client.getQueryState(['permission-list', 'tok'])?.isInvalidated).toBe(true)
    expect(client.getQueryState(['notices'])?.isInvalidated).toBe(false)
  })
})
