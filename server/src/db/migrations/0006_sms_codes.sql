-- SMS codes (upstream keeps them in Redis for 10 minutes): one live code per mobile number.
CREATE TABLE sys_sms_code (
  mobile varchar(20) PRIMARY KEY,
  code varchar(8) NOT NULL,
  smsmode varchar(1) NOT NULL,
  expires_at timestamp NOT NULL
);
