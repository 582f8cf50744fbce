/**
 * The demo data of a fresh database. Each system area seeds its own rows (modules/system/<area>/seed.ts) and each
 * business module its own (modules/<module>/seed.ts, composed by modules/modules.ts); this file runs them in an
 * order that respects the foreign keys and lists the tables the test reset empties.
 */
import type { Queryable } from './database'
import { announcementTables, seedAnnouncements } from '../modules/system/announcement/seed'
import { categoryTables, seedCategories } from '../modules/system/category/seed'
import { checkRuleTables, seedCheckRules } from '../modules/system/check-rule/seed'
import { crudTables, seedCrudResources } from '../modules/system/crud/seed'
import { dataLogTables, seedDataLog } from '../modules/system/data-log/seed'
import { dataSourceTables, seedDataSources } from '../modules/system/data-source/seed'
import { departTables, seedDepartRoles, seedDeparts } from '../modules/system/depart/seed'
import { dictTables, seedDictionaries } from '../modules/system/dict/seed'
import { fillRuleTables, seedFillRules } from '../modules/system/fill-rule/seed'
import { permissionTables, seedDataRules, seedPermissions } from '../modules/system/permission/seed'
import { quartzTables, seedQuartzJobs } from '../modules/system/quartz/seed'
import { reportTables, seedReports } from '../modules/system/report/seed'
import { roleTables, seedRoles } from '../modules/system/role/seed'
import { seedTemplateServices, templateTables } from '../modules/system/template/seed'
import { seedUserRoles, seedUsers, userTables } from '../modules/system/user/seed'
import { moduleTables, seedModules } from '../modules/modules'

export { seedIds } from './seed-ids'
export { syncSeedMenus } from '../modules/system/permission/seed'
export { syncSeedDicts } from '../modules/system/dict/seed'

/**
 * The system areas' seeds in the order their rows need: departments before their users, the menus before the
 * roles granted them, the roles before the users holding them, the users before the department roles; the
 * dictionaries before the data source (which adds PostgreSQL to database_type), the role grants before the data
 * rules (which narrow the HR manager's).
 */
const systemSeeds: ReadonlyArray<(db: Queryable) => Promise<void>> = [
  seedDeparts,
  seedUsers,
  seedPermissions,
  seedRoles,
  seedUserRoles,
  seedCheckRules,
  seedAnnouncements,
  seedReports,
  seedTemplateServices,
  seedQuartzJobs,
  seedDictionaries,
  seedDepartRoles,
  seedDataRules,
  seedFillRules,
  seedCategories,
  seedDataSources,
  seedDataLog,
  seedCrudResources,
]

/** Demo data of a fresh database (README lists the users and passwords): the system areas', then the modules'. */
export async function seed(db: Queryable): Promise<void> {
  for (const seedArea of systemSeeds) await seedArea(db)
  await seedModules(db)
}

/**
 * Tables emptied by the test-only reset before seeding again: the modules', those the seed leaves empty but the
 * server writes (sessions, SMS codes, uploaded files, the log), and the system areas'. One TRUNCATE … CASCADE
 * empties them together.
 */
export const seededTables = [
  ...moduleTables,
  'auth_session',
  'sys_sms_code',
  'oss_file',
  'sys_log',
  ...reportTables,
  ...templateTables,
  ...crudTables,
  ...categoryTables,
  ...fillRuleTables,
  ...checkRuleTables,
  ...dataSourceTables,
  ...announcementTables,
  ...quartzTables,
  ...dataLogTables,
  ...dictTables,
  ...departTables,
  ...permissionTables,
  ...roleTables,
  ...userTables,
]
