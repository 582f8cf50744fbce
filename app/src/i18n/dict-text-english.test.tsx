import { registerCatalogue, setLocale, type Catalogue } from '@erp/ui-kit/i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HrFormFields } from '../modules/hr/hr-form-fields'
import { workerFormFields } from '../modules/hr/worker-entry-form'
import { ReceiptDetails } from '../modules/mtr/receipt-details'
import { messageResource } from '../modules/system/message/message-page'
import { StatusBadge } from '../modules/system/user/user-dialogs'
import type { FormValues } from '../lib/resource/resource-definition'

/**
 * Dictionary texts the server writes in Chinese (`<field>_dictText`) and the labels of the worker
 * form are drawn in English on the English screen.
 */
const catalogues = import.meta.glob<Catalogue>('./en/*.json', { eager: true, import: 'default' })

beforeAll(async () => {
  registerCatalogue(async () => Object.assign({}, ...Object.values(catalogues)) as Catalogue)
  await setLocale('en-US')
})
afterAll(() => setLocale('zh-CN'))

describe('server dictionary texts on the English screen', () => {
  it('translates the texts of a recharge receipt by dictionary code and value', () => {
    render(
      <ReceiptDetails
        receipt={{
          id: 'r1',
          orderNo: 'R1',
          meterNo: 'M1',
          amount: 10,
          kwh: 20,
          balanceAfter: 30,
          payMethod: 'wechat',
          payMethod_dictText: '微信',
          status: 'success',
          status_dictText: '成功',
          time: '2026-01-01 08:00:00',
          operator: 'self-service',
        }}
      />,
    )
    expect(screen.getByText('WeChat Pay')).toBeInTheDocument()
    expect(screen.getByText('Succeeded')).toBeInTheDocument()
    expect(screen.queryByText('微信')).not.toBeInTheDocument()
  })

  it("translates a user's status badge", () => {
    render(<StatusBadge status={1} text="正常" />)
    expect(screen.getByText('Normal')).toBeInTheDocument()
  })

  it('translates a dictionary column a page renders itself', () => {
    const column = messageResource.columns.find((candidate) => candidate.key === 'esSendStatus')
    render(
      <>{column?.render?.({ id: '1', esSendStatus: '2', esSendStatus_dictText: '发送失败' } as never, 0)}</>,
    )
    expect(screen.getByText('Sending failed')).toBeInTheDocument()
  })
})

function WorkerForm() {
  const fields = workerFormFields('full')
  const form = useForm<FormValues>()
  return <HrFormFields fields={fields} control={form.control} idPrefix="w" />
}

it('labels the public worker form in English', () => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkerForm />
    </QueryClientProvider>,
  )
  expect(screen.getByText('Emergency contact')).toBeInTheDocument()
  expect(screen.getByText('Filled in from the resident ID number when left empty')).toBeInTheDocument()
  expect(document.body).not.toHaveTextContent(/[\u4e00-\u9fff]/)
})
