// How long browsers and web hosts may keep what the site serves, shared by the site server, the nginx
// configurations and the registry origin's public routes.
// no-transform: a proxy that rewrites a script over plain HTTP would make the browser refuse it
// (every script is checked against its integrity hash).

/** Versioned area files and content-hashed shell files: their bytes never change under one URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform';
/** Pages and the shell's unhashed files: asked again on every use, answered 304 when unchanged. */
export const REVALIDATE = 'no-cache, no-transform';
/** remotes.json: what is live now, never kept. */
export const NO_STORE = 'no-store';
/** The builds' content-hashed file names (`main.1a2b3c4d.js`, `123.abcdef12.css`). */
export const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
