import { stat, statfs } from 'node:fs/promises'
import { resolve } from 'node:path'

/** A file system in upstream's queryDiskInfo shape: bytes, and restPPT = percent USED (upstream's name). */
export interface DiskInfo {
  name: string
  max: number
  rest: number
  restPPT: number
}

/**
 * statfs of each directory, one entry per device (the data directory and / are often on the same one).
 * `rest` is the free space (blocks free × block size), as upstream's File.getFreeSpace; restPPT is
 * (max − rest) × 100 / max rounded down, as upstream's long arithmetic.
 */
export async function readDisks(directories: { label: string; path: string }[]): Promise<DiskInfo[]> {
  const byDevice = new Map<string, { labels: string[]; max: number; rest: number }>()
  for (const { label, path } of directories) {
    const full = resolve(path)
    try {
      const [fs, info] = await Promise.all([statfs(full), stat(full)])
      const max = fs.blocks * fs.bsize
      if (max <= 0) continue
      const key = String(info.dev)
      const known = byDevice.get(key)
      if (known) known.labels.push(`${label}（${full}）`)
      else byDevice.set(key, { labels: [`${label}（${full}）`], max, rest: fs.bfree * fs.bsize })
    } catch {
      // a directory that cannot be read is left out
    }
  }
  return [...byDevice.values()].map(({ labels, max, rest }) => ({
    name: labels.join('、'),
    max,
    rest,
    restPPT: Math.floor(((max - rest) * 100) / max),
  }))
}
