import { statfs } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { describe, expect, it } from 'vitest'
import { diskFigures, readDisks } from './disks'

describe('disk figures', () => {
  it('count the space available (bavail), not the free blocks, and the percent used as df does', () => {
    // 88 of 100 blocks free, but only 8 available to the process (80 reserved): 12 used of 20 usable.
    expect(diskFigures({ blocks: 100, bfree: 88, bavail: 8, bsize: 4096 })).toEqual({
      max: 100 * 4096,
      rest: 8 * 4096,
      restPPT: 60,
    })
    // df rounds the percent up: 1 used of 3 usable is 34 %.
    expect(diskFigures({ blocks: 10, bfree: 9, bavail: 2, bsize: 1 }).restPPT).toBe(34)
    expect(diskFigures({ blocks: 0, bfree: 0, bavail: 0, bsize: 4096 }).restPPT).toBe(0)
  })

  it('answer the space available of a real directory', async () => {
    const [disk] = await readDisks([{ label: '临时目录', path: tmpdir() }])
    const fs = await statfs(tmpdir())
    expect(disk?.rest).toBe(fs.bavail * fs.bsize)
  })
})
