import { t } from '@erp/ui-kit/i18n'
import { RefusedError } from '../../../lib/resource/crud-client'

/** The result of an express answer, or the refusal (shared by the quote and tracking calls). */
export const unwrap = <T>(data: { success: boolean; message: string; result?: T | null } | undefined): T => {
  if (!data) throw new Error(t('服务器的回答不可识别'))
  if (!data.success) throw new RefusedError(data.message || t('操作失败'))
  return data.result as T
}
