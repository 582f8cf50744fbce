import { registerCatalogue, setLocale } from '@erp/ui-kit/i18n'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, beforeAll, expect, it } from 'vitest'
import en from '../../i18n/en/rep.json'
import StepSuccessPage from './step-success-page'

beforeAll(async () => {
  registerCatalogue(async () => en)
  await setLocale('en-US')
})
afterAll(() => setLocale('zh-CN'))

it('shows the public success page of a repair order in English', async () => {
  const router = createMemoryRouter([{ path: '/sdn/step-success', element: <StepSuccessPage /> }], {
    initialEntries: ['/sdn/step-success?orderNo=BX1'],
  })
  render(<RouterProvider router={router} />)
  expect(await screen.findByRole('heading', { name: 'Repair order submitted' })).toBeInTheDocument()
  expect(screen.getByTestId('repair-order-no')).toHaveTextContent('BX1')
  expect(screen.getByRole('link', { name: 'View repair progress' })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Report another' })).toBeInTheDocument()
  expect(document.body).not.toHaveTextContent(/[\u4e00-\u9fff]/)
})
