import { render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import RegisterResultPage, { registeredAccountOf } from './register-result-page'

describe('register result page', () => {
  it('reads the account from router state, ignoring anything else', () => {
    expect(registeredAccountOf({ username: 'newbie' })).toBe('newbie')
    expect(registeredAccountOf({ username: 3 })).toBeNull()
    expect(registeredAccountOf(null)).toBeNull()
    expect(registeredAccountOf('newbie')).toBeNull()
  })

  it('without state (opened directly) still says the registration succeeded and links to login', () => {
    const router = createMemoryRouter([{ path: '/user/register-result', element: <RegisterResultPage /> }], {
      initialEntries: ['/user/register-result'],
    })
    render(<RouterProvider router={router} />)
    expect(screen.getByRole('heading', { name: '注册成功' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '返回登录' })).toHaveAttribute('href', '/user/login')
    expect(document.title).toBe('注册结果 - ' + document.title.split(' - ')[1])
  })
})
