// Leaving the site (third-party authorisation pages). An object, so tests can spy on it.
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
