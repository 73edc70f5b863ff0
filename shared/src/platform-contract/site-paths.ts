// The areas' pages the platform itself sends members to (the shell's header and menus, the
// sign-in rule when no route table is at hand, the login screen's default way back), named once.
// Any other rule finds its page by a route flag (`returnParam`, `groupLogin`), not by its path.

export const SITE_PATHS = {
  /** A member's home: where signing in leads when no way back is asked for. */
  home: '/home',
  gold: '/home/gold',
  messages: '/home/message',
  account: '/home/user',
  invite: '/home/invite',
  /** The sign-in page (the route with `returnParam`) of the live site. */
  login: '/login',
} as const;
