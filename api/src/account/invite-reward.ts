// What an invitation earns the inviter, shared by the sign-up that credits it and the pages that report it.

/** Gold credited to the inviter once per friend who registers with the invite code. */
export const INVITE_REWARD = 500;

/** The ledger reason of that credit, naming the friend. */
export const inviteReason = (friendNickname: string) => `邀请好友注册奖励（${friendNickname}）`;

/**
 * The ledger reference of that credit: the friend's member id. The invitation pages read the rewards
 * through it from the friends (invitations.ts), so a count, the list and the total cannot disagree, and
 * one friend is credited once.
 */
export const INVITE_REF_PREFIX = 'invite:';
export const inviteRewardRef = (friendId: number) => `${INVITE_REF_PREFIX}${friendId}`;
