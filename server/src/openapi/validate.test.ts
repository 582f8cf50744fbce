import { describe, expect, it } from 'vitest'
import type { LoadedSpec } from './spec'
import { createValidators } from './validate'

/**
 * The body check reads scalars as upstream's Jackson reads them, in both directions (numbers sent as text where a
 * number is declared, numbers where text is declared), and still refuses what is neither a number nor a string.
 */
const spec: LoadedSpec = {
  document: { components: {} },
  operations: [
    {
      operationId: 'frozen',
      method: 'PUT',
      path: '/frozen',
      parameters: [],
      bodySchema: {
        type: 'object',
        required: ['ids', 'status'],
        properties: {
          ids: { type: 'string', maxLength: 10 },
          status: { type: 'string', enum: ['1', '2'] },
          order: { type: ['integer', 'null'], maximum: 100 },
          tags: { type: 'array', items: { type: 'string' } },
          flag: { type: 'boolean' },
        },
      },
      bodyRequired: true,
      isPublic: false,
      permission: null,
    },
  ],
}

const validate = createValidators(spec).get('frozen')
const check = (body: unknown) => {
  if (!validate) throw new Error('no validator')
  return validate({ body, query: {}, params: {}, headers: {} })
}

describe('body coercion as Jackson does it', () => {
  it('reads a number where text is declared as its text (frozenBatch status 2)', () => {
    const body = { ids: 'a,b', status: 2 }
    expect(check(body)).toBeNull()
    expect(body).toEqual({ ids: 'a,b', status: '2' })
  })

  it('reads a numeric text where a number is declared as the number', () => {
    const body = { ids: 'a', status: '1', order: ' 7' }
    expect(check(body)).toBeNull()
    expect(body.order).toBe(7)
  })

  it('coerces inside arrays too, and leaves bodies the strict check accepts untouched', () => {
    const body = { ids: 'a', status: '1', tags: [1, 'x'] }
    expect(check(body)).toBeNull()
    expect(body.tags).toEqual(['1', 'x'])
    const strict = { ids: 'a', status: '2', order: null }
    expect(check(strict)).toBeNull()
    expect(strict).toEqual({ ids: 'a', status: '2', order: null })
  })

  it('still applies the schema to the coerced value', () => {
    expect(check({ ids: 'a', status: 3 })).toMatch(/^body\.status /)
    expect(check({ ids: 12345678901, status: '1' })).toMatch(/^body\.ids /)
    expect(check({ ids: 'a', status: '1', order: '101' })).toMatch(/^body\.order /)
  })

  it('refuses what is neither a number nor a string: objects, arrays, booleans, null, non-numeric text', () => {
    expect(check({ ids: { a: 1 }, status: '1' })).toMatch(/^body\.ids /)
    expect(check({ ids: ['a'], status: '1' })).toMatch(/^body\.ids /)
    expect(check({ ids: true, status: '1' })).toMatch(/^body\.ids /)
    expect(check({ ids: null, status: '1' })).toMatch(/^body\.ids /)
    expect(check({ ids: 'a', status: '1', order: true })).toMatch(/^body\.order /)
    expect(check({ ids: 'a', status: '1', order: 'seven' })).toMatch(/^body\.order /)
    expect(check({ ids: 'a', status: '1', order: '' })).toMatch(/^body\.order /)
    expect(check({ ids: 'a', status: '1', flag: 1 })).toMatch(/^body\.flag /)
    expect(check({ ids: 'a', status: '1', flag: 'true' })).toMatch(/^body\.flag /)
  })

  it('leaves a refused body as it was sent', () => {
    const body = { ids: 5, status: '1', flag: 'yes' }
    expect(check(body)).not.toBeNull()
    expect(body).toEqual({ ids: 5, status: '1', flag: 'yes' })
  })
})
