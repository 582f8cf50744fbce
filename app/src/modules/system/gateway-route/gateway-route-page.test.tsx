import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { seriousViolations } from '@erp/ui-kit/testing/axe'
import GatewayRoutePage from './gateway-route-page'
import {
  allButtons,
  renderSystemPage,
  signInForTest,
  signOutAfterTest,
} from '../shared/system-test-kit.test-helper'

const routes = [
  {
    id: 'g1',
    routerId: 'erp-system',
    name: 'erp-system',
    uri: 'lb://erp-system',
    predicates: '[{"name":"Path","args":["/sys/**"]}]',
    filters: null,
    retryable: 0,
    stripPrefix: 1,
    persistable: 1,
    showApi: 1,
    status: 1,
    status_dictText: '有效',
  },
]

function renderRoutes() {
  return renderSystemPage(<GatewayRoutePage />, {
    bases: [{ base: '/sys/gatewayRoute', rows: routes, unique: ['routerId'] }],
    grants: allButtons('gatewayRoute'),
  })
}

const table = () => screen.getByRole('table', { name: '路由列表' })

beforeEach(signInForTest)
afterEach(signOutAfterTest)

describe('GatewayRoutePage', () => {
  it('blocks a bad JSON predicate with a field error, then saves numbers for the 是/否 flags', async () => {
    const { requests, server } = renderRoutes()
    await waitFor(() => expect(within(table()).getByText('lb://erp-system')).toBeInTheDocument())
    await userEvent.click(screen.getByRole('button', { name: '新增' }))
    const dialog = await screen.findByRole('dialog', { name: '新增路由' })
    await userEvent.type(within(dialog).getByLabelText(/路由ID/), 'erp-hr')
    await userEvent.type(within(dialog).getByLabelText(/服务名/), 'erp-hr')
    const predicates = within(dialog).getByLabelText(/断言/)
    await userEvent.click(predicates)
    await userEvent.paste('[{"name":"Path"')
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(await within(dialog).findByText('断言不是合法的JSON格式')).toBeInTheDocument()
    expect(predicates).toHaveAttribute('aria-invalid', 'true')
    expect(requests.some((r) => r.path === '/sys/gatewayRoute/add')).toBe(false)

    await userEvent.clear(predicates)
    await userEvent.paste('[{"name":"Path","args":["/hr/**"]}]')
    // The first 是/否 pair is 是否重试 (the machinery's radio groups carry no name of their own).
    await userEvent.click(within(dialog).getAllByRole('radio', { name: '是' })[0]!)
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(
      server('/sys/gatewayRoute')
        .rows()
        .find((row) => row.routerId === 'erp-hr'),
    ).toMatchObject({
      predicates: '[{"name":"Path","args":["/hr/**"]}]',
      retryable: 1,
      stripPrefix: 0,
      showApi: 1,
      status: 1,
    })
  })

  it('shows the flags as 是/否 and has no serious axe violations', async () => {
    const { view } = renderRoutes()
    await waitFor(() => expect(within(table()).getByText('lb://erp-system')).toBeInTheDocument())
    expect(within(table()).getAllByText('是')).toHaveLength(2)
    expect(await seriousViolations(view.container)).toEqual([])
  })
})
