-- Department fields of upstream's SysDepart that the department form edits.
ALTER TABLE sys_depart
  ADD COLUMN depart_name_en varchar(500),
  ADD COLUMN depart_name_abbr varchar(500),
  ADD COLUMN description varchar(500),
  ADD COLUMN fax varchar(32);
