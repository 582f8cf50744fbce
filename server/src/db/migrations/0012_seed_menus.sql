-- The seed menus a database has been offered (server/src/db/seed.ts syncSeedMenus): pages added by a
-- later release reach an existing database once, and a menu an administrator deleted stays deleted.
CREATE TABLE sys_seed_menu (
  permission_id varchar(32) PRIMARY KEY
);
