import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FieldValue } from '../../../lib/resource/resource-definition'
import { useSession } from '../../../stores/session-store'
import { RoleChecklist } from './user-form-controls'

const roles = [
  { id: 'r1', roleName: '管理员', roleCode: 'admin' },
  { id: 'r2', roleName: '质检员', roleCode: 'qc' },
]

function Harness({ initial, onChange }: { initial: string; onChange: (value: FieldValue) => void }) {
  const [value, setValue] = useState<FieldValue>(initial)
  return (
    <RoleChecklist
      id="roles"
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange(next)
      }}
      onBlur={() => undefined}
      invalid={false}
      disabled={false}
    />
  )
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  vi.stubGlobal('fetch', async () =>
    Response.json({ success: true, code: 200, message: '', result: roles, timestamp: 1 }),
  )
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('RoleChecklist (角色分配)', () => {
  it('is a group of the kit’s checkboxes whose value is the comma list of role ids', async () => {
    const onChange = vi.fn()
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <Harness initial="r1" onChange={onChange} />
      </QueryClientProvider>,
    )
    const group = screen.getByRole('group', { name: '角色分配' })
    const admin = await within(group).findByRole('checkbox', { name: '管理员' })
    expect(admin).toHaveAttribute('data-slot', 'checkbox')
    expect(admin).toHaveAttribute('aria-checked', 'true')
    // The label text toggles its box too.
    await userEvent.click(within(group).getByText('质检员'))
    expect(within(group).getByRole('checkbox', { name: '质检员' })).toHaveAttribute('aria-checked', 'true')
    expect(onChange).toHaveBeenLastCalledWith('r1,r2')
    await userEvent.click(admin)
    expect(onChange).toHaveBeenLastCalledWith('r2')
  })
})
