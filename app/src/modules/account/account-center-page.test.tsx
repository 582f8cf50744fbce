import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../../stores/session-store'
import AccountCenterPage from './account-center-page'
import { fakeAccountServer, renderAccountPage } from './fake-account-server.test-helper'

afterEach(() => {
  vi.unstubAllGlobals()
  useSession.getState().signOut()
})

describe('个人中心', () => {
  it('shows the profile, departments and roles the server answers', async () => {
    const { view, server } = renderAccountPage(<AccountCenterPage />, '/account/center')
    expect(await screen.findByRole('heading', { name: '管理员' })).toBeInTheDocument()
    expect(screen.getByText('研发部经理')).toBeInTheDocument()
    expect(screen.getByText('18611111111')).toBeInTheDocument()
    expect(screen.getByText('jeecg@163.com')).toBeInTheDocument()
    expect(screen.getByText('00001')).toBeInTheDocument()
    const departs = await screen.findByRole('list', { name: '所属部门' })
    expect(within(departs).getByText('研发部')).toBeInTheDocument()
    expect(within(departs).getByText('北京国炬软件').closest('li')).toHaveTextContent('当前部门')
    const roles = screen.getByRole('list', { name: '拥有角色' })
    expect(within(roles).getByText('系统管理员')).toBeInTheDocument()
    const notices = await screen.findByRole('list', { name: '最近通知' })
    expect(within(notices).getByText('系统升级通知')).toBeInTheDocument()
    expect(server.requests.every((request) => request.token === 'test-token')).toBe(true)
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('shows the server refusal', async () => {
    renderAccountPage(
      <AccountCenterPage />,
      '/account/center',
      fakeAccountServer({ refuseProfile: '未找到对应用户!' }),
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到对应用户!')
  })
})
