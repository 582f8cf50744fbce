-- Message center (upstream modules/message): sent messages (SysMessage, table sys_sms) and message templates
-- (SysMessageTemplate, table sys_sms_template), served by the generic CRUD of openapi/src/resources.ts.
-- /sys/message/sysMessageTemplate/sendMsg renders a template and records the message here.

CREATE TABLE sys_sms (
  id varchar(32) PRIMARY KEY,
  es_title varchar(100),
  es_type varchar(1),
  es_receiver varchar(50),
  es_param varchar(1000),
  es_content text,
  es_send_time timestamp,
  es_send_status varchar(1),
  es_send_num integer,
  es_result varchar(255),
  remark varchar(500),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

CREATE INDEX sys_sms_create_time ON sys_sms (create_time DESC);

CREATE TABLE sys_sms_template (
  id varchar(32) PRIMARY KEY,
  template_code varchar(32),
  template_name varchar(50),
  template_content text,
  template_test_json varchar(1000),
  template_type varchar(1),
  create_by varchar(32),
  create_time timestamp NOT NULL DEFAULT now(),
  update_by varchar(32),
  update_time timestamp
);

INSERT INTO sys_sms_template (id, template_code, template_name, template_content, template_test_json, template_type, create_by, create_time) VALUES
  ('4028608164691b000164693108140003', 'entry_notice', '入职提醒', '${name}，您好！请于${date}到人事部办理入职手续。', '{"name":"张三","date":"12月1日"}', '4', 'admin', '2026-11-01 09:00:00'),
  ('4028608164691b000164693108140004', 'leave_approved', '请假审批通过', '${name}，您${days}天的请假申请已审批通过。', '{"name":"李四","days":"2"}', '1', 'admin', '2026-11-01 09:05:00'),
  ('4028608164691b000164693108140005', 'repair_done', '报修完成通知', '您好，您提交的报修单${orderNo}已处理完成，处理人：${handler}。', '{"orderNo":"BX202611001","handler":"王五"}', '2', 'admin', '2026-11-01 09:10:00')
;

INSERT INTO sys_sms (id, es_title, es_type, es_receiver, es_param, es_content, es_send_time, es_send_status, es_send_num, es_result, remark, create_by, create_time) VALUES
  ('4028608164691b000164693108140011', '入职提醒', '4', 'admin', '{"name":"张三","date":"12月1日"}', '张三，您好！请于12月1日到人事部办理入职手续。', '2026-11-02 10:00:00', '1', 1, NULL, NULL, 'admin', '2026-11-02 10:00:00'),
  ('4028608164691b000164693108140012', '请假审批通过', '1', '13800000000', '{"name":"李四","days":"2"}', '李四，您2天的请假申请已审批通过。', '2026-11-03 14:30:00', '2', 3, '短信网关未配置', NULL, 'admin', '2026-11-03 14:30:00'),
  ('4028608164691b000164693108140013', '报修完成通知', '2', 'jeecg@example.com', NULL, '您好，您提交的报修单BX202611001已处理完成，处理人：王五。', NULL, '0', 0, NULL, '待发送', 'admin', '2026-11-04 08:15:00')
;
