-- The gold a member's right (兑换 95 折 from 白银会员 up) took off an order's price, kept on the order
-- beside the coupon's deduction: price - member_discount - deduction = paid, the gold the ledger took.
ALTER TABLE exchange_orders ADD COLUMN member_discount integer NOT NULL DEFAULT 0 CHECK (member_discount >= 0);
