-- How many gold ledger rows each member has, kept by the database on every insert and delete (every
-- writer, seeds and migrations included): a ledger page answers its total from it instead of counting
-- the member's rows on each page, which for the busiest members is ~100k index entries a request.
ALTER TABLE members ADD COLUMN gold_rows integer NOT NULL DEFAULT 0;
UPDATE members m SET gold_rows = s.n FROM (SELECT member_id, count(*)::int AS n FROM gold_records GROUP BY member_id) s WHERE s.member_id = m.id;
-- One line: the migration runner splits statements at a semicolon that ends a line.
CREATE OR REPLACE FUNCTION gold_rows_count() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN IF TG_OP = 'INSERT' THEN UPDATE members SET gold_rows = gold_rows + 1 WHERE id = NEW.member_id; ELSE UPDATE members SET gold_rows = gold_rows - 1 WHERE id = OLD.member_id; END IF; RETURN NULL; END $$;
CREATE TRIGGER gold_records_rows AFTER INSERT OR DELETE ON gold_records FOR EACH ROW EXECUTE FUNCTION gold_rows_count();
