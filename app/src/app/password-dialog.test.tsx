import { setLocale } from '@erp/ui-kit/i18n'
import { toast, Toaster } from '@erp/ui-kit/toast'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import '../i18n/catalogues'
import { PasswordDialog, requestPasswordDialog } from './password-dialog'

let lastBody: unknown = null
let lastMethod = ''
function serve(answer: { success: boolean; message: string }) {
  vi.stubGlobal('fetch', async (input: Request) => {
    lastBody = await input.clone().json()
    lastMethod = input.method
    return new Response(
      JSON.stringify({ ...answer, code: answer.success ? 200 : 500, result: null, timestamp: 1 }),
      {
        headers: { 'Content-Type': 'application/json' },
      },
    )
  })
}

function Harness({ username = 'admin' as string | null }) {
  const [open, setOpen] = useState(false)
  return (
    <QueryClientProvider client={new QueryClient()}>
      <button type="button" onClick={() => requestPasswordDialog(username, () => setOpen(true))}>
        修改密码
      </button>
      <PasswordDialog username={username} open={open} onOpenChange={setOpen} />
      <Toaster />
    </QueryClientProvider>
  )
}

afterEach(async () => {
  await setLocale('zh-CN')
  act(() => toast.clear())
  vi.unstubAllGlobals()
  lastBody = null
})

const open = () => userEvent.click(screen.getByRole('button', { name: '修改密码' }))

describe('password dialog (docs/spec.md §4, §5, §8)', () => {
  it('shows the four field messages', async () => {
    render(<Harness />)
    await open()
    const dialog = screen.getByRole('dialog', { name: '修改密码' })
    expect(dialog).toHaveStyle({ width: '800px' })
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    // The Chinese screen speaks Chinese.
    expect(screen.getByText('请输入旧密码！')).toBeInTheDocument()
    expect(screen.getByText('请输入新密码！')).toBeInTheDocument()
    expect(screen.getByText('请确认新密码！')).toBeInTheDocument()
    expect(dialog).not.toHaveTextContent(/please/i)
    await userEvent.type(screen.getByLabelText('新密码'), 'a')
    await userEvent.type(screen.getByLabelText('确认新密码'), 'b')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByText('两次输入的密码不一致！')).toBeInTheDocument()
  })

  it('in English, the messages are the SPEC’s', async () => {
    await setLocale('en-US')
    render(<Harness />)
    await open()
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.getByText('please enter the old password!')).toBeInTheDocument()
    expect(screen.getByText('please enter the new password!')).toBeInTheDocument()
    expect(screen.getByText('please confirm the new password!')).toBeInTheDocument()
  })

  it('sends username, oldpassword, password, confirmpassword; success message and close', async () => {
    serve({ success: true, message: '密码重置成功!' })
    render(<Harness />)
    await open()
    await userEvent.type(screen.getByLabelText('旧密码'), '123456')
    await userEvent.type(screen.getByLabelText('新密码'), 'n3w')
    await userEvent.type(screen.getByLabelText('确认新密码'), 'n3w')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // PUT: upstream 2.4.6 serves updatePassword under PUT only.
    expect(lastMethod).toBe('PUT')
    expect(lastBody).toEqual({
      username: 'admin',
      oldpassword: '123456',
      password: 'n3w',
      confirmpassword: 'n3w',
    })
    expect(screen.getByText('密码重置成功!')).toHaveAttribute('data-kind', 'success')
  })

  it('a refusal is shown as a warning and the dialog stays open with what was typed', async () => {
    serve({ success: false, message: '旧密码输入错误!' })
    render(<Harness />)
    await open()
    await userEvent.type(screen.getByLabelText('旧密码'), 'bad')
    await userEvent.type(screen.getByLabelText('新密码'), 'x')
    await userEvent.type(screen.getByLabelText('确认新密码'), 'x')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(await screen.findByText('旧密码输入错误!')).toHaveAttribute('data-kind', 'warning')
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByLabelText('旧密码')).toHaveValue('bad')
  })

  it('resets its fields when opened again', async () => {
    render(<Harness />)
    await open()
    await userEvent.type(screen.getByLabelText('旧密码'), 'typed')
    await userEvent.click(screen.getByRole('button', { name: '取消' }))
    await open()
    expect(screen.getByLabelText('旧密码')).toHaveValue('')
  })

  it('does not open without a username: 当前没有登录的用户！ (No user is currently logged in!)', async () => {
    render(<Harness username={null} />)
    await open()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByText('当前没有登录的用户！')).toHaveAttribute('data-kind', 'warning')
  })
})
