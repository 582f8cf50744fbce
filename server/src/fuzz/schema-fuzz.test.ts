import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSchemaFuzz, startFuzzServer, summary, type FuzzServer } from './fuzz-run'
import { problemOf, SchemaFuzzer } from './schema-fuzz'

/**
 * Every operation of openapi.yaml, signed in as admin, gets CASES_PER_OPERATION mutated
 * requests (seeded, so every run sends the same ones). Never a 5xx, every refusal carries a message, and the
 * list pages still answer afterwards. The bigger run is server/src/soak/fuzz.soak.test.ts.
 */
const CASES_PER_OPERATION = Number(process.env.FUZZ_CASES ?? 8)
// Three operations at a time keeps the file well under 90 s on a busy machine; FUZZ_LANES=1 replays in order.
const LANES = Number(process.env.FUZZ_LANES ?? 3)
let target: FuzzServer

beforeAll(async () => {
  target = await startFuzzServer('fuzz')
}, 120_000)

afterAll(async () => {
  await target?.close()
})

describe('the generator', () => {
  const fuzzer = new SchemaFuzzer()

  it('makes the same cases on every run, for every operation', () => {
    expect(fuzzer.operations.length).toBeGreaterThan(100)
    const first = fuzzer.operations.flatMap((op) => fuzzer.casesFor(op, 3).map((c) => c.label))
    const second = fuzzer.operations.flatMap((op) => fuzzer.casesFor(op, 3).map((c) => c.label))
    expect(second).toEqual(first)
    expect(first).toHaveLength(fuzzer.operations.length * 3)
  })

  it('reaches each kind of hostile input somewhere', () => {
    const labels = fuzzer.operations.flatMap((op) => fuzzer.casesFor(op, 8).map((c) => c.label)).join('\n')
    for (const needle of [
      'DROP TABLE',
      'etc',
      '\\u0000',
      '…(100000)',
      'body without',
      'extra body.',
      'body = "[]"',
      '2026-13-01',
      '"ppppp',
      '-2147483649',
      '"uuuuu',
      '…(17000)',
      'form.biz = ',
      'form file name "a\\u0000b.txt"',
    ])
      expect(labels).toContain(needle)
  })

  it('tells a 5xx, a refusal without a message and a timeout from a good answer', () => {
    const json = 'application/json'
    expect(problemOf({ status: 200, contentType: json, text: '{"success":true,"message":""}' })).toBeNull()
    expect(
      problemOf({
        status: 400,
        contentType: json,
        text: '{"success":false,"message":"不正确","code":400,"result":null,"timestamp":1}',
      }),
    ).toBeNull()
    expect(problemOf({ status: 500, contentType: json, text: '{"message":"x"}' })).toMatch(/HTTP 500/)
    expect(problemOf({ status: 400, contentType: json, text: '{"success":false,"message":""}' })).toMatch(
      /without a message/,
    )
    expect(problemOf({ status: 200, contentType: json, text: '{"success":false}' })).toMatch(
      /without a message/,
    )
    expect(problemOf({ status: 404, contentType: 'text/html', text: '<h1>' })).toMatch(/not JSON/)
    expect(problemOf(null)).toMatch(/no answer/)
    expect(
      problemOf({ status: 414, contentType: json, text: '{"error":"Bad Request","message":"x"}' }),
    ).toMatch(/not the envelope/)
    const declared = new Set(['200', '400', '431', '500'])
    const refusal = '{"success":false,"message":"太长","code":414,"result":null,"timestamp":1}'
    expect(problemOf({ status: 414, contentType: json, text: refusal }, declared)).toMatch(/not declared/)
    expect(problemOf({ status: 414, contentType: json, text: refusal }, new Set(['4XX']))).toBeNull()
    expect(problemOf({ status: 200, contentType: json, text: '{"success":true}' }, declared)).toBeNull()
    const leak =
      '{"success":false,"message":"操作失败，invalid input syntax for type timestamp","code":500,"result":null,"timestamp":1}'
    expect(problemOf({ status: 200, contentType: json, text: leak })).toMatch(/database's text/)
  })
})

describe('the 5xx the fuzz found stay fixed', () => {
  const call = async (method: string, path: string, body?: unknown) => {
    const token = await target.signIn()
    const response = await fetch(`${target.server.apiUrl}${path}`, {
      method,
      headers: { 'X-Access-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: response.status, body: (await response.json()) as { message: string } }
  }

  it('a page number too big to be exact is refused; one whose offset overflows is no 5xx', async () => {
    const huge = await call('GET', '/sys/user/list?pageNo=1e308')
    expect(huge.status).toBe(400)
    expect(huge.body.message).toMatch(/pageNo 超出范围/)
    const overflow = await call('GET', `/sys/user/list?pageNo=${Number.MAX_SAFE_INTEGER}&pageSize=10000`)
    expect(overflow.status).toBeLessThan(500)
  })

  it('a NUL byte in an id or a body field is refused with a message', async () => {
    const deleted = await call('DELETE', '/sys/role/delete?id=a%00b')
    expect(deleted.status).toBe(400)
    const edited = await call('PUT', '/sys/dictItem/edit', {
      id: '\u0000',
      dictId: 'x',
      itemText: 'x',
      itemValue: 'y',
    })
    expect(edited.status).toBe(400)
    expect(edited.body.message).toMatch(/^请求参数不正确: .*U\+0000/)
  })
})

describe('schema fuzz', () => {
  it(`${CASES_PER_OPERATION} mutated requests per operation: no 5xx, every refusal with a message, lists intact`, async () => {
    const report = await runSchemaFuzz(target, CASES_PER_OPERATION, LANES)
    console.log(summary(report))
    expect(report.cases).toBe(report.operations * CASES_PER_OPERATION)
    expect(report.failures).toEqual([])
    expect(report.serverErrors).toBe(0)
    expect(report.listOperations).toBeGreaterThan(20)
    expect(report.brokenLists).toEqual([])
    // The tables the SQL strings aim at are still there and admin is still in them.
    const token = await target.signIn()
    const users = await fetch(`${target.server.apiUrl}/sys/user/list?username=admin`, {
      headers: { 'X-Access-Token': token },
    })
    const body = (await users.json()) as { result: { records: Array<{ username: string }> } }
    expect(body.result.records.map((user) => user.username)).toContain('admin')
  }, 300_000)
})
