/**
 * docs/spec.md §8 "Chunk load failure": a lazily loaded page that has not arrived after 120 s fails with a load
 * error (instead of spinning forever); a style chunk that fails raises a style load error. The route's
 * error element shows either with a way to retry.
 */
import { t } from '@erp/ui-kit/i18n'
export const CHUNK_TIMEOUT_MS = 120_000

export class ChunkLoadError extends Error {
  constructor(message = t('页面加载失败')) {
    super(message)
    this.name = 'ChunkLoadError'
  }
}

export class StyleLoadError extends Error {
  constructor(message = t('样式加载失败')) {
    super(message)
    this.name = 'StyleLoadError'
  }
}

/** `load()`, failing with a ChunkLoadError when it rejects or takes longer than `timeoutMs`. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(t('页面加载超时'))), timeoutMs)
  })
  const loaded = load().catch((error: unknown) => {
    throw errorOfPreload(error)
  })
  return Promise.race([loaded, timeout]).finally(() => clearTimeout(timer))
}

/** A failed import names the failed asset (Vite's preload errors too); a `.css` one is a style load error. */
export function errorOfPreload(payload: unknown): ChunkLoadError | StyleLoadError {
  const message = payload instanceof Error ? payload.message : String(payload)
  return /\.css(\?|$|\s|')/.test(message)
    ? new StyleLoadError(t('样式加载失败：{{message}}', { message }))
    : new ChunkLoadError(t('页面加载失败：{{message}}', { message }))
}
