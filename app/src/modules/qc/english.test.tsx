import { registerCatalogue, setLocale } from '@erp/ui-kit/i18n'
import { render, screen } from '@testing-library/react'
import { afterAll, beforeAll, expect, it } from 'vitest'
import en from '../../i18n/en/qc.json'
import { FourPointCalculator } from './four-point-calculator'
import { DangerAddressWarning } from './register-address-field'

beforeAll(async () => {
  registerCatalogue(async () => en)
  await setLocale('en-US')
})
afterAll(() => setLocale('zh-CN'))

it('warns of a danger address in English, with the risk level translated', () => {
  render(
    <DangerAddressWarning
      matches={[{ id: 'a1', address: 'No. 9 River Road', riskLevel: 'H', reason: 'flooding' }]}
    />,
  )
  expect(screen.getByRole('alert')).toHaveTextContent(
    'This inspection address matches a danger address. Please take care:',
  )
  expect(screen.getByText('No. 9 River Road (risk High: flooding)')).toBeInTheDocument()
  expect(screen.getByText('This is only a warning; you can still save')).toBeInTheDocument()
})

it('draws the four-point calculator in English, the rule table kept in data included', () => {
  render(<FourPointCalculator />)
  expect(screen.getByText('3 in or less')).toBeInTheDocument()
  expect(screen.getByText('Hole (any size)')).toBeInTheDocument()
  expect(document.body).not.toHaveTextContent(/[\u4e00-\u9fff]/)
})
