import { isApiError } from '@erp/openapi/errors'

/** SPEC §8: the text shown for a transport error. */
export const errorMessages = {
  forbidden: '拒绝访问',
  notFound: '很抱歉，资源未找到!',
  timeout: '网络超时',
  unauthorized: '未授权，请重新登录',
  tokenExpired: '很抱歉，登录已过期，请重新登录',
} as const

export function messageOf(error: unknown): string {
  if (isApiError(error)) {
    switch (error.kind) {
      case 'forbidden':
      case 'notFound':
      case 'timeout':
      case 'unauthorized':
      case 'tokenExpired':
        return errorMessages[error.kind]
      default:
        return error.message || '请求失败'
    }
  }
  return error instanceof Error ? error.message : String(error)
}
