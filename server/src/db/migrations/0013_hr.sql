-- HR (docs/modules.md): staff records. Every business table has the audit columns, sys_org_code and tenant_id.

CREATE TABLE hr_person (
  id varchar(32) PRIMARY KEY,
  work_no varchar(32) NOT NULL,
  realname varchar(50) NOT NULL,
  sex integer,
  birthday date,
  id_card varchar(18),
  phone varchar(11),
  email varchar(100),
  depart_id varchar(32),
  post varchar(100),
  entry_date date,
  status varchar(16),
  avatar varchar(500),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX hr_person_work_no ON hr_person (work_no);
CREATE INDEX hr_person_depart ON hr_person (depart_id);
