/**
 * The generic list, read, add, edit and delete of every resource (src/resources.ts; build-spec.ts writes their
 * operations): the descriptions of the resource tags no other area describes.
 */
export const tags: Record<string, string> = {
  positions: 'Job positions (职务)',
  tenants: 'Tenants; the client sends the current one in the tenant_id header',
  dictionaries: 'Dictionaries and their items',
  gateway: 'Gateway routes',
}
