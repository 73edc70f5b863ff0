// A page the member navigates to starts at its top (or at its #anchor), as a page load would:
// every router's navigation keeps the window's scroll, so a detail opened from low in a list
// opened scrolled down. Every navigation of any router ends in a popstate event (single-spa's
// history patch) marked `singleSpa`; back and forward are the browser's own popstate. On those
// the browser restores the page's place, but while the page left is still shown: a short page
// clamps it, so the place is reached again once the page returned to is tall enough.

/** How long a target (an #anchor's element, a restored place) may take to appear. */
const SETTLE_MS = 3000;
/** The member taking over the scroll ends any pending one. */
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

type RoutingEvent = PopStateEvent & { singleSpa?: boolean };

/** Calls `attempt` every frame until it returns true, SETTLE_MS pass or the member scrolls; returns a cancel. */
function retryEachFrame(attempt: () => boolean): () => void {
  if (attempt()) return () => undefined;
  const deadline = Date.now() + SETTLE_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  const tick = () => {
    if (attempt() || Date.now() > deadline) stop();
    else frame = requestAnimationFrame(tick);
  };
  for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, true);
  frame = requestAnimationFrame(tick);
  return stop;
}

const toAnchor = (hash: string) => () => {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  target?.scrollIntoView();
  return Boolean(target);
};

const toPlace = (y: number) => () => {
  if (document.documentElement.scrollHeight - window.innerHeight < y) return false;
  if (window.scrollY !== y) window.scrollTo(0, y);
  return true;
};

/**
 * Starts scrolling on navigations that change the pathname; returns a stop. Call before
 * single-spa's patchHistoryApi, so this listener sees each event as it happens (single-spa calls
 * the listeners added after it once its reroute is done, by when the browser has scrolled).
 */
export function scrollOnNavigate(): () => void {
  const address = () => window.location.pathname + window.location.search;
  let shownPath = window.location.pathname;
  let shownAddress = address();
  /** Where each address was left, for back and forward. */
  const places = new Map<string, number>();
  let cancel = () => {};
  const onNavigate = (event: RoutingEvent) => {
    places.set(shownAddress, window.scrollY);
    shownAddress = address();
    const { pathname, hash } = window.location;
    // Only the query or the hash changed (a tab, a page number): the same page stays where it is.
    const samePage = pathname === shownPath;
    shownPath = pathname;
    if (samePage) return;
    cancel();
    if (event.singleSpa) {
      window.scrollTo(0, 0);
      if (hash.length > 1) cancel = retryEachFrame(toAnchor(hash));
    } else {
      const place = places.get(shownAddress);
      if (place) cancel = retryEachFrame(toPlace(place));
    }
  };
  window.addEventListener('popstate', onNavigate);
  return () => {
    cancel();
    window.removeEventListener('popstate', onNavigate);
  };
}
