import {
  type DownloadOptions,
  type DownloadPath,
  type UploadOptions,
  type UploadPath,
  downloadBlob,
  uploadFile,
} from '@erp/openapi/transfer'
import { apiOptions } from './api-options'

/** File download and multipart upload with progress, on the same session, timeout and typed errors as `api`. */
export const transfers = {
  download: (path: DownloadPath, options?: DownloadOptions) => downloadBlob(apiOptions, path, options),
  upload: <P extends UploadPath>(path: P, options: UploadOptions) => uploadFile(apiOptions, path, options),
}
