import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useBrandOptions, useUserOptions } from './qc-options'

const json = (result: unknown) =>
  new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 1 }), {
    headers: { 'content-type': 'application/json' },
  })

/** A back end of two lists that counts how often each is asked for. */
function fakeServer() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.replace(/^.*?(\/qc|\/sys)/, '$1')
      asked.push(path)
      if (path === '/qc/brand/list')
        return json({ records: [{ id: 'b1', code: 'NK', name: '耐克' }], total: 1 })
      if (path === '/sys/user/pickerList') return json([{ id: 'u1', username: 'li', realname: '李工' }])
      return json(null)
    }),
  )
  return asked
}

afterEach(() => vi.unstubAllGlobals())

describe('the qc reference lists: one query and one cache, labelled per page', () => {
  it('asks for the brands once for both labels and maps each its own way', async () => {
    const asked = fakeServer()
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    )
    const { result } = renderHook(
      () => ({
        reference: useBrandOptions('codeAndName'),
        inspection: useBrandOptions('name'),
        members: useUserOptions('nameAndAccount'),
        inspectors: useUserOptions('name'),
      }),
      { wrapper },
    )
    await waitFor(() => expect(result.current.inspectors).toHaveLength(1))
    await waitFor(() => expect(result.current.reference).toHaveLength(1))
    expect(result.current.reference).toEqual([{ value: 'b1', label: 'NK 耐克' }])
    expect(result.current.inspection).toEqual([{ value: 'b1', label: '耐克' }])
    expect(result.current.members).toEqual([{ value: 'u1', label: '李工（li）' }])
    expect(result.current.inspectors).toEqual([{ value: 'u1', label: '李工' }])
    expect(asked.filter((path) => path === '/qc/brand/list')).toHaveLength(1)
    // The picker projection, never the full user list (issue 30 item 7).
    expect(asked.filter((path) => path === '/sys/user/pickerList')).toHaveLength(1)
    expect(asked).not.toContain('/sys/user/list')
  })
})
