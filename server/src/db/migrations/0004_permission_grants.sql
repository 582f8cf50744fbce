-- Data rules of menus and department grants (upstream sys_permission_data_rule, sys_depart_permission).
CREATE TABLE sys_permission_data_rule (
  id varchar(32) PRIMARY KEY,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  rule_name varchar(50),
  rule_column varchar(50),
  rule_conditions varchar(50),
  rule_value varchar(300),
  status varchar(3) NOT NULL DEFAULT '1',
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE TABLE sys_depart_permission (
  id varchar(32) PRIMARY KEY,
  depart_id varchar(32) NOT NULL REFERENCES sys_depart (id) ON DELETE CASCADE,
  permission_id varchar(32) NOT NULL REFERENCES sys_permission (id) ON DELETE CASCADE,
  data_rule_ids varchar(1000),
  UNIQUE (depart_id, permission_id)
);
