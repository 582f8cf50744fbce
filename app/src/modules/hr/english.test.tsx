import { registerCatalogue, setLocale } from '@erp/ui-kit/i18n'
import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterAll, beforeAll, expect, it } from 'vitest'
import en from '../../i18n/en/hr.json'
import { residentIdRule } from './resident-id'
import WorkerSuccessPage from './worker-success-page'

beforeAll(async () => {
  registerCatalogue(async () => en)
  await setLocale('en-US')
})
afterAll(() => setLocale('zh-CN'))

it('shows the public success page of a worker registration in English', async () => {
  const router = createMemoryRouter([{ path: '/sdn/emp/success', element: <WorkerSuccessPage /> }], {
    initialEntries: ['/sdn/emp/success?entryNo=RZ1'],
  })
  render(<RouterProvider router={router} />)
  expect(
    await screen.findByText('Your registration has been submitted. HR will call you after reviewing it.'),
  ).toBeInTheDocument()
  expect(screen.getByTestId('entry-no')).toHaveTextContent('RZ1')
  expect(screen.getByRole('link', { name: 'Register another person' })).toBeInTheDocument()
  expect(document.body).not.toHaveTextContent(/[\u4e00-\u9fff]/)
})

it('gives the resident ID rule message in English', () => {
  expect(residentIdRule('123')).toBe('Enter a valid resident ID number')
})
