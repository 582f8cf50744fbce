-- System tables, upstream JeecgBoot 2.x column names (snake_case).
CREATE TABLE sys_user (
  id varchar(32) PRIMARY KEY,
  username varchar(100) NOT NULL UNIQUE,
  realname varchar(100),
  password varchar(255) NOT NULL,
  avatar varchar(255),
  birthday date,
  sex smallint,
  email varchar(45) UNIQUE,
  phone varchar(45) UNIQUE,
  org_code varchar(64),
  status smallint NOT NULL DEFAULT 1,
  del_flag smallint NOT NULL DEFAULT 0,
  work_no varchar(100) UNIQUE,
  post varchar(100),
  telephone varchar(45),
  user_identity smallint DEFAULT 1,
  depart_ids text,
  rel_tenant_ids varchar(100),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_role (
  id varchar(32) PRIMARY KEY,
  role_name varchar(200),
  role_code varchar(100) NOT NULL UNIQUE,
  description varchar(255),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_user_role (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  role_id varchar(32) NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  UNIQUE (user_id, role_id)
);

CREATE TABLE sys_depart (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32) NOT NULL DEFAULT '',
  depart_name varchar(100) NOT NULL,
  depart_order integer NOT NULL DEFAULT 0,
  org_category varchar(10) NOT NULL DEFAULT '1',
  org_type varchar(10),
  org_code varchar(64) NOT NULL UNIQUE,
  mobile varchar(32),
  address varchar(100),
  memo varchar(500),
  status varchar(1) NOT NULL DEFAULT '1',
  del_flag varchar(1) NOT NULL DEFAULT '0',
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_user_depart (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  dep_id varchar(32) NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  UNIQUE (user_id, dep_id)
);

CREATE TABLE sys_permission (
  id varchar(32) PRIMARY KEY,
  parent_id varchar(32),
  name varchar(100) NOT NULL,
  url varchar(255),
  component varchar(255),
  component_name varchar(100),
  redirect varchar(255),
  menu_type integer NOT NULL DEFAULT 0,
  perms varchar(255),
  perms_type varchar(10) NOT NULL DEFAULT '1',
  sort_no double precision NOT NULL DEFAULT 0,
  always_show boolean NOT NULL DEFAULT false,
  icon varchar(100),
  is_route boolean NOT NULL DEFAULT true,
  is_leaf boolean NOT NULL DEFAULT true,
  keep_alive boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  description varchar(255),
  status varchar(2) NOT NULL DEFAULT '1',
  del_flag integer NOT NULL DEFAULT 0,
  rule_flag integer NOT NULL DEFAULT 0,
  internal_or_external boolean NOT NULL DEFAULT false,
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_role_permission (
  id varchar(32) PRIMARY KEY,
  role_id varchar(32) NOT NULL REFERENCES sys_role (id) ON DELETE CASCADE,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  data_rule_ids varchar(1000),
  UNIQUE (role_id, permission_id)
);

CREATE TABLE sys_depart_role (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  role_name varchar(200),
  role_code varchar(100),
  description varchar(255),
  create_time timestamp NOT NULL DEFAULT now()
);

CREATE TABLE sys_depart_role_user (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  drole_id varchar(32) NOT NULL REFERENCES sys_depart_role (id) ON DELETE CASCADE
);

CREATE TABLE sys_depart_role_permission (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  role_id varchar(32) NOT NULL REFERENCES sys_depart_role (id) ON DELETE CASCADE,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE
);

CREATE TABLE sys_dict (
  id varchar(32) PRIMARY KEY,
  dict_name varchar(100) NOT NULL,
  dict_code varchar(100) NOT NULL UNIQUE,
  description varchar(255),
  type integer NOT NULL DEFAULT 0,
  del_flag integer NOT NULL DEFAULT 0,
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_dict_item (
  id varchar(32) PRIMARY KEY,
  dict_id varchar(32) NOT NULL REFERENCES sys_dict (id) ON DELETE CASCADE,
  item_text varchar(100) NOT NULL,
  item_value varchar(100) NOT NULL,
  description varchar(255),
  sort_order integer NOT NULL DEFAULT 0,
  status integer NOT NULL DEFAULT 1,
  create_time timestamp NOT NULL DEFAULT now()
);

CREATE TABLE sys_log (
  id varchar(32) PRIMARY KEY,
  log_type integer NOT NULL,
  log_content varchar(1000),
  operate_type integer,
  userid varchar(32),
  username varchar(100),
  ip varchar(100),
  request_url varchar(255),
  request_type varchar(10),
  cost_time bigint,
  create_time timestamp NOT NULL DEFAULT now()
);

-- Server-side sessions: a token is valid only while its session exists and is not revoked (logout).
CREATE TABLE auth_session (
  id varchar(32) PRIMARY KEY,
  user_id varchar(32) NOT NULL REFERENCES sys_user (id) ON DELETE CASCADE,
  username varchar(100) NOT NULL,
  created_at timestamp NOT NULL DEFAULT now(),
  expires_at timestamp NOT NULL,
  revoked_at timestamp
);

CREATE INDEX sys_permission_parent ON sys_permission (parent_id);
CREATE INDEX sys_log_type_time ON sys_log (log_type, create_time);
