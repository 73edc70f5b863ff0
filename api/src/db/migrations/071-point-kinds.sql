-- What each gold ledger row is, so rankings and awards count earnings only: 'earning' (rewards, check-ins,
-- prizes, invites, grants), 'spending' (what an order or a draw took), 'refund' (gold an order gave back)
-- or 'opening' (the balance an account had before its history). Every writer names it (services.addGold).
ALTER TABLE point_records ADD COLUMN kind text;
UPDATE point_records SET kind = CASE
  WHEN reason = '账户期初余额' THEN 'opening'
  WHEN ref LIKE 'exchange-refund:%' OR reason LIKE '兑换退回%' THEN 'refund'
  WHEN change < 0 THEN 'spending'
  ELSE 'earning'
END;
ALTER TABLE point_records ALTER COLUMN kind SET NOT NULL;
ALTER TABLE point_records ADD CONSTRAINT point_records_kind CHECK (
  kind IN ('earning', 'spending', 'refund', 'opening') AND (kind = 'opening' OR (kind = 'spending') = (change < 0))
);
-- The leaderboards read earnings by period.
CREATE INDEX point_records_earnings ON point_records (created_at, member_id) WHERE kind = 'earning';
