import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { useSession } from '../../stores/session-store'
import AccessoryCountryPage from './accessory-country-page'
import BrandPage from './brand-page'
import DangerAddressPage, { isLive } from './danger-address-page'
import DefectStandardPage from './defect-standard-page'
import { bodyRows, LOAD, renderQcPage } from './qc-test-kit.test-helper'

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('客户品牌', () => {
  const rows = [
    { id: 'b1', code: 'BR001', name: '北辰户外', customer: 'NorthStar', country: '德国', contact: 'Jonas' },
  ]

  it('adds a brand; a duplicate code is refused on the field', async () => {
    const { server, view } = renderQcPage(<BrandPage />, {
      base: '/qc/brand',
      rows,
      unique: ['code'],
      prefix: 'qc:brand',
    })
    await waitFor(() => expect(bodyRows('品牌列表')).toHaveLength(1), LOAD)
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增品牌' })
    await userEvent.type(within(dialog).getByLabelText(/品牌编码/), 'BR001')
    await userEvent.type(within(dialog).getByLabelText(/品牌名称/), '新品牌')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('该值不可用，系统中已存在！')).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText(/品牌编码/))
    await userEvent.type(within(dialog).getByLabelText(/品牌编码/), 'BR900')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOAD)
    expect(server.rows().map((row) => row.code)).toEqual(['BR001', 'BR900'])
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})

describe('辅料国别', () => {
  it('lists the labelling requirements', async () => {
    const rows = [{ id: 'c1', code: 'JP', country: '日本', labellingRequirements: '洗涤符号按 JIS L 0001' }]
    const { view } = renderQcPage(<AccessoryCountryPage />, {
      base: '/qc/accessoryCountry',
      rows,
      prefix: 'qc:accessoryCountry',
    })
    await waitFor(() => expect(bodyRows('辅料国别列表')[0]).toHaveTextContent('洗涤符号按 JIS L 0001'), LOAD)
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})

describe('危险地址', () => {
  it('marks the entries whose validity has passed', async () => {
    const rows = [
      {
        id: 'd1',
        address: '东莞市虎门镇',
        riskLevel: 'H',
        riskLevel_dictText: '高',
        validUntil: '2999-12-31',
      },
      {
        id: 'd2',
        address: '湖州市织里镇',
        riskLevel: 'L',
        riskLevel_dictText: '低',
        validUntil: '2000-01-01',
      },
      { id: 'd3', address: '绍兴市柯桥区', riskLevel: 'M', riskLevel_dictText: '中', validUntil: null },
    ]
    const { view } = renderQcPage(<DangerAddressPage />, {
      base: '/qc/dangerAddress',
      rows,
      prefix: 'qc:dangerAddress',
    })
    await waitFor(() => expect(bodyRows('危险地址列表')).toHaveLength(3), LOAD)
    const [live, expired, endless] = bodyRows('危险地址列表')
    expect(live).not.toHaveTextContent('已过期')
    expect(expired).toHaveTextContent('已过期')
    expect(endless).toHaveTextContent('长期')
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)

  it('warns, without refusing, about a validity that has already passed', async () => {
    const { server } = renderQcPage(<DangerAddressPage />, {
      base: '/qc/dangerAddress',
      rows: [],
      prefix: 'qc:dangerAddress',
    })
    await userEvent.click(await screen.findByRole('button', { name: '新增' }, LOAD))
    const dialog = await screen.findByRole('dialog', { name: '新增危险地址' })
    await userEvent.type(within(dialog).getByLabelText(/地址/), '湖州市织里镇')
    await userEvent.type(within(dialog).getByLabelText(/有效期至/), '2000-01-01')
    await userEvent.tab()
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      '有效期已过，登记验货时不会再提示该地址',
    )
    // Not an error: the field stays valid when the form is checked (the required 风险等级 is what stops it).
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText(/风险等级/, { selector: '[id$="-error"]' })).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/有效期至/)).not.toHaveAttribute('aria-invalid', 'true')
    expect(server.rows()).toHaveLength(0)
  }, 20_000)

  it('counts an entry live through its last day', () => {
    expect(isLive('2026-11-23', '2026-11-23')).toBe(true)
    expect(isLive('2026-11-22', '2026-11-23')).toBe(false)
    expect(isLive(null, '2026-11-23')).toBe(true)
  }, 20_000)
})

describe('缺陷标准', () => {
  it('lists defects with their category and severity texts', async () => {
    const rows = [
      {
        id: 's1',
        code: 'WK-01',
        name: '跳针',
        category: 'workmanship',
        category_dictText: '做工',
        severity: 'major',
        severity_dictText: '严重',
      },
    ]
    const { view } = renderQcPage(<DefectStandardPage />, {
      base: '/qc/defectStandard',
      rows,
      prefix: 'qc:defectStandard',
    })
    await waitFor(() => expect(bodyRows('缺陷标准列表')[0]).toHaveTextContent('做工'), LOAD)
    expect(bodyRows('缺陷标准列表')[0]).toHaveTextContent('严重')
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
