import { registerCatalogue, setLocale } from '@erp/ui-kit/i18n'
import { act, render, screen } from '@testing-library/react'
import { afterAll, beforeAll, expect, it } from 'vitest'
import en from '../../i18n/en/mtr.json'
import { RechargeFields } from './recharge-fields'

beforeAll(async () => {
  registerCatalogue(async () => en)
  await setLocale('en-US')
})
afterAll(() => setLocale('zh-CN'))

it('draws the recharge fields in English, pay methods and placeholders included, and back in Chinese', async () => {
  const noop = () => undefined
  render(
    <RechargeFields
      amount="50"
      onAmountChange={noop}
      amountError={null}
      payMethod="wechat"
      onPayMethodChange={noop}
      pricePerKwh={0.5}
    />,
  )
  expect(screen.getByLabelText('Amount (CNY)')).toHaveValue('50')
  expect(screen.getByText('About 100.00 kWh (unit price 0.5 CNY/kWh)')).toBeInTheDocument()
  expect(screen.getByText('Payment method')).toBeInTheDocument()
  expect(screen.getByText('WeChat Pay')).toBeInTheDocument()
  expect(screen.getByRole('group', { name: 'Common amounts' })).toHaveTextContent('50 CNY')
  expect(document.body).not.toHaveTextContent(/[\u4e00-\u9fff]/)

  await act(() => setLocale('zh-CN'))
  expect(screen.getByLabelText('充值金额(元)')).toBeInTheDocument()
  expect(screen.getByText('微信')).toBeInTheDocument()
})
