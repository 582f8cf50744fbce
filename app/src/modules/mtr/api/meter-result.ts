import { t } from '@erp/ui-kit/i18n'
import { RefusedError } from '../../../lib/resource/crud-client'

/** The result of a meter answer, or the refusal (shared by the self-service and staff recharge calls). */

interface Answer<T> {
  success: boolean
  message: string
  result?: T | null
}

export function resultOf<T>(data: Answer<T> | undefined): T {
  if (!data) throw new Error(t('没有收到服务器的答复'))
  if (!data.success || data.result === undefined || data.result === null) {
    throw new RefusedError(data.message || t('操作失败'))
  }
  return data.result
}
