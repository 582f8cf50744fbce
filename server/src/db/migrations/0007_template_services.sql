-- Rows of the standard table template (/api/service): rule numbers with call counts and states.
CREATE TABLE template_service (
  id integer PRIMARY KEY,
  no varchar(50) NOT NULL,
  description varchar(200) NOT NULL,
  call_no integer NOT NULL,
  status integer NOT NULL,
  updated_at timestamp NOT NULL DEFAULT now()
);
