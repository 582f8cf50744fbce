import { stat, statfs } from 'node:fs/promises'
import { resolve } from 'node:path'

/** A file system in upstream's queryDiskInfo shape: bytes, and restPPT = percent USED (upstream's name). */
export interface DiskInfo {
  name: string
  max: number
  rest: number
  restPPT: number
}

/** The fields of a statfs answer the figures are made of (counts of blocks of `bsize` bytes). */
export interface BlockCounts {
  blocks: number
  bfree: number
  bavail: number
  bsize: number
}

/**
 * The size and space of one file system, as `df` shows them: `rest` is the space available to this process
 * (bavail, what File.getUsableSpace answers), not the free blocks, which include the ones reserved for root;
 * restPPT is the percent used, df's Use%: used ÷ (used + available), rounded up, where used = blocks − bfree.
 */
export function diskFigures(fs: BlockCounts): { max: number; rest: number; restPPT: number } {
  const max = fs.blocks * fs.bsize
  const rest = fs.bavail * fs.bsize
  const used = (fs.blocks - fs.bfree) * fs.bsize
  const restPPT = used + rest > 0 ? Math.ceil((used * 100) / (used + rest)) : 0
  return { max, rest, restPPT }
}

/** statfs of each directory, one entry per device (the data directory and / are often on the same one). */
export async function readDisks(directories: { label: string; path: string }[]): Promise<DiskInfo[]> {
  const byDevice = new Map<string, { labels: string[]; max: number; rest: number; restPPT: number }>()
  for (const { label, path } of directories) {
    const full = resolve(path)
    try {
      const [fs, info] = await Promise.all([statfs(full), stat(full)])
      const figures = diskFigures(fs)
      if (figures.max <= 0) continue
      const key = String(info.dev)
      const known = byDevice.get(key)
      if (known) known.labels.push(`${label}（${full}）`)
      else byDevice.set(key, { labels: [`${label}（${full}）`], ...figures })
    } catch {
      // a directory that cannot be read is left out
    }
  }
  return [...byDevice.values()].map(({ labels, max, rest, restPPT }) => ({
    name: labels.join('、'),
    max,
    rest,
    restPPT,
  }))
}
