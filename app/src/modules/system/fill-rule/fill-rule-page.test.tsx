import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import FillRulePage from './fill-rule-page'
import {
  allButtons,
  envelope,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
} from '../shared/system-test-kit.test-helper'
import { clickRowAction } from '../../../lib/resource/row-actions.test-helper'

const rules = [
  {
    id: 'r1',
    ruleName: '订单号',
    ruleCode: 'shop_order_num',
    ruleClass: 'org.jeecg.modules.system.rule.OrderNumberRule',
    ruleParams: '{"prefix":"CN"}',
  },
  { id: 'r2', ruleName: '坏规则', ruleCode: 'broken', ruleClass: 'x.Unknown', ruleParams: null },
]

function renderFillRules() {
  return renderSystemPage(<FillRulePage />, {
    bases: [{ base: '/sys/fillRule', rows: rules, unique: ['ruleCode'] }],
    grants: allButtons('fillRule'),
    extra: ({ path, query }) => {
      if (path !== '/sys/fillRule/testFillRule') return undefined
      return query.get('ruleCode') === 'shop_order_num'
        ? envelope('CN2026112209300042')
        : envelope(null, false, '不支持的规则实现类')
    },
  })
}

const table = () => screen.getByRole('table', { name: '填值规则列表' })
const rowOf = (text: string) => within(table()).getByText(text).closest('tr')!

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('FillRulePage', () => {
  it('功能测试 shows the generated code in a dialog', async () => {
    const { requests } = renderFillRules()
    await waitFor(() => expect(within(table()).getByText('订单号')).toBeInTheDocument())
    await clickRowAction(rowOf('订单号'), '功能测试')
    const dialog = await screen.findByRole('dialog', { name: '功能测试：订单号' })
    expect(within(dialog).getByRole('status', { name: '生成的编码' })).toHaveTextContent('CN2026112209300042')
    expect(within(dialog).getByRole('button', { name: '复制' })).toBeInTheDocument()
    expect(requests.find((r) => r.path === '/sys/fillRule/testFillRule')?.query.get('ruleCode')).toBe(
      'shop_order_num',
    )
  })

  it('功能测试 shows the server’s refusal', async () => {
    renderFillRules()
    await waitFor(() => expect(within(table()).getByText('坏规则')).toBeInTheDocument())
    await clickRowAction(rowOf('坏规则'), '功能测试')
    const dialog = await screen.findByRole('dialog', { name: '功能测试：坏规则' })
    expect(within(dialog).getByRole('alert')).toHaveTextContent('不支持的规则实现类')
  })

  it('checks 规则参数 as JSON before saving', async () => {
    const { requests } = renderFillRules()
    await waitFor(() => expect(within(table()).getByText('订单号')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增填值规则' })
    await userEvent.type(within(dialog).getByLabelText(/规则名称/), '流水号')
    await userEvent.type(within(dialog).getByLabelText(/规则Code/), 'serial')
    await userEvent.type(within(dialog).getByLabelText(/规则参数/), '{{"prefix":')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('规则参数不是合法的JSON格式')).toBeInTheDocument()
    expect(requests.some((r) => r.path === '/sys/fillRule/add')).toBe(false)
  })

  it('has no serious axe violations', async () => {
    const { view } = renderFillRules()
    await waitFor(() => expect(within(table()).getByText('订单号')).toBeInTheDocument())
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
