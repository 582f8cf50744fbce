import type { DownloadPath, UploadPath } from '@erp/openapi/transfer'
import { Button } from '@erp/ui-kit/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@erp/ui-kit/dialog'
import { msg, t, useT } from '@erp/ui-kit/i18n'
import { toast } from '@erp/ui-kit/toast'
import { useRef, useState } from 'react'
import { transfers } from '../api-transfers'
import { messageOf } from '../api-errors'

/** Keys (translated where drawn); `importing` translates. */
export const EXCEL_MESSAGES = {
  export: msg('导出'),
  import: msg('导入'),
  exporting: msg('正在导出…'),
  importing: (percent: number | null) =>
    percent === null ? t('正在导入…') : t('正在导入 {{percent}}%', { percent }),
  failedTitle: msg('导入失败，未写入任何数据'),
  close: msg('关闭'),
}

/** Saves a downloaded file under its name (the browser's download). */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** The row errors of a refused import: `result` as a list of strings or of `{ row, message }`. */
export function importProblems(result: unknown): string[] {
  if (!Array.isArray(result)) return []
  return result.map((item) => {
    if (typeof item === 'string') return item
    if (item && typeof item === 'object') {
      const { row, message } = item as { row?: unknown; message?: unknown }
      return row === undefined
        ? String(message ?? '')
        : t('第{{row}}行：{{message}}', { row: String(row), message: String(message ?? '') })
    }
    return String(item)
  })
}

export interface ExcelActionsProps {
  title: string
  exportPath?: DownloadPath
  importPath?: UploadPath
  /** The current query (filters and sort) and the selected ids: export what the list shows. */
  query: Record<string, string | number>
  selectedIds: readonly string[]
  onImported: () => void
}

/** 导出 streams the current query to xlsx; 导入 uploads a file and lists every refused row. */
export function ExcelActions({
  title,
  exportPath,
  importPath,
  query,
  selectedIds,
  onImported,
}: ExcelActionsProps) {
  const t = useT()
  const input = useRef<HTMLInputElement>(null)
  const [exporting, setExporting] = useState(false)
  const [importing, setImporting] = useState<number | null | false>(false)
  const [problems, setProblems] = useState<{ message: string; rows: string[] } | null>(null)

  const exportFile = async () => {
    if (!exportPath) return
    setExporting(true)
    try {
      const { pageNo: _pageNo, pageSize: _pageSize, ...rest } = query
      const file = await transfers.download(exportPath, {
        query: { ...rest, ...(selectedIds.length ? { selections: selectedIds.join(',') } : {}) },
      })
      saveFile(file.blob, file.filename ?? `${title}.xlsx`)
    } catch (error) {
      toast.error(messageOf(error))
    } finally {
      setExporting(false)
    }
  }

  const importFile = async (file: File) => {
    if (!importPath) return
    setImporting(null)
    try {
      const answer = (await transfers.upload(importPath, {
        file,
        onProgress: (progress) => setImporting(progress.percent),
      })) as { success?: boolean; message?: string; result?: unknown }
      if (answer.success) {
        toast.success(answer.message ?? t('导入成功'))
        onImported()
      } else {
        setProblems({ message: answer.message ?? t('导入失败'), rows: importProblems(answer.result) })
      }
    } catch (error) {
      toast.error(messageOf(error))
    } finally {
      setImporting(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <>
      {exportPath ? (
        <Button loading={exporting} onClick={() => void exportFile()}>
          {t(exporting ? EXCEL_MESSAGES.exporting : EXCEL_MESSAGES.export)}
        </Button>
      ) : null}
      {importPath ? (
        <>
          <input
            ref={input}
            type="file"
            accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void importFile(file)
            }}
          />
          <Button loading={importing !== false} onClick={() => input.current?.click()}>
            {importing === false ? t(EXCEL_MESSAGES.import) : EXCEL_MESSAGES.importing(importing)}
          </Button>
        </>
      ) : null}
      <Dialog open={problems !== null} onOpenChange={(open) => (open ? null : setProblems(null))}>
        <DialogContent width={600} aria-describedby={undefined}>
          <DialogHeader>
            <DialogTitle>{t(EXCEL_MESSAGES.failedTitle)}</DialogTitle>
          </DialogHeader>
          <p role="alert" className="mb-2 text-sm text-danger-strong">
            {problems?.message}
          </p>
          <ul className="max-h-80 list-disc space-y-1 overflow-auto pl-5 text-sm" data-slot="import-problems">
            {problems?.rows.map((row, index) => (
              <li key={index}>{row}</li>
            ))}
          </ul>
          <DialogFooter className="mt-4">
            <Button onClick={() => setProblems(null)}>{t(EXCEL_MESSAGES.close)}</Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  )
}
