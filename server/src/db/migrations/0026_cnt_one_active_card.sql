-- One active card per person: a database that already holds two active cards of one person keeps the
-- newest active and freezes the older ones (a frozen card keeps its balance and can be thawed once the other is
-- lost or frozen), then a partial unique index keeps the rule whatever the handlers do.

UPDATE cnt_card c SET status = 'frozen', update_by = 'migration-0026', update_time = now()
WHERE c.status = 'active' AND EXISTS (
  SELECT 1 FROM cnt_card o
  WHERE o.person_id = c.person_id AND o.status = 'active' AND o.id <> c.id
    AND (o.create_time > c.create_time OR (o.create_time = c.create_time AND o.id > c.id))
);

CREATE UNIQUE INDEX cnt_card_one_active_per_person ON cnt_card (person_id) WHERE status = 'active';
