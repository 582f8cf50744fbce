import type { Queryable } from '../../../db/database'

/** Tables of the positions, tenants and gateway routes, emptied by the test reset before seeding again. */
export const crudTables: string[] = ['sys_position', 'sys_tenant', 'sys_gateway_route']

/**
 * Demo rows of 职务管理, 租户管理 and 路由网关, resources the generic CRUD (./routes.ts) serves (the lists were
 * empty), after upstream's demo data: its two positions (研发部经理, 总经理; upstream ids) and a few for this
 * factory's departments, three tenants (one frozen) and upstream's four gateway routes of the Spring Cloud
 * edition (ids and predicates as upstream's).
 */
export const demoPositions = [
  ['1185040064792571906', 'devleader', '研发部经理', '2', 'A01'],
  ['1256485574212153345', 'laozong', '总经理', '5', 'A01'],
  ['2f0b1c4d5e6f4a7b8c9d0e1f2a3b4c01', 'hr_manager', '人事经理', '3', 'A01A01'],
  ['2f0b1c4d5e6f4a7b8c9d0e1f2a3b4c02', 'qc_supervisor', '质检主管', '3', 'A01A02'],
  ['2f0b1c4d5e6f4a7b8c9d0e1f2a3b4c03', 'canteen_chef', '食堂厨师长', '2', 'A01A03'],
  ['2f0b1c4d5e6f4a7b8c9d0e1f2a3b4c04', 'clerk', '文员', '1', 'A01'],
] as const

export const demoTenants = [
  [1, '北京国炬总部', '2020-01-01 00:00:00', '2099-12-31 23:59:59', 1],
  [2, '一分厂', '2023-03-01 00:00:00', '2099-12-31 23:59:59', 1],
  [3, '二分厂（已停产）', '2021-06-01 00:00:00', '2025-06-30 23:59:59', 0],
] as const

const path = (...paths: string[]) => JSON.stringify([{ args: paths, name: 'Path' }])

export const demoGatewayRoutes = [
  [
    'jeecg-system',
    'jeecg-system',
    'lb://jeecg-system',
    path(
      '/sys/**',
      '/eoa/**',
      '/joa/**',
      '/online/**',
      '/bigscreen/**',
      '/jmreport/**',
      '/desform/**',
      '/process/**',
      '/act/**',
      '/plug-in/**',
      '/druid/**',
      '/generic/**',
    ),
  ],
  [
    'jeecg-cloud-websocket',
    'jeecg-system-websocket',
    'lb:ws://jeecg-system',
    path('/websocket/**', '/eoaSocket/**', '/newsWebsocket/**'),
  ],
  [
    'jeecg-demo',
    'jeecg-demo',
    'lb://jeecg-demo',
    path('/mock/**', '/test/**', '/bigscreen/template1/**', '/bigscreen/template2/**'),
  ],
  ['1331051599401857026', 'jeecg-demo-websocket', 'lb:ws://jeecg-demo', path('/vxeSocket/**')],
] as const

export async function seedCrudResources(db: Queryable): Promise<void> {
  for (const [id, code, name, rank, orgCode] of demoPositions) {
    await db.query(
      `INSERT INTO sys_position (id, code, name, post_rank, sys_org_code, create_by) VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [id, code, name, rank, orgCode],
    )
  }
  for (const [id, name, begin, end, status] of demoTenants) {
    await db.query(
      `INSERT INTO sys_tenant (id, name, begin_date, end_date, status, create_by) VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [id, name, begin, end, status],
    )
  }
  for (const [id, routerId, uri, predicates] of demoGatewayRoutes) {
    await db.query(
      `INSERT INTO sys_gateway_route (id, router_id, name, uri, predicates, filters, retryable, strip_prefix,
                                      persistable, show_api, status, create_by)
       VALUES ($1, $2, $2, $3, $4, '[]', 0, 0, 0, 1, 1, 'admin')`,
      [id, routerId, uri, predicates],
    )
  }
}
