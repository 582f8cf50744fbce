-- Department roles carry the audit columns of upstream (tables.txt); a user holds a department role once;
-- data-log versions are looked up by table and record.
ALTER TABLE sys_depart_role
  ADD COLUMN create_by varchar(32),
  ADD COLUMN update_by varchar(32),
  ADD COLUMN update_time timestamp;

CREATE UNIQUE INDEX sys_depart_role_user_unique ON sys_depart_role_user (user_id, drole_id);

CREATE INDEX sys_data_log_record ON sys_data_log (data_table, data_id, data_version);

-- Ids of some tables are longer than upstream's 32 characters (sys_category: 36); their versions must fit.
ALTER TABLE sys_data_log ALTER COLUMN data_id TYPE varchar(64);
