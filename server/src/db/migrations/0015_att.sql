-- Attendance and scheduling (docs/modules.md): shifts, the schedule (one row per person per day), clock records and
-- leave requests. Every business table has the audit columns, sys_org_code and tenant_id. att_record has no
-- secondary index on purpose: the test reset re-seeds ~9000 records very often and a month's reads scan it fast.

CREATE TABLE att_shift (
  id varchar(32) PRIMARY KEY,
  code varchar(32) NOT NULL,
  name varchar(50) NOT NULL,
  start_time varchar(5) NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  end_time varchar(5) NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  crosses_midnight integer NOT NULL DEFAULT 0 CHECK (crosses_midnight IN (0, 1)),
  rest_minutes integer NOT NULL DEFAULT 0 CHECK (rest_minutes BETWEEN 0 AND 720),
  late_grace_minutes integer NOT NULL DEFAULT 0 CHECK (late_grace_minutes BETWEEN 0 AND 120),
  early_leave_grace_minutes integer NOT NULL DEFAULT 0 CHECK (early_leave_grace_minutes BETWEEN 0 AND 120),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX att_shift_code ON att_shift (code);

CREATE TABLE att_schedule (
  id varchar(32) PRIMARY KEY,
  person_id varchar(32) NOT NULL,
  date date NOT NULL,
  shift_id varchar(32),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX att_schedule_person_date ON att_schedule (person_id, date);

CREATE TABLE att_record (
  id varchar(32) PRIMARY KEY,
  person_id varchar(32) NOT NULL,
  clock_time timestamp NOT NULL,
  direction varchar(8) NOT NULL CHECK (direction IN ('in', 'out')),
  source varchar(16) NOT NULL,
  device_no varchar(32),
  note varchar(200),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp,
  CHECK (source <> 'manual' OR coalesce(btrim(note), '') <> '')
);

CREATE TABLE att_leave (
  id varchar(32) PRIMARY KEY,
  person_id varchar(32) NOT NULL,
  type varchar(16) NOT NULL,
  start_time timestamp NOT NULL,
  end_time timestamp NOT NULL,
  hours numeric(8,2) NOT NULL DEFAULT 0 CHECK (hours >= 0),
  reason varchar(500),
  status varchar(16) NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp,
  CHECK (end_time > start_time)
);

CREATE INDEX att_leave_person_time ON att_leave (person_id, start_time);
