-- Canteen payment (docs/modules.md): meal cards, their transactions and meal prices. Money is numeric(12,2); a card's
-- balance changes only with a transaction row (server/src/modules/cnt/card-operations.ts), never below zero.

CREATE TABLE cnt_card (
  id varchar(32) PRIMARY KEY,
  card_no varchar(32) NOT NULL,
  person_id varchar(32) NOT NULL,
  person_name varchar(50),
  balance numeric(12,2) NOT NULL DEFAULT 0 CONSTRAINT cnt_card_balance_not_negative CHECK (balance >= 0),
  status varchar(16) NOT NULL DEFAULT 'active' CONSTRAINT cnt_card_status_known CHECK (status IN ('active', 'lost', 'frozen')),
  remark varchar(200),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp
);

CREATE UNIQUE INDEX cnt_card_card_no ON cnt_card (card_no);
CREATE INDEX cnt_card_person ON cnt_card (person_id);

CREATE TABLE cnt_transaction (
  id varchar(32) PRIMARY KEY,
  card_id varchar(32) NOT NULL REFERENCES cnt_card (id),
  card_no varchar(32) NOT NULL,
  person_name varchar(50),
  type varchar(16) NOT NULL CONSTRAINT cnt_transaction_type_known CHECK (type IN ('recharge', 'meal', 'refund')),
  amount numeric(12,2) NOT NULL CONSTRAINT cnt_transaction_amount_positive CHECK (amount > 0),
  balance_after numeric(12,2) NOT NULL CONSTRAINT cnt_transaction_balance_not_negative CHECK (balance_after >= 0),
  meal_type varchar(16),
  "window" varchar(32),
  time timestamp NOT NULL DEFAULT now(),
  operator varchar(50),
  request_id varchar(64) NOT NULL,
  refund_of varchar(32) REFERENCES cnt_transaction (id),
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp,
  CONSTRAINT cnt_transaction_meal_has_type CHECK (type <> 'meal' OR meal_type IS NOT NULL),
  CONSTRAINT cnt_transaction_refund_has_origin CHECK ((type = 'refund') = (refund_of IS NOT NULL))
);

CREATE UNIQUE INDEX cnt_transaction_request_id ON cnt_transaction (request_id);
CREATE UNIQUE INDEX cnt_transaction_refund_once ON cnt_transaction (refund_of) WHERE refund_of IS NOT NULL;
CREATE INDEX cnt_transaction_card_no ON cnt_transaction (card_no);

CREATE TABLE cnt_meal_price (
  id varchar(32) PRIMARY KEY,
  meal_type varchar(16) NOT NULL,
  price numeric(12,2) NOT NULL CONSTRAINT cnt_meal_price_positive CHECK (price > 0),
  effective_from date NOT NULL,
  effective_to date,
  sys_org_code varchar(64),
  tenant_id integer NOT NULL DEFAULT 0,
  create_by varchar(50),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(50),
  update_time timestamp,
  CONSTRAINT cnt_meal_price_period CHECK (effective_to IS NULL OR effective_to >= effective_from)
);

CREATE INDEX cnt_meal_price_meal ON cnt_meal_price (meal_type, effective_from);
