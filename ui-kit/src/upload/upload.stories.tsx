import type { Meta, StoryObj } from '@storybook/react'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../button/button'
import { Upload, type UploadFunction } from './upload'
import { UploadPopup } from './upload-popup'

/**
 * A fake uploader for the stories: reports progress in `steps` ticks of `stepMs`, then stores the
 * file under `<biz>/<name>` or fails with `failWith`. It honours the abort signal.
 */
function fakeUploader({
  steps = 4,
  stepMs = 40,
  failWith,
}: { steps?: number; stepMs?: number; failWith?: string } = {}): UploadFunction {
  return (file, { biz, onProgress, signal }) =>
    new Promise((resolve, reject) => {
      let step = 0
      const timer = setInterval(() => {
        step += 1
        onProgress({ loaded: step, total: steps, percent: Math.round((step / steps) * 100) })
        if (step < steps) return
        clearInterval(timer)
        resolve(
          failWith === undefined
            ? { ok: true, path: `${biz}/${file.name}` }
            : { ok: false, message: failWith },
        )
      }, stepMs)
      signal.addEventListener('abort', () => {
        clearInterval(timer)
        reject(new DOMException('upload aborted', 'AbortError'))
      })
    })
}

const swatches = ['#1890FF', '#52C41A', '#FAAD14', '#722ED1']

/** Stands in for "static domain + path": a coloured SVG labelled with the file name. */
const fileUrl = (path: string) => {
  const name = path.slice(path.lastIndexOf('/') + 1)
  const colour = swatches[name.length % swatches.length] ?? '#1890FF'
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="104" height="104"><rect width="104" height="104" fill="${colour}"/><text x="52" y="58" font-size="14" text-anchor="middle" fill="white">${name}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const fileInput = (root: HTMLElement) => {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]')
  if (!input) throw new Error('no file input')
  return input
}

const meta = {
  title: 'ui-kit/Upload',
  component: Upload,
  args: {
    upload: fakeUploader(),
    fileUrl,
    type: 'file',
    multiple: true,
    limit: 0,
    biz: 'temp',
    disabled: false,
    onChange: fn(),
    onMessage: fn(),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['file', 'image'] },
    limit: { control: 'number' },
    multiple: { control: 'boolean' },
    disabled: { control: 'boolean' },
    accept: { control: 'text' },
    buttonText: { control: 'text' },
  },
} satisfies Meta<typeof Upload>

export default meta
type Story = StoryObj<typeof meta>

/** Files: progress per file, then a link to the stored file; the list is reported once all are done. */
export const Files: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: '点击上传' })).toBeInTheDocument()
    await userEvent.upload(fileInput(canvasElement), [
      new File(['a'], 'a.txt', { type: 'text/plain' }),
      new File(['b'], 'b.txt', { type: 'text/plain' }),
    ])
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2)
    await expect(args.onChange).not.toHaveBeenCalled()
    await canvas.findByRole('link', { name: 'b.txt' })
    await canvas.findByRole('link', { name: 'a.txt' })
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith('temp/a.txt,temp/b.txt', ['temp/a.txt', 'temp/b.txt']),
    )
    await expect(args.onChange).toHaveBeenCalledTimes(1)
  },
}

/** Existing files (a comma-separated value, as upstream) and removing one. */
export const RemoveFile: Story = {
  args: { defaultValue: 'temp/contract.pdf,temp/invoice.xls' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '移除 contract.pdf' }))
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/invoice.xls', ['temp/invoice.xls']))
    await expect(canvas.queryByRole('link', { name: 'contract.pdf' })).toBeNull()
  },
}

/** A failed upload: its message on the file, 'File name upload failed.' for the widget (docs/spec.md §8). */
export const UploadFailure: Story = {
  args: { upload: fakeUploader({ failWith: '文件大小超过10MB限制' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvasElement), new File(['x'], 'big.zip', { type: 'application/zip' }))
    await canvas.findByText('文件大小超过10MB限制')
    await expect(canvas.getByRole('status')).toHaveTextContent('big.zip upload failed.')
    await expect(args.onMessage).toHaveBeenCalledWith('big.zip upload failed.', 'error')
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

/** limit 1: the newest file replaces the old one once it is stored. */
export const SingleFile: Story = {
  args: { limit: 1, multiple: false, defaultValue: 'temp/old.txt' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvasElement), new File(['n'], 'new.txt', { type: 'text/plain' }))
    await canvas.findByRole('link', { name: 'new.txt' })
    await expect(canvas.queryByRole('link', { name: 'old.txt' })).toBeNull()
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/new.txt', ['temp/new.txt']))
  },
}

/** Slow uploads (watch the percent); nothing is reported until both are done. */
export const SlowUploads: Story = {
  args: { upload: fakeUploader({ steps: 10, stepMs: 400 }) },
}

/** Images: picture cards with thumbnails; moving the first left or the last right warns (docs/spec.md §8). */
export const Images: Story = {
  args: {
    type: 'image',
    accept: 'image/*',
    defaultValue: ['temp/one.png', 'temp/two.png', 'temp/three.png'],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: '左移 one.png' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Unknown operation')
    await userEvent.click(canvas.getByRole('button', { name: '右移 three.png' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Already at the end~')
    await userEvent.click(canvas.getByRole('button', { name: '右移 one.png' }))
    await expect(canvas.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual([
      'two.png',
      'one.png',
      'three.png',
    ])
    await waitFor(() =>
      expect(args.onChange).toHaveBeenCalledWith('temp/two.png,temp/one.png,temp/three.png', [
        'temp/two.png',
        'temp/one.png',
        'temp/three.png',
      ]),
    )
  },
}

/** Image mode refuses a file that is not an image. */
export const ImageRefusesOtherFiles: Story = {
  args: { type: 'image' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.upload(fileInput(canvasElement), new File(['t'], 'notes.txt', { type: 'text/plain' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Please upload an image')
    await userEvent.upload(fileInput(canvasElement), new File(['p'], 'photo.png', { type: 'image/png' }))
    await canvas.findByRole('img', { name: 'photo.png' })
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('temp/photo.png', ['temp/photo.png']))
  },
}

/** The file popup (width 520): confirming with nothing uploaded says '未上传任何文件'. */
export const FilePopup: Story = {
  render: (args) => <PopupDemo {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '上传附件' }))
    const dialog = await screen.findByRole('dialog', { name: '文件上传' })
    await expect(dialog).toHaveStyle({ width: '520px' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('未上传任何文件')
    await userEvent.upload(fileInput(dialog), new File(['a'], 'a.txt', { type: 'text/plain' }))
    await within(dialog).findByRole('link', { name: 'a.txt' })
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await expect(within(canvasElement).getByText('temp/a.txt')).toBeInTheDocument()
  },
}

function PopupDemo(args: Story['args']) {
  const [path, setPath] = useState('')
  return (
    <div data-slot="upload-popup-demo" className="flex items-center gap-3">
      <UploadPopup
        upload={args?.upload ?? fakeUploader()}
        fileUrl={fileUrl}
        type={args?.type ?? 'file'}
        value={path}
        onConfirm={(result) => setPath(result.path)}
        trigger={<Button>上传附件</Button>}
      />
      <output>{path}</output>
    </div>
  )
}
