-- Several server instances on one PostgreSQL.

-- Settings every instance shares: the token key when none is configured (auth/token.ts sharedSecret).
CREATE TABLE IF NOT EXISTS server_setting (
  name varchar(64) PRIMARY KEY,
  value text NOT NULL
);

-- Failed sign-ins, shared by the instances and kept across restarts (auth/attempt-limiter.ts SharedAttemptLimiter).
CREATE TABLE IF NOT EXISTS auth_attempt (
  scope varchar(32) NOT NULL,
  key varchar(255) NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX IF NOT EXISTS auth_attempt_key_at ON auth_attempt (scope, key, at);

-- One row per firing of a scheduled job: the instance that inserts it runs it, the others skip (scheduler.ts).
CREATE TABLE IF NOT EXISTS sys_quartz_job_firing (
  job_id varchar(32) NOT NULL,
  fire_time timestamptz NOT NULL,
  instance_id varchar(255) NOT NULL,
  PRIMARY KEY (job_id, fire_time)
);

-- Which instance ran a job (env INSTANCE_ID, or host:pid).
ALTER TABLE sys_quartz_job_log ADD COLUMN IF NOT EXISTS instance_id varchar(255);

-- A live message too big for a NOTIFY payload (8000 bytes): kept here a few minutes, its id notified (live-hub.ts).
CREATE TABLE IF NOT EXISTS live_message (
  id bigserial PRIMARY KEY,
  payload text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
