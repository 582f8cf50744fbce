-- HR (docs/modules.md): onboarding of workshop workers. The public form stores an entry as submitted; HR reviews it
-- (work number, department, post, entry date, contract), then onboards it (creates the hr_person row, kept in
-- person_id) or rejects it with a reason. Every entry gets its number from the sequence.

CREATE SEQUENCE hr_worker_entry_no_seq;

CREATE TABLE hr_worker_entry (
  id varchar(32) PRIMARY KEY,
  entry_no varchar(32) NOT NULL
    DEFAULT 'RZ' || to_char(now(), 'YYYYMMDD') || lpad(nextval('hr_worker_entry_no_seq')::text, 5, '0'),
  status varchar(16) NOT NULL DEFAULT 'submitted'
    CHECK (status IN ('submitted', 'reviewed', 'onboarded', 'rejected')),
  name varchar(50) NOT NULL,
  sex integer,
  id_card varchar(18) NOT NULL,
  phone varchar(11) NOT NULL,
  birthday date,
  native_place varchar(100),
  address varchar(200),
  education varchar(16),
  workshop varchar(16),
  desired_post varchar(100),
  expected_entry_date date,
  emergency_contact varchar(50),
  emergency_phone varchar(11),
  photo varchar(500),
  id_card_front varchar(500),
  id_card_back varchar(500),
  work_no varchar(32),
  depart_id varchar(32),
  post varchar(100),
  entry_date date,
  contract_type varchar(16),
  reject_reason varchar(200),
  person_id varchar(32) REFERENCES hr_person (id) ON DELETE SET NULL,
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp,
  CHECK (status <> 'onboarded' OR work_no IS NOT NULL),
  CHECK (status <> 'rejected' OR reject_reason IS NOT NULL)
);

CREATE UNIQUE INDEX hr_worker_entry_entry_no ON hr_worker_entry (entry_no);
CREATE INDEX hr_worker_entry_status ON hr_worker_entry (status, create_time);
CREATE INDEX hr_worker_entry_id_card ON hr_worker_entry (id_card);
