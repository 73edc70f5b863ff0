-- Redeeming: product details, the member's payout and delivery details, orders with their history,
-- and the voucher zone. Gold moves only through members.gold + point_records (services.addGold).

ALTER TABLE benefits ADD COLUMN description text NOT NULL DEFAULT '';
-- Picture URLs, one per line.
ALTER TABLE benefits ADD COLUMN images text NOT NULL DEFAULT '';
ALTER TABLE benefits ADD COLUMN delivery_note text NOT NULL DEFAULT '';
-- 0: no limit.
ALTER TABLE benefits ADD COLUMN per_member_limit integer NOT NULL DEFAULT 0 CHECK (per_member_limit >= 0);
ALTER TABLE benefits ADD COLUMN on_sale boolean NOT NULL DEFAULT true;
-- Virtual products: 'code' (an activation code) or 'card' (a stored-value card), both into the voucher zone,
-- or 'topup' (a mobile number); '' otherwise.
ALTER TABLE benefits ADD COLUMN virtual_kind text NOT NULL DEFAULT '';
ALTER TABLE benefits ADD CONSTRAINT benefits_stock_not_negative CHECK (stock >= 0);

-- Delivery regions as JD's address service answers them: provinces (parent 0), cities, districts.
CREATE TABLE regions (
  id integer PRIMARY KEY,
  parent_id integer NOT NULL,
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);
CREATE INDEX regions_parent ON regions (parent_id, sort);

-- Only the masked ID number is kept; the keyed hash makes one ID number verify one account.
CREATE TABLE identities (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  name text NOT NULL,
  id_number_masked text NOT NULL,
  id_number_hash text NOT NULL UNIQUE,
  verified_at bigint NOT NULL
);

CREATE TABLE alipay_accounts (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  account text NOT NULL,
  name text NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE consignees (
  member_id integer PRIMARY KEY REFERENCES members(id) ON DELETE CASCADE,
  name text NOT NULL,
  mobile text NOT NULL,
  province_id integer NOT NULL REFERENCES regions(id),
  city_id integer NOT NULL REFERENCES regions(id),
  district_id integer NOT NULL REFERENCES regions(id),
  address text NOT NULL,
  updated_at bigint NOT NULL
);

CREATE TABLE exchange_orders (
  id serial PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  -- The client's idempotency key: a retry or a double click finds the order the first one made.
  idem_key text NOT NULL,
  benefit_id integer NOT NULL REFERENCES benefits(id),
  benefit_name text NOT NULL,
  type integer NOT NULL,
  image text NOT NULL DEFAULT '',
  price integer NOT NULL CHECK (price >= 0),
  deduction integer NOT NULL DEFAULT 0 CHECK (deduction >= 0),
  paid integer NOT NULL CHECK (paid >= 0),
  coupon_id integer,
  -- EXCHANGE_STATES: 0 pending review, 1 issued, 2 to be issued, 3 revoked, 4 rejected, 5 issue failed.
  state integer NOT NULL CHECK (state BETWEEN 0 AND 5),
  -- Where it goes, whole (for the operator) and masked (for lists).
  destination text NOT NULL DEFAULT '',
  destination_masked text NOT NULL DEFAULT '',
  code text NOT NULL DEFAULT '',
  tracking text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  updated_at bigint NOT NULL,
  UNIQUE (member_id, idem_key)
);
CREATE INDEX exchange_orders_member ON exchange_orders (member_id, id);
CREATE INDEX exchange_orders_limit ON exchange_orders (benefit_id, member_id);
CREATE INDEX exchange_orders_state ON exchange_orders (state, id);

CREATE TABLE exchange_order_events (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES exchange_orders(id) ON DELETE CASCADE,
  state integer NOT NULL,
  note text NOT NULL DEFAULT '',
  -- 'member', 'system' (the supplier) or 'operator'.
  actor text NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX exchange_order_events_order ON exchange_order_events (order_id, id);

CREATE TABLE vouchers (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('card', 'coupon')),
  title text NOT NULL,
  rules text NOT NULL DEFAULT '',
  -- 0 usable, 1 used (expiry is read from expires_at).
  state integer NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  code text NOT NULL DEFAULT '',
  face_value_fen integer NOT NULL DEFAULT 0,
  balance_fen integer NOT NULL DEFAULT 0 CHECK (balance_fen >= 0),
  order_id integer REFERENCES exchange_orders(id),
  deduction integer NOT NULL DEFAULT 0 CHECK (deduction >= 0),
  threshold integer NOT NULL DEFAULT 0,
  exchange_type integer,
  expires_at bigint NOT NULL,
  created_at bigint NOT NULL,
  used_at bigint
);
CREATE INDEX vouchers_member ON vouchers (member_id, id);

CREATE TABLE voucher_uses (
  id serial PRIMARY KEY,
  voucher_id integer NOT NULL REFERENCES vouchers(id) ON DELETE CASCADE,
  value_fen integer NOT NULL,
  note text NOT NULL DEFAULT '',
  idem_key text NOT NULL,
  created_at bigint NOT NULL,
  UNIQUE (voucher_id, idem_key)
);

INSERT INTO regions (id, parent_id, name, sort) VALUES
  (1, 0, '北京', 1), (2, 0, '上海', 2), (12, 0, '江苏', 3), (15, 0, '浙江', 4), (17, 0, '湖北', 5), (19, 0, '广东', 6), (22, 0, '四川', 7),
  (101, 1, '北京市', 1),
  (1011, 101, '东城区', 1), (1012, 101, '西城区', 2), (1013, 101, '朝阳区', 3), (1014, 101, '海淀区', 4), (1015, 101, '丰台区', 5),
  (201, 2, '上海市', 1),
  (2011, 201, '黄浦区', 1), (2012, 201, '徐汇区', 2), (2013, 201, '静安区', 3), (2014, 201, '浦东新区', 4), (2015, 201, '闵行区', 5),
  (1201, 12, '南京市', 1), (1202, 12, '苏州市', 2),
  (12011, 1201, '玄武区', 1), (12012, 1201, '鼓楼区', 2), (12013, 1201, '建邺区', 3),
  (12021, 1202, '姑苏区', 1), (12022, 1202, '吴中区', 2), (12023, 1202, '苏州工业园区', 3),
  (1501, 15, '杭州市', 1), (1502, 15, '宁波市', 2),
  (15011, 1501, '上城区', 1), (15012, 1501, '西湖区', 2), (15013, 1501, '滨江区', 3), (15014, 1501, '余杭区', 4),
  (15021, 1502, '海曙区', 1), (15022, 1502, '鄞州区', 2),
  (1701, 17, '武汉市', 1),
  (17011, 1701, '江汉区', 1), (17012, 1701, '武昌区', 2), (17013, 1701, '洪山区', 3),
  (1901, 19, '广州市', 1), (1902, 19, '深圳市', 2),
  (19011, 1901, '越秀区', 1), (19012, 1901, '海珠区', 2), (19013, 1901, '天河区', 3),
  (19021, 1902, '福田区', 1), (19022, 1902, '南山区', 2), (19023, 1902, '宝安区', 3),
  (2201, 22, '成都市', 1),
  (22011, 2201, '锦江区', 1), (22012, 2201, '武侯区', 2), (22013, 2201, '成华区', 3);
