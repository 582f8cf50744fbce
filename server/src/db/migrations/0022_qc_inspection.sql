-- Quality inspection (docs/modules.md): registrations and check reports with their defect and fabric lines.
-- Brands, groups, defect standards and check rules are the reference tables of 0021; they are referred to by
-- id columns only (no foreign keys), so either side can be emptied and seeded on its own.

-- Numbers not given are generated: prefix, day, then a sequence from 1001 (the seed numbers below 1000).
CREATE SEQUENCE qc_register_no_seq START 1001;

CREATE SEQUENCE qc_check_report_no_seq START 1001;

CREATE TABLE qc_register (
  id varchar(32) PRIMARY KEY,
  register_no varchar(32) NOT NULL
    DEFAULT ('QC' || to_char(now(), 'YYYYMMDD') || lpad(nextval('qc_register_no_seq')::text, 4, '0')),
  brand_id varchar(32),
  style_no varchar(64) NOT NULL,
  po_no varchar(64),
  order_qty integer CHECK (order_qty IS NULL OR order_qty >= 0),
  lot_size integer NOT NULL CHECK (lot_size >= 2),
  factory varchar(100),
  address varchar(255),
  inspection_date date NOT NULL,
  group_id varchar(32),
  status varchar(16) NOT NULL DEFAULT 'registered',
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX qc_register_no ON qc_register (register_no);
CREATE INDEX qc_register_date ON qc_register (inspection_date);
CREATE INDEX qc_register_brand ON qc_register (brand_id);

CREATE TABLE qc_check_report (
  id varchar(32) PRIMARY KEY,
  report_no varchar(32) NOT NULL
    DEFAULT ('BG' || to_char(now(), 'YYYYMMDD') || lpad(nextval('qc_check_report_no_seq')::text, 4, '0')),
  register_id varchar(32) NOT NULL REFERENCES qc_register (id),
  inspection_type varchar(7) NOT NULL CHECK (inspection_type IN ('garment', 'fabric')),
  inspection_level varchar(8),
  aql_critical numeric(6,3),
  aql_major numeric(6,3),
  aql_minor numeric(6,3),
  sample_letter varchar(2),
  sample_size integer CHECK (sample_size IS NULL OR sample_size > 0),
  critical_total integer NOT NULL DEFAULT 0 CHECK (critical_total >= 0),
  critical_ac integer,
  critical_re integer,
  major_total integer NOT NULL DEFAULT 0 CHECK (major_total >= 0),
  major_ac integer,
  major_re integer,
  minor_total integer NOT NULL DEFAULT 0 CHECK (minor_total >= 0),
  minor_ac integer,
  minor_re integer,
  total_points integer NOT NULL DEFAULT 0 CHECK (total_points >= 0),
  points_per_100_sq_yd numeric(10,2),
  result varchar(8) CHECK (result IS NULL OR result IN ('pass', 'fail')),
  inspector_id varchar(32),
  check_date date,
  photos varchar(2000),
  conclusion varchar(2000),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX qc_check_report_no ON qc_check_report (report_no);
CREATE INDEX qc_check_report_register ON qc_check_report (register_id);
CREATE INDEX qc_check_report_date ON qc_check_report (check_date);

CREATE TABLE qc_check_report_defect (
  id varchar(32) PRIMARY KEY,
  report_id varchar(32) NOT NULL REFERENCES qc_check_report (id) ON DELETE CASCADE,
  defect_standard_id varchar(32) NOT NULL,
  severity varchar(8) NOT NULL CHECK (severity IN ('critical', 'major', 'minor')),
  quantity integer NOT NULL CHECK (quantity > 0),
  note varchar(500),
  photo varchar(500),
  sort_no integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE INDEX qc_check_report_defect_report ON qc_check_report_defect (report_id, sort_no);

CREATE TABLE qc_check_report_fabric (
  id varchar(32) PRIMARY KEY,
  report_id varchar(32) NOT NULL REFERENCES qc_check_report (id) ON DELETE CASCADE,
  roll_no varchar(32) NOT NULL,
  length_yards numeric(10,2) NOT NULL CHECK (length_yards > 0),
  width_inches numeric(8,2) NOT NULL CHECK (width_inches > 0),
  defect_code varchar(32),
  defect_length_inches numeric(10,2) CHECK (defect_length_inches IS NULL OR defect_length_inches >= 0),
  is_hole boolean NOT NULL DEFAULT false,
  points integer NOT NULL DEFAULT 0 CHECK (points BETWEEN 0 AND 4),
  sort_no integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE INDEX qc_check_report_fabric_report ON qc_check_report_fabric (report_id, sort_no);
