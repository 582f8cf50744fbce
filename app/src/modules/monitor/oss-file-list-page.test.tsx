import { seriousViolations } from '@erp/ui-kit/testing/axe'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, fakeMonitorServer, renderWithClient } from './fake-monitor-server.test-helper'
import type { OssFile } from './api/monitor-queries'
import { fileUrlOf, OssFileListPage } from './oss-file-list-page'

afterEach(() => vi.unstubAllGlobals())

const HOSTILE = '<img src=x onerror="window.__pwned=1">报告.png'

function server(initial: OssFile[]) {
  const files = [...initial]
  const fake = fakeMonitorServer({
    '/sys/oss/file/list': (url) => {
      const name = url.searchParams.get('fileName') ?? ''
      const records = files.filter((file) => file.fileName.includes(name))
      return envelope({ records, total: records.length, size: 10, current: 1, pages: 1 })
    },
    '/sys/oss/file/delete': (url) => {
      const index = files.findIndex((file) => file.id === url.searchParams.get('id'))
      if (index < 0) return envelope(null, false, '未找到对应实体')
      files.splice(index, 1)
      return envelope(null, true, '删除成功!')
    },
  })
  return { ...fake, files }
}

const sample = (): OssFile[] => [
  {
    id: 'f1',
    fileName: HOSTILE,
    url: 'oss/报告_1700000000000.png',
    fileSize: 2048,
    createBy: 'admin',
    createTime: '2026-11-22 09:30:00',
  },
  {
    id: 'f2',
    fileName: '合同.pdf',
    url: 'temp/合同_1700000000001.pdf',
    fileSize: null,
    createBy: 'admin',
    createTime: '2026-11-22 09:00:00',
  },
]

describe('modules/oss/OSSFileList (对象存储)', () => {
  it('lists uploaded files, rendering names as text only', async () => {
    server(sample())
    const { container } = renderWithClient(<OssFileListPage />)
    const table = screen.getByRole('table')
    expect(await within(table).findByText(HOSTILE)).toBeInTheDocument()
    expect(table.querySelector('img')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
    const row = within(table).getByText('合同.pdf').closest('tr') as HTMLElement
    expect(row).toHaveTextContent('temp/合同_1700000000001.pdf')
    expect(within(row).getByRole('link', { name: '下载 合同.pdf' })).toHaveAttribute(
      'href',
      fileUrlOf('temp/合同_1700000000001.pdf'),
    )
    // Only images get a preview.
    expect(within(row).queryByRole('button', { name: /预览/ })).toBeNull()
    expect(within(table).getByText('2.00 KB')).toBeInTheDocument()
    expect(await seriousViolations(container)).toEqual([])
  })

  it('previews an image in a dialog', async () => {
    server(sample())
    renderWithClient(<OssFileListPage />)
    await userEvent.click(await screen.findByRole('button', { name: `预览 ${HOSTILE}` }))
    const dialog = await screen.findByRole('dialog', { name: '图片预览' })
    const image = within(dialog).getByRole('img', { name: HOSTILE })
    expect(image).toHaveAttribute('src', fileUrlOf('oss/报告_1700000000000.png'))
    expect(image.getAttribute('src')).toContain('%E6%8A%A5%E5%91%8A')
  })

  it('deletes a file after confirmation', async () => {
    const fake = server(sample())
    renderWithClient(<OssFileListPage />)
    await userEvent.click(await screen.findByRole('button', { name: '删除 合同.pdf' }))
    const confirm = await screen.findByRole('alertdialog', { name: '确定删除吗?' })
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false)
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }))
    expect(await screen.findByRole('status')).toHaveTextContent('删除成功!')
    await waitFor(() => expect(screen.queryByText('合同.pdf')).toBeNull())
    const removal = fake.requests.find((request) => request.method === 'DELETE')
    expect(removal?.query.get('id')).toBe('f2')
    expect(fake.files.map((file) => file.id)).toEqual(['f1'])
  })

  it('cancelling the confirmation deletes nothing', async () => {
    const fake = server(sample())
    renderWithClient(<OssFileListPage />)
    await userEvent.click(await screen.findByRole('button', { name: '删除 合同.pdf' }))
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '取消' }),
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(fake.requests.some((request) => request.method === 'DELETE')).toBe(false)
  })

  it('searches by file name', async () => {
    const fake = server(sample())
    renderWithClient(<OssFileListPage />)
    await screen.findByText('合同.pdf')
    await userEvent.type(screen.getByRole('textbox', { name: '文件名称' }), '合同')
    await userEvent.click(screen.getByRole('button', { name: '查询' }))
    await waitFor(() => expect(screen.queryByText(HOSTILE)).toBeNull())
    expect(fake.requests.at(-1)?.query.get('fileName')).toBe('合同')
  })
})
