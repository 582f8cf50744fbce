/**
 * The business modules of docs/modules.md, one folder each (routes, seed, Pact fixtures): what start.ts, seed.ts
 * and the test hooks need from all of them.
 */
import type { Queryable } from '../db/database'
import type { ImportChecks } from '../excel/import-checks'
import { attHandlers, attImportChecks } from './att/routes'
import { attTables, seedAtt } from './att/seed'
import { insertAttFixtures } from './att/pact-fixtures'
import { cntHandlers, cntImportChecks } from './cnt/routes'
import { cntTables, seedCnt } from './cnt/seed'
import { insertCntFixtures } from './cnt/pact-fixtures'
import { expHandlers, expImportChecks } from './exp/routes'
import { expTables, seedExp } from './exp/seed'
import { insertExpFixtures } from './exp/pact-fixtures'
import { hrHandlers, hrImportChecks } from './hr/routes'
import { hrTables, seedHr } from './hr/seed'
import { insertHrFixtures } from './hr/pact-fixtures'
import { mtrHandlers, mtrImportChecks } from './mtr/routes'
import { mtrTables, seedMtr } from './mtr/seed'
import { insertMtrFixtures } from './mtr/pact-fixtures'
import { qcHandlers, qcImportChecks } from './qc/routes'
import { qcTables, seedQc } from './qc/seed'
import { insertQcFixtures } from './qc/pact-fixtures'
import { qcInspectionHandlers } from './qc/inspection-routes'
import { qcInspectionTables, seedQcInspection } from './qc/inspection-seed'
import { insertQcInspectionFixtures } from './qc/inspection-pact-fixtures'
import { recHandlers, recImportChecks } from './rec/routes'
import { recTables, seedRec } from './rec/seed'
import { insertRecFixtures } from './rec/pact-fixtures'
import { repHandlers, repImportChecks } from './rep/routes'
import { repTables, seedRep } from './rep/seed'
import { withTenantGuards } from './tenant-guards'
import { insertRepFixtures } from './rep/pact-fixtures'

export const moduleHandlers = withTenantGuards({
  ...hrHandlers,
  ...attHandlers,
  ...recHandlers,
  ...cntHandlers,
  ...expHandlers,
  ...repHandlers,
  ...mtrHandlers,
  ...qcHandlers,
  ...qcInspectionHandlers,
})

/**
 * The generic CRUD handlers (modules/system/crud) the modules replace with their own, which check the business
 * rules before or after the generic work. Declared, so that a module answering a generic operation by accident
 * is refused at start (openapi/handler-registry.ts).
 */
export const moduleOverrides = [
  // hr
  'personList',
  'personAdd',
  'personEdit',
  'workerEntryAdd',
  'workerEntryEdit',
  // att
  'attShiftAdd',
  'attShiftEdit',
  'attScheduleAdd',
  'attScheduleEdit',
  'attRecordAdd',
  'attRecordEdit',
  'attLeaveAdd',
  'attLeaveEdit',
  // rec
  'requisitionAdd',
  'requisitionEdit',
  'candidateAdd',
  'candidateEdit',
  'talentAdd',
  'talentEdit',
  'interviewAdd',
  'interviewEdit',
  // cnt
  'canteenCardAdd',
  'canteenCardEdit',
  'canteenCardDelete',
  'canteenCardDeleteBatch',
  'mealPriceAdd',
  'mealPriceEdit',
  // exp
  'shipmentAdd',
  'shipmentEdit',
  'trackingEventAdd',
  'trackingEventEdit',
  // rep
  'repairOrderAdd',
  'repairOrderEdit',
  // mtr
  'meterAdd',
  'meterEdit',
  'meterDelete',
  'meterDeleteBatch',
  // qc
  'qcCheckRuleAdd',
  'qcCheckRuleEdit',
  'qcGroupAdd',
  'qcGroupEdit',
  'sampleSizeLevelAdd',
  'sampleSizeLevelEdit',
  'qcRegisterAdd',
  'qcRegisterEdit',
  'qcRegisterDelete',
  'qcRegisterDeleteBatch',
  'qcCheckReportDelete',
  'qcCheckReportDeleteBatch',
] as const satisfies readonly (keyof typeof moduleHandlers)[]

/** How each module checks spreadsheet rows of its resources, like its add operations check a body. */
export const moduleImportChecks: ImportChecks = {
  ...hrImportChecks,
  ...attImportChecks,
  ...recImportChecks,
  ...cntImportChecks,
  ...expImportChecks,
  ...repImportChecks,
  ...mtrImportChecks,
  ...qcImportChecks,
}

/** Module tables for the test reset; modules that depend on HR (persons) come first, so CASCADE is not needed. */
export const moduleTables = [
  ...qcInspectionTables,
  ...qcTables,
  ...mtrTables,
  ...repTables,
  ...expTables,
  ...cntTables,
  ...recTables,
  ...attTables,
  ...hrTables,
]

/**
 * Seeds every module that has no rows yet, HR first (the others refer to its persons). Inside a transaction
 * the foreign-key triggers are off while the demo rows go in (`session_replication_role = replica`): the seed is
 * consistent by construction, and the per-row checks cost more than the inserts (the test reset seeds often).
 */
/** Each module's seed with the tables it writes, in seeding order (HR first: the others refer to its persons). */
export const moduleSeeds: ReadonlyArray<{
  name: string
  tables: string[]
  seed: (db: Queryable) => Promise<void>
}> = [
  { name: 'hr', tables: hrTables, seed: seedHr },
  { name: 'att', tables: attTables, seed: seedAtt },
  { name: 'rec', tables: recTables, seed: seedRec },
  { name: 'cnt', tables: cntTables, seed: seedCnt },
  { name: 'exp', tables: expTables, seed: seedExp },
  { name: 'rep', tables: repTables, seed: seedRep },
  { name: 'mtr', tables: mtrTables, seed: seedMtr },
  { name: 'qc', tables: qcTables, seed: seedQc },
  { name: 'qc-inspection', tables: qcInspectionTables, seed: seedQcInspection },
]

export async function seedModules(db: Queryable): Promise<void> {
  await db.query('SET LOCAL session_replication_role = replica')
  for (const { seed } of moduleSeeds) await seed(db)
  await db.query('SET LOCAL session_replication_role = DEFAULT')
}

export async function insertModuleFixtures(db: Queryable): Promise<void> {
  for (const insert of [
    insertHrFixtures,
    insertAttFixtures,
    insertRecFixtures,
    insertCntFixtures,
    insertExpFixtures,
    insertRepFixtures,
    insertMtrFixtures,
    insertQcFixtures,
    insertQcInspectionFixtures,
  ]) {
    await insert(db)
  }
}
