-- Quality inspection, reference data (docs/modules.md): brands, accessory countries, danger addresses, inspection
-- groups, defect standards, fabric defects, check rules, and the ISO 2859-1 single sampling tables (normal
-- inspection). Every business table has the audit columns, sys_org_code and tenant_id.

CREATE TABLE qc_brand (
  id varchar(32) PRIMARY KEY,
  code varchar(32) NOT NULL,
  name varchar(100) NOT NULL,
  customer varchar(100),
  country varchar(50),
  contact varchar(100),
  note varchar(500),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX qc_brand_code ON qc_brand (code);

CREATE TABLE qc_accessory_country (
  id varchar(32) PRIMARY KEY,
  code varchar(16) NOT NULL,
  country varchar(50) NOT NULL,
  labelling_requirements varchar(2000),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX qc_accessory_country_code ON qc_accessory_country (code);

CREATE TABLE qc_danger_address (
  id varchar(32) PRIMARY KEY,
  address varchar(200) NOT NULL,
  reason varchar(200),
  risk_level varchar(1) NOT NULL CHECK (risk_level IN ('L', 'M', 'H')),
  valid_until date,
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE TABLE qc_group (
  id varchar(32) PRIMARY KEY,
  name varchar(50) NOT NULL,
  leader_id varchar(32),
  member_ids varchar(1000),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX qc_group_name ON qc_group (name);

CREATE TABLE qc_defect_standard (
  id varchar(32) PRIMARY KEY,
  code varchar(32) NOT NULL,
  name varchar(100) NOT NULL,
  category varchar(16) NOT NULL,
  severity varchar(16) NOT NULL CHECK (severity IN ('critical', 'major', 'minor')),
  description varchar(500),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX qc_defect_standard_code ON qc_defect_standard (code);

CREATE TABLE qc_fabric_defect (
  id varchar(32) PRIMARY KEY,
  code varchar(32) NOT NULL,
  name varchar(100) NOT NULL,
  description varchar(500),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX qc_fabric_defect_code ON qc_fabric_defect (code);

CREATE TABLE qc_check_rule (
  id varchar(32) PRIMARY KEY,
  brand_id varchar(32) NOT NULL,
  product_category varchar(50),
  inspection_level varchar(3) NOT NULL CHECK (inspection_level IN ('S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III')),
  aql_critical numeric(7,3) NOT NULL CHECK (aql_critical IN (0.010, 0.015, 0.025, 0.040, 0.065, 0.10, 0.15, 0.25, 0.40, 0.65, 1.0, 1.5, 2.5, 4.0, 6.5, 10, 15, 25, 40, 65, 100, 150, 250, 400, 650, 1000)),
  aql_major numeric(7,3) NOT NULL CHECK (aql_major IN (0.010, 0.015, 0.025, 0.040, 0.065, 0.10, 0.15, 0.25, 0.40, 0.65, 1.0, 1.5, 2.5, 4.0, 6.5, 10, 15, 25, 40, 65, 100, 150, 250, 400, 650, 1000)),
  aql_minor numeric(7,3) NOT NULL CHECK (aql_minor IN (0.010, 0.015, 0.025, 0.040, 0.065, 0.10, 0.15, 0.25, 0.40, 0.65, 1.0, 1.5, 2.5, 4.0, 6.5, 10, 15, 25, 40, 65, 100, 150, 250, 400, 650, 1000)),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE INDEX qc_check_rule_brand ON qc_check_rule (brand_id);

-- The AQLs of a rule are values of the ISO 2859-1 series (also when rows come from an Excel import).

-- ISO 2859-1 Table 1: lot-size range × inspection level → sample size code letter (editable by admins).
CREATE TABLE qc_sample_size_level (
  id varchar(32) PRIMARY KEY,
  lot_min integer NOT NULL CHECK (lot_min >= 1),
  lot_max integer CHECK (lot_max IS NULL OR lot_max >= lot_min),
  inspection_level varchar(3) NOT NULL CHECK (inspection_level IN ('S-1', 'S-2', 'S-3', 'S-4', 'I', 'II', 'III')),
  code_letter varchar(1) NOT NULL CHECK (code_letter IN ('A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R')),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE INDEX qc_sample_size_level_lookup ON qc_sample_size_level (inspection_level, lot_min);

-- ISO 2859-1 Table 2-A: code letter → sample size.
CREATE TABLE qc_sample_size_code (
  letter varchar(1) PRIMARY KEY,
  sample_size integer NOT NULL CHECK (sample_size > 0)
);

-- ISO 2859-1 Table 2-A: (code letter, AQL) → the plan that applies once the arrows are followed (its letter,
-- whose sample size is used) with its acceptance and rejection numbers.
CREATE TABLE qc_sample_aql (
  letter varchar(1) NOT NULL,
  aql numeric(7,3) NOT NULL,
  plan_letter varchar(1) NOT NULL,
  ac integer NOT NULL CHECK (ac >= 0),
  re integer NOT NULL CHECK (re > ac),
  PRIMARY KEY (letter, aql)
);
