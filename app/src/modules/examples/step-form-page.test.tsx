import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { components } from '@erp/openapi/schema'
import { useSession } from '../../stores/session-store'
import { envelope, fakeServer, page, renderAt } from './examples-test-kit.test-helper'
import { FailureResult, SuccessResult } from './outcome-result'
import StepFormPage, { amountError } from './step-form-page'

vi.setConfig({ testTimeout: 20_000 })

const CARDS = [
  {
    id: 'c1',
    cardNo: '88000001',
    personName: '王伟',
    balance: 120.5,
    status: 'active',
    status_dictText: '正常',
  },
  { id: 'c50', cardNo: '88000050', personName: '李娜', balance: 0, status: 'lost', status_dictText: '挂失' },
]

function server() {
  return fakeServer(({ path, query, body }) => {
    if (path === '/cnt/card/list')
      return envelope(page(CARDS.filter((card) => card.cardNo.includes(query.get('cardNo') ?? ''))))
    if (path === '/cnt/card/recharge') {
      const { cardNo, amount } = body as { cardNo: string; amount: number }
      if (cardNo === '88000050') return envelope(null, false, '该卡已挂失')
      return envelope(
        {
          id: 'tx-0001',
          cardNo,
          personName: '王伟',
          type: 'recharge',
          amount,
          balanceAfter: 120.5 + amount,
          time: '2026-11-26 10:00:00',
        },
        true,
        '充值成功',
      )
    }
    return undefined
  })
}

const routes = [
  { path: '/form/step-form', element: <StepFormPage /> },
  { path: '/result/success', element: <SuccessResult /> },
  { path: '/result/fail', element: <FailureResult /> },
]

beforeEach(() => {
  localStorage.clear()
  useSession.setState({ userInfo: { username: 'admin' } as components['schemas']['SysUser'] })
})
afterEach(() => vi.unstubAllGlobals())

async function goThrough(cardNo: string, amount: string) {
  const user = userEvent.setup()
  await user.type(screen.getByRole('textbox', { name: '饭卡卡号' }), cardNo)
  await user.click(screen.getByRole('button', { name: '下一步' }))
  await user.type(await screen.findByRole('textbox', { name: '充值金额（元）' }), amount)
  await user.click(screen.getByRole('button', { name: '下一步' }))
  expect(await screen.findByTestId('confirm-amount')).toHaveTextContent(
    `充值金额：${Number(amount).toFixed(2)} 元`,
  )
  await user.click(screen.getByRole('button', { name: '确认充值' }))
}

describe('分步表单 (meal-card recharge)', () => {
  it('finds the card, takes the amount and ends on 成功 with the server’s transaction', async () => {
    const calls = server()
    const view = renderAt('/form/step-form', routes)
    expect(await seriousViolations(view.container)).toEqual([])
    await goThrough('88000001', '50')
    expect(await screen.findByTestId('result-transaction-id')).toHaveTextContent('tx-0001')
    expect(view.router.state.location.pathname).toBe('/result/success')
    expect(screen.getByText('充值成功')).toBeInTheDocument()
    expect(screen.getByText('170.50')).toBeInTheDocument()
    const recharge = calls.find((call) => call.path === '/cnt/card/recharge')
    expect(recharge?.body).toMatchObject({ cardNo: '88000001', amount: 50 })
    expect((recharge?.body as { requestId: string }).requestId).toMatch(/^[\w-]{8,64}$/)
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('ends on 失败 with the server’s reason when the server refuses', async () => {
    server()
    const view = renderAt('/form/step-form', routes)
    await goThrough('88000050', '20')
    expect(await screen.findByTestId('result-fail-message')).toHaveTextContent('该卡已挂失')
    expect(view.router.state.location.pathname).toBe('/result/fail')
  })

  it('says so when no card has the number, and checks the amount before confirming', async () => {
    server()
    renderAt('/form/step-form', routes)
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: '饭卡卡号' }), '99999999')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到卡号为 99999999 的饭卡')
    await user.clear(screen.getByRole('textbox', { name: '饭卡卡号' }))
    await user.type(screen.getByRole('textbox', { name: '饭卡卡号' }), '88000001')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    await user.type(await screen.findByRole('textbox', { name: '充值金额（元）' }), '6000')
    await user.click(screen.getByRole('button', { name: '下一步' }))
    expect(screen.getByRole('alert')).toHaveTextContent('单次充值 0.01 至 5000 元')
  })
})

describe('amountError', () => {
  it('accepts 0.01 to 5000 with at most two decimals', () => {
    expect(amountError('0.01')).toBeNull()
    expect(amountError('5000')).toBeNull()
    expect(amountError('12.5')).toBeNull()
    expect(amountError('')).toBe('请输入充值金额')
    expect(amountError('1.234')).toBe('金额为数字，最多保留两位小数')
    expect(amountError('-1')).toBe('金额为数字，最多保留两位小数')
    expect(amountError('0')).toBe('单次充值 0.01 至 5000 元')
    expect(amountError('5000.01')).toBe('单次充值 0.01 至 5000 元')
  })
})

describe('结果页 without an outcome', () => {
  it('shows a clear empty state on both pages', async () => {
    const view = renderAt('/result/success', routes)
    expect(await screen.findByTestId('result-empty')).toHaveTextContent('还没有成功的充值')
    expect(screen.getByRole('link', { name: '去充值' })).toHaveAttribute('href', '/form/step-form')
    expect(await seriousViolations(view.container)).toEqual([])
    view.unmount()
    renderAt('/result/fail', routes)
    expect(await screen.findByTestId('result-empty')).toHaveTextContent('还没有失败的充值')
  })
})
