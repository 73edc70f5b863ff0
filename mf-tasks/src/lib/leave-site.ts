/** Leaving the site's router for another page (the supplier, an allow-listed site); tests spy on it. */
export const browser = {
  leave(url: string): void {
    window.location.assign(url);
  },
};
