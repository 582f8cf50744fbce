-- Recruitment and talent pool (docs/modules.md): requisitions, candidates and their pipeline, interviews, the pool.

CREATE TABLE rec_requisition (
  id varchar(32) PRIMARY KEY,
  title varchar(100) NOT NULL,
  depart_id varchar(32),
  headcount integer NOT NULL DEFAULT 1 CHECK (headcount >= 1),
  salary_min numeric(12,2) CHECK (salary_min >= 0),
  salary_max numeric(12,2) CHECK (salary_max >= 0),
  requirements text,
  status varchar(16) NOT NULL DEFAULT 'open',
  deadline date,
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp,
  CONSTRAINT rec_requisition_salary_range CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)
);

CREATE INDEX rec_requisition_status ON rec_requisition (status);

CREATE TABLE rec_candidate (
  id varchar(32) PRIMARY KEY,
  name varchar(50) NOT NULL,
  phone varchar(11),
  email varchar(100),
  requisition_id varchar(32) NOT NULL,
  source varchar(16),
  resume varchar(500),
  stage varchar(16) NOT NULL DEFAULT 'applied'
    CHECK (stage IN ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected')),
  rating integer CHECK (rating BETWEEN 1 AND 5),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE INDEX rec_candidate_requisition ON rec_candidate (requisition_id);
CREATE INDEX rec_candidate_stage ON rec_candidate (stage);

CREATE TABLE rec_interview (
  id varchar(32) PRIMARY KEY,
  candidate_id varchar(32) NOT NULL,
  round integer NOT NULL DEFAULT 1 CHECK (round BETWEEN 1 AND 10),
  interviewer_id varchar(32),
  time timestamp,
  result varchar(16),
  feedback text,
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE INDEX rec_interview_candidate ON rec_interview (candidate_id);

CREATE TABLE rec_talent (
  id varchar(32) PRIMARY KEY,
  name varchar(50) NOT NULL,
  phone varchar(11),
  email varchar(100),
  skills varchar(500),
  years_of_experience integer CHECK (years_of_experience BETWEEN 0 AND 60),
  last_contact date,
  note text,
  source_candidate_id varchar(32),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX rec_talent_source_candidate ON rec_talent (source_candidate_id);
