/**
 * Leaving the site's router for another page (the supplier, an allow-listed site); tests spy on it.
 * The page that sends the browser away is replaced, not kept: going back from where the member went
 * (a finished survey's result page) must not land on a hand-off that would only start again.
 */
export const browser = {
  leave(url: string): void {
    window.location.replace(url);
  },
};
