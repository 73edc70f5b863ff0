-- One name per concept (docs/glossary.md): gold is "gold", not "points". Each statement names the
-- old table with IF EXISTS, so a database that already has the new names is left as it is.
ALTER TABLE IF EXISTS point_records RENAME CONSTRAINT point_records_kind TO gold_records_kind;
ALTER INDEX IF EXISTS point_records_member RENAME TO gold_records_member;
ALTER INDEX IF EXISTS point_records_ref RENAME TO gold_records_ref;
ALTER INDEX IF EXISTS point_records_earnings RENAME TO gold_records_earnings;
ALTER TABLE IF EXISTS point_records RENAME TO gold_records;
