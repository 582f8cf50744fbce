-- One row per run of a scheduled job (sys_quartz_job), scheduled or run once by /sys/quartzJob/execute.
-- job_id is not a foreign key: the log outlives a deleted job, and the test reset truncates the jobs.
CREATE TABLE sys_quartz_job_log (
  id varchar(32) PRIMARY KEY,
  job_id varchar(32) NOT NULL,
  job_class_name varchar(255) NOT NULL,
  start_time timestamp(3) NOT NULL,
  end_time timestamp(3) NOT NULL,
  duration_ms integer NOT NULL,
  status varchar(10) NOT NULL CHECK (status IN ('success', 'failure')),
  message text,
  create_time timestamp NOT NULL DEFAULT now()
);

CREATE INDEX sys_quartz_job_log_job_time ON sys_quartz_job_log (job_id, start_time DESC);
CREATE INDEX sys_quartz_job_log_time ON sys_quartz_job_log (start_time DESC);
