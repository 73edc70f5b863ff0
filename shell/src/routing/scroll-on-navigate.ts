// A page the member navigates to starts at its top (or at its #anchor), as a page load would:
// every router's navigation keeps the window's scroll, so a detail opened from low in a list
// opened scrolled down. Every navigation of any router ends in a popstate event (single-spa's
// history patch) marked `singleSpa`; back and forward are the browser's own popstate, and the
// browser restores their scroll itself.

/** How long an #anchor's element may take to appear (the area's screen loads its code first). */
const ANCHOR_WAIT_MS = 3000;

type RoutingEvent = PopStateEvent & { singleSpa?: boolean };

/** Scrolls to `hash`'s element once it is in the page; returns a cancel. */
function scrollToAnchor(hash: string): () => void {
  const id = decodeURIComponent(hash.slice(1));
  const find = () => {
    const target = document.getElementById(id);
    target?.scrollIntoView();
    return Boolean(target);
  };
  if (find()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (find()) stop();
  });
  const timer = setTimeout(() => stop(), ANCHOR_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}

/** Starts scrolling on navigations that change the pathname; returns a stop. */
export function scrollOnNavigate(): () => void {
  let shownPath = window.location.pathname;
  let cancelAnchor = () => {};
  const onNavigate = (event: RoutingEvent) => {
    const { pathname, hash } = window.location;
    // Only the query or the hash changed (a tab, a page number): the same page stays where it is.
    const samePage = pathname === shownPath;
    shownPath = pathname;
    if (samePage || !event.singleSpa) return;
    cancelAnchor();
    window.scrollTo(0, 0);
    if (hash.length > 1) cancelAnchor = scrollToAnchor(hash);
  };
  window.addEventListener('popstate', onNavigate);
  return () => {
    cancelAnchor();
    window.removeEventListener('popstate', onNavigate);
  };
}
