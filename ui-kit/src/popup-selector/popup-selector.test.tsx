import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { createFakeReportSource } from './fake-report-source.test-helper'
import { PopupSelector, PopupSelectorDialog } from './popup-selector'
import { POPUP_MESSAGES } from './popup-source'
import { chooseOption } from '../../test/choose-option'

type Fake = ReturnType<typeof createFakeReportSource>

function renderSelector(fake: Fake = createFakeReportSource(), props: { multi?: boolean } = {}) {
  const onConfirm = vi.fn()
  render(
    <PopupSelector
      source={fake.source}
      code="popup_user"
      orgFields="username,realname"
      destFields="account,name"
      label="用户"
      onConfirm={onConfirm}
      {...props}
    />,
  )
  return { ...fake, onConfirm }
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: POPUP_MESSAGES.choose }))
  const dialog = await screen.findByRole('dialog', { name: '选择用户' })
  await within(dialog).findByText('user01')
  return dialog
}

const bodyRows = (dialog: HTMLElement) => within(dialog).getAllByRole('row').slice(1)
const totalText = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('navigation', { name: '分页' })).getByText(/共/).textContent

describe('PopupSelector configuration (docs/spec.md §5)', () => {
  it("shows 'popup参数未正确配置!' and never opens when a parameter is missing", async () => {
    const { source, calls } = createFakeReportSource()
    render(
      <PopupSelector
        source={source}
        code="popup_user"
        orgFields=""
        destFields="account"
        onConfirm={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/^popup参数未正确配置!$/)
    expect(screen.getByRole('button', { name: '选择' })).toBeDisabled()
    expect(calls.columns).toBe(0)
  })

  it('shows the count message when original and destination fields differ', () => {
    const { source } = createFakeReportSource()
    render(
      <PopupSelector
        source={source}
        code="popup_user"
        orgFields="username,realname"
        destFields="account"
        onConfirm={vi.fn()}
      />,
    )
    expect(screen.getByRole('alert')).toHaveTextContent(/^popup参数未正确配置,原始值和目标值数量不一致!$/)
  })
})

describe('PopupSelector dialog', () => {
  it('is titled from the report name, 1200 px wide, with dictionary texts and the total text', async () => {
    const { calls } = renderSelector()
    const dialog = await openDialog()
    expect(dialog).toHaveStyle({ width: '1200px' })
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((header) => header.textContent?.replace(/[↕▲▼]/g, ''))
    expect(headers).toEqual(['选择', '账号', '姓名', '性别', '手机号', '工号', '创建日期'])
    const rows = bodyRows(dialog)
    expect(rows).toHaveLength(10)
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'user01', '用户1', '男', '13800000001', 'W001', '2026-11-01'])
    expect(within(rows[1]!).getByText('女')).toBeInTheDocument()
    expect(totalText(dialog)).toBe('1-10 共 25 条')
    expect(calls.columns).toBe(1)
    expect(calls.queryInfo).toBe(1)
    expect(calls.data).toEqual([{ pageNo: 1, pageSize: 10 }])
  })

  it('searches, resets and leaves hidden query items out until expanded', async () => {
    const { calls } = renderSelector()
    const dialog = await openDialog()
    expect(within(dialog).getByLabelText('账号')).toBeInTheDocument()
    expect(within(dialog).queryByLabelText('工号')).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: '展开' }))
    await userEvent.type(within(dialog).getByLabelText('工号'), 'W02')
    // The kit's Select and DatePicker, not native controls.
    const sex = within(dialog).getByLabelText('性别')
    expect(sex).toHaveAttribute('data-slot', 'select-trigger')
    await chooseOption(sex, '女')
    const begin = within(dialog).getByLabelText('创建日期开始')
    expect(begin).toHaveAttribute('type', 'text')
    expect(begin.closest('[data-slot="date-picker"]')).not.toBeNull()
    await userEvent.type(begin, '2026-11-20')
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }))
    await waitFor(() => expect(totalText(dialog)).toBe('1-3 共 3 条'))
    expect(calls.data.at(-1)).toEqual({
      work_no: 'W02',
      sex: '2',
      create_date_begin: '2026-11-20',
      pageNo: 1,
      pageSize: 10,
    })
    expect(bodyRows(dialog).map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'user20',
      'user22',
      'user24',
    ])

    await userEvent.click(within(dialog).getByRole('button', { name: '收起' }))
    expect(within(dialog).queryByLabelText('工号')).toBeNull()
    await userEvent.type(within(dialog).getByLabelText('账号'), 'user1')
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }))
    await waitFor(() => expect(totalText(dialog)).toBe('1-10 共 10 条'))
    expect(calls.data.at(-1)).toEqual({ username: 'user1', pageNo: 1, pageSize: 10 })

    await userEvent.click(within(dialog).getByRole('button', { name: '重置' }))
    await waitFor(() => expect(totalText(dialog)).toBe('1-10 共 25 条'))
    expect(within(dialog).getByLabelText('账号')).toHaveValue('')
  })

  it('keeps the applied query and the expanded form when closed and reopened', async () => {
    const { calls } = renderSelector()
    let dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: '展开' }))
    await userEvent.type(within(dialog).getByLabelText('工号'), 'W01')
    await userEvent.click(within(dialog).getByRole('button', { name: '查询' }))
    await waitFor(() => expect(totalText(dialog)).toBe('1-10 共 10 条'))
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: POPUP_MESSAGES.choose }))
    dialog = await screen.findByRole('dialog', { name: '选择用户' })
    await waitFor(() => expect(totalText(dialog)).toBe('1-10 共 10 条'))
    expect(within(dialog).getByLabelText('工号')).toHaveValue('W01')
    expect(within(dialog).getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true')
    expect(calls.data).toHaveLength(2)
  })

  it('pages, changes the page size and jumps to a page', async () => {
    const { calls } = renderSelector()
    const dialog = await openDialog()
    const nav = within(dialog).getByRole('navigation', { name: '分页' })
    await userEvent.click(within(nav).getByRole('button', { name: '下一页' }))
    await waitFor(() => expect(totalText(dialog)).toBe('11-20 共 25 条'))
    expect(within(nav).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(within(nav).getByLabelText('每页条数'))
    const sizes = await screen.findByRole('listbox')
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10 条/页', '20 条/页', '30 条/页'])
    await userEvent.click(within(sizes).getByRole('option', { name: '20 条/页' }))
    await waitFor(() => expect(totalText(dialog)).toBe('21-25 共 25 条'))
    expect(calls.data.at(-1)).toEqual({ pageNo: 2, pageSize: 20 })
    await chooseOption(within(nav).getByLabelText('每页条数'), '10 条/页')
    await userEvent.type(within(nav).getByLabelText('跳至页码'), '3{Enter}')
    await waitFor(() => expect(totalText(dialog)).toBe('21-25 共 25 条'))
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeDisabled()
  })

  it('sorts by a column: ascending, descending, then unsorted', async () => {
    const { calls } = renderSelector()
    const dialog = await openDialog()
    const header = () => within(dialog).getByRole('columnheader', { name: /账号/ })
    await userEvent.click(within(header()).getByRole('button'))
    await waitFor(() =>
      expect(calls.data.at(-1)).toEqual({ column: 'username', order: 'asc', pageNo: 1, pageSize: 10 }),
    )
    expect(header()).toHaveAttribute('aria-sort', 'ascending')
    await userEvent.click(within(header()).getByRole('button'))
    await waitFor(() => expect(within(dialog).getByText('user25')).toBeInTheDocument())
    expect(calls.data.at(-1)).toEqual({ column: 'username', order: 'desc', pageNo: 1, pageSize: 10 })
    expect(header()).toHaveAttribute('aria-sort', 'descending')
    await userEvent.click(within(header()).getByRole('button'))
    expect(header()).not.toHaveAttribute('aria-sort')
  })

  it("warns '请选择一条记录' on an empty confirm, then copies the selected row's fields", async () => {
    const { onConfirm } = renderSelector()
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(within(dialog).getByRole('alert')).toHaveTextContent(/^请选择一条记录$/)
    expect(onConfirm).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择第 2 行' }))
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择第 3 行' }))
    expect(within(dialog).getByText('已选择 1 项')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledWith({ account: 'user03', name: '用户3' }, [
      expect.objectContaining({ username: 'user03' }),
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('textbox', { name: '用户' })).toHaveValue('user03')
  })

  it('selects several rows across pages, clears them and joins the values with commas', async () => {
    const { onConfirm } = renderSelector(createFakeReportSource(), { multi: true })
    const dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '下一页' }))
    await within(dialog).findByText('user11')
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择第 2 行' }))
    expect(within(dialog).getByText('已选择 2 项')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '清空' }))
    expect(within(dialog).getByText('已选择 0 项')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }))
    expect(within(dialog).getByText('已选择 10 项')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '全选' }))
    expect(within(dialog).getByText('已选择 0 项')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择第 1 行' }))
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '选择第 2 行' }))
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledWith(
      { account: 'user11,user12', name: '用户11,用户12' },
      expect.any(Array),
    )
  })

  it('clears the selection on cancel', async () => {
    const { onConfirm } = renderSelector()
    let dialog = await openDialog()
    await userEvent.click(within(dialog).getByRole('radio', { name: '选择第 1 行' }))
    expect(within(dialog).getByText('已选择 1 项')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    dialog = await openDialog()
    expect(within(dialog).getByText('已选择 0 项')).toBeInTheDocument()
    expect(within(dialog).getByRole('radio', { name: '选择第 1 行' })).not.toBeChecked()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('reuses the data within 30 s when reopened, and refresh asks again', async () => {
    const { calls } = renderSelector()
    let dialog = await openDialog()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    dialog = await openDialog()
    expect(calls.data).toHaveLength(1)
    expect(calls.columns).toBe(1)
    await userEvent.click(within(dialog).getByRole('button', { name: '刷新' }))
    await waitFor(() => expect(calls.data).toHaveLength(2))
    expect(bodyRows(dialog)).toHaveLength(10)
  })

  it('shows the message of a failed call', async () => {
    render(
      <PopupSelectorDialog
        defaultOpen
        source={createFakeReportSource().source}
        code="nope"
        onConfirm={vi.fn()}
      />,
    )
    expect(await screen.findByRole('alert')).toHaveTextContent('实体不存在')
    const failing = createFakeReportSource({ failData: 'SqlServer不支持SQL内排序!' })
    render(<PopupSelectorDialog defaultOpen source={failing.source} code="popup_user" onConfirm={vi.fn()} />)
    expect(await screen.findByText('SqlServer不支持SQL内排序!')).toBeInTheDocument()
  })

  it('has no serious accessibility violations when open', async () => {
    renderSelector(createFakeReportSource(), { multi: true })
    await openDialog()
    await userEvent.click(screen.getByRole('button', { name: '展开' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
