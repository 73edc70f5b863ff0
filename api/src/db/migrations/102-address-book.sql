-- A member keeps several delivery addresses (我的资料), one of them the default: the one the redeem flow
-- pre-fills and a physical order ships to. The one address each member had becomes their default.
ALTER TABLE consignees DROP CONSTRAINT consignees_pkey;
ALTER TABLE consignees ADD COLUMN id serial PRIMARY KEY;
ALTER TABLE consignees ADD COLUMN is_default boolean NOT NULL DEFAULT false;
UPDATE consignees SET is_default = true;
CREATE UNIQUE INDEX consignees_one_default ON consignees (member_id) WHERE is_default;
CREATE INDEX consignees_member ON consignees (member_id, id);
