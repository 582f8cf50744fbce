import { transfers } from '../../../lib/api-transfers'
import { t } from '@erp/ui-kit/i18n'
import { ACCOUNT_MESSAGES } from '../account-validation'

/** Uploads an avatar image (upstream /sys/common/upload, biz "avatar"); resolves with the stored path. */
export async function uploadAvatar(file: Blob, fileName: string): Promise<string> {
  const answer = await transfers.upload('/sys/common/upload', { file, fileName, fields: { biz: 'avatar' } })
  if (!answer.success || !answer.message) throw new Error(answer.message || t(ACCOUNT_MESSAGES.uploadFailed))
  return answer.message
}
