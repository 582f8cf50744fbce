import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeServer, page, renderAt } from './examples-test-kit.test-helper'
import ProfileBasicPage from './profile-basic-page'

vi.setConfig({ testTimeout: 20_000 })
afterEach(() => vi.unstubAllGlobals())

const report = {
  id: 'r1',
  reportNo: 'BG20261123001',
  registerId: 'g1',
  inspectionType: 'garment',
  inspectionLevel: 'II',
  sampleLetter: 'K',
  sampleSize: 125,
  criticalTotal: 0,
  criticalAc: 0,
  criticalRe: 1,
  majorTotal: 7,
  majorAc: 7,
  majorRe: 8,
  minorTotal: 3,
  minorAc: 10,
  minorRe: 11,
  result: 'pass',
  result_dictText: '合格',
  checkDate: '2026-11-23',
  conclusion: '大货做工良好',
  createBy: 'admin',
  createTime: '2026-11-23 16:00:00',
}

function server() {
  return fakeServer(({ path, query }) => {
    if (path === '/qc/checkReport/list') return envelope(page([report]))
    if (path === '/qc/checkReport/detail')
      return query.get('id') === 'r1'
        ? envelope({
            report,
            defects: [
              {
                id: 'd1',
                reportId: 'r1',
                defectStandardId: 's1',
                severity: 'major',
                quantity: 7,
                note: '线头',
                sortNo: 1,
              },
            ],
            fabrics: [],
          })
        : envelope(null, false, '未找到对应数据')
    if (path === '/qc/register/queryById')
      return envelope({
        id: 'g1',
        registerNo: 'DJ001',
        styleNo: 'ST-88',
        poNo: 'PO-1',
        factory: '一厂',
        lotSize: 1200,
      })
    if (path === '/qc/defectStandard/list')
      return envelope(page([{ id: 's1', code: 'A01', name: '线头', severity: 'major' }]))
    return undefined
  })
}

describe('基础详情页 (check report)', () => {
  it('shows the newest report of the server with its registration and defect lines', async () => {
    const calls = server()
    const view = renderAt('/profile/basic', [{ path: '/profile/basic', element: <ProfileBasicPage /> }])
    expect(await screen.findByTestId('report-no')).toHaveTextContent('BG20261123001')
    expect(await screen.findByText('ST-88')).toBeInTheDocument()
    expect(screen.getByText('合格')).toBeInTheDocument()
    expect(screen.getByText('7 个（Ac 7 / Re 8）')).toBeInTheDocument()
    const lines = screen.getByRole('table', { name: '缺陷明细' })
    expect(await within(lines).findByText('A01 线头')).toBeInTheDocument()
    expect(within(lines).getByText('严重')).toBeInTheDocument()
    expect(
      calls.some((call) => call.path === '/qc/checkReport/detail' && call.query.get('id') === 'r1'),
    ).toBe(true)
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('shows the server’s message for an unknown ?id=', async () => {
    server()
    renderAt('/profile/basic?id=nope', [{ path: '/profile/basic', element: <ProfileBasicPage /> }])
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到对应数据')
  })
})
