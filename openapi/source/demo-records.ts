/**
 * Ids the parameter examples use, chosen so that a tool which sends every example (Dredd, Schemathesis, a
 * "try it" button) against a freshly seeded demo server reads real records and changes nothing of consequence:
 * - reads name a demo record the server's seed creates with a fixed id (server/src/db/seed*.ts and
 *   server/src/modules/<module>/seed.ts; ids the seed draws at random, or from the current month, are not fixed);
 * - writes, deletes and status changes by id name NO_SUCH_ID (no record has it): the server refuses with
 *   its not-found message, or deletes nothing.
 */
/** An id no record has (32 characters like the server's ids): deletes and writes by it change nothing. */
export const NO_SUCH_ID = '0000000000000000000000000000dead'
/** An integer id no record has (tenants are seeded as 1, 2 and 3). */
export const NO_SUCH_INT_ID = 999999

/** Fixed ids of the seed's demo users, departments, roles and menus. */
export const demo = {
  /** jeecg: an ordinary user of 研发部 with no role (reads only; never a write target in an example). */
  userJeecg: 'a75d45a015c44384a04449ee80dc3503',
  /** hr01: 人事经理. */
  userHr01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a01',
  /** rep01: a repairer (维修工). */
  userRep01: '5a1e0c8f3b2d4e6f8a9b0c1d2e3f4a04',
  departRoot: 'c6d7cb4deeac411cb3384b1b31278596',
  departRnd: '57197590443c44f083d42ae24ef26a2c',
  departLogistics: '6b2f1d903c3e4f708b0c1d2e3f4a5b03',
  roleHr: '7c3a2e014d4f40819c1d2e3f4a5b6c01',
  /** 维修工: the repair module's role, seeded with 报修管理 → 我的工单; safe to grant "its current permissions". */
  roleRepairer: 'rep0role000000000000000repairer1',
  /** 报修管理 and its 我的工单 (the repairer's own orders): what 维修工 is seeded with. */
  menuRep: 'c6ea99e38ea7325b3ba88c779929f7e4',
  menuRepMine: '082f77e56bdb35f9e2ff33f429fca77c',
  departRoleRndLeader: '8d4e5f60718293a4b5c6d7e8f9a0b1c1',
  /** Menus: 系统管理 and 人事管理 (have sub-menus), 员工档案 (has data rules). */
  menuSystem: 'd7d6e2e4e2934f2c9385a623fd98c6f3',
  menuHr: '1b4db70974d4ef526957cac49fd53bc9',
  menuHrPerson: '2de73ca759be45e5f35ba6fa597bd7ed',
  /** 只看本部门, the data rule of 员工档案 that 人事经理 holds. */
  dataRuleHrDepart: '4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c02',
} as const

/**
 * A demo record per CRUD resource path (src/resources.ts), for the `id` of its queryById. Resources without an
 * entry (seeded with random or month-based ids, or not seeded) use NO_SUCH_ID: the server answers its refusal.
 */
export const DEMO_RECORD_IDS: Readonly<Record<string, string | number>> = {
  '/sys/role': demo.roleHr,
  '/sys/position': '1185040064792571906',
  '/sys/tenant': 1,
  '/sys/category': 'b1c2d3e4f5a6b7c8d9e0f1a2b3c4d501',
  '/sys/fillRule': '1202551334738382850',
  '/sys/gatewayRoute': '1331051599401857026',
  '/sys/quartzJob': '7f3e5a0c2b1d4e8f9a6b3c2d1e0f5a01',
  '/sys/message/sysMessage': '4028608164691b000164693108140011',
  '/sys/message/sysMessageTemplate': '4028608164691b000164693108140003',
  '/hr/person': '5e000000000000000000000000000001',
  '/hr/workerEntry': '5e100000000000000000000000000001',
  '/att/shift': 'a7700000000000000000000000000001',
  '/att/leave': 'a77e0000000000000000000000000001',
  '/rec/requisition': '7ec10000000000000000000000000001',
  '/rec/candidate': '7ec20000000000000000000000000001',
  '/rec/interview': '7ec30000000000000000000000000001',
  '/rec/talent': '7ec40000000000000000000000000001',
  '/cnt/card': 'c4700000000000000000000000000001',
  '/cnt/transaction': 'c4720000000000000000000000000001',
  '/cnt/mealPrice': 'c4710000000000000000000000000001',
  '/exp/shipment': 'e4b10000000000000000000000000001',
  '/rep/order': '5e7e9000000000000000000000000001',
  '/mtr/meter': '6d7e0000000000000000000000000001',
  '/mtr/recharge': '6d7f0000000000000000000001000001',
  '/qc/brand': '5ec10000000000000000000000000001',
  '/qc/accessoryCountry': '5ec20000000000000000000000000001',
  '/qc/dangerAddress': '5ec30000000000000000000000000001',
  '/qc/group': '5ec40000000000000000000000000001',
  '/qc/defectStandard': '5ec50000000000000000000000000001',
  '/qc/fabricDefect': '5ec60000000000000000000000000001',
  '/qc/checkRule': '5ec70000000000000000000000000001',
  '/qc/sampleSizeLevel': '5ec80000000000000000000000000001',
}
