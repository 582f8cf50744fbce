-- Repair (docs/modules.md): repair orders with their status workflow. Every business table has the audit columns,
-- sys_org_code and tenant_id.

CREATE TABLE rep_order (
  id varchar(32) PRIMARY KEY,
  order_no varchar(32) NOT NULL,
  reporter_name varchar(50) NOT NULL,
  reporter_phone varchar(11) NOT NULL,
  location varchar(100) NOT NULL,
  category varchar(16) NOT NULL,
  description varchar(500) NOT NULL,
  photos varchar(1000),
  urgency varchar(1) NOT NULL DEFAULT 'M',
  status varchar(16) NOT NULL DEFAULT 'submitted',
  assignee_id varchar(32),
  assigned_time timestamp,
  started_time timestamp,
  finished_time timestamp,
  confirmed_time timestamp,
  cancelled_time timestamp,
  cancel_reason varchar(200),
  cost numeric(12,2),
  rating integer,
  feedback varchar(500),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp,
  CONSTRAINT rep_order_status_check
    CHECK (status IN ('submitted', 'assigned', 'in_progress', 'done', 'confirmed', 'cancelled')),
  CONSTRAINT rep_order_urgency_check CHECK (urgency IN ('L', 'M', 'H')),
  CONSTRAINT rep_order_rating_check CHECK (rating IS NULL OR rating BETWEEN 1 AND 5),
  CONSTRAINT rep_order_cost_check CHECK (cost IS NULL OR cost >= 0)
);

CREATE UNIQUE INDEX rep_order_order_no ON rep_order (order_no);
CREATE INDEX rep_order_status ON rep_order (status, create_time);
CREATE INDEX rep_order_phone ON rep_order (reporter_phone);
CREATE INDEX rep_order_assignee ON rep_order (assignee_id);
