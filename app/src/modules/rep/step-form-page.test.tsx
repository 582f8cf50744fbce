import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import StepFormPage, { stepErrors } from './step-form-page'
import StepSuccessPage from './step-success-page'

const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 200 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })

function renderForm(answers: { success: boolean; message: string; orderNo?: string }[]) {
  const submitted: { body: unknown; token: string | null }[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/jeecg-boot/, '')
    if (path !== '/rep/order/submit') return new Response('{}', { status: 404 })
    submitted.push({
      body: JSON.parse(await input.clone().text()),
      token: input.headers.get('X-Access-Token'),
    })
    const answer = answers.shift() ?? { success: false, message: '没有更多回答' }
    return envelope(answer.orderNo ? { orderNo: answer.orderNo } : null, answer.success, answer.message)
  })
  const router = createMemoryRouter(
    [
      { path: '/sdn/step-form', element: <StepFormPage /> },
      { path: '/sdn/step-success', element: <StepSuccessPage /> },
    ],
    { initialEntries: ['/sdn/step-form'] },
  )
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { submitted, router, view }
}

beforeEach(() => sessionStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('step validation', () => {
  it('checks the contact step and the problem step', () => {
    const draft = {
      reporterName: '',
      reporterPhone: '123',
      location: '',
      category: '',
      urgency: 'M',
      description: '',
      photos: [],
    }
    expect(stepErrors(0, draft)).toEqual({
      reporterName: '请输入报修人',
      reporterPhone: '请输入正确的手机号码',
    })
    expect(stepErrors(1, draft)).toEqual({
      location: '请输入报修地点',
      category: '请选择报修类别',
      description: '请输入问题描述',
    })
  })
})

describe('/sdn/step-form', () => {
  it('walks three steps keeping what was typed, keeps the values on a refusal, then shows the number', async () => {
    const user = userEvent.setup()
    const { submitted, router, view } = renderForm([
      { success: false, message: '请选择正确的报修类别' },
      { success: true, message: '报修提交成功', orderNo: 'BX202611230007' },
    ])
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(screen.getByText('请输入报修人')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: '报修人' }), '李娜')
    await user.type(screen.getByRole('textbox', { name: /手机号/ }), '13800138000')
    expect(await seriousViolations(view.container)).toEqual([])
    await user.click(screen.getByRole('button', { name: '下一步' }))

    await user.type(await screen.findByRole('textbox', { name: '报修地点' }), '二号车间')
    await chooseOption(screen.getByRole('combobox', { name: '报修类别' }), '电气')
    await user.click(screen.getByRole('radio', { name: '高' }))
    await user.type(screen.getByRole('textbox', { name: '问题描述' }), '灯不亮')
    // Back and forth keeps both steps.
    await user.click(screen.getByRole('button', { name: '上一步' }))
    expect(screen.getByRole('textbox', { name: '报修人' })).toHaveValue('李娜')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('灯不亮')
    expect(screen.getByRole('radio', { name: '高' })).toBeChecked()
    expect(await seriousViolations(view.container)).toEqual([])
    await user.click(screen.getByRole('button', { name: '下一步' }))

    expect(screen.getByText('二号车间')).toBeInTheDocument()
    expect(screen.getByText('电气')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '提交报修' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('请选择正确的报修类别')
    expect(screen.getByText('二号车间')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: '提交报修' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/sdn/step-success'))
    expect(await screen.findByTestId('repair-order-no')).toHaveTextContent('BX202611230007')
    expect(screen.getByRole('link', { name: '查看报修进度' })).toHaveAttribute(
      'href',
      '/sdn/repairDetail?orderNo=BX202611230007',
    )
    expect(sessionStorage.getItem('rep-phone:BX202611230007')).toBe('13800138000')
    expect(submitted[1]).toEqual({
      token: null,
      body: {
        reporterName: '李娜',
        reporterPhone: '13800138000',
        location: '二号车间',
        category: 'electric',
        urgency: 'H',
        description: '灯不亮',
        photos: null,
      },
    })
  }, 20_000)
})
