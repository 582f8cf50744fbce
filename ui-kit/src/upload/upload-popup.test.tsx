import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import { Button } from '../button/button'
import type { UploadFunction, UploadOutcome, UploadRequestOptions } from './upload'
import { UploadPopup } from './upload-popup'

interface Call {
  file: File
  options: UploadRequestOptions
  resolve: (outcome: UploadOutcome) => void
}

function fakeUploader() {
  const calls: Call[] = []
  const upload = vi.fn<UploadFunction>(
    (file, options) =>
      new Promise<UploadOutcome>((resolve) => {
        calls.push({ file, options, resolve })
      }),
  )
  const call = (index: number): Call => {
    const found = calls[index]
    if (!found) throw new Error(`no upload call ${index}`)
    return found
  }
  return { upload, call }
}

const fileUrl = (path: string) => `http://static.test/${path}`
const fileInput = (dialog: HTMLElement) => {
  const element = dialog.querySelector<HTMLInputElement>('input[type="file"]')
  if (!element) throw new Error('no file input')
  return element
}

describe('UploadPopup', () => {
  it("opens from its trigger as a dialog '文件上传', 520 px wide, with the upload button", async () => {
    const user = userEvent.setup()
    const { upload } = fakeUploader()
    render(
      <UploadPopup upload={upload} fileUrl={fileUrl} onConfirm={vi.fn()} trigger={<Button>附件</Button>} />,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
    await user.click(screen.getByRole('button', { name: '附件' }))
    const dialog = screen.getByRole('dialog', { name: '文件上传' })
    expect(dialog).toHaveStyle({ width: '520px' })
    expect(within(dialog).getByRole('button', { name: '点击上传' })).toBeInTheDocument()
  })

  it("is titled '图片上传' for images", () => {
    const { upload } = fakeUploader()
    render(<UploadPopup defaultOpen type="image" upload={upload} fileUrl={fileUrl} onConfirm={vi.fn()} />)
    expect(screen.getByRole('dialog', { name: '图片上传' })).toBeInTheDocument()
  })

  it("confirming with nothing uploaded shows '未上传任何文件' and stays open (docs/spec.md §8)", async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onMessage = vi.fn()
    const { upload } = fakeUploader()
    render(
      <UploadPopup
        defaultOpen
        upload={upload}
        fileUrl={fileUrl}
        onConfirm={onConfirm}
        onMessage={onMessage}
      />,
    )
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByRole('alert')).toHaveTextContent(/^未上传任何文件$/)
    expect(onMessage).toHaveBeenCalledWith('未上传任何文件', 'error')
    expect(onConfirm).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it("still says '未上传任何文件' while the only upload is in flight", async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const { upload } = fakeUploader()
    render(<UploadPopup defaultOpen upload={upload} fileUrl={fileUrl} onConfirm={onConfirm} />)
    const dialog = screen.getByRole('dialog')
    await user.upload(fileInput(dialog), new File(['x'], 'a.txt', { type: 'text/plain' }))
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByRole('alert')).toHaveTextContent('未上传任何文件')
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('confirms the uploaded paths (name and url of the first) and closes', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    const { upload, call } = fakeUploader()
    render(
      <UploadPopup
        defaultOpen
        biz="qc"
        upload={upload}
        fileUrl={fileUrl}
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    )
    const dialog = screen.getByRole('dialog')
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(screen.getByRole('alert')).toBeInTheDocument()
    await user.upload(fileInput(dialog), new File(['x'], 'a.txt', { type: 'text/plain' }))
    expect(call(0).options.biz).toBe('qc')
    await act(async () => call(0).resolve({ ok: true, path: 'qc/a_1.txt' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledWith({
      path: 'qc/a_1.txt',
      paths: ['qc/a_1.txt'],
      name: 'a_1.txt',
      url: 'http://static.test/qc/a_1.txt',
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('starts from its value each time it opens; cancel closes without confirming', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const { upload } = fakeUploader()
    function Host() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onClick={() => setOpen(true)}>打开</Button>
          <UploadPopup
            open={open}
            onOpenChange={setOpen}
            value="temp/a.txt,temp/b.txt"
            upload={upload}
            fileUrl={fileUrl}
            onConfirm={onConfirm}
          />
        </>
      )
    }
    render(<Host />)
    await user.click(screen.getByRole('button', { name: '打开' }))
    await user.click(screen.getByRole('button', { name: '移除 a.txt' }))
    await user.click(screen.getByRole('button', { name: '取消' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(onConfirm).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: '打开' }))
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['a.txt', 'b.txt'])
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(onConfirm).toHaveBeenCalledWith({
      path: 'temp/a.txt,temp/b.txt',
      paths: ['temp/a.txt', 'temp/b.txt'],
      name: 'a.txt',
      url: 'http://static.test/temp/a.txt',
    })
  })

  it('has no serious accessibility violations, also with the error shown', async () => {
    const user = userEvent.setup()
    const { upload } = fakeUploader()
    render(<UploadPopup defaultOpen upload={upload} fileUrl={fileUrl} onConfirm={vi.fn()} />)
    await user.click(screen.getByRole('button', { name: '确定' }))
    expect(await seriousViolations(document.body)).toEqual([])
  })
})
