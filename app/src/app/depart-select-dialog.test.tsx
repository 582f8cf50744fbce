import { chooseOption } from '@erp/ui-kit/testing/choose-option'
import { toast, Toaster } from '@erp/ui-kit/toast'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSession } from '../stores/session-store'
import { DepartSelectDialog, departMessages } from './depart-select-dialog'

const departs = [
  { id: 'd1', orgCode: 'A01', departName: '北京国炬信息技术有限公司' },
  { id: 'd2', orgCode: 'A01A05', departName: '研发部' },
]
const userInfo = { id: 'u1', username: 'zhangsan', realname: '张三', orgCode: 'A01A05' }

const requests: { path: string; method: string; body: unknown }[] = []
function serve(
  list: typeof departs,
  select: { success: boolean; message: string } = { success: true, message: '' },
) {
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname
    const body: unknown = input.method === 'GET' ? null : await input.clone().json()
    requests.push({ path, method: input.method, body })
    const answer = path.endsWith('/getCurrentUserDeparts')
      ? { success: true, message: '', result: { list, orgCode: 'A01' } }
      : { ...select, result: select.success ? { userInfo } : null }
    return new Response(JSON.stringify({ ...answer, code: answer.success ? 200 : 500, timestamp: 1 }), {
      headers: { 'Content-Type': 'application/json' },
    })
  })
}

function renderDialog(props: { required?: boolean; onClose?: () => void } = {}) {
  const onClose = props.onClose ?? vi.fn()
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DepartSelectDialog open required={props.required ?? false} onClose={onClose} />
      <Toaster />
    </QueryClientProvider>,
  )
  return onClose
}

beforeEach(() => {
  useSession.setState({
    token: 't',
    userInfo: { id: 'u1', username: 'zhangsan', realname: '张三', orgCode: null },
    needsDepartChoice: true,
  } as never)
})

afterEach(() => {
  act(() => toast.clear())
  vi.unstubAllGlobals()
  requests.length = 0
  useSession.getState().signOut()
})

describe('department dialog (docs/spec.md §4, §5, §7, §8)', () => {
  it('opens only after the list loads, 450 wide, with the current department preselected', async () => {
    serve(departs)
    renderDialog()
    const dialog = await screen.findByRole('dialog', { name: '请选择部门' })
    expect(dialog).toHaveStyle({ width: '450px' })
    expect(requests[0]).toMatchObject({ method: 'GET' })
    expect(requests[0]?.path).toMatch(/\/sys\/user\/getCurrentUserDeparts$/)
    const select = screen.getByRole('combobox', { name: '部门' })
    expect(select).toHaveTextContent('北京国炬信息技术有限公司')
    await userEvent.click(select)
    expect(await screen.findByRole('option', { name: '研发部' })).toBeInTheDocument()
  })

  it('an empty list warns and closes without showing the dialog', async () => {
    serve([])
    const onClose = renderDialog()
    expect(await screen.findByText(departMessages.empty)).toBeInTheDocument()
    expect(onClose).toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('confirming with nothing selected sets the error state', async () => {
    serve(departs)
    renderDialog()
    const select = await screen.findByRole('combobox', { name: '部门' })
    await userEvent.click(screen.getByRole('button', { name: '清除' }))
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByText('请选择部门', { selector: 'p' })).toBeInTheDocument()
    expect(select).toHaveAttribute('aria-invalid', 'true')
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0)
  })

  it('a selection is PUT (upstream’s verb) with orgCode and username; the returned user info is stored and it closes', async () => {
    serve(departs)
    const onClose = renderDialog({ required: true })
    await chooseOption(await screen.findByRole('combobox', { name: '部门' }), '研发部')
    await userEvent.click(screen.getByRole('button', { name: '确定' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const put = requests.find((request) => request.method === 'PUT')
    expect(put?.path).toMatch(/\/sys\/selectDepart$/)
    expect(put?.body).toEqual({ orgCode: 'A01A05', username: 'zhangsan' })
    expect(useSession.getState().userInfo).toMatchObject({ orgCode: 'A01A05' })
    expect(useSession.getState().needsDepartChoice).toBe(false)
  })

  it('a required choice has no cancel and no close button', async () => {
    serve(departs)
    renderDialog({ required: true })
    await screen.findByRole('dialog')
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /close|关闭/i })).not.toBeInTheDocument()
  })

  it('an optional choice can be cancelled', async () => {
    serve(departs)
    const onClose = renderDialog()
    await userEvent.click(await screen.findByRole('button', { name: '取消' }))
    expect(onClose).toHaveBeenCalled()
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0)
  })

  it('a user of one department is told so, with no choice offered', async () => {
    serve(departs.slice(0, 1))
    const onClose = renderDialog()
    const dialog = await screen.findByRole('dialog', { name: '切换部门' })
    expect(dialog).toHaveTextContent('您只隶属于一个部门：北京国炬信息技术有限公司，无需切换')
    expect(dialog).not.toHaveTextContent('您隶属于多个部门')
    expect(screen.queryByRole('combobox')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '知道了' }))
    expect(onClose).toHaveBeenCalled()
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0)
  })

  it('a refused selection keeps the dialog open with the server message', async () => {
    serve(departs, { success: false, message: '该用户不属于此部门！' })
    const onClose = renderDialog()
    await userEvent.click(await screen.findByRole('button', { name: '确定' }))
    expect(await screen.findByText('该用户不属于此部门！')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })
})
