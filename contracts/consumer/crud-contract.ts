/**
 * The consumer contract of the generic CRUD (app/src/lib/resource/crud-client.ts) for a list of base paths:
 * `<base>/list`, and `add`, `edit`, `delete`, `deleteBatch` where the base has them. The client is the real
 * one, seen through one untyped signature exactly as crud-client.ts sees it (the path is picked at run time).
 * Edits and deletes target the fixture row of the base, so they verify again and again against a reset server.
 * system-crud.pact.test.ts and each business module's pact test call `describeCrud`.
 */
import { MatchersV3, type PactV4 } from '@pact-foundation/pact'
import { describe, expect, it } from 'vitest'
import { dateTime, interaction, page } from './system-helpers'

const { eachLike, like } = MatchersV3

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
interface Envelope {
  success: boolean
  message: string
  result?: unknown
}
type UntypedClient = Record<
  Method,
  (
    path: string,
    init?: { params?: { query?: Record<string, string | number> }; body?: unknown },
  ) => Promise<{
    data?: unknown
  }>
>

/** One base path of the generic CRUD: its fixture row and the bodies an add and an edit send. */
export interface CrudResource {
  base: string
  title: string
  id: string | number
  /** The fields of a list record the page reads, with an example the fixture row has. */
  record: Record<string, unknown>
  listQuery?: Record<string, string>
  add?: Record<string, unknown>
  edit?: Record<string, unknown>
}

const call = async (
  client: unknown,
  method: Method,
  path: string,
  init?: Parameters<UntypedClient['GET']>[1],
) => {
  const { data } = await (client as UntypedClient)[method](path, init)
  return data as Envelope
}

/** The list, add, edit, delete and deleteBatch interactions of every resource given. */
export function describeCrud(pact: PactV4, resources: readonly CrudResource[]): void {
  for (const resource of resources)
    describe(`generic CRUD of ${resource.base}`, () => {
      const { base, title, id } = resource

      it(`lists ${title} records, the fixture row among them`, async () => {
        await interaction(pact, {
          description: `a request for a page of ${title} records`,
          method: 'GET',
          path: `${base}/list`,
          query: { pageNo: '1', pageSize: '10', ...resource.listQuery },
          result: page(eachLike({ id: like(id), ...resource.record, createTime: dateTime() })),
          check: async (client) => {
            const data = await call(client, 'GET', `${base}/list`, {
              params: { query: { pageNo: 1, pageSize: 10, ...resource.listQuery } },
            })
            const result = data.result as { records: { id: unknown }[]; total: number }
            expect(data.success).toBe(true)
            expect(result.records[0]?.id).toEqual(id)
            expect(result.total).toBeGreaterThan(0)
          },
        })
      })

      if (resource.add)
        it(`adds a ${title}`, async () => {
          await interaction(pact, {
            description: `a request to add a ${title}`,
            method: 'POST',
            path: `${base}/add`,
            body: resource.add,
            result: null,
            message: '添加成功！',
            check: async (client) => {
              const data = await call(client, 'POST', `${base}/add`, { body: resource.add })
              expect(data.success).toBe(true)
              expect(data.message).toBe('添加成功！')
            },
          })
        })

      if (resource.edit)
        it(`edits the fixture ${title}`, async () => {
          await interaction(pact, {
            description: `a request to edit the fixture ${title}`,
            method: 'PUT',
            path: `${base}/edit`,
            body: resource.edit,
            result: null,
            message: '编辑成功!',
            check: async (client) => {
              const data = await call(client, 'PUT', `${base}/edit`, { body: resource.edit })
              expect(data.success).toBe(true)
            },
          })
        })

      it(`deletes the fixture ${title}`, async () => {
        await interaction(pact, {
          description: `a request to delete the fixture ${title}`,
          method: 'DELETE',
          path: `${base}/delete`,
          query: { id: String(id) },
          result: null,
          message: '删除成功!',
          check: async (client) => {
            const data = await call(client, 'DELETE', `${base}/delete`, { params: { query: { id } } })
            expect(data.success).toBe(true)
          },
        })
      })

      it(`deletes a batch of ${title} records`, async () => {
        await interaction(pact, {
          description: `a request to delete a batch of ${title} records`,
          method: 'DELETE',
          path: `${base}/deleteBatch`,
          query: { ids: String(id) },
          result: null,
          message: '批量删除成功!',
          check: async (client) => {
            const data = await call(client, 'DELETE', `${base}/deleteBatch`, {
              params: { query: { ids: String(id) } },
            })
            expect(data.success).toBe(true)
          },
        })
      })
    })
}
