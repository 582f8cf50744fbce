import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { fakeCrudServer } from '../../lib/resource/fake-crud-server.test-helper'
import { usePermissions } from '../../stores/permission-store'
import { useSession } from '../../stores/session-store'
import { validateShipment, weightOf } from './shipment-form-dialog'
import { validateEvent } from './tracking-event-form'
import ShipmentPage from './shipment-page'

const shipments = [
  {
    id: 's1',
    carrier: 'sf',
    carrier_dictText: '顺丰速运',
    waybillNo: 'SF1234567890123',
    recipientName: '陈经理',
    recipientPhone: '13800138000',
    recipientProvince: '广东省',
    recipientCity: '深圳市',
    recipientDistrict: '南山区',
    recipientDetail: '科技园1号',
    weightKg: 2.5,
    fee: 16,
    status: 'in_transit',
    status_dictText: '运输中',
    createTime: '2026-11-20 09:00:00',
  },
]

/** Prices of the fake carrier: 12 yuan first kg + 2 per started kg (SF, same province). */
function renderPage() {
  const crud = fakeCrudServer('/exp/shipment', shipments)
  const quotes: unknown[] = []
  const added: { time: string; location: string | null; description: string }[] = []
  const fetch = async (input: Request) => {
    const path = new URL(input.url).pathname.replace(/^\/jeecg-boot/, '')
    const answer = (result: unknown) =>
      new Response(JSON.stringify({ success: true, message: '操作成功！', code: 0, result, timestamp: 1 }), {
        headers: { 'Content-Type': 'application/json' },
      })
    if (path === '/exp/shipment/quote') {
      const body = (await input.clone().json()) as { carrier: string; weightKg: number; province: string }
      quotes.push(body)
      return answer({ ...body, zone: 'same', fee: 12 + 2 * Math.max(0, Math.ceil(body.weightKg - 1)) })
    }
    if (path === '/exp/trackingEvent/add') {
      added.push((await input.clone().json()) as (typeof added)[number])
      return answer(null)
    }
    if (path === '/exp/shipment/tracking') {
      const stored = added.map((event) => ({ ...event, source: 'stored', status: null }))
      return answer({
        shipmentId: 's1',
        carrier: 'sf',
        waybillNo: 'SF1234567890123',
        status: 'in_transit',
        events: [
          {
            time: '2026-11-20 09:00:00',
            location: '东莞长安营业点',
            description: '已下单，等待快递员上门揽收',
            source: 'carrier',
            status: 'created',
          },
          {
            time: '2026-11-20 10:00:00',
            location: '东莞长安营业点',
            description: '顺丰速运 已收取快件',
            source: 'stored',
            status: null,
          },
          ...stored,
        ],
      })
    }
    if (path === '/sys/dict/getDictItems/express_carrier') {
      return answer([
        { value: 'sf', text: '顺丰速运' },
        { value: 'zto', text: '中通快递' },
      ])
    }
    return crud.fetch(input)
  }
  vi.stubGlobal('fetch', fetch)
  usePermissions.setState({
    auth: ['add', 'edit', 'delete'].map((a) => ({
      action: `exp:shipment:${a}`,
      describe: a,
      type: '1',
    })) as never,
    allAuth: [],
  })
  const router = createMemoryRouter([{ path: '/exp/shipment', element: <ShipmentPage /> }], {
    initialEntries: ['/exp/shipment'],
  })
  const view = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { crud, quotes, view, added }
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: '快递单列表' }))
    .getAllByRole('row')
    .slice(1)

beforeEach(() => {
  useSession.setState({ token: 't', userInfo: { id: 'u1', username: 'admin' } as never })
  localStorage.clear()
})
afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('shipment page', () => {
  it('checks the form: weight range, mobile, waybill format of the carrier', () => {
    expect(weightOf('2.5')).toBe(2.5)
    expect(weightOf('0')).toBeNull()
    expect(weightOf('100.01')).toBeNull()
    expect(weightOf('abc')).toBeNull()
    const valid = {
      carrier: 'zto',
      waybillNo: '',
      recipientName: '张三',
      recipientPhone: '13800138000',
      recipientProvince: '广东省',
      recipientCity: '广州市',
      recipientDistrict: '天河区',
      recipientDetail: '人民路1号',
      itemDescription: '样衣',
      weightKg: '1',
    }
    expect(validateShipment(valid)).toEqual({})
    // 城市, 区县 and 物品 are marked required and are required (the server refuses them empty too).
    expect(
      validateShipment({ ...valid, recipientCity: ' ', recipientDistrict: '', itemDescription: '' }),
    ).toEqual({
      recipientCity: '请输入城市!',
      recipientDistrict: '请输入区县!',
      itemDescription: '请输入物品!',
    })
    expect(validateShipment({ ...valid, waybillNo: 'SF1234567890123' })).toEqual({
      waybillNo: '运单号格式不正确',
    })
    expect(validateShipment({ ...valid, recipientPhone: '123', weightKg: '101' })).toEqual({
      recipientPhone: '请输入正确的手机号码!',
      weightKg: '重量必须大于0且不超过100公斤',
    })
  })

  it('lists shipments with address and fee, and opens 详情: the fields and the timeline newest first', async () => {
    renderPage()
    await screen.findByText('陈经理', {}, { timeout: 5000 })
    const row = bodyRows()[0] ?? document.body
    expect(within(row).getByText('广东省深圳市南山区 科技园1号')).toBeInTheDocument()
    expect(within(row).getByText('¥16.00')).toBeInTheDocument()
    await userEvent.click(within(row).getByRole('button', { name: '详情' }))
    const drawer = await screen.findByRole('dialog', { name: '快递单详情：SF1234567890123' })
    const fields = within(drawer).getByLabelText('快递单信息')
    expect(fields).toHaveTextContent('13800138000')
    expect(fields).toHaveTextContent('广东省深圳市南山区 科技园1号')
    expect(fields).toHaveTextContent('2026-11-20 09:00:00')
    const timeline = await within(drawer).findByRole('list', { name: '物流轨迹' })
    const items = within(timeline).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('顺丰速运 已收取快件')
    expect(items[1]).toHaveTextContent('已下单，等待快递员上门揽收')
    expect(within(drawer).getByText('运输中')).toBeInTheDocument()
    expect(within(drawer).getByRole('region', { name: '添加物流轨迹' })).toBeInTheDocument()
    expect(await seriousViolations(drawer)).toEqual([])
  }, 20_000)

  it('checks a tracking event: time between the send time and now, a description', () => {
    const now = new Date('2026-11-25T12:00:00')
    const sent = '2026-11-20 09:00:00'
    const valid = { time: '2026-11-21T08:30', location: '', description: '到达长沙' }
    expect(validateEvent(valid, sent, now)).toEqual({})
    expect(validateEvent({ ...valid, time: '2026-11-25T12:01' }, sent, now)).toEqual({
      time: '发生时间不能晚于当前时间',
    })
    expect(validateEvent({ ...valid, time: '2026-11-20T08:59' }, sent, now)).toEqual({
      time: '发生时间不能早于寄件时间 2026-11-20 09:00',
    })
    expect(validateEvent({ time: '', location: '', description: ' ' }, sent, now)).toEqual({
      time: '请选择发生时间!',
      description: '请输入描述!',
    })
  })

  it('adds a tracking event from 详情, refuses one before the send time, and the timeline shows it first', async () => {
    const { added } = renderPage()
    await screen.findByText('陈经理', {}, { timeout: 5000 })
    await userEvent.click(within(bodyRows()[0] ?? document.body).getByRole('button', { name: '详情' }))
    const drawer = await screen.findByRole('dialog', { name: '快递单详情：SF1234567890123' })
    await within(drawer).findByRole('list', { name: '物流轨迹' })
    const form = within(drawer).getByRole('region', { name: '添加物流轨迹' })
    const date = within(form).getByLabelText('发生时间')
    const clock = within(form).getByLabelText('时间')

    await userEvent.type(within(form).getByLabelText(/描述/), '客户改约明天派送')
    await userEvent.clear(date)
    await userEvent.type(date, '2026-11-20')
    await userEvent.tab()
    await userEvent.clear(clock)
    await userEvent.type(clock, '08:00')
    await userEvent.click(within(form).getByRole('button', { name: '添加轨迹' }))
    expect(await within(form).findByText('发生时间不能早于寄件时间 2026-11-20 09:00')).toBeInTheDocument()
    expect(added).toHaveLength(0)

    await userEvent.clear(date)
    await userEvent.type(date, '2026-11-21')
    await userEvent.tab()
    await userEvent.clear(clock)
    await userEvent.type(clock, '08:30')
    await userEvent.type(within(form).getByLabelText('地点'), '长沙岳麓营业点')
    await userEvent.click(within(form).getByRole('button', { name: '添加轨迹' }))
    await waitFor(() => expect(added).toHaveLength(1))
    expect(added[0]).toMatchObject({
      shipmentId: 's1',
      time: '2026-11-21 08:30:00',
      location: '长沙岳麓营业点',
      description: '客户改约明天派送',
    })
    const timeline = within(drawer).getByRole('list', { name: '物流轨迹' })
    await waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]).toHaveTextContent('客户改约明天派送'),
    )
  }, 30_000)

  it('quotes the fee live as weight and province change, and adds the shipment', async () => {
    const { crud, quotes } = renderPage()
    await screen.findByText('陈经理', {}, { timeout: 5000 })
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增快递单' })
    expect(within(dialog).getByText('填写快递公司、省份和重量后自动报价')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('请输入收件人!')).toBeInTheDocument()
    expect(within(dialog).getByText('请输入物品!')).toBeInTheDocument()
    // Required marks: 城市 has one; 运单号 (left empty, the carrier makes one) has none.
    const labelOf = (text: string) =>
      within(dialog).getByText(text, { selector: 'label, label *' }).closest('label')
    expect(labelOf('城市')?.textContent).toBe('*城市')
    expect(labelOf('运单号')?.textContent).toBe('运单号')
    await userEvent.type(within(dialog).getByLabelText(/城市/), '广州市')
    await userEvent.type(within(dialog).getByLabelText(/区县/), '天河区')
    await userEvent.type(within(dialog).getByLabelText(/物品/), '样衣')
    await userEvent.type(within(dialog).getByLabelText(/^\*?收件人$/), '刘小姐')
    await userEvent.type(within(dialog).getByLabelText(/收件人电话/), '13912345678')
    await chooseOption(within(dialog).getByLabelText(/省份/), '广东省')
    await userEvent.type(within(dialog).getByLabelText(/详细地址/), '人民路8号')
    await userEvent.type(within(dialog).getByLabelText(/重量/), '2.5')
    expect(
      await within(dialog).findByRole('status', { name: '运费报价' }, { timeout: 3000 }),
    ).toHaveTextContent('¥16.00')
    await userEvent.clear(within(dialog).getByLabelText(/重量/))
    await userEvent.type(within(dialog).getByLabelText(/重量/), '4')
    await waitFor(
      () => expect(within(dialog).getByRole('status', { name: '运费报价' })).toHaveTextContent('¥18.00'),
      { timeout: 3000 },
    )
    expect(quotes.at(-1)).toEqual({ carrier: 'sf', weightKg: 4, province: '广东省' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(crud.rows().at(-1)).toMatchObject({
      carrier: 'sf',
      recipientName: '刘小姐',
      weightKg: 4,
      waybillNo: null,
    })
  }, 30_000)

  it('has no serious axe violations', async () => {
    const { view } = renderPage()
    await screen.findByText('陈经理', {}, { timeout: 5000 })
    expect(await seriousViolations(view.container)).toEqual([])
  }, 20_000)
})
