import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import CheckRulePage from './check-rule-page'
import { ruleJsonError } from './check-rule-json-editor'
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
    id: 'c1',
    ruleName: '工号',
    ruleCode: 'work_no',
    ruleJson: '[{"digits":"*","pattern":"^\\\\d{5}$","message":"工号是5位数字"}]',
    ruleDescription: '五位数字',
  },
]

function renderCheckRules() {
  return renderSystemPage(<CheckRulePage />, {
    bases: [{ base: '/sys/checkRule', rows: rules, unique: ['ruleCode'] }],
    grants: allButtons('checkRule'),
    extra: ({ path, query }) => {
      if (path !== '/sys/checkRule/checkByCode') return undefined
      return /^\d{5}$/.test(query.get('value') ?? '')
        ? envelope(null, true, '成功')
        : envelope({ passed: false }, false, '工号是5位数字')
    },
  })
}

const table = () => screen.getByRole('table', { name: '校验规则列表' })

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('CheckRulePage', () => {
  it('功能测试 shows the server’s message on failure, 校验通过 on success, and skips an empty value', async () => {
    const { requests } = renderCheckRules()
    await waitFor(() => expect(within(table()).getByText('工号')).toBeInTheDocument())
    await clickRowAction(table(), '功能测试')
    const dialog = await screen.findByRole('dialog', { name: '功能测试：工号' })
    const checks = () => requests.filter((r) => r.path === '/sys/checkRule/checkByCode')

    await userEvent.click(within(dialog).getByRole('button', { name: '测试' }))
    expect(await within(dialog).findByText('请输入需要测试的值')).toBeInTheDocument()
    expect(checks()).toHaveLength(0)

    await userEvent.type(within(dialog).getByLabelText('需要测试的值'), '12a')
    await userEvent.click(within(dialog).getByRole('button', { name: '测试' }))
    expect(await within(dialog).findByText('工号是5位数字')).toBeInTheDocument()
    expect(checks().at(-1)?.query.get('ruleCode')).toBe('work_no')
    expect(checks().at(-1)?.query.get('value')).toBe('12a')

    await userEvent.clear(within(dialog).getByLabelText('需要测试的值'))
    await userEvent.type(within(dialog).getByLabelText('需要测试的值'), '12345{Enter}')
    expect(await within(dialog).findByText('校验通过')).toBeInTheDocument()
  })

  it('edits ruleJson as rows and refuses an invalid regex', async () => {
    const { requests } = renderCheckRules()
    await waitFor(() => expect(within(table()).getByText('工号')).toBeInTheDocument())
    await clickRowAction(table(), '编辑')
    const dialog = await screen.findByRole('dialog', { name: '编辑校验规则' })
    const pattern = within(dialog).getByLabelText('第 1 条规则的正则表达式')
    expect(pattern).toHaveValue('^\\d{5}$')
    await userEvent.clear(pattern)
    await userEvent.click(pattern)
    await userEvent.paste('([a-z')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('第 1 条规则：正则表达式不合法')).toBeInTheDocument()
    expect(requests.some((r) => r.path === '/sys/checkRule/edit')).toBe(false)
  })

  it('ruleJsonError accepts valid rows and names the wrong one', () => {
    expect(ruleJsonError('')).toBeNull()
    expect(ruleJsonError('[{"digits":"3","pattern":"^[A-Z]+$","message":"字母"}]')).toBeNull()
    expect(ruleJsonError('[{"digits":"x","pattern":"a","message":"m"}]')).toBe(
      '第 1 条规则：位数必须是 * 或正整数',
    )
    expect(ruleJsonError('{')).toBe('规则JSON不是合法的JSON格式')
  })
})
