import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { Toaster } from '@erp/ui-kit/toast'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCrudServer, type FakeRow } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import CheckReportPage from './check-report-page'

const report = {
  id: 'c1',
  reportNo: 'BG202611210001',
  registerId: 'r1',
  inspectionType: 'garment',
  inspectionLevel: 'II',
  aqlCritical: 0,
  aqlMajor: 2.5,
  aqlMinor: 4,
  sampleLetter: 'K',
  sampleSize: 125,
  criticalTotal: 0,
  criticalAc: 0,
  criticalRe: 1,
  majorTotal: 3,
  majorAc: 7,
  majorRe: 8,
  minorTotal: 0,
  minorAc: 10,
  minorRe: 11,
  totalPoints: 0,
  pointsPer100SqYd: null,
  result: 'pass',
  result_dictText: '合格',
  inspectorId: 'u1',
  checkDate: '2026-11-21',
  photos: null,
  conclusion: '做工良好',
  createTime: '2026-11-21 16:00:00',
}
const reports: FakeRow[] = [report]

const plan = {
  registerId: 'r1',
  lotSize: 2000,
  brandId: 'b1',
  productCategory: '户外夹克',
  ruleId: 'rule1',
  ruleCategory: '户外夹克',
  ruleMatch: 'category',
  defaultRule: false,
  inspectionLevel: 'II',
  aqlCritical: 0.065,
  aqlMajor: 2.5,
  aqlMinor: 4,
  // Lot 2000, level II: letter K; critical AQL 0.065 points down to L (ISO 2859-1).
  sampleLetter: 'L',
  sampleSize: 200,
  criticalLetter: 'L',
  criticalSampleSize: 200,
  majorLetter: 'K',
  majorSampleSize: 125,
  minorLetter: 'K',
  minorSampleSize: 125,
  criticalAc: 0,
  criticalRe: 1,
  majorAc: 7,
  majorRe: 8,
  minorAc: 10,
  minorRe: 11,
}

const detail = {
  report,
  defects: [
    {
      id: 'l1',
      reportId: 'c1',
      defectStandardId: 's1',
      severity: 'major',
      quantity: 3,
      note: '线头',
      photo: null,
      sortNo: 1,
    },
  ],
  fabrics: [],
}

const envelope = (result: unknown, success = true, message = '操作成功！') =>
  new Response(JSON.stringify({ success, message, code: success ? 0 : 500, result, timestamp: 1 }), {
    headers: { 'Content-Type': 'application/json' },
  })
const grant = (codes: string[]) => codes.map((action) => ({ action, describe: action, type: '1' }))

function renderPage() {
  const server = fakeCrudServer('/qc/checkReport', reports)
  const saved: unknown[] = []
  vi.stubGlobal('fetch', async (input: Request) => {
    const url = new URL(input.url)
    const path = url.pathname.replace(/^\/jeecg-boot/, '')
    if (path === '/qc/register/list')
      return envelope({
        records: [
          {
            id: 'r1',
            registerNo: 'QC202611210001',
            styleNo: 'ST-24001',
            factory: '宁波华美制衣厂',
            lotSize: 2000,
          },
        ],
        total: 1,
      })
    if (path === '/qc/defectStandard/list')
      return envelope({ records: [{ id: 's1', code: 'WK-01', name: '跳针', severity: 'major' }], total: 1 })
    if (path === '/qc/fabricDefect/list')
      return envelope({ records: [{ id: 'f1', code: 'FD-01', name: '破洞' }], total: 1 })
    if (path === '/sys/user/pickerList')
      return envelope([
        { id: 'u1', username: 'admin', realname: '管理员' },
        { id: 'u2', username: 'qc01', realname: '质检李工' },
        { id: 'u3', username: 'hr01', realname: '人事张经理' },
      ])
    if (path === '/qc/inspector/list') return envelope([{ id: 'u2', username: 'qc01', realname: '质检李工' }])
    if (path === '/qc/checkReport/plan') return envelope(plan)
    if (path === '/qc/checkReport/detail') return envelope({ ...detail, report: reports[0] })
    if (path === '/qc/checkReport/saveWithLines') {
      const body = JSON.parse(await input.clone().text()) as { defects: Array<{ quantity: number }> }
      saved.push(body)
      const majors = body.defects.reduce((sum, line) => sum + line.quantity, 0)
      const verdict = majors > 7 ? 'fail' : 'pass'
      return envelope(
        { ...detail, report: { ...report, majorTotal: majors, result: verdict } },
        true,
        `保存成功！检验结果：${verdict === 'pass' ? '合格' : '不合格'}`,
      )
    }
    return server.fetch(input)
  })
  usePermissions.setState({
    auth: grant(['qc:checkReport:add', 'qc:checkReport:edit', 'qc:checkReport:delete']) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/qc/checkReport', element: <CheckReportPage /> }], {
    initialEntries: ['/qc/checkReport'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  )
  return { saved, view }
}

// The grid and the dialogs are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

const gridCell = (container: HTMLElement, rowId: string, column: string) => {
  const cell = container.querySelector<HTMLElement>(`[row-id="${rowId}"] [col-id="${column}"]`)
  if (!cell) throw new Error(`no cell ${rowId}/${column}`)
  return cell
}

describe('检验报告', () => {
  it('lists reports with their register number, totals and result', async () => {
    const { view } = renderPage()
    const table = await screen.findByRole('table', { name: '检验报告列表' })
    await waitFor(() => expect(within(table).getByText('QC202611210001')).toBeInTheDocument())
    expect(within(table).getByText('合格')).toBeInTheDocument()
    expect(within(table).getByText('3 / 7')).toBeInTheDocument()
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('shows the sample size and Ac/Re as soon as the registration is chosen', async () => {
    renderPage()
    await screen.findByRole('table', { name: '检验报告列表' })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增检验报告' })
    expect(within(dialog).getByText('选择检验登记后显示抽样数量与 Ac/Re')).toBeInTheDocument()
    await chooseOption(within(dialog).getByLabelText('检验登记'), /QC202611210001/)
    expect(await within(dialog).findByTestId('sample-size')).toHaveTextContent('200')
    const acRe = within(dialog).getByRole('table', { name: '接收/拒收数' })
    expect(within(acRe).getByRole('row', { name: /严重 2.5 K 125 0 7 8/ })).toBeInTheDocument()
    expect(within(dialog).getByTestId('live-result')).toHaveTextContent('合格')
    // A fabric inspection adds the fabric lines.
    await chooseOption(within(dialog).getByLabelText('检验类型'), '面料检验')
    expect(within(dialog).getByRole('heading', { name: '面料明细（四分制）' })).toBeInTheDocument()
    expect(within(dialog).getByTestId('points-per-100')).toHaveTextContent('-')
  })

  it('edits a defect quantity in the editable table: the verdict follows and the server recomputes', async () => {
    const { saved } = renderPage()
    const table = await screen.findByRole('table', { name: '检验报告列表' })
    await waitFor(() => expect(within(table).getByText('BG202611210001')).toBeInTheDocument())
    await userEvent.click(within(table).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑检验报告' })
    expect(await within(dialog).findByTestId('sample-size')).toHaveTextContent('200')
    await waitFor(() => expect(within(dialog).getByTestId('major-total')).toHaveTextContent('3'))
    const quantity = gridCell(dialog, 'l1', 'quantity')
    await userEvent.click(quantity)
    await userEvent.keyboard('8{Enter}')
    await waitFor(() => expect(within(dialog).getByTestId('major-total')).toHaveTextContent('8'))
    expect(within(dialog).getByTestId('live-result')).toHaveTextContent('不合格')
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toMatchObject({
      report: { id: 'c1', registerId: 'r1', inspectionType: 'garment' },
      defects: [{ defectStandardId: 's1', severity: 'major', quantity: 8, note: '线头', photo: null }],
      fabrics: [],
    })
    expect(await screen.findByText('保存成功！检验结果：不合格')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('computes the points of a fabric line as its defect length is entered', async () => {
    renderPage()
    await screen.findByRole('table', { name: '检验报告列表' })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增检验报告' })
    await chooseOption(within(dialog).getByLabelText('检验登记'), /QC202611210001/)
    await chooseOption(within(dialog).getByLabelText('检验类型'), '面料检验')
    await userEvent.click(within(dialog).getByRole('button', { name: '新增面料' }))
    const rowId = await waitFor(() => {
      const row = dialog.querySelector<HTMLElement>('[row-id] [col-id="rollNo"]')?.closest('[row-id]')
      const id = row?.getAttribute('row-id')
      if (!id) throw new Error('no fabric row yet')
      return id
    })
    const type = async (column: string, text: string) => {
      await userEvent.click(gridCell(dialog, rowId, column))
      await userEvent.keyboard(`${text}{Enter}`)
    }
    await type('rollNo', 'R-1')
    await type('lengthYards', '120')
    await type('defectLengthInches', '5')
    await waitFor(() => expect(gridCell(dialog, rowId, 'points')).toHaveTextContent('2'))
    // 2 × 3600 / (120 × 58)
    expect(within(dialog).getByTestId('points-per-100')).toHaveTextContent('1.03')
  })

  it('shows a report in the detail-list layout with its lines', async () => {
    renderPage()
    const table = await screen.findByRole('table', { name: '检验报告列表' })
    await waitFor(() => expect(within(table).getByText('BG202611210001')).toBeInTheDocument())
    await userEvent.click(within(table).getByRole('button', { name: '详情' }))
    const dialog = await screen.findByRole('dialog', { name: '检验报告详情' })
    expect(await within(dialog).findByText('0（Ac 0 / Re 1）')).toBeInTheDocument()
    // A report saved before check rules had a category names no rule.
    expect(within(dialog).getByText('默认规则（或未记录）')).toBeInTheDocument()
    expect(within(dialog).getByText('3（Ac 7 / Re 8）')).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByText('WK-01 跳针')).toBeInTheDocument())
    expect(within(dialog).getByRole('table', { name: '缺陷明细' })).toBeInTheDocument()
  })

  it('samples critical defects with the plan the arrow points to and names the rule applied', async () => {
    renderPage()
    await screen.findByRole('table', { name: '检验报告列表' })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增检验报告' })
    await chooseOption(within(dialog).getByLabelText('检验登记'), /QC202611210001/)
    const acRe = await within(dialog).findByRole('table', { name: '接收/拒收数' })
    expect(within(acRe).getByRole('row', { name: /致命 0.065 L 200 0 0 1/ })).toBeInTheDocument()
    expect(within(dialog).getByTestId('critical-sample-size')).toHaveTextContent('200')
    expect(within(dialog).getByTestId('plan-rule')).toHaveTextContent('检验规则：品牌 + 产品类别「户外夹克」')
  })

  it('shows the rule a report applied and the sample size of each severity', async () => {
    reports[0] = {
      ...report,
      ruleId: 'rule1',
      ruleCategory: '户外夹克',
      criticalSampleSize: 200,
      majorSampleSize: 125,
      minorSampleSize: 125,
    }
    try {
      renderPage()
      const table = await screen.findByRole('table', { name: '检验报告列表' })
      await waitFor(() => expect(within(table).getByText('BG202611210001')).toBeInTheDocument())
      await userEvent.click(within(table).getByRole('button', { name: '详情' }))
      const dialog = await screen.findByRole('dialog', { name: '检验报告详情' })
      expect(await within(dialog).findByText('品牌 + 产品类别「户外夹克」')).toBeInTheDocument()
      expect(within(dialog).getByText('0（抽 200，Ac 0 / Re 1）')).toBeInTheDocument()
      expect(within(dialog).getByText('3（抽 125，Ac 7 / Re 8）')).toBeInTheDocument()
    } finally {
      reports[0] = report
    }
  })

  it('leaves a quantity of −3 out of the totals and gives no verdict while it is there', async () => {
    renderPage()
    const table = await screen.findByRole('table', { name: '检验报告列表' })
    await waitFor(() => expect(within(table).getByText('BG202611210001')).toBeInTheDocument())
    await userEvent.click(within(table).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑检验报告' })
    await waitFor(() => expect(within(dialog).getByTestId('major-total')).toHaveTextContent('3'))
    await userEvent.click(gridCell(dialog, 'l1', 'quantity'))
    await userEvent.keyboard('-3{Enter}')
    await waitFor(() => expect(within(dialog).getByTestId('major-total')).toHaveTextContent('0'))
    expect(within(dialog).queryByTestId('live-result')).toBeNull()
    expect(within(dialog).getByTestId('live-result-invalid')).toHaveTextContent(
      '有 1 行数据无效（标红），不计入合计；修正后才能判定',
    )
  })

  it('offers the inspectors only, not every user', async () => {
    renderPage()
    await screen.findByRole('table', { name: '检验报告列表' })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增检验报告' })
    // The signed-in admin is the default inspector of a new report: kept, by name, though not an inspector.
    await userEvent.click(within(dialog).getByLabelText('检验员'))
    const listbox = await screen.findByRole('listbox')
    await waitFor(() => expect(within(listbox).getByRole('option', { name: '质检李工' })).toBeInTheDocument())
    expect(within(listbox).queryByRole('option', { name: '人事张经理' })).toBeNull()
    await userEvent.click(within(listbox).getByRole('option', { name: '质检李工' }))
    expect(within(dialog).getByLabelText('检验员')).toHaveTextContent('质检李工')
  })
})
