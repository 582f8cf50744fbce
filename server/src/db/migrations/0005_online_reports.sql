-- Online report configurations (upstream onl_cgreport_head / onl_cgreport_item) feeding the popup selector.
-- cgr_sql is configuration written by administrators (seeded here), never taken from a request.
CREATE TABLE onl_cgreport_head (
  id varchar(32) PRIMARY KEY,
  code varchar(100) NOT NULL UNIQUE,
  name varchar(100) NOT NULL,
  cgr_sql text NOT NULL,
  content varchar(1000),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now()
);

CREATE TABLE onl_cgreport_item (
  id varchar(32) PRIMARY KEY,
  cgrhead_id varchar(32) NOT NULL REFERENCES onl_cgreport_head (id) ON DELETE CASCADE,
  field_name varchar(100) NOT NULL,
  field_txt varchar(200) NOT NULL,
  field_type varchar(20) NOT NULL DEFAULT 'String',
  is_show integer NOT NULL DEFAULT 1,
  is_search integer NOT NULL DEFAULT 0,
  search_mode varchar(10),
  dict_code varchar(200),
  is_total varchar(2),
  group_title varchar(100),
  order_num integer NOT NULL DEFAULT 0
);
