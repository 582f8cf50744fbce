import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen } from '@testing-library/react'
import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import AdvancedFormPage, { saveBody } from './advanced-form-page'
import { envelope, fakeServer, page, renderAt } from './examples-test-kit.test-helper'

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => vi.unstubAllGlobals())

const saved = {
  report: {
    id: 'r9',
    reportNo: 'BG20261126001',
    registerId: 'g1',
    inspectionType: 'garment',
    result: 'pass',
    result_dictText: '合格',
  },
  defects: [],
  fabrics: [],
}

function server(refuse: boolean) {
  return fakeServer(({ path }) => {
    if (path === '/qc/register/list')
      return envelope(page([{ id: 'g1', registerNo: 'DJ001', styleNo: 'ST-88', factory: '一厂' }]))
    if (path === '/qc/defectStandard/list')
      return envelope(page([{ id: 's1', code: 'A01', name: '线头', severity: 'major' }]))
    if (path === '/qc/checkReport/saveWithLines')
      return refuse
        ? envelope(null, false, '检验登记不存在')
        : envelope(saved, true, '保存成功！检验结果：合格')
    return undefined
  })
}

describe('高级表单 (check report with defect lines)', () => {
  it('asks for the registration, then saves the report and its lines in one request', async () => {
    const calls = server(false)
    const user = userEvent.setup()
    const view = renderAt('/form/advanced-form', [
      { path: '/form/advanced-form', element: <AdvancedFormPage /> },
    ])
    // The kit's Select and DatePicker, not native controls.
    expect(await screen.findByRole('combobox', { name: '检验登记' })).toHaveAttribute(
      'data-slot',
      'select-trigger',
    )
    expect(
      screen.getByRole('textbox', { name: '检验日期' }).closest('[data-slot="date-picker"]'),
    ).not.toBeNull()
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(screen.getByText('请选择检验登记')).toBeInTheDocument()
    await chooseOption(screen.getByRole('combobox', { name: '检验登记' }), 'DJ001 · ST-88 · 一厂')
    await user.type(screen.getByRole('textbox', { name: '结论' }), '做工良好')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByTestId('form-saved')).toHaveTextContent('保存成功！检验结果：合格')
    expect(screen.getByRole('link', { name: '查看报告' })).toHaveAttribute('href', '/profile/basic?id=r9')
    const saves = calls.filter((call) => call.path === '/qc/checkReport/saveWithLines')
    expect(saves).toHaveLength(1)
    expect(saves[0]?.body).toMatchObject({
      report: { registerId: 'g1', inspectionType: 'garment', conclusion: '做工良好' },
      defects: [],
      fabrics: [],
    })
    expect(await seriousViolations(view.container)).toEqual([])
  })

  it('shows the server’s refusal and keeps what was entered', async () => {
    server(true)
    const user = userEvent.setup()
    renderAt('/form/advanced-form', [{ path: '/form/advanced-form', element: <AdvancedFormPage /> }])
    await chooseOption(await screen.findByRole('combobox', { name: '检验登记' }), 'DJ001 · ST-88 · 一厂')
    await user.type(screen.getByRole('textbox', { name: '结论' }), '复检')
    await user.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('检验登记不存在')
    expect(screen.getByRole('textbox', { name: '结论' })).toHaveValue('复检')
  })
})

describe('saveBody', () => {
  it('sends every defect line with its standard, severity, quantity and note', () => {
    expect(
      saveBody({ registerId: 'g1', checkDate: '2026-11-26', conclusion: ' ok ' }, [
        { id: 'a', defectStandardId: 's1', severity: 'minor', quantity: 3, note: ' 线头 ' },
        { id: 'b', defectStandardId: 's2', severity: null, quantity: 1, note: null },
      ]),
    ).toEqual({
      report: { registerId: 'g1', inspectionType: 'garment', checkDate: '2026-11-26', conclusion: 'ok' },
      defects: [
        { defectStandardId: 's1', severity: 'minor', quantity: 3, note: '线头' },
        { defectStandardId: 's2', severity: 'major', quantity: 1, note: null },
      ],
      fabrics: [],
    })
  })
})
