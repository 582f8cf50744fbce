import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { useSession } from '../../stores/session-store'
import CheckRulePage, { aqlRule } from './check-rule-page'
import { bodyRows, LOAD, renderQcPage } from './qc-test-kit.test-helper'

const rows = [
  {
    id: 'r1',
    brandId: 'b1',
    productCategory: '户外夹克',
    inspectionLevel: 'II',
    inspectionLevel_dictText: 'II',
    aqlCritical: 0.065,
    aqlMajor: 2.5,
    aqlMinor: 4,
    createTime: '2026-11-01 09:00:00',
  },
]

const renderPage = () =>
  renderQcPage(<CheckRulePage />, { base: '/qc/checkRule', rows, prefix: 'qc:checkRule' })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('检验规则', () => {
  it('shows the brand by name and the AQLs as the standard prints them', async () => {
    renderPage()
    await waitFor(
      () =>
        expect(
          within(bodyRows('检验规则列表')[0] as HTMLElement).getByText('BR001 北辰户外'),
        ).toBeInTheDocument(),
      LOAD,
    )
    const row = bodyRows('检验规则列表')[0] as HTMLElement
    expect(within(row).getByText('0.065')).toBeInTheDocument()
    expect(within(row).getByText('2.5')).toBeInTheDocument()
    expect(within(row).getByText('4.0')).toBeInTheDocument()
  }, 20_000)

  it('adds a rule for a brand with AQLs picked from the series, sent as numbers', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows('检验规则列表')).toHaveLength(1), LOAD)
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增检验规则' })
    await chooseOption(within(dialog).getByLabelText(/品牌/), 'BR002 枫叶童装')
    await userEvent.type(within(dialog).getByLabelText(/产品类别/), '童装')
    await chooseOption(within(dialog).getByLabelText(/致命AQL/), '0.010')
    await chooseOption(within(dialog).getByLabelText(/严重AQL/), '1.5')
    await chooseOption(within(dialog).getByLabelText(/轻微AQL/), '4.0')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD)
    const add = server.requests.find((request) => request.path === '/qc/checkRule/add')
    expect(add?.body).toMatchObject({
      brandId: 'b2',
      productCategory: '童装',
      aqlCritical: 0.01,
      aqlMajor: 1.5,
      aqlMinor: 4,
    })
  }, 20_000)

  it('accepts only AQLs of the series', () => {
    expect(aqlRule(2.5)).toBeNull()
    expect(aqlRule('0.065')).toBeNull()
    expect(aqlRule(3)).toBe('AQL 必须是标准系列值（0.010 … 1000）')
  }, 20_000)

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows('检验规则列表')).toHaveLength(1), LOAD)
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
