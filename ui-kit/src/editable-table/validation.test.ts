import { describe, expect, it } from 'vitest'
import { sampleColumns, sampleRows, type SampleRow } from './validation-sample'
import {
  DEFAULT_MESSAGES,
  PATTERNS,
  findPattern,
  formatMessage,
  validateCell,
  validateRows,
  validateRowsSync,
  valueText,
  type PatternCode,
  type ValidatableColumn,
} from './validation'

type Row = Record<string, unknown>

function column(pattern: PatternCode, message?: string): ValidatableColumn<Row> {
  return {
    key: 'v',
    title: '值',
    validateRules: [message === undefined ? { pattern } : { pattern, message }],
  }
}

async function messageFor(value: unknown, col: ValidatableColumn<Row>): Promise<string | null> {
  const result = await validateRows([{ id: 'r1', v: value }], [col])
  return result.first?.message ?? null
}

describe('named patterns (docs/spec.md §5, upstream regexes)', () => {
  it('has the twelve upstream codes with their labels', () => {
    expect(PATTERNS.map((p) => [p.code, p.label])).toEqual([
      ['*', '非空'],
      ['n6-16', '6到16位数字'],
      ['*6-16', '6到16位任意字符'],
      ['s6-18', '6到18位字母'],
      ['url', '网址'],
      ['e', '电子邮件'],
      ['m', '手机号码'],
      ['p', '邮政编码'],
      ['s', '字母'],
      ['n', '数字'],
      ['z', '整数'],
      ['money', '金额'],
    ])
  })

  const cases: Array<[PatternCode, string[], string[]]> = [
    // SPEC: 6 to 18 digits, labelled 6-16
    [
      'n6-16',
      ['123456', '1234567890123456', '123456789012345678'],
      ['12345', '1234567890123456789', '12345a'],
    ],
    ['*6-16', ['abcdef', 'a b c!', '1234567890123456'], ['abcde', '12345678901234567']],
    ['s6-18', ['abcdef', 'ABCdefGHIjklMNOpqr'], ['abcde', 'abcdefghijklmnopqrs', 'abc123']],
    [
      'url',
      ['http://example.com/a?b=1#c', 'example.com', 'https://a.b:8080/x'],
      ['http://exa mple.com', '@@'],
    ],
    [
      'e',
      ['user@example.com', 'first.last@mail.com.cn', 'a@b.cn', 'Zhang_San+hr@sdn-erp.com.cn', 'a@b.co'],
      ['user@example', 'user@@example.com', 'a..b@c.cn', '.a@b.cn', 'a b@c.cn', 'a@b.c', 'a@-b.cn'],
    ],
    ['m', ['13812345678', '19912345678'], ['12812345678', '1381234567', '138123456789']],
    ['p', ['100080', '518000'], ['012345', '10008', '1000800']],
    ['s', ['abc', 'ABCdef'], ['abc1', 'ab c']],
    ['n', ['0', '-12', '3.14', '-0.5'], ['1.', '.5', 'abc', '1.2.3']],
    ['z', ['0', '42', '-42'], ['4.2', 'x', '']],
    ['money', ['1', '10', '0.5', '0.55', '12.3', '12.34'], ['0', '012', '1.234', '-1']],
  ]

  it.each(cases)('%s accepts and rejects as upstream', (code, valid, invalid) => {
    const regex = findPattern(code)?.regex
    expect(regex).toBeInstanceOf(RegExp)
    for (const value of valid) expect([value, regex?.test(value)]).toEqual([value, true])
    for (const value of invalid) expect([value, regex?.test(value)]).toEqual([value, false])
  })
})

describe('messages', () => {
  it('fills ${title}, ${key} and ${label}', () => {
    expect(
      formatMessage('${title}(${key}) must be ${label}; ${title}', {
        title: '手机',
        key: 'phone',
        label: 'x',
      }),
    ).toBe('手机(phone) must be x; 手机')
  })

  it('uses the per-column message of a rule', async () => {
    expect(await messageFor('abc', column('m', '请输入正确的${title}'))).toBe('请输入正确的值')
  })

  it('falls back to the default messages', async () => {
    expect(DEFAULT_MESSAGES).toEqual({
      required: '${title}不能为空',
      pattern: '${title}格式不正确，应为${label}',
      unique: '${title}不能重复',
      handler: '${title}校验未通过',
    })
    expect(await messageFor('abc', column('m'))).toBe('值格式不正确，应为手机号码')
    expect(await messageFor('', column('*'))).toBe('值不能为空')
  })
})

describe('validateRows', () => {
  it('required: empty, null, undefined and empty arrays fail; whitespace, 0 and false pass', async () => {
    const col: ValidatableColumn<Row> = {
      key: 'v',
      title: '名称',
      validateRules: [{ required: true, message: '${title}必填' }],
    }
    for (const value of ['', null, undefined, []]) expect(await messageFor(value, col)).toBe('名称必填')
    for (const value of [' ', 0, false, 'x', ['a']]) expect(await messageFor(value, col)).toBeNull()
  })

  it("pattern '*' is the required rule", async () => {
    expect(await messageFor(undefined, column('*', '${title}: ${label}'))).toBe('值: 非空')
  })

  it('patterns skip empty cells (only required catches them)', async () => {
    expect(await messageFor('', column('m'))).toBeNull()
    expect(await messageFor(null, column('z'))).toBeNull()
  })

  it('patterns test numbers as text', async () => {
    expect(await messageFor(42, column('z'))).toBeNull()
    expect(await messageFor(4.2, column('z'))).toBe('值格式不正确，应为整数')
  })

  it('accepts a RegExp pattern', async () => {
    const col: ValidatableColumn<Row> = {
      key: 'v',
      title: '编码',
      validateRules: [{ pattern: /^A\d+$/, message: '${title}以A开头' }],
    }
    expect(await messageFor('B1', col)).toBe('编码以A开头')
    expect(await messageFor('A1', col)).toBeNull()
  })

  it('throws on an unknown pattern code', async () => {
    const col = { key: 'v', title: 't', validateRules: [{ pattern: 'nope' as PatternCode }] }
    await expect(validateRows([{ v: 'x' }], [col])).rejects.toThrow(
      "Unknown validation pattern 'nope' on column 'v'",
    )
  })

  it('uniqueness flags every duplicated cell of the column, ignoring empty ones', async () => {
    const rows = [
      { id: 'a', code: 'X' },
      { id: 'b', code: 'Y' },
      { id: 'c', code: 'X' },
      { id: 'd', code: '' },
      { id: 'e', code: '' },
    ]
    const result = await validateRows(rows, [
      { key: 'code', title: '编码', validateRules: [{ unique: true, message: '${title}已存在' }] },
    ])
    expect(result.errors).toEqual([
      { rowIndex: 0, rowId: 'a', columnKey: 'code', message: '编码已存在' },
      { rowIndex: 2, rowId: 'c', columnKey: 'code', message: '编码已存在' },
    ])
  })

  it("pattern 'only' is the uniqueness rule, with the default message", async () => {
    const rows = [
      { id: 1, code: 7 },
      { id: 2, code: '7' },
    ]
    const result = await validateRows(rows, [
      { key: 'code', title: '编码', validateRules: [{ pattern: 'only' }] },
    ])
    expect(result.errors.map((e) => [e.rowId, e.message])).toEqual([
      ['1', '编码不能重复'],
      ['2', '编码不能重复'],
    ])
  })

  it('custom handler: false uses the rule message, a string is the message, true passes', async () => {
    const col: ValidatableColumn<Row> = {
      key: 'v',
      title: '数量',
      validateRules: [
        {
          handler: ({ value }) => (value === 'bad' ? false : value === 'worse' ? '太差了' : true),
          message: '${title}不合法',
        },
      ],
    }
    expect(await messageFor('bad', col)).toBe('数量不合法')
    expect(await messageFor('worse', col)).toBe('太差了')
    expect(await messageFor('good', col)).toBeNull()
  })

  it('custom async handler is awaited and sees the row, its index and all rows', async () => {
    const seen: Array<[unknown, number, number]> = []
    const col: ValidatableColumn<Row> = {
      key: 'name',
      title: '名称',
      validateRules: [
        {
          handler: async ({ value, rowIndex, rows, row }) => {
            seen.push([row.id, rowIndex, rows.length])
            await new Promise((resolve) => setTimeout(resolve, 1))
            return value === 'taken' ? '该名称已被占用' : true
          },
        },
      ],
    }
    const result = await validateRows(
      [
        { id: 'a', name: 'free' },
        { id: 'b', name: 'taken' },
      ],
      [col],
    )
    expect(seen).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
    ])
    expect(result.first).toEqual({ rowIndex: 1, rowId: 'b', columnKey: 'name', message: '该名称已被占用' })
  })

  it('an async handler that rejects reports its error message, or the rule message', async () => {
    const rejecting = (error: unknown): ValidatableColumn<Row> => ({
      key: 'v',
      title: '值',
      validateRules: [{ handler: () => Promise.reject(error) }],
    })
    expect(await messageFor('x', rejecting(new Error('服务器拒绝')))).toBe('服务器拒绝')
    expect(await messageFor('x', rejecting('?'))).toBe('值校验未通过')
  })

  it('checks the rules of a cell in order and reports only the first failure', async () => {
    let calls = 0
    const col: ValidatableColumn<Row> = {
      key: 'v',
      title: '值',
      validateRules: [
        { required: true },
        { pattern: 'z' },
        {
          handler: async () => {
            calls++
            return false
          },
        },
        { pattern: 'm' },
      ],
    }
    expect(await messageFor('', col)).toBe('值不能为空')
    expect(await messageFor('abc', col)).toBe('值格式不正确，应为整数')
    expect(calls).toBe(0)
    expect(await messageFor('12', col)).toBe('值校验未通过')
    expect(calls).toBe(1)
  })

  it('returns the first error in row order then column order, over all rows, and the full list', async () => {
    const columns: ValidatableColumn<Row>[] = [
      { key: 'name', title: '名称', validateRules: [{ required: true }] },
      { key: 'phone', title: '手机', validateRules: [{ pattern: 'm', message: '${title}格式错误' }] },
    ]
    const rows: Row[] = Array.from({ length: 1000 }, (_, i) => ({
      id: `r${i}`,
      name: `n${i}`,
      phone: '13800000000',
    }))
    rows[700] = { id: 'r700', name: 'n', phone: 'x' }
    rows[900] = { id: 'r900', name: '', phone: 'y' }
    const result = await validateRows(rows, columns)
    expect(result.valid).toBe(false)
    expect(result.first).toEqual({
      rowIndex: 700,
      rowId: 'r700',
      columnKey: 'phone',
      message: '手机格式错误',
    })
    expect(result.errors).toEqual([
      { rowIndex: 700, rowId: 'r700', columnKey: 'phone', message: '手机格式错误' },
      { rowIndex: 900, rowId: 'r900', columnKey: 'name', message: '名称不能为空' },
      { rowIndex: 900, rowId: 'r900', columnKey: 'phone', message: '手机格式错误' },
    ])
  })

  it('orders an async error before a later sync one', async () => {
    const columns: ValidatableColumn<Row>[] = [
      { key: 'a', title: 'A', validateRules: [{ handler: async () => 'late' }] },
      { key: 'b', title: 'B', validateRules: [{ required: true }] },
    ]
    const result = await validateRows(
      [
        { id: 1, a: 'x', b: 'ok' },
        { id: 2, a: '', b: '' },
      ],
      columns,
    )
    expect(result.errors.map((e) => [e.rowIndex, e.columnKey, e.message])).toEqual([
      [0, 'a', 'late'],
      [1, 'b', 'B不能为空'],
    ])
  })

  it('uses a custom row key and falls back to the row index as id', async () => {
    const col: ValidatableColumn<Row> = { key: 'v', title: 'V', validateRules: [{ required: true }] }
    const keyed = await validateRows([{ uid: 'u-1', v: '' }], [col], { rowKey: 'uid' })
    expect(keyed.first?.rowId).toBe('u-1')
    const unkeyed = await validateRows([{ v: 'ok' }, { v: '' }], [col])
    expect(unkeyed.first?.rowId).toBe('1')
  })

  it('is valid with no rules or no rows', async () => {
    expect(await validateRows([{ id: 1, v: '' }], [{ key: 'v', title: 'V' }])).toEqual({
      valid: true,
      first: null,
      errors: [],
    })
    expect((await validateRows([], [column('*')])).valid).toBe(true)
  })

  it('validates all of 100,000 rows × 5 rules, not only the first ones (timing: npm run bench)', async () => {
    const columns = sampleColumns
    const rows = sampleRows(100_000)
    rows[99_999] = { ...(rows[99_999] as SampleRow), amount: 'x' }
    const result = await validateRows(rows, columns)
    expect(result.first).toEqual({
      rowIndex: 99_999,
      rowId: '99999',
      columnKey: 'amount',
      message: '金额格式不正确，应为金额',
    })
    expect(result.errors).toHaveLength(1)
  })
})

describe('validateRowsSync', () => {
  it('gives the same result for synchronous rules', () => {
    const result = validateRowsSync([{ id: 'a', v: '' }], [column('*')])
    expect(result.first).toEqual({ rowIndex: 0, rowId: 'a', columnKey: 'v', message: '值不能为空' })
  })

  it('throws when a handler answers asynchronously', () => {
    const col: ValidatableColumn<Row> = {
      key: 'v',
      title: 'V',
      validateRules: [{ handler: async () => true }],
    }
    expect(() => validateRowsSync([{ v: 'x' }], [col])).toThrow(
      'validateRowsSync: a handler answered asynchronously; use validateRows',
    )
  })
})

describe('validateCell', () => {
  it('checks one cell, including uniqueness against every row', async () => {
    const rows = [
      { id: 1, code: 'A' },
      { id: 2, code: 'B' },
      { id: 3, code: 'A' },
    ]
    const col: ValidatableColumn<Row> = { key: 'code', title: '编码', validateRules: [{ unique: true }] }
    expect(await validateCell(rows, 2, col)).toBe('编码不能重复')
    expect(await validateCell(rows, 1, col)).toBeNull()
    expect(await validateCell(rows, 9, col)).toBeNull()
  })
})

describe('valueText', () => {
  it('turns values into the text rules test', () => {
    expect([null, undefined, '', 'a', 1.5, Number.NaN, true, ['a', 'b'], []].map(valueText)).toEqual([
      '',
      '',
      '',
      'a',
      '1.5',
      '',
      'true',
      'a,b',
      '',
    ])
  })
})
