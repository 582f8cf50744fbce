import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useSession } from '../../../stores/session-store'
import DataSourcePage from './data-source-page'
import {
  allButtons,
  envelope,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
} from '../shared/system-test-kit.test-helper'

const sources = [
  {
    id: 's1',
    code: 'mes',
    name: 'MES 库',
    dbType: '6',
    dbType_dictText: 'Postgresql',
    dbDriver: 'org.postgresql.Driver',
    dbUrl: 'jdbc:postgresql://db:5432/mes',
    dbUsername: 'mes',
    dbPassword: '******',
  },
]

function renderSources() {
  return renderSystemPage(<DataSourcePage />, {
    bases: [{ base: '/sys/dataSource', rows: sources, unique: ['code'] }],
    grants: allButtons('dataSource'),
    extra: ({ path }) =>
      path === '/online/cgreport/api/testConnection'
        ? envelope(null, false, '数据库连接失败：connection refused')
        : undefined,
  })
}

const table = () => screen.getByRole('table', { name: '多数据源列表' })

beforeEach(() => {
  signInForTest()
  useSession.setState({
    dictItems: {
      database_type: [
        { value: '4', text: 'MySQL5.7', title: 'MySQL5.7' },
        { value: '6', text: 'Postgresql', title: 'Postgresql' },
      ] as never,
    },
  })
})
afterEach(signOutAfterTest)

describe('DataSourcePage', () => {
  it('never shows the password in the list', async () => {
    renderSources()
    await waitFor(() => expect(within(table()).getByText('MES 库')).toBeInTheDocument())
    expect(within(table()).queryByText('******')).not.toBeInTheDocument()
    expect(within(table()).queryByRole('columnheader', { name: /密码/ })).not.toBeInTheDocument()
  })

  it('fills the driver from the type and tests the connection with what the form holds', async () => {
    const { requests } = renderSources()
    await waitFor(() => expect(within(table()).getByText('MES 库')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增多数据源' })
    await userEvent.type(within(dialog).getByLabelText(/数据源编码/), 'erp')
    await chooseOption(within(dialog).getByLabelText(/数据库类型/), 'MySQL5.7')
    await waitFor(() =>
      expect(within(dialog).getByLabelText(/驱动类/)).toHaveValue('com.mysql.cj.jdbc.Driver'),
    )
    expect(String((within(dialog).getByLabelText(/数据源地址/) as HTMLInputElement).value)).toMatch(
      /^jdbc:mysql:/,
    )
    expect(within(dialog).getByLabelText(/密码/)).toHaveAttribute('type', 'password')
    await userEvent.type(within(dialog).getByLabelText(/用户名/), 'root')
    await userEvent.type(within(dialog).getByLabelText(/密码/), 'secret')
    await userEvent.click(within(dialog).getByRole('button', { name: '测试连接' }))
    expect(await within(dialog).findByText('数据库连接失败：connection refused')).toBeInTheDocument()
    const call = requests.find((r) => r.path === '/online/cgreport/api/testConnection')
    expect(call?.body).toMatchObject({
      code: 'erp',
      dbType: '4',
      dbDriver: 'com.mysql.cj.jdbc.Driver',
      dbUsername: 'root',
      dbPassword: 'secret',
    })
  })

  it('keeps the stored driver when an existing source is opened', async () => {
    renderSources()
    await waitFor(() => expect(within(table()).getByText('MES 库')).toBeInTheDocument())
    await userEvent.click(within(table()).getByRole('button', { name: '编辑' }))
    const dialog = await screen.findByRole('dialog', { name: '编辑多数据源' })
    expect(within(dialog).getByLabelText(/驱动类/)).toHaveValue('org.postgresql.Driver')
    expect(within(dialog).getByLabelText(/数据源地址/)).toHaveValue('jdbc:postgresql://db:5432/mes')
  })
})
