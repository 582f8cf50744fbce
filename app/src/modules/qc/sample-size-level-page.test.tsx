import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { useSession } from '../../stores/session-store'
import SampleSizeLevelPage, { lotMaxRule } from './sample-size-level-page'
import { bodyRows, LOAD, json, renderQcPage } from './qc-test-kit.test-helper'

const rows = [
  { id: 'l1', lotMin: 2, lotMax: 8, inspectionLevel: 'II', inspectionLevel_dictText: 'II', codeLetter: 'A' },
  {
    id: 'l2',
    lotMin: 1201,
    lotMax: 3200,
    inspectionLevel: 'II',
    inspectionLevel_dictText: 'II',
    codeLetter: 'K',
  },
  {
    id: 'l3',
    lotMin: 500001,
    lotMax: null,
    inspectionLevel: 'II',
    inspectionLevel_dictText: 'II',
    codeLetter: 'Q',
  },
]

function renderPage() {
  const planQueries: URLSearchParams[] = []
  const rendered = renderQcPage(<SampleSizeLevelPage />, {
    base: '/qc/sampleSizeLevel',
    rows,
    prefix: 'qc:sampleSizeLevel',
    extra: (path, query) => {
      if (path !== '/qc/sampling/plan') return null
      planQueries.push(query)
      if (query.get('aql') === '0.65') return json({ letter: 'F', sampleSize: 5, ac: 0, re: 1 })
      if (query.get('level') === 'S-1') return json(null, false, '抽样表中没有该批量与检验水平的样本量字码')
      return json({ letter: 'K', sampleSize: 125, ac: 7, re: 8 })
    },
  })
  return { ...rendered, planQueries }
}

const panel = () => within(screen.getByRole('region', { name: '抽样方案计算' }))

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('抽样水平', () => {
  it('lists Table 1 with an open-ended last range', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows('抽样水平列表')).toHaveLength(3), LOAD)
    expect(within(bodyRows('抽样水平列表')[2] as HTMLElement).getByText('及以上')).toBeInTheDocument()
  }, 20_000)

  it('computes the plan of a lot: K, 125, Ac 7, Re 8', async () => {
    const { planQueries } = renderPage()
    await userEvent.type(panel().getByLabelText('批量'), '2000')
    await userEvent.click(panel().getByRole('button', { name: '计算' }))
    const plan = await panel().findByLabelText('抽样方案')
    expect(plan).toHaveTextContent('样本量字码K')
    expect(plan).toHaveTextContent('样本量125')
    expect(plan).toHaveTextContent('接收数 Ac7')
    expect(plan).toHaveTextContent('拒收数 Re8')
    expect(planQueries.at(-1)?.toString()).toContain('lotSize=2000')
    expect(planQueries.at(-1)?.get('level')).toBe('II')
    expect(planQueries.at(-1)?.get('aql')).toBe('2.5')
    expect(screen.queryByText('样本量达到批量，全数检验。')).not.toBeInTheDocument()
  }, 20_000)

  it('says when the whole lot is inspected, and shows a refusal', async () => {
    renderPage()
    await userEvent.type(panel().getByLabelText('批量'), '5')
    await chooseOption(panel().getByLabelText('AQL'), '0.65')
    await userEvent.click(panel().getByRole('button', { name: '计算' }))
    expect(await screen.findByText('样本量达到批量，全数检验。')).toBeInTheDocument()
    await chooseOption(panel().getByLabelText('检验水平'), 'S-1')
    await chooseOption(panel().getByLabelText('AQL'), '1.0')
    await userEvent.click(panel().getByRole('button', { name: '计算' }))
    expect(await screen.findByText('抽样表中没有该批量与检验水平的样本量字码')).toBeInTheDocument()
  }, 20_000)

  it('asks for a lot size before calling the server', async () => {
    const { planQueries } = renderPage()
    await userEvent.click(panel().getByRole('button', { name: '计算' }))
    expect(await screen.findByText('请输入批量（正整数）')).toBeInTheDocument()
    expect(planQueries).toHaveLength(0)
  }, 20_000)

  it('refuses an upper bound below the lower one', () => {
    expect(lotMaxRule(10, { lotMin: 50 })).toBe('批量上限不能小于批量下限')
    expect(lotMaxRule(null, { lotMin: 50 })).toBeNull()
    expect(lotMaxRule(80, { lotMin: 50 })).toBeNull()
  }, 20_000)

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows('抽样水平列表')).toHaveLength(3), LOAD)
    await userEvent.type(panel().getByLabelText('批量'), '2000')
    await userEvent.click(panel().getByRole('button', { name: '计算' }))
    await screen.findByText('125')
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
