import { isApiError } from '@erp/openapi/errors'
import { msg, t } from '@erp/ui-kit/i18n'

/** docs/spec.md §8: the text shown for a transport error (keys: draw them with `t()`). */
export const errorMessages = {
  forbidden: msg('拒绝访问'),
  notFound: msg('很抱歉，资源未找到!'),
  timeout: msg('网络超时'),
  unauthorized: msg('未授权，请重新登录'),
  tokenExpired: msg('很抱歉，登录已过期，请重新登录'),
} as const

export function messageOf(error: unknown): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'forbidden':
      case 'notFound':
      case 'timeout':
      case 'unauthorized':
      case 'tokenExpired':
        return t(errorMessages[error.kind])
      default:
        return error.message || t('请求失败')
    }
  }
  return error instanceof Error ? error.message : String(error)
}

/**
 * upstream's business error (HTTP 200 with `success: false`) and its type guard, the one the contract package
 * defines: it narrows answers that are not envelopes (Actuator figures, typed `Body | BusinessError`).
 */
export { isBusinessError, type BusinessError } from '@erp/openapi/business-error'
