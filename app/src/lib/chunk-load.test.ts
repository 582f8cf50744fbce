import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_TIMEOUT_MS, ChunkLoadError, StyleLoadError, errorOfPreload, loadChunk } from './chunk-load'

afterEach(() => vi.useRealTimers())

describe('chunk load failure (docs/spec.md §8)', () => {
  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 })
  })

  it('fails with a load error after 120 s', async () => {
    vi.useFakeTimers()
    const pending = loadChunk(() => new Promise(() => undefined))
    const outcome = pending.catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1)
    let settled = false
    void pending.catch(() => (settled = true))
    await Promise.resolve()
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await outcome).toBeInstanceOf(ChunkLoadError)
    expect(CHUNK_TIMEOUT_MS).toBe(120_000)
  })

  it('turns an import failure into a load error', async () => {
    const error = await loadChunk(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    ).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as Error).message).toContain('Failed to fetch dynamically imported module')
  })

  it('tells a style chunk failure from a script one', async () => {
    const style = await loadChunk(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/a.css')),
    ).catch((e: unknown) => e)
    expect(style).toBeInstanceOf(StyleLoadError)
    expect(errorOfPreload(new Error('Unable to preload CSS for /assets/page-abc.css'))).toBeInstanceOf(
      StyleLoadError,
    )
    expect(
      errorOfPreload(new Error('Failed to fetch dynamically imported module: /assets/page.js')),
    ).toBeInstanceOf(ChunkLoadError)
  })
})
