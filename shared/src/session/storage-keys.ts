// Where the session lives (spec section 3). The cookie names are the legacy site's
// (EXPRIED is misspelt there too), so members stay signed in across the migration.

export const COOKIE_KEYS = {
  token: 'TOKEN',
  refreshToken: 'RTOKEN',
  /** Expiry of the token, epoch milliseconds. */
  expired: 'EXPRIED',
} as const;

/** Token cookies last 14 days (spec section 9). */
export const COOKIE_LIFETIME_DAYS = 14;

/** localStorage keys. */
export const STORAGE_KEYS = {
  /** UserInfo JSON. */
  user: 'USER_INFO',
  /** TopicUserInfo JSON (discussion-group participant). */
  topicUser: 'TOPIC_USER_INFO',
  /** TopicContext JSON: taskId, taskHashId, role. */
  topic: 'TOPIC_CONTEXT',
  /** sha1 hex, generated once. */
  deviceId: 'DEVICE_ID',
} as const;

/** The one localStorage key that survives logout (spec section 4). */
export const MONEY_MAKING_STATUS = 'MONEY_MAKING_STATUS';

/** sessionStorage key mirroring the new-message flag. */
export const HAS_NEW_MESSAGE = 'HAS_NEW_MESSAGE';
