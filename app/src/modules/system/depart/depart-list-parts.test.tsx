import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { KeywordSearch, LoadError, PagedTable } from './depart-list-parts'

describe('department list parts', () => {
  it('searches the trimmed text on 查询 and starts from the last search', async () => {
    const onSearch = vi.fn()
    render(
      <KeywordSearch label="用户账号" placeholder="请输入用户账号" defaultValue="adm" onSearch={onSearch}>
        <button type="button">添加已有用户</button>
      </KeywordSearch>,
    )
    const field = screen.getByPlaceholderText('请输入用户账号')
    expect(field).toHaveValue('adm')
    await userEvent.clear(field)
    await userEvent.type(field, '  zhang  ')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    expect(onSearch).toHaveBeenCalledWith('zhang')
    expect(screen.getByRole('button', { name: '添加已有用户' })).toBeInTheDocument()
  })

  it('shows a load failure and pages the rows of a result', async () => {
    const onPageChange = vi.fn()
    render(
      <>
        <LoadError result={{ isError: true, error: new Error('加载失败') }} />
        <PagedTable
          caption="部门用户列表"
          columns={[{ key: 'name', title: '名称' }]}
          rowKey={(row: { id: string; name: string }) => row.id}
          result={{ data: { records: [{ id: '1', name: '张三' }], total: 25 }, isFetching: false }}
          page={{ pageNo: 1, pageSize: 10 }}
          onPageChange={onPageChange}
        />
      </>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败')
    const table = screen.getByRole('table', { name: '部门用户列表' })
    expect(within(table).getByText('张三')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '第 2 页' }))
    expect(onPageChange).toHaveBeenCalledWith({ pageNo: 2, pageSize: 10 })
  })
})
