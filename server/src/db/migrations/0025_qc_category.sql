-- Quality inspection: a registration names its product category, so the plan can choose the check
-- rule of its brand AND category; a report keeps the rule it applied and, per severity, the sample size of the
-- plan that severity's AQL leads to (ISO 2859-1 arrows point to plans with other sample sizes).

ALTER TABLE qc_register ADD COLUMN product_category varchar(50);

ALTER TABLE qc_check_report
  ADD COLUMN rule_id varchar(32),
  ADD COLUMN rule_category varchar(50),
  ADD COLUMN critical_sample_size integer CHECK (critical_sample_size IS NULL OR critical_sample_size > 0),
  ADD COLUMN major_sample_size integer CHECK (major_sample_size IS NULL OR major_sample_size > 0),
  ADD COLUMN minor_sample_size integer CHECK (minor_sample_size IS NULL OR minor_sample_size > 0);

CREATE INDEX qc_check_rule_brand_category ON qc_check_rule (brand_id, product_category);
