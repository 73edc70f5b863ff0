// Turning a request path into a file below a public folder, for the site server and the registry
// origin's routes: a path with a dot segment (`..`, dot files, interrupted publishes), a backslash
// or a NUL is refused before any file is looked up, so nothing outside the folder is reachable.
import fs from 'node:fs';

/** The URL path (already without its query) as a path relative to a public folder, or null. */
export function safeRelative(urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const segments = decoded.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return null;
  return segments.join('/');
}

export function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
