-- Lists that stay fast with a factory's year of data (issue 36). For every table that grows without end
-- (server/src/db/growing-lists.ts): one index in the list's default order (then id, the tie-break every list
-- adds), and one per filter staff use, led by the filtered column and followed by the list's time, so the first
-- page of a filtered list is read in order from the index. Indexes an earlier migration already made (a unique
-- number, sys_log (log_type, create_time), mtr_recharge (meter_id, recharge_time DESC)…) are not repeated.
-- src/db/list-plans.test.ts runs EXPLAIN on every list query of these tables and fails on a sequential scan.

-- 打卡记录
CREATE INDEX att_record_list ON att_record (clock_time DESC, id);
CREATE INDEX att_record_person_time ON att_record (person_id, clock_time DESC);
CREATE INDEX att_record_direction_time ON att_record (direction, clock_time DESC);
CREATE INDEX att_record_source_time ON att_record (source, clock_time DESC);
CREATE INDEX att_record_device_time ON att_record (device_no, clock_time DESC);
CREATE INDEX att_record_org_time ON att_record (sys_org_code, clock_time DESC);
CREATE INDEX att_record_tenant_time ON att_record (tenant_id, clock_time DESC);

-- 排班 (person: att_schedule_person_date)
CREATE INDEX att_schedule_list ON att_schedule (date DESC, person_id, id);
CREATE INDEX att_schedule_shift_date ON att_schedule (shift_id, date DESC);
CREATE INDEX att_schedule_org_date ON att_schedule (sys_org_code, date DESC);
CREATE INDEX att_schedule_tenant_date ON att_schedule (tenant_id, date DESC);

-- 请假 (person: att_leave_person_time)
CREATE INDEX att_leave_list ON att_leave (start_time DESC, id);
CREATE INDEX att_leave_type_time ON att_leave (type, start_time DESC);
CREATE INDEX att_leave_status_time ON att_leave (status, start_time DESC);
CREATE INDEX att_leave_org_time ON att_leave (sys_org_code, start_time DESC);
CREATE INDEX att_leave_tenant_time ON att_leave (tenant_id, start_time DESC);

-- 消费流水 (card: cnt_transaction_card_no, request: cnt_transaction_request_id)
CREATE INDEX cnt_transaction_list ON cnt_transaction (time DESC, id);
CREATE INDEX cnt_transaction_type_time ON cnt_transaction (type, time DESC);
CREATE INDEX cnt_transaction_meal_time ON cnt_transaction (meal_type, time DESC);
CREATE INDEX cnt_transaction_org_time ON cnt_transaction (sys_org_code, time DESC);
CREATE INDEX cnt_transaction_tenant_time ON cnt_transaction (tenant_id, time DESC);

-- 充值记录 (meter: mtr_recharge_meter_time, order: mtr_recharge_order_no)
CREATE INDEX mtr_recharge_list ON mtr_recharge (recharge_time DESC, id);
CREATE INDEX mtr_recharge_meter_no_time ON mtr_recharge (meter_no, recharge_time DESC);
CREATE INDEX mtr_recharge_pay_time ON mtr_recharge (pay_method, recharge_time DESC);
CREATE INDEX mtr_recharge_status_time ON mtr_recharge (status, recharge_time DESC);
CREATE INDEX mtr_recharge_org_time ON mtr_recharge (sys_org_code, recharge_time DESC);
CREATE INDEX mtr_recharge_tenant_time ON mtr_recharge (tenant_id, recharge_time DESC);

-- 验货登记 (number: qc_register_no, brand: qc_register_brand)
CREATE INDEX qc_register_list ON qc_register (inspection_date DESC, register_no DESC, id);
CREATE INDEX qc_register_style_date ON qc_register (style_no, inspection_date DESC);
CREATE INDEX qc_register_po_date ON qc_register (po_no, inspection_date DESC);
CREATE INDEX qc_register_group_date ON qc_register (group_id, inspection_date DESC);
CREATE INDEX qc_register_status_date ON qc_register (status, inspection_date DESC);
CREATE INDEX qc_register_org_date ON qc_register (sys_org_code, inspection_date DESC);
CREATE INDEX qc_register_tenant_date ON qc_register (tenant_id, inspection_date DESC);

-- 验货报告 (number: qc_check_report_no, register: qc_check_report_register; lines: qc_check_report_defect_report
-- and qc_check_report_fabric_report, read by report)
CREATE INDEX qc_check_report_list ON qc_check_report (check_date DESC NULLS LAST, report_no DESC, id);
CREATE INDEX qc_check_report_level_date ON qc_check_report (inspection_level, check_date DESC NULLS LAST);
CREATE INDEX qc_check_report_rule_date ON qc_check_report (rule_id, check_date DESC NULLS LAST);
CREATE INDEX qc_check_report_result_date ON qc_check_report (result, check_date DESC NULLS LAST);
CREATE INDEX qc_check_report_inspector_date ON qc_check_report (inspector_id, check_date DESC NULLS LAST);
CREATE INDEX qc_check_report_org_date ON qc_check_report (sys_org_code, check_date DESC NULLS LAST);
CREATE INDEX qc_check_report_tenant_date ON qc_check_report (tenant_id, check_date DESC NULLS LAST);

-- 快递 (carrier: exp_shipment_waybill, status: exp_shipment_status)
CREATE INDEX exp_shipment_list ON exp_shipment (create_time DESC, id);
CREATE INDEX exp_shipment_waybill_no ON exp_shipment (waybill_no);
CREATE INDEX exp_shipment_sender_time ON exp_shipment (sender_id, create_time DESC);
CREATE INDEX exp_shipment_sender_depart_time ON exp_shipment (sender_depart_id, create_time DESC);
CREATE INDEX exp_shipment_org_time ON exp_shipment (sys_org_code, create_time DESC);
CREATE INDEX exp_shipment_tenant_time ON exp_shipment (tenant_id, create_time DESC);

-- 物流轨迹 (shipment: exp_tracking_event_shipment)
CREATE INDEX exp_tracking_event_list ON exp_tracking_event (time DESC, id);
CREATE INDEX exp_tracking_event_org_time ON exp_tracking_event (sys_org_code, time DESC);
CREATE INDEX exp_tracking_event_tenant_time ON exp_tracking_event (tenant_id, time DESC);

-- 报修 (number: rep_order_order_no, status: rep_order_status, assignee: rep_order_assignee)
CREATE INDEX rep_order_list ON rep_order (create_time DESC, id);
CREATE INDEX rep_order_category_time ON rep_order (category, create_time DESC);
CREATE INDEX rep_order_urgency_time ON rep_order (urgency, create_time DESC);
CREATE INDEX rep_order_org_time ON rep_order (sys_org_code, create_time DESC);
CREATE INDEX rep_order_tenant_time ON rep_order (tenant_id, create_time DESC);

-- 日志 (type: sys_log_type_time)
CREATE INDEX sys_log_list ON sys_log (create_time DESC, id);
CREATE INDEX sys_log_operate_time ON sys_log (operate_type, create_time DESC);
CREATE INDEX sys_log_username_time ON sys_log (username, create_time DESC);

-- 数据日志 (table and record: sys_data_log_record)
CREATE INDEX sys_data_log_list ON sys_data_log (create_time DESC, id);
CREATE INDEX sys_data_log_data_id ON sys_data_log (data_id);

-- 消息
CREATE INDEX sys_sms_list ON sys_sms (create_time DESC, id);
CREATE INDEX sys_sms_type_time ON sys_sms (es_type, create_time DESC);
CREATE INDEX sys_sms_status_time ON sys_sms (es_send_status, create_time DESC);

-- 通告阅读记录 (reader: sys_announcement_send_user)
CREATE INDEX sys_announcement_send_list ON sys_announcement_send (create_time DESC, id);
CREATE INDEX sys_announcement_send_annt ON sys_announcement_send (annt_id, user_id);
