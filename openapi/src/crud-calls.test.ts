import { describe, expect, it } from 'vitest'
import { crudCallsSource } from '../build-crud-calls'

const idParameter = (type: string) => ({ name: 'id', in: 'query', required: true, schema: { type } })
const idsParameter = { name: 'ids', in: 'query', required: true, schema: { type: 'string' } }

describe('crudCallsSource (the typed CRUD table the app’s generic client indexes)', () => {
  it('lists, per base path with a GET <base>/list, only the calls the contract has', () => {
    const source = crudCallsSource({
      paths: {
        '/a/thing/list': { get: {} },
        '/a/thing/queryById': { get: { parameters: [idParameter('string')] } },
        '/a/thing/add': { post: {} },
        '/a/thing/edit': { put: {} },
        '/a/thing/delete': {
          delete: { parameters: [{ $ref: '#/components/parameters/TenantId' }, idParameter('string')] },
        },
        '/a/thing/deleteBatch': { delete: { parameters: [idsParameter] } },
        '/b/log/list': { get: {} },
        '/b/log/delete': { delete: { parameters: [idParameter('string')] } },
        '/c/other/page': { get: {} },
      },
    })
    expect(source).toContain(`client.GET('/a/thing/list', { params: { query } })`)
    expect(source).toContain(`client.GET('/a/thing/queryById', { params: { query: { id } } })`)
    expect(source).toContain(`client.POST('/a/thing/add', { body })`)
    expect(source).toContain(`client.PUT('/a/thing/edit', { body })`)
    expect(source).toContain(`client.DELETE('/a/thing/delete', { params: { query: { id } } })`)
    expect(source).toContain(`client.DELETE('/a/thing/deleteBatch', { params: { query: { ids } } })`)
    const log = source.slice(source.indexOf(`'/b/log': {`))
    expect(log).toContain(`client.DELETE('/b/log/delete'`)
    expect(log).not.toMatch(/queryById|add|edit|deleteBatch/)
    expect(source).not.toContain('/c/other')
  })

  it('sends a numeric id as the number its text spells, and skips a delete that takes no id', () => {
    const source = crudCallsSource({
      paths: {
        '/sys/tenant/list': { get: {} },
        '/sys/tenant/queryById': { get: { parameters: [idParameter('integer')] } },
        '/sys/tenant/delete': { delete: { parameters: [{ name: 'key', in: 'query' }] } },
      },
    })
    expect(source).toContain(`client.GET('/sys/tenant/queryById', { params: { query: { id: Number(id) } } })`)
    expect(source).not.toContain('/sys/tenant/delete')
  })
})
