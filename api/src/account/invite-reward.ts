// What an invitation earns the inviter, shared by the sign-up that credits it and the pages that report it.

/** Gold credited to the inviter once per friend who registers with the invite code. */
export const INVITE_REWARD = 500;

/** The ledger reason of that credit starts with this (followed by the friend's nickname). */
export const INVITE_REASON_PREFIX = '邀请好友注册奖励';

export const inviteReason = (friendNickname: string) => `${INVITE_REASON_PREFIX}（${friendNickname}）`;
