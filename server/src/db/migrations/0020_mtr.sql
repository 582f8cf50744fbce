-- Electricity meters and their recharges (docs/modules.md "Electricity meter login and recharge"). Money is
-- numeric(12,2); a recharge row is written in the same transaction as the meter's new balance. No foreign key
-- from recharges to meters (its per-row check tripled the seed time): the delete handlers refuse a meter
-- that has recharges.

CREATE TABLE mtr_meter (
  id varchar(32) PRIMARY KEY,
  meter_no varchar(32) NOT NULL,
  building varchar(50) NOT NULL,
  room varchar(20) NOT NULL,
  owner_name varchar(50) NOT NULL,
  owner_phone varchar(11) NOT NULL,
  balance numeric(12,2) NOT NULL DEFAULT 0,
  price_per_kwh numeric(12,2) NOT NULL CHECK (price_per_kwh > 0),
  status varchar(16) NOT NULL DEFAULT 'normal' CHECK (status IN ('normal', 'arrears', 'disabled')),
  last_reading_kwh numeric(12,2) CHECK (last_reading_kwh >= 0),
  last_reading_time timestamp,
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX mtr_meter_meter_no ON mtr_meter (meter_no);
CREATE INDEX mtr_meter_building_room ON mtr_meter (building, room);

CREATE TABLE mtr_recharge (
  id varchar(32) PRIMARY KEY,
  meter_id varchar(32) NOT NULL,
  meter_no varchar(32) NOT NULL,
  amount numeric(12,2) NOT NULL CHECK (amount >= 1 AND amount <= 5000),
  kwh numeric(12,2) NOT NULL CHECK (kwh >= 0),
  balance_after numeric(12,2) NOT NULL,
  pay_method varchar(16) NOT NULL,
  status varchar(16) NOT NULL DEFAULT 'success' CHECK (status IN ('pending', 'success', 'failed')),
  order_no varchar(32) NOT NULL,
  recharge_time timestamp NOT NULL DEFAULT now(),
  operator varchar(50),
  request_id varchar(64),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX mtr_recharge_order_no ON mtr_recharge (order_no);
CREATE UNIQUE INDEX mtr_recharge_request_id ON mtr_recharge (request_id);
CREATE INDEX mtr_recharge_meter_time ON mtr_recharge (meter_id, recharge_time DESC);
