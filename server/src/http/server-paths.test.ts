import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { withoutServerPaths } from './server-paths'

describe('withoutServerPaths', () => {
  it("takes Node's quoted paths and the server's directories out of a message", () => {
    const file = join(tmpdir(), 'data', 'upload', 'temp', `${'n'.repeat(300)}.txt`)
    const message = `操作失败，ENAMETOOLONG: name too long, open '${file}'`
    const cleaned = withoutServerPaths(message)
    expect(cleaned).toBe("操作失败，ENAMETOOLONG: name too long, open '…'")
    expect(withoutServerPaths(`cannot read ${process.cwd()}/server/x.ts at line 3`)).toBe(
      'cannot read …/server/x.ts at line 3',
    )
    expect(withoutServerPaths('stored at /srv/erp/data/a.txt', ['/srv/erp/data'])).toBe('stored at …/a.txt')
    expect(withoutServerPaths(`rename "C:\\erp\\data\\a.txt"`)).toBe('rename "…"')
  })

  it('leaves messages without paths as they are', () => {
    expect(withoutServerPaths('请求参数不正确: query.pageSize 必须是 integer')).toBe(
      '请求参数不正确: query.pageSize 必须是 integer',
    )
  })
})
