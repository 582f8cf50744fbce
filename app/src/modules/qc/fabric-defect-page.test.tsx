import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { useSession } from '../../stores/session-store'
import FabricDefectPage from './fabric-defect-page'
import { bodyRows, LOAD, renderQcPage } from './qc-test-kit.test-helper'

const rows = [
  {
    id: 'f1',
    code: 'FD-01',
    name: '破洞',
    description: '不论大小计 4 分',
    createTime: '2026-11-01 09:00:00',
  },
  { id: 'f2', code: 'FD-02', name: '断经', description: '按长度计分', createTime: '2026-11-01 09:00:00' },
]

const renderPage = () =>
  renderQcPage(<FabricDefectPage />, {
    base: '/qc/fabricDefect',
    rows,
    unique: ['code'],
    prefix: 'qc:fabricDefect',
  })
const calculator = () => within(screen.getByRole('region', { name: '四分制评分（ASTM D5430）' }))

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('面料疵点', () => {
  it('shows the four-point rule beside the list', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows('面料疵点列表')).toHaveLength(2), LOAD)
    const rule = calculator().getByRole('table', { name: '四分制评分规则' })
    expect(within(rule).getByText('超过 6 英寸至 9 英寸').closest('tr')).toHaveTextContent('3 分')
    expect(within(rule).getByText('破洞（不论大小）').closest('tr')).toHaveTextContent('4 分')
  }, 20_000)

  it('adds up the defects of a roll and normalises to 100 square yards', async () => {
    renderPage()
    const panel = calculator()
    await userEvent.type(panel.getByLabelText('疵点长度（英寸）'), '2')
    await userEvent.click(panel.getByRole('button', { name: '加入疵点' }))
    await userEvent.type(panel.getByLabelText('疵点长度（英寸）'), '5')
    await userEvent.click(panel.getByRole('button', { name: '加入疵点' }))
    await userEvent.click(panel.getByLabelText('破洞'))
    await userEvent.click(panel.getByRole('button', { name: '加入疵点' }))
    expect(panel.getByRole('list', { name: '已记录疵点' })).toHaveTextContent(
      '2 英寸 → 1 分5 英寸 → 2 分破洞 → 4 分',
    )
    expect(panel.getByRole('status')).toHaveTextContent('总分 7 分，输入码数和门幅后得出每百平方码分数')
    await userEvent.type(panel.getByLabelText('检验码数'), '100')
    await userEvent.type(panel.getByLabelText('门幅（英寸）'), '60')
    // 7 × 3600 / (100 × 60) = 4.2
    expect(panel.getByRole('status')).toHaveTextContent('总分 7 分，每百平方码 4.20 分')
    await userEvent.click(panel.getByRole('button', { name: '清空' }))
    expect(panel.getByRole('status')).toHaveTextContent('总分 0 分')
  }, 20_000)

  it('adds a fabric defect through the standard dialog', async () => {
    const { server } = renderPage()
    await waitFor(() => expect(bodyRows('面料疵点列表')).toHaveLength(2), LOAD)
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增面料疵点' })
    await userEvent.type(within(dialog).getByLabelText(/疵点编码/), 'FD-03')
    await userEvent.type(within(dialog).getByLabelText(/疵点名称/), '断纬')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD)
    expect(server.rows().some((row) => row.code === 'FD-03' && row.name === '断纬')).toBe(true)
  }, 20_000)

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await waitFor(() => expect(bodyRows('面料疵点列表')).toHaveLength(2), LOAD)
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
