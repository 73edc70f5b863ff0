-- Invitation rewards are read through the friend they were paid for (ref invite:<friend id>), no longer
-- by their reason's wording. Rewards paid before carry no ref: each is tied to the inviter's friend whose
-- nickname its reason names, the n-th such row to the n-th such friend, so two friends with one
-- nickname are still two rewards. A reward whose friend is gone (or renamed since) stays unlinked.
WITH rewards AS (
  SELECT g.id, g.member_id, substring(g.reason FROM '^邀请好友注册奖励（(.*)）$') AS nickname,
         row_number() OVER (PARTITION BY g.member_id, g.reason ORDER BY g.id) AS n
    FROM gold_records g
   WHERE g.ref IS NULL AND g.reason LIKE '邀请好友注册奖励（%）'
), friends AS (
  SELECT f.id, f.invited_by, f.nickname, row_number() OVER (PARTITION BY f.invited_by, f.nickname ORDER BY f.id) AS n
    FROM members f
   WHERE f.invited_by IS NOT NULL
)
UPDATE gold_records g SET ref = 'invite:' || friends.id
  FROM rewards JOIN friends ON friends.invited_by = rewards.member_id AND friends.nickname = rewards.nickname AND friends.n = rewards.n
 WHERE g.id = rewards.id;
