// Who draws a page's header: the shell, or the area itself. The shell leaves its header out and
// the area draws its own by this one rule, so a page never shows both, nor neither.
import type { SessionState } from './platform-contract';
import type { RouteDef } from './route-def';

/**
 * True on a route flagged `header: 'group'` for a member signed in to a group (a token and the
 * group's hash in the session): the area draws that group's header. Anyone else gets the site's.
 */
export function areaDrawsHeader(route: Pick<RouteDef, 'header'> | null, session: Pick<SessionState, 'token' | 'topic'>): boolean {
  return route?.header === 'group' && Boolean(session.token && session.topic.taskHashId);
}
