-- The system administration entities of docs/spec.md §1 served by the generic CRUD of openapi/src/resources.ts
-- (columns as spec/upstream/tables.txt; a server test checks every resource field has its column).

ALTER TABLE sys_dict_item
  ADD COLUMN create_by varchar(32),
  ADD COLUMN update_by varchar(32),
  ADD COLUMN update_time timestamp;

ALTER TABLE sys_log
  ADD COLUMN method varchar(500),
  ADD COLUMN request_param text,
  ADD COLUMN create_by varchar(32),
  ADD COLUMN update_by varchar(32),
  ADD COLUMN update_time timestamp;

CREATE TABLE sys_position (
  id varchar(32) PRIMARY KEY,
  code varchar(100),
  name varchar(100),
  post_rank varchar(2),
  company_id varchar(255),
  sys_org_code varchar(50),
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE TABLE sys_tenant (
  id integer PRIMARY KEY,
  name varchar(100),
  begin_date timestamp,
  end_date timestamp,
  status integer,
  create_by varchar(100),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(100),
  update_time timestamp
);

CREATE TABLE sys_category (
  id varchar(36) PRIMARY KEY,
  pid varchar(36),
  name varchar(100),
  code varchar(100),
  sys_org_code varchar(64),
  has_child varchar(3),
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE TABLE sys_fill_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100),
  rule_code varchar(100),
  rule_class varchar(100),
  rule_params varchar(200),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_check_rule (
  id varchar(32) PRIMARY KEY,
  rule_name varchar(100),
  rule_code varchar(100),
  rule_json varchar(1024),
  rule_description varchar(200),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_data_source (
  id varchar(32) PRIMARY KEY,
  code varchar(100),
  name varchar(100),
  remark varchar(200),
  db_type varchar(10),
  db_driver varchar(100),
  db_url varchar(500),
  db_name varchar(100),
  db_username varchar(100),
  db_password varchar(100),
  sys_org_code varchar(64),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_gateway_route (
  id varchar(32) PRIMARY KEY,
  router_id varchar(50),
  name varchar(50),
  uri varchar(100),
  predicates text,
  filters text,
  retryable integer,
  strip_prefix integer,
  persistable integer,
  show_api integer,
  status integer,
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_announcement (
  id varchar(32) PRIMARY KEY,
  titile varchar(100),
  msg_content text,
  start_time timestamp,
  end_time timestamp,
  sender varchar(100),
  priority varchar(255),
  msg_category varchar(10) NOT NULL DEFAULT '2',
  msg_type varchar(10),
  send_status varchar(10) NOT NULL DEFAULT '0',
  send_time timestamp,
  cancel_time timestamp,
  del_flag varchar(1) NOT NULL DEFAULT '0',
  bus_type varchar(20),
  bus_id varchar(50),
  open_type varchar(20),
  open_page varchar(255),
  user_ids text,
  msg_abstract text,
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_announcement_send (
  id varchar(32) PRIMARY KEY,
  annt_id varchar(32),
  user_id varchar(32),
  read_flag varchar(10) NOT NULL DEFAULT '0',
  read_time timestamp,
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE INDEX sys_announcement_send_user ON sys_announcement_send (user_id, annt_id);

CREATE TABLE sys_quartz_job (
  id varchar(32) PRIMARY KEY,
  job_class_name varchar(255),
  cron_expression varchar(255),
  parameter varchar(255),
  description varchar(255),
  status integer NOT NULL DEFAULT -1,
  del_flag integer NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_data_log (
  id varchar(32) PRIMARY KEY,
  data_table varchar(32),
  data_id varchar(32),
  data_content text,
  data_version integer,
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

-- A logically deleted dictionary frees its code: uniqueness among live rows is checked by the server.
ALTER TABLE sys_dict DROP CONSTRAINT sys_dict_dict_code_key;
