-- Object storage (upstream oss_file): one row per file uploaded through /sys/common/upload, for the
-- 对象存储 list. `url` is the path under the upload directory, served by /sys/common/static/<url>.
CREATE TABLE oss_file (
  id varchar(32) PRIMARY KEY,
  file_name varchar(255) NOT NULL,
  url varchar(1000) NOT NULL,
  file_size bigint,
  create_by varchar(100),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(100),
  update_time timestamp
);

CREATE INDEX oss_file_create_time ON oss_file (create_time DESC);
