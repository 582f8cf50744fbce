import { Button } from '@erp/ui-kit/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { Input } from '@erp/ui-kit/input'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'
import { config } from '../../lib/config'
import { formatBytes } from './format-figures'
import { deleteOssFile, invalidateOssFiles, ossFilesQuery, type OssFile } from './monitor-queries'

const PAGE_SIZE = 10
const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)$/i

/** The public address of an uploaded file (served by /sys/common/static/<path>), each segment encoded. */
export const fileUrlOf = (url: string, base = config.apiBaseUrl) =>
  `${base}/sys/common/static/${url.split('/').map(encodeURIComponent).join('/')}`

/**
 * modules/oss/OSSFileList (对象存储): the files uploaded through /sys/common/upload. File names are user
 * data: always rendered as text, never as HTML.
 */
export function OssFileListPage() {
  usePageTitle('对象存储')
  const client = useQueryClient()
  const [pageNo, setPageNo] = useState(1)
  const [fileName, setFileName] = useState('')
  const list = useQuery(ossFilesQuery(pageNo, PAGE_SIZE, fileName))
  const [preview, setPreview] = useState<OssFile | null>(null)
  const [toDelete, setToDelete] = useState<OssFile | null>(null)
  const remove = useMutation({
    mutationFn: (file: OssFile) => deleteOssFile(file.id),
    meta: { handlesErrors: true },
    onSuccess: () => setToDelete(null),
    onSettled: () => invalidateOssFiles(client),
  })
  const rows = list.data?.records ?? []
  const total = list.data?.total ?? 0
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE))

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFileName(String(new FormData(event.currentTarget).get('fileName') ?? '').trim())
    setPageNo(1)
  }

  return (
    <section aria-labelledby="oss-file-heading" className="rounded bg-surface p-6 shadow-sm">
      <h2 id="oss-file-heading" className="mb-4 text-lg font-semibold">
        对象存储
      </h2>
      <form role="search" onSubmit={search} className="mb-4 flex items-center gap-2 text-sm">
        <label htmlFor="oss-file-name">文件名称</label>
        <Input id="oss-file-name" name="fileName" className="w-60" defaultValue={fileName} />
        <Button type="submit" size="sm" variant="primary">
          查询
        </Button>
      </form>
      {remove.isSuccess ? (
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {remove.data}
        </p>
      ) : null}
      {list.isError ? (
        <p role="alert" className="mb-4 text-sm text-danger-strong">
          {list.error.message}
        </p>
      ) : null}
      <table className="w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-border bg-muted text-left">
            <th scope="col" className="px-3 py-2 font-medium">
              文件名称
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              文件地址
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              大小
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              上传人
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              上传时间
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              操作
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((file) => (
            <tr key={file.id} className="border-b border-border">
              <td className="px-3 py-2 break-all">{file.fileName}</td>
              <td className="px-3 py-2 break-all text-muted-foreground">{file.url}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {file.fileSize === null || file.fileSize === undefined ? '-' : formatBytes(file.fileSize)}
              </td>
              <td className="px-3 py-2">{file.createBy ?? ''}</td>
              <td className="px-3 py-2 whitespace-nowrap">{file.createTime ?? ''}</td>
              <td className="px-3 py-2 whitespace-nowrap">
                {IMAGE.test(file.url) ? (
                  <Button
                    variant="link"
                    size="sm"
                    aria-label={`预览 ${file.fileName}`}
                    onClick={() => setPreview(file)}
                  >
                    预览
                  </Button>
                ) : null}
                <Button variant="link" size="sm" asChild>
                  <a href={fileUrlOf(file.url)} download={file.fileName} aria-label={`下载 ${file.fileName}`}>
                    下载
                  </a>
                </Button>
                <Button
                  variant="link"
                  size="sm"
                  className="text-danger-strong"
                  aria-label={`删除 ${file.fileName}`}
                  onClick={() => {
                    remove.reset()
                    setToDelete(file)
                  }}
                >
                  删除
                </Button>
              </td>
            </tr>
          ))}
          {rows.length === 0 && !list.isPending ? (
            <tr>
              <td colSpan={6} className="px-3 py-8 text-center text-muted-foreground">
                暂无数据
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <nav aria-label="分页" className="mt-4 flex items-center justify-end gap-2 text-sm">
        <span className="text-muted-foreground">共 {total} 条</span>
        <Button size="sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
          上一页
        </Button>
        <span aria-current="page">
          {pageNo} / {pages}
        </span>
        <Button size="sm" disabled={pageNo >= pages} onClick={() => setPageNo(pageNo + 1)}>
          下一页
        </Button>
      </nav>

      <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : setPreview(null))}>
        <DialogContent width={800}>
          <DialogHeader>
            <DialogTitle>图片预览</DialogTitle>
            <DialogDescription className="break-all">{preview?.fileName}</DialogDescription>
          </DialogHeader>
          {preview ? (
            <img src={fileUrlOf(preview.url)} alt={preview.fileName} className="mx-auto max-h-[60vh]" />
          ) : null}
        </DialogContent>
      </Dialog>

      <Dialog open={toDelete !== null} onOpenChange={(open) => (open ? undefined : setToDelete(null))}>
        <DialogContent width={420} role="alertdialog">
          <DialogHeader>
            <DialogTitle>确定删除吗?</DialogTitle>
            <DialogDescription className="break-all">
              删除后文件「{toDelete?.fileName}」将无法恢复。
            </DialogDescription>
          </DialogHeader>
          {remove.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {remove.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button onClick={() => setToDelete(null)}>取消</Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => (toDelete ? remove.mutate(toDelete) : undefined)}
            >
              确定
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}

export default OssFileListPage
