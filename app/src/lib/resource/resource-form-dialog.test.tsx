import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { fakeCrudServer } from './fake-crud-server.test-helper'
import type { ResourceDefinition } from './resource-definition'
import { ResourceFormDialog, type FormMode } from './resource-form-dialog'

const definition: ResourceDefinition<'/sys/position'> = {
  base: '/sys/position',
  title: '职务',
  columns: [],
  formFields: [
    {
      name: 'code',
      label: '职务编码',
      rules: {
        required: true,
        pattern: { regex: /^[\w-]+$/, message: '职务编码只能包含字母、数字、下划线和横线' },
      },
    },
    { name: 'name', label: '职务名称', rules: { required: true } },
  ],
}

function renderDialog(mode: FormMode = 'add', row: Record<string, string> | null = null) {
  const server = fakeCrudServer('/sys/position', [{ id: 'p1', code: 'manager', name: '经理' }])
  vi.stubGlobal('fetch', server.fetch)
  const onOpenChange = vi.fn()
  function Harness() {
    const [open, setOpen] = useState(true)
    return (
      <ResourceFormDialog
        definition={definition}
        mode={mode}
        row={row as never}
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next)
          setOpen(next)
        }}
      />
    )
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  )
  const adds = () => server.requests.filter((request) => request.path === '/sys/position/add')
  return { server, onOpenChange, adds }
}

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('ResourceFormDialog', () => {
  it('puts the form in the scrolling body between the fixed title and footer', async () => {
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: '新增职务' })
    const body = dialog.querySelector('[data-slot=dialog-body]')
    expect(body).toContainElement(dialog.querySelector('[data-slot=resource-form]') as HTMLElement)
    expect(body).not.toContainElement(within(dialog).getByRole('button', { name: '确定' }))
    expect(body).not.toContainElement(within(dialog).getByRole('heading', { name: '新增职务' }))
  })

  it('clears an error shown on blur while typing; one click on 确定 saves once', async () => {
    const { adds } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: '新增职务' })
    const code = within(dialog).getByRole('textbox', { name: '职务编码' })
    await userEvent.type(code, 'a b')
    await userEvent.tab()
    expect(await within(dialog).findByText('职务编码只能包含字母、数字、下划线和横线')).toBeInTheDocument()
    await userEvent.clear(code)
    await userEvent.type(code, 'ab')
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'))
    await userEvent.type(within(dialog).getByRole('textbox', { name: '职务名称' }), '组长')
    const save = within(dialog).getByRole('button', { name: '确定' })
    const errors = () => dialog.querySelectorAll('[data-slot=form-field][data-state=invalid]').length
    const seen: number[] = []
    save.addEventListener('pointerdown', () => seen.push(errors()))
    save.addEventListener('click', () => seen.push(errors()))
    await userEvent.click(save)
    expect(seen).toEqual([0, 0])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(adds()).toHaveLength(1)
    expect(adds()[0]?.body).toMatchObject({ code: 'ab', name: '组长' })
  })

  it('asks before Escape discards what was typed; 取消 closes at once', async () => {
    const { onOpenChange, adds } = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: '新增职务' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: '职务名称' }), '组长')
    await userEvent.keyboard('{Escape}')
    expect(await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '继续编辑' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(within(dialog).getByRole('textbox', { name: '职务名称' })).toHaveValue('组长')
    expect(onOpenChange).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(adds()).toHaveLength(0)
  })

  it('closes at once when nothing changed (a record opened for editing)', async () => {
    renderDialog('edit', { id: 'p1', code: 'manager', name: '经理' })
    await screen.findByRole('dialog', { name: '编辑职务' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('asks after typing in an edited record and closes on 放弃修改', async () => {
    const { onOpenChange } = renderDialog('edit', { id: 'p1', code: 'manager', name: '经理' })
    const dialog = await screen.findByRole('dialog', { name: '编辑职务' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: '职务名称' }), '助理')
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }))
    await userEvent.click(await screen.findByRole('button', { name: '放弃修改' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
