-- Express mail (docs/modules.md): shipments of two carriers and their tracking events.

CREATE TABLE exp_shipment (
  id varchar(32) PRIMARY KEY,
  carrier varchar(16) NOT NULL,
  waybill_no varchar(32) NOT NULL,
  sender_id varchar(32),
  sender_depart_id varchar(32),
  recipient_name varchar(50) NOT NULL,
  recipient_phone varchar(11) NOT NULL,
  recipient_province varchar(20) NOT NULL,
  recipient_city varchar(30),
  recipient_district varchar(30),
  recipient_detail varchar(200) NOT NULL,
  item_description varchar(200),
  weight_kg numeric(12,2) NOT NULL CHECK (weight_kg > 0 AND weight_kg <= 100),
  fee numeric(12,2) CHECK (fee >= 0),
  status varchar(16) NOT NULL DEFAULT 'created'
    CHECK (status IN ('created', 'picked_up', 'in_transit', 'delivered', 'exception')),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX exp_shipment_waybill ON exp_shipment (carrier, waybill_no);
CREATE INDEX exp_shipment_status ON exp_shipment (status);

CREATE TABLE exp_tracking_event (
  id varchar(32) PRIMARY KEY,
  shipment_id varchar(32) NOT NULL,
  time timestamp NOT NULL,
  location varchar(100),
  description varchar(200) NOT NULL,
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE INDEX exp_tracking_event_shipment ON exp_tracking_event (shipment_id, time);
