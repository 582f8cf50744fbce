import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import TenantPage from './tenant-page'
import {
  allButtons,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
} from '../shared/system-test-kit.test-helper'

const tenants = [
  {
    id: 1 as unknown as string,
    name: '总厂',
    status: 1,
    status_dictText: '正常',
    beginDate: null,
    endDate: null,
  },
]

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('TenantPage', () => {
  it('adds a tenant with the integer id the user gives', async () => {
    const { server } = renderSystemPage(<TenantPage />, {
      bases: [{ base: '/sys/tenant', rows: tenants }],
      grants: allButtons('tenant'),
    })
    const table = () => screen.getByRole('table', { name: '租户列表' })
    await waitFor(() => expect(within(table()).getByText('总厂')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增租户' })
    await userEvent.type(within(dialog).getByLabelText(/租户编号/), '1.5')
    await userEvent.type(within(dialog).getByLabelText(/租户名称/), '二厂')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('租户编号必须是正整数')).toBeInTheDocument()
    await userEvent.clear(within(dialog).getByLabelText(/租户编号/))
    await userEvent.type(within(dialog).getByLabelText(/租户编号/), '2')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const body = server('/sys/tenant')
      .rows()
      .find((row) => row.name === '二厂')
    expect(body).toMatchObject({ status: 1 })
    expect(body?.id).toBeDefined()
  })
})
