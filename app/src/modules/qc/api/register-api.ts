import type { components } from '@erp/openapi/schema'
import type { UploadFunction } from '@erp/ui-kit/upload'
import { api } from '../../../lib/api'
import { transfers } from '../../../lib/api-transfers'
import { t } from '@erp/ui-kit/i18n'
import { storedFileUrl } from '../../../lib/stored-file-url'

/** The calls the inspection pages share: reference options, the danger-address match, photo uploads. */

export type RegisterRow = components['schemas']['QcRegister']
export type DangerAddress = components['schemas']['QcDangerAddress']

/** The danger addresses an address matches (empty: no warning); nothing is asked for fewer than 2 characters. */
export async function matchDangerAddresses(address: string): Promise<DangerAddress[]> {
  const wanted = address.trim()
  if (wanted.length < 2) return []
  const { data } = await api.GET('/qc/dangerAddress/match', {
    params: { query: { address: wanted.slice(0, 200) } },
  })
  if (!data?.success) throw new Error(data?.message || t('危险地址查询失败'))
  return data.result ?? []
}

/** The address of an uploaded file (app/src/lib/stored-file-url.ts). */
export const fileUrl = (path: string) => storedFileUrl(path)

/** Inspection photos: /sys/common/upload under the `qc` folder. */
export const qcUpload: UploadFunction = async (file, { onProgress, signal }) => {
  const answer = await transfers.upload('/sys/common/upload', {
    file,
    fields: { biz: 'qc' },
    onProgress,
    signal,
  })
  return answer.success && answer.message
    ? { ok: true, path: answer.message }
    : { ok: false, message: answer.message || t('上传失败！') }
}
