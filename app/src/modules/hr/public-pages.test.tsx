import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import { hrFakeServer, type SpecialHandler } from './hr-fake-server.test-helper'
import WorkerEntryHrPage from './worker-entry-hr-page'
import WorkerEntryPage from './worker-entry-page'
import WorkerFormPage from './worker-form-page'
import WorkerSuccessPage from './worker-success-page'

const submitted = {
  id: 'e1',
  entryNo: 'RZ202611230001',
  name: '赵六',
  sex: 1,
  sex_dictText: '男',
  idCard: '510107198506124569',
  phone: '13612345678',
  status: 'submitted',
  status_dictText: '已提交',
  workshop: 'sewing',
  workshop_dictText: '缝制车间',
  expectedEntryDate: '2026-12-01',
  createTime: '2026-11-23 08:00:00',
}

function renderAt(path: string, submit?: SpecialHandler) {
  const server = hrFakeServer('/hr/workerEntry', [submitted], [], {
    '/hr/workerEntry/submit':
      submit ?? (() => ({ success: true, message: '提交成功！', result: { entryNo: 'RZ1' } })),
    '/hr/workerEntry/review': () => ({ success: true, message: '审核成功！' }),
  })
  vi.stubGlobal('fetch', server.fetch)
  const router = createMemoryRouter(
    [
      { path: '/sdn/emp', element: <WorkerFormPage /> },
      { path: '/sdn/emp/entry', element: <WorkerEntryPage /> },
      { path: '/sdn/emp/success', element: <WorkerSuccessPage /> },
      { path: '/sdn/emp/entry/hr', element: <WorkerEntryHrPage /> },
      { path: '/user/login', element: <p>登录页</p> },
    ],
    { initialEntries: [path] },
  )
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { server, router, view }
}

async function fillRequired(idCard: string) {
  await userEvent.type(screen.getByLabelText(/姓名/), '赵六')
  await userEvent.click(screen.getByRole('radio', { name: '男' }))
  await userEvent.type(screen.getByLabelText(/身份证号/), idCard)
  await userEvent.type(screen.getByLabelText(/^\*?手机号$/), '13612345678')
}

// Typing, trees and the axe check are slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

beforeEach(() => {
  useSession.getState().signOut()
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('the public worker form (/sdn/emp)', () => {
  it('checks the resident ID in the browser and sends nothing while it is wrong', async () => {
    const { server, view } = renderAt('/sdn/emp')
    expect(screen.getByRole('heading', { name: '普工入职登记' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '上传本人照片' })).toBeInTheDocument()
    await fillRequired('510107198506124568')
    await userEvent.click(screen.getByRole('button', { name: '提交登记' }))
    expect(await screen.findByText('请输入正确的身份证号')).toBeInTheDocument()
    expect(server.calls).toEqual([])
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('keeps everything typed when the server refuses, and shows why', async () => {
    const { server } = renderAt('/sdn/emp', () => ({
      success: false,
      message: '该身份证号已有待处理的入职登记',
    }))
    await fillRequired('510107198506124569')
    await userEvent.click(screen.getByRole('button', { name: '提交登记' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('该身份证号已有待处理的入职登记')
    expect(screen.getByLabelText(/姓名/)).toHaveValue('赵六')
    expect(screen.getByLabelText(/身份证号/)).toHaveValue('510107198506124569')
    // 男 was chosen first; the ID (17th digit 6) says female and filled the sex and the birthday in.
    expect(screen.getByRole('radio', { name: '女' })).toBeChecked()
    expect(screen.getByLabelText(/生日/)).toHaveValue('1985-06-12')
    expect(server.calls[0]?.body).toMatchObject({
      name: '赵六',
      sex: 2,
      idCard: '510107198506124569',
      phone: '13612345678',
      birthday: '1985-06-12',
      photo: null,
    })
  })

  it('goes to the success page with the entry number', async () => {
    const { router } = renderAt('/sdn/emp/entry')
    expect(screen.queryByRole('button', { name: '上传本人照片' })).toBeNull()
    await fillRequired('510107198506124569')
    await userEvent.click(screen.getByRole('button', { name: '提交登记' }))
    expect(await screen.findByText('RZ1')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/sdn/emp/success')
  })
})

describe('the success page', () => {
  it('reads the number from ?entryNo=', async () => {
    renderAt('/sdn/emp/success?entryNo=RZ202611230009')
    expect(await screen.findByText('RZ202611230009')).toBeInTheDocument()
  })
})

describe('the HR page (/sdn/emp/entry/hr)', () => {
  it('asks a visitor to sign in and come back', async () => {
    const { server } = renderAt('/sdn/emp/entry/hr?entryNo=RZ202611230001')
    const link = await screen.findByRole('link', { name: '登录后继续' })
    expect(link).toHaveAttribute(
      'href',
      `/user/login?redirect=${encodeURIComponent('/sdn/emp/entry/hr?entryNo=RZ202611230001')}`,
    )
    expect(server.requests).toEqual([])
  })

  it('shows the entry to signed-in staff and reviews it', async () => {
    useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
    const { server } = renderAt('/sdn/emp/entry/hr?entryNo=RZ202611230001')
    expect(await screen.findByText('510107198506124569')).toBeInTheDocument()
    expect(screen.getByText('缝制车间')).toBeInTheDocument()
    const form = screen.getByRole('form', { name: '审核入职单' })
    await userEvent.type(within(form).getByLabelText(/工号/), 'W20001')
    await chooseOption(within(form).getByLabelText(/合同类型/), '临时工')
    await userEvent.click(within(form).getByRole('treeitem', { name: '人事部' }))
    await userEvent.click(screen.getByRole('button', { name: '审核通过' }))
    await waitFor(() => expect(server.calls).toHaveLength(1))
    expect(server.calls[0]).toMatchObject({
      path: '/hr/workerEntry/review',
      body: { id: 'e1', workNo: 'W20001', contractType: 'temp', departId: 'd-hr', entryDate: '2026-12-01' },
    })
  })
})
