// Token refresh (spec section 4): when the token expires within 90 s, exactly one refresh runs
// and every request started meanwhile waits for its result. Tabs share the session cookies, so
// the refresh also runs under a Web Lock: a tab that gets the lock after another tab refreshed
// takes that tab's tokens instead of spending the rotated refresh token a second time (which
// the API treats as theft and answers by ending the session).
import type { SessionService, TokenSet } from '../platform-contract';
import { TOKEN_REFRESH_WINDOW_MS } from './constants';

/** One name for every tab of the site (locks are per origin). */
const TOKEN_REFRESH_LOCK = 'survey-token-refresh';

export interface TokenRefresherOptions {
  session: SessionService;
  now: () => number;
  /** Performs the refresh call; resolves with the new tokens or rejects. */
  refresh: (current: { token: string; refreshToken: string }) => Promise<TokenSet>;
  /** Called once per failed refresh, after the session was cleared (reloads the page). */
  onFailure: (error: unknown) => void;
}

export interface TokenRefresher {
  /**
   * null when the token is fresh enough to send now; else a promise that resolves once it is
   * and rejects when the refresh failed. (Not a resolved promise: awaiting one would hold every
   * request back to the end of the current task, e.g. a click's whole render.)
   */
  ensureFresh(): Promise<void> | null;
}

/** Missing in old browsers, on plain-http origins other than localhost and in jsdom: tabs are then not coordinated. */
function browserLocks(): LockManager | null {
  return (typeof navigator !== 'undefined' && navigator.locks) || null;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { session, now } = options;
  let inFlight: Promise<void> | null = null;

  function needsRefresh(): boolean {
    const { token, expired } = session.getState();
    // No expiry recorded means we cannot know; sending is better than a refresh loop.
    return !!token && expired !== null && expired - now() <= TOKEN_REFRESH_WINDOW_MS;
  }

  async function refreshUnlessDone(): Promise<void> {
    // Another tab may have refreshed (or signed out) while this one waited.
    session.syncTokens();
    if (!needsRefresh()) return;
    const { token, refreshToken } = session.getState();
    try {
      const tokens = await options.refresh({ token: token!, refreshToken: refreshToken ?? '' });
      if (!tokens || typeof tokens.token !== 'string' || !tokens.token) throw new Error('Refresh returned no token');
      session.setTokens(tokens);
    } catch (error) {
      session.clearToken();
      options.onFailure(error);
      throw error;
    }
  }

  async function run(): Promise<void> {
    const locks = browserLocks();
    if (locks) await locks.request(TOKEN_REFRESH_LOCK, refreshUnlessDone);
    else await refreshUnlessDone();
  }

  return {
    ensureFresh() {
      if (inFlight) return inFlight;
      if (!needsRefresh()) return null;
      inFlight = run().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
