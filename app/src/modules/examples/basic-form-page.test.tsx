import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import BasicFormPage from './basic-form-page'
import { envelope, fakeServer, renderAt } from './examples-test-kit.test-helper'

vi.setConfig({ testTimeout: 20_000 })
afterEach(() => vi.unstubAllGlobals())

function server() {
  return fakeServer(({ path, body }) => {
    if (path === '/sys/dict/getDictItems/repair_category')
      return envelope([
        { value: 'electric', text: '电气' },
        { value: 'plumbing', text: '水暖' },
      ])
    if (path === '/sys/dict/getDictItems/urgency')
      return envelope([
        { value: 'L', text: '低' },
        { value: 'M', text: '中' },
        { value: 'H', text: '高' },
      ])
    if (path === '/rep/order/add') {
      const phone = (body as { reporterPhone: string }).reporterPhone
      return /^1[3-9]\d{9}$/.test(phone)
        ? envelope(null, true, '添加成功！')
        : envelope(null, false, '联系电话格式不正确')
    }
    return undefined
  })
}

describe('基础表单 (repair order entered by the office)', () => {
  it('asks for the required fields, keeps the form on the server’s refusal, then saves', async () => {
    const calls = server()
    const user = userEvent.setup()
    const view = renderAt('/form/base-form', [{ path: '/form/base-form', element: <BasicFormPage /> }])
    // The kit's Select, not a native select.
    expect(await screen.findByRole('combobox', { name: '报修类别' })).toHaveAttribute(
      'data-slot',
      'select-trigger',
    )
    expect(await seriousViolations(view.container)).toEqual([])

    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(screen.getByText('请输入报修人')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: '报修人' })).toHaveAttribute('aria-invalid', 'true')
    expect(calls.some((call) => call.path === '/rep/order/add')).toBe(false)

    await user.type(screen.getByRole('textbox', { name: '报修人' }), '李娜')
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '12345')
    await user.type(screen.getByRole('textbox', { name: '报修地点' }), '二号车间')
    await chooseOption(screen.getByRole('combobox', { name: '报修类别' }), '电气')
    await chooseOption(screen.getByRole('combobox', { name: '紧急程度' }), '高')
    await user.type(screen.getByRole('textbox', { name: '问题描述' }), '照明灯不亮')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('联系电话格式不正确')
    expect(screen.getByRole('textbox', { name: '报修人' })).toHaveValue('李娜')
    expect(screen.getByRole('textbox', { name: '问题描述' })).toHaveValue('照明灯不亮')

    await user.clear(screen.getByRole('textbox', { name: '联系电话' }))
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '13800138000')
    await user.click(screen.getByRole('button', { name: '提交' }))
    expect(await screen.findByTestId('form-saved')).toHaveTextContent('添加成功！')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('textbox', { name: '报修人' })).toHaveValue('')
    expect(calls.filter((call) => call.path === '/rep/order/add').at(-1)?.body).toEqual({
      reporterName: '李娜',
      reporterPhone: '13800138000',
      location: '二号车间',
      category: 'electric',
      urgency: 'H',
      description: '照明灯不亮',
    })
  })
})
