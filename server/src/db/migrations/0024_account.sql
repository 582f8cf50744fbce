-- Account settings: each user's UI preferences (the settings drawer) and notification preferences,
-- stored as JSON checked by openapi/source/account-operations.ts; and upstream's third-party accounts
-- (sys_third_account), read by the binding page.

CREATE TABLE sys_user_setting (
  user_id varchar(32) PRIMARY KEY REFERENCES sys_user (id) ON DELETE CASCADE,
  ui_preferences jsonb,
  notification_preferences jsonb,
  update_time timestamp NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS sys_third_account (
  id varchar(32) PRIMARY KEY,
  sys_user_id varchar(32),
  third_type varchar(255),
  avatar varchar(255),
  status smallint,
  del_flag smallint,
  realname varchar(100),
  third_user_uuid varchar(100)
);
