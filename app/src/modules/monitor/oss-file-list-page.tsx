import { Button } from '@erp/ui-kit/button'
import { cn } from '@erp/ui-kit/cn'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@erp/ui-kit/dialog'
import { Input } from '@erp/ui-kit/input'
import { DataTable, type DataColumn } from '@erp/ui-kit/data-table'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { usePageTitle } from '../../hooks/use-page-title'
import { config } from '../../lib/config'
import { formatBytes } from './format-figures'
import { deleteOssFile, invalidateOssFiles, ossFilesQuery, type OssFile } from './api/monitor-queries'
import { useT } from '@erp/ui-kit/i18n'
import { storedFileUrl } from '../../lib/stored-file-url'

const PAGE_SIZE = 10
const IMAGE = /\.(png|jpe?g|gif|webp|bmp|svg)$/i

/** The address of an uploaded file (app/src/lib/stored-file-url.ts). */
export const fileUrlOf = (url: string, apiBaseUrl = config.apiBaseUrl) => storedFileUrl(url, { apiBaseUrl })

/** User text that may be long (names, paths): wrapped in its cell rather than cut off. */
function Wrapped({ text, className }: { text: string; className?: string }) {
  return <span className={cn('break-all whitespace-normal', className)}>{text}</span>
}

/**
 * modules/oss/OSSFileList (对象存储): the files uploaded through /sys/common/upload. File names are user
 * data: always rendered as text, never as HTML.
 */
export function OssFileListPage() {
  const t = useT()
  usePageTitle(t('对象存储'))
  const client = useQueryClient()
  const [pageNo, setPageNo] = useState(1)
  const [pageSize, setPageSize] = useState(PAGE_SIZE)
  const [fileName, setFileName] = useState('')
  const list = useQuery(ossFilesQuery(pageNo, pageSize, fileName))
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
  const columns: DataColumn<OssFile>[] = [
    { key: 'fileName', title: t('文件名称'), render: (file) => <Wrapped text={file.fileName} /> },
    {
      key: 'url',
      title: t('文件地址'),
      render: (file) => <Wrapped text={file.url} className="text-muted-foreground" />,
    },
    {
      key: 'fileSize',
      title: t('大小'),
      width: 110,
      render: (file) =>
        file.fileSize === null || file.fileSize === undefined ? '-' : formatBytes(file.fileSize),
    },
    { key: 'createBy', title: t('上传人'), width: 110, render: (file) => file.createBy ?? '' },
    { key: 'createTime', title: t('上传时间'), width: 170, render: (file) => file.createTime ?? '' },
    {
      key: 'actions',
      title: t('操作'),
      fit: 'content',
      pinned: 'right',
      render: (file) => (
        <>
          {IMAGE.test(file.url) ? (
            <Button
              variant="link"
              size="sm"
              aria-label={t('预览 {{fileName}}', { fileName: file.fileName })}
              onClick={() => setPreview(file)}
            >
              {t('预览')}
            </Button>
          ) : null}
          <Button variant="link" size="sm" asChild>
            <a
              href={fileUrlOf(file.url)}
              download={file.fileName}
              aria-label={t('下载 {{fileName}}', { fileName: file.fileName })}
            >
              {t('下载')}
            </a>
          </Button>
          <Button
            variant="link"
            size="sm"
            className="text-danger-strong"
            aria-label={t('删除 {{fileName}}', { fileName: file.fileName })}
            onClick={() => {
              remove.reset()
              setToDelete(file)
            }}
          >
            {t('删除')}
          </Button>
        </>
      ),
    },
  ]

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFileName(String(new FormData(event.currentTarget).get('fileName') ?? '').trim())
    setPageNo(1)
  }

  return (
    <section aria-labelledby="oss-file-heading" className="rounded bg-surface p-6 shadow-sm">
      <h2 id="oss-file-heading" className="mb-4 text-lg font-semibold">
        {t('对象存储')}
      </h2>
      <form role="search" onSubmit={search} className="mb-4 flex items-center gap-2 text-sm">
        <label htmlFor="oss-file-name">{t('文件名称')}</label>
        <Input id="oss-file-name" name="fileName" className="w-60" defaultValue={fileName} />
        <Button type="submit" size="sm" variant="primary">
          {t('查询')}
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
      <DataTable
        caption={t('文件列表')}
        columns={columns}
        rows={rows}
        rowKey={(file) => file.id}
        loading={list.isPending}
        pagination={{
          pageNo,
          pageSize,
          total,
          onChange: (page, size) => {
            setPageNo(size === pageSize ? page : 1)
            setPageSize(size)
          },
        }}
      />

      <Dialog open={preview !== null} onOpenChange={(open) => (open ? undefined : setPreview(null))}>
        <DialogContent width={800}>
          <DialogHeader>
            <DialogTitle>{t('图片预览')}</DialogTitle>
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
            <DialogTitle>{t('确定删除吗?')}</DialogTitle>
            <DialogDescription className="break-all">
              {t('删除后文件「{{fileName}}」将无法恢复。', { fileName: toDelete?.fileName ?? '' })}
            </DialogDescription>
          </DialogHeader>
          {remove.isError ? (
            <p role="alert" className="text-sm text-danger-strong">
              {remove.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button onClick={() => setToDelete(null)}>{t('取消')}</Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => (toDelete ? remove.mutate(toDelete) : undefined)}
            >
              {t('确定')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  )
}

export default OssFileListPage
