import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { seriousViolations } from '../../test/axe'
import {
  applyLimit,
  fileNameOf,
  parsePaths,
  Upload,
  UPLOAD_MESSAGES,
  type UploadFunction,
  type UploadItem,
  type UploadOutcome,
  type UploadRequestOptions,
} from './upload'

interface Call {
  file: File
  options: UploadRequestOptions
  resolve: (outcome: UploadOutcome) => void
  reject: (error: unknown) => void
}

/** A fake `upload` whose calls the test settles by hand (slow uploads, progress, resolve, reject). */
function fakeUploader() {
  const calls: Call[] = []
  const upload = vi.fn<UploadFunction>(
    (file, options) =>
      new Promise<UploadOutcome>((resolve, reject) => {
        calls.push({ file, options, resolve, reject })
      }),
  )
  const call = (index: number): Call => {
    const found = calls[index]
    if (!found) throw new Error(`no upload call ${index}`)
    return found
  }
  return { upload, calls, call }
}

const fileUrl = (path: string) => `http://static.test/${path}`
const textFile = (name: string) => new File(['hello'], name, { type: 'text/plain' })
const imageFile = (name: string) => new File(['png'], name, { type: 'image/png' })
const input = (container: HTMLElement) => {
  const element = container.querySelector<HTMLInputElement>('input[type="file"]')
  if (!element) throw new Error('no file input')
  return element
}
const message = () => screen.getByRole('status')
const items = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-slot="upload-item"]'))

describe('Upload (file)', () => {
  it("shows the '点击上传' button (docs/spec.md §9) that opens the file picker, with Enter too", async () => {
    const user = userEvent.setup()
    const { upload } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} />)
    const button = screen.getByRole('button', { name: '点击上传' })
    const click = vi.spyOn(input(container), 'click')
    await user.click(button)
    expect(click).toHaveBeenCalledTimes(1)
    await user.tab()
    await user.tab({ shift: true })
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(click).toHaveBeenCalledTimes(2)
  })

  it('passes accept and multiple to the file input, and the button text can change', () => {
    const { upload } = fakeUploader()
    const { container } = render(
      <Upload upload={upload} fileUrl={fileUrl} accept=".pdf" multiple={false} buttonText="上传附件" />,
    )
    expect(input(container)).toHaveAttribute('accept', '.pdf')
    expect(input(container)).not.toHaveAttribute('multiple')
    expect(screen.getByRole('button', { name: '上传附件' })).toBeInTheDocument()
  })

  it("uploads with biz 'temp' by default, shows the percent, then the stored file as a link and reports it", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload, call } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} onChange={onChange} />)
    const file = textFile('a.txt')
    await user.upload(input(container), file)

    expect(upload).toHaveBeenCalledTimes(1)
    expect(call(0).file).toBe(file)
    expect(call(0).options.biz).toBe('temp')
    expect(call(0).options.signal.aborted).toBe(false)
    const [item] = items(container)
    expect(item).toHaveAttribute('data-state', 'uploading')
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true')
    expect(within(item as HTMLElement).getByText('0%')).toBeInTheDocument()

    act(() => call(0).options.onProgress({ loaded: 40, total: 100, percent: 40 }))
    expect(within(item as HTMLElement).getByText('40%')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'a.txt' })).toHaveAttribute('aria-valuenow', '40')
    expect(container.querySelector('[data-slot="upload-progress"]')).toHaveTextContent('a.txt 上传中 25%')
    // a progress without a percent is computed from loaded / total
    act(() => call(0).options.onProgress({ loaded: 3, total: 4, percent: null }))
    expect(within(item as HTMLElement).getByText('75%')).toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()

    await act(async () => call(0).resolve({ ok: true, path: 'temp/a_1700000000000.txt' }))
    expect(items(container)[0]).toHaveAttribute('data-state', 'done')
    // the original file name stays on screen (upstream), the link opens the stored path
    expect(screen.getByRole('link', { name: 'a.txt' })).toHaveAttribute(
      'href',
      'http://static.test/temp/a_1700000000000.txt',
    )
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('temp/a_1700000000000.txt', ['temp/a_1700000000000.txt'])
  })

  it('passes another biz through to upload', async () => {
    const user = userEvent.setup()
    const { upload, call } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} biz="hr/person" />)
    await user.upload(input(container), textFile('a.txt'))
    expect(call(0).options.biz).toBe('hr/person')
  })

  it('reports the list only when every upload is done, never while one is in flight', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload, call } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} onChange={onChange} />)
    await user.upload(input(container), [textFile('a.txt'), textFile('b.txt')])
    expect(upload).toHaveBeenCalledTimes(2)

    await act(async () => call(1).resolve({ ok: true, path: 'temp/b.txt' }))
    expect(items(container).map((item) => item.getAttribute('data-state'))).toEqual(['uploading', 'done'])
    expect(onChange).not.toHaveBeenCalled()

    await act(async () => call(0).resolve({ ok: true, path: 'temp/a.txt' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('temp/a.txt,temp/b.txt', ['temp/a.txt', 'temp/b.txt'])
    expect(container.firstElementChild).toHaveAttribute('data-state', 'idle')
  })

  it("shows the server's failure message on the file and 'File name upload failed.' (docs/spec.md §8), without reporting", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const onMessage = vi.fn()
    const { upload, call } = fakeUploader()
    const { container } = render(
      <Upload upload={upload} fileUrl={fileUrl} onChange={onChange} onMessage={onMessage} />,
    )
    await user.upload(input(container), textFile('report.xls'))
    await act(async () => call(0).resolve({ ok: false, message: '上传失败！' }))

    const [item] = items(container)
    expect(item).toHaveAttribute('data-state', 'error')
    expect(within(item as HTMLElement).getByText('上传失败！')).toBeInTheDocument()
    expect(message()).toHaveTextContent(/^report\.xls upload failed\.$/)
    expect(message()).toHaveAttribute('data-kind', 'error')
    expect(onMessage).toHaveBeenCalledWith('report.xls upload failed.', 'error')
    expect(onChange).not.toHaveBeenCalled()
  })

  it("shows a rejection's message (e.g. the 413 '文件大小超过10MB限制') and '未知错误' when there is none", async () => {
    const user = userEvent.setup()
    const { upload, call } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} />)
    await user.upload(input(container), [textFile('big.zip'), textFile('x.txt'), textFile('y.txt')])
    await act(async () => call(0).reject(new Error('文件大小超过10MB限制')))
    await act(async () => call(1).reject(undefined))
    await act(async () => call(2).resolve({ ok: false, message: '' }))
    const [big, x, y] = items(container) as HTMLElement[]
    expect(within(big as HTMLElement).getByText('文件大小超过10MB限制')).toBeInTheDocument()
    expect(within(x as HTMLElement).getByText('未知错误')).toBeInTheDocument()
    expect(within(y as HTMLElement).getByText('未知错误')).toBeInTheDocument()
    expect(message()).toHaveTextContent('y.txt upload failed.')
  })

  it('treats an upload function that throws synchronously as a failure', async () => {
    const user = userEvent.setup()
    const upload = vi.fn<UploadFunction>(() => {
      throw new Error('offline')
    })
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} />)
    await user.upload(input(container), textFile('a.txt'))
    await waitFor(() => expect(items(container)[0]).toHaveAttribute('data-state', 'error'))
    expect(screen.getByText('offline')).toBeInTheDocument()
  })

  it('removing a file reports the remaining paths and returns focus to the upload button', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload } = fakeUploader()
    render(
      <Upload upload={upload} fileUrl={fileUrl} defaultValue="temp/a.txt,temp/b.txt" onChange={onChange} />,
    )
    expect(screen.getByRole('link', { name: 'a.txt' })).toHaveAttribute(
      'href',
      'http://static.test/temp/a.txt',
    )
    await user.click(screen.getByRole('button', { name: '移除 a.txt' }))
    expect(screen.queryByRole('link', { name: 'a.txt' })).toBeNull()
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('temp/b.txt', ['temp/b.txt'])
    expect(screen.getByRole('button', { name: '点击上传' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: '移除 b.txt' }))
    expect(onChange).toHaveBeenLastCalledWith('', [])
  })

  it('removing a file while it uploads aborts it; the report waits until nothing is in flight', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload, call } = fakeUploader()
    const { container } = render(
      <Upload upload={upload} fileUrl={fileUrl} defaultValue="temp/old.txt" onChange={onChange} />,
    )
    await user.upload(input(container), [textFile('a.txt'), textFile('b.txt')])
    await user.click(screen.getByRole('button', { name: '移除 a.txt' }))
    expect(call(0).options.signal.aborted).toBe(true)
    expect(onChange).not.toHaveBeenCalled() // b.txt is still uploading

    // a late answer of the aborted upload changes nothing
    await act(async () => call(0).resolve({ ok: true, path: 'temp/a.txt' }))
    expect(screen.queryByText('a.txt')).toBeNull()

    await user.click(screen.getByRole('button', { name: '移除 b.txt' }))
    expect(call(1).options.signal.aborted).toBe(true)
    expect(onChange).toHaveBeenCalledTimes(1)
    expect(onChange).toHaveBeenCalledWith('temp/old.txt', ['temp/old.txt'])
  })

  it('a failed file blocks the report until it is removed', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload, call } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} onChange={onChange} />)
    await user.upload(input(container), [textFile('bad.txt'), textFile('good.txt')])
    await act(async () => call(0).resolve({ ok: false, message: '上传失败！' }))
    await act(async () => call(1).resolve({ ok: true, path: 'temp/good.txt' }))
    expect(onChange).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: '移除 bad.txt' }))
    expect(onChange).toHaveBeenCalledWith('temp/good.txt', ['temp/good.txt'])
  })

  it('a limit keeps only the most recent files (docs/spec.md §5), the old one until the new one is stored', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload, call } = fakeUploader()
    const { container } = render(
      <Upload upload={upload} fileUrl={fileUrl} limit={1} defaultValue="temp/old.txt" onChange={onChange} />,
    )
    await user.upload(input(container), textFile('new.txt'))
    expect(screen.getByRole('link', { name: 'old.txt' })).toBeInTheDocument()
    await act(async () => call(0).resolve({ ok: true, path: 'temp/new.txt' }))
    expect(screen.queryByRole('link', { name: 'old.txt' })).toBeNull()
    expect(onChange).toHaveBeenCalledWith('temp/new.txt', ['temp/new.txt'])
  })

  it('a limit also keeps only the most recent of several chosen files', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload, call } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} limit={2} onChange={onChange} />)
    await user.upload(input(container), [textFile('1.txt'), textFile('2.txt'), textFile('3.txt')])
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['2.txt', '3.txt'])
    await act(async () => call(0).resolve({ ok: true, path: 'temp/2.txt' }))
    await act(async () => call(1).resolve({ ok: true, path: 'temp/3.txt' }))
    expect(onChange).toHaveBeenLastCalledWith('temp/2.txt,temp/3.txt', ['temp/2.txt', 'temp/3.txt'])
  })

  it('takes a comma-separated value or an array, and follows a controlled value', async () => {
    const { upload } = fakeUploader()
    const { rerender } = render(
      <Upload upload={upload} fileUrl={fileUrl} value={['temp/a.txt', 'temp/b.txt']} />,
    )
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['a.txt', 'b.txt'])
    rerender(<Upload upload={upload} fileUrl={fileUrl} value="temp/c.txt, temp/d.txt" />)
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['c.txt', 'd.txt'])
    rerender(<Upload upload={upload} fileUrl={fileUrl} value="" />)
    expect(screen.queryAllByRole('link')).toEqual([])
  })

  it('works as a controlled field: the reported value comes back without resetting the list', async () => {
    const user = userEvent.setup()
    const { upload, call } = fakeUploader()
    const seen: string[] = []
    function Field() {
      const [value, setValue] = useState('temp/a.txt')
      return (
        <Upload
          upload={upload}
          fileUrl={fileUrl}
          value={value}
          onChange={(next) => {
            seen.push(next)
            setValue(next)
          }}
        />
      )
    }
    const { container } = render(<Field />)
    await user.upload(input(container), textFile('b.txt'))
    await act(async () => call(0).resolve({ ok: true, path: 'temp/b.txt' }))
    expect(seen).toEqual(['temp/a.txt,temp/b.txt'])
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['a.txt', 'b.txt'])
  })

  it('aborts the uploads in flight when it unmounts', async () => {
    const user = userEvent.setup()
    const { upload, call } = fakeUploader()
    const { container, unmount } = render(<Upload upload={upload} fileUrl={fileUrl} />)
    await user.upload(input(container), textFile('a.txt'))
    unmount()
    expect(call(0).options.signal.aborted).toBe(true)
  })

  it('disabled: the button, the input and the remove buttons are disabled', () => {
    const { upload } = fakeUploader()
    const { container } = render(
      <Upload upload={upload} fileUrl={fileUrl} disabled defaultValue="temp/a.txt" />,
    )
    expect(screen.getByRole('button', { name: '点击上传' })).toBeDisabled()
    expect(input(container)).toBeDisabled()
    expect(screen.getByRole('button', { name: '移除 a.txt' })).toBeDisabled()
  })

  it('has no serious accessibility violations while uploading, done and in error', async () => {
    const user = userEvent.setup()
    const { upload, call } = fakeUploader()
    const { container } = render(<Upload upload={upload} fileUrl={fileUrl} defaultValue="temp/done.txt" />)
    await user.upload(input(container), [textFile('a.txt'), textFile('b.txt')])
    await act(async () => call(1).resolve({ ok: false, message: '上传失败！' }))
    expect(await seriousViolations(container)).toEqual([])
  })
})

describe('Upload (image)', () => {
  it("refuses a non-image file with 'Please upload an image' (docs/spec.md §8) and uploads the images", async () => {
    const user = userEvent.setup()
    const onMessage = vi.fn()
    const { upload } = fakeUploader()
    const { container } = render(
      <Upload type="image" upload={upload} fileUrl={fileUrl} onMessage={onMessage} />,
    )
    await user.upload(input(container), textFile('notes.txt'))
    expect(upload).not.toHaveBeenCalled()
    expect(message()).toHaveTextContent(/^Please upload an image$/)
    expect(message()).toHaveAttribute('data-kind', 'warning')
    expect(onMessage).toHaveBeenCalledWith('Please upload an image', 'warning')
    expect(items(container)).toHaveLength(0)

    await user.upload(input(container), [textFile('notes.txt'), imageFile('a.png')])
    expect(upload.mock.calls.map(([file]) => file.name)).toEqual(['a.png'])
  })

  it('uses a picture-card layout with thumbnails, and an add card with the button text', async () => {
    const user = userEvent.setup()
    const { upload, call } = fakeUploader()
    const { container } = render(
      <Upload type="image" upload={upload} fileUrl={fileUrl} defaultValue="temp/a.png" />,
    )
    expect(container.firstElementChild).toHaveAttribute('data-type', 'image')
    expect(screen.getByRole('img', { name: 'a.png' })).toHaveAttribute('src', 'http://static.test/temp/a.png')
    expect(screen.getByRole('link', { name: '打开 a.png' })).toHaveAttribute(
      'href',
      'http://static.test/temp/a.png',
    )
    expect(screen.getByRole('button', { name: '点击上传' })).toBeInTheDocument()

    await user.upload(input(container), imageFile('b.png'))
    act(() => call(0).options.onProgress({ percent: 60 }))
    const card = items(container)[1] as HTMLElement
    expect(card).toHaveAttribute('data-state', 'uploading')
    expect(within(card).getByText('60%')).toBeInTheDocument()
    await act(async () => call(0).resolve({ ok: true, path: 'temp/b.png' }))
    expect(screen.getByRole('img', { name: 'b.png' })).toHaveAttribute('src', 'http://static.test/temp/b.png')
  })

  it("warns 'Unknown operation' moving the first image left and 'Already at the end~' moving the last right", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload } = fakeUploader()
    render(
      <Upload
        type="image"
        upload={upload}
        fileUrl={fileUrl}
        defaultValue="temp/a.png,temp/b.png"
        onChange={onChange}
      />,
    )
    await user.click(screen.getByRole('button', { name: '左移 a.png' }))
    expect(message()).toHaveTextContent(/^Unknown operation$/)
    await user.click(screen.getByRole('button', { name: '右移 b.png' }))
    expect(message()).toHaveTextContent(/^Already at the end~$/)
    expect(onChange).not.toHaveBeenCalled()
  })

  it('moving an image swaps it with its neighbour, reports the new order and keeps focus on the button', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { upload } = fakeUploader()
    render(
      <Upload
        type="image"
        upload={upload}
        fileUrl={fileUrl}
        defaultValue="temp/a.png,temp/b.png,temp/c.png"
        onChange={onChange}
      />,
    )
    const moveRight = screen.getByRole('button', { name: '右移 a.png' })
    moveRight.focus()
    await user.keyboard('{Enter}')
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'b.png',
      'a.png',
      'c.png',
    ])
    expect(onChange).toHaveBeenLastCalledWith('temp/b.png,temp/a.png,temp/c.png', [
      'temp/b.png',
      'temp/a.png',
      'temp/c.png',
    ])
    expect(screen.getByRole('button', { name: '右移 a.png' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: '左移 c.png' }))
    expect(onChange).toHaveBeenLastCalledWith('temp/b.png,temp/c.png,temp/a.png', [
      'temp/b.png',
      'temp/c.png',
      'temp/a.png',
    ])
  })

  it('has no serious accessibility violations', async () => {
    const { upload } = fakeUploader()
    const { container } = render(
      <Upload type="image" upload={upload} fileUrl={fileUrl} defaultValue="temp/a.png,temp/b.png" />,
    )
    expect(await seriousViolations(container)).toEqual([])
  })
})

describe('upload helpers', () => {
  it('parsePaths reads comma-separated strings and arrays, dropping blanks', () => {
    expect(parsePaths('a/b.png, c/d.txt,')).toEqual(['a/b.png', 'c/d.txt'])
    expect(parsePaths(['a', ' ', 'b'])).toEqual(['a', 'b'])
    expect(parsePaths(undefined)).toEqual([])
    expect(parsePaths('')).toEqual([])
  })

  it('fileNameOf keeps what follows the last slash or backslash', () => {
    expect(fileNameOf('temp/a_1700000000000.png')).toBe('a_1700000000000.png')
    expect(fileNameOf('temp\\sub\\b.txt')).toBe('b.txt')
    expect(fileNameOf('c.txt')).toBe('c.txt')
  })

  it('applyLimit drops the oldest settled items, never uploading ones nor the kept one', () => {
    const item = (uid: string, status: UploadItem['status']): UploadItem => ({
      uid,
      name: uid,
      status,
      percent: null,
      path: uid,
      message: null,
    })
    const list = [item('a', 'uploading'), item('b', 'done'), item('c', 'error'), item('d', 'done')]
    expect(applyLimit(list, 2, 'd').map((i) => i.uid)).toEqual(['a', 'd'])
    expect(applyLimit(list, 0, 'd')).toHaveLength(4)
    expect(applyLimit([item('a', 'uploading'), item('b', 'done')], 1, 'b').map((i) => i.uid)).toEqual([
      'a',
      'b',
    ])
  })

  it('keeps every exact SPEC message in UPLOAD_MESSAGES', () => {
    expect(UPLOAD_MESSAGES.buttonText).toBe('点击上传')
    expect(UPLOAD_MESSAGES.notImage).toBe('Please upload an image')
    expect(UPLOAD_MESSAGES.moveFirstLeft).toBe('Unknown operation')
    expect(UPLOAD_MESSAGES.moveLastRight).toBe('Already at the end~')
    expect(UPLOAD_MESSAGES.unknownError).toBe('未知错误')
    expect(UPLOAD_MESSAGES.uploadFailed('File name')).toBe('File name upload failed.')
    expect(UPLOAD_MESSAGES.nothingUploaded).toBe('未上传任何文件')
  })
})
