import { setLocale } from '@erp/ui-kit/i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { configure, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import '../../i18n/catalogues'
import { useSession } from '../../stores/session-store'
import { routes } from '../router'

// A shared 2-core machine: lazy routes may take more than the default second.
configure({ asyncUtilTimeout: 5000 })

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return router
}

const footer = () => screen.getByRole('navigation', { name: '页脚链接' })

beforeEach(() => useSession.getState().signOut())
afterEach(async () => {
  await setLocale('zh-CN')
})

describe('the sign-in pages’ footer', () => {
  it('帮助, 隐私 and 条款 open pages of their own, without signing in', async () => {
    const router = renderAt('/user/login')
    await screen.findByRole('button', { name: '登录' })
    const links = within(footer()).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['帮助', '/user/help'],
      ['隐私', '/user/privacy'],
      ['条款', '/user/terms'],
    ])

    await userEvent.click(within(footer()).getByRole('link', { name: '帮助' }))
    expect(await screen.findByRole('heading', { name: '帮助', level: 2 })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/user/help')
    expect(screen.getByText(/管理员帐户是 admin，密码 123456/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '技术支持' })).toBeInTheDocument()
    expect(within(footer()).getByRole('link', { name: '帮助' })).toHaveAttribute('aria-current', 'page')

    await userEvent.click(within(footer()).getByRole('link', { name: '隐私' }))
    expect(await screen.findByRole('heading', { name: '隐私', level: 2 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '我们处理哪些数据' })).toBeInTheDocument()

    await userEvent.click(within(footer()).getByRole('link', { name: '条款' }))
    expect(await screen.findByRole('heading', { name: '条款', level: 2 })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '使用规则' })).toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: '返回登录' }))
    expect(router.state.location.pathname).toBe('/user/login')
  })

  it('the pages are in English too', async () => {
    await setLocale('en-US')
    renderAt('/user/privacy')
    const heading = await screen.findByRole('heading', { name: 'What data we process' })
    const page = heading.closest('article')
    expect(page).toHaveTextContent(/not sold, not given to third parties/)
    expect(page?.textContent).not.toMatch(/[\u4e00-\u9fff]/)
    expect(
      within(screen.getByRole('navigation', { name: 'Footer links' })).getByRole('link', { name: 'Privacy' }),
    ).toHaveAttribute('aria-current', 'page')
  })
})
