// Upload and download file names (spec section 5): timestamp + random 1000-9999 + the
// original extension, so names never collide and never carry the member's file name.

export interface FileNameOptions {
  now?: () => number;
  /** Returns [0, 1), like Math.random. */
  random?: () => number;
}

export const UPLOAD_RANDOM_MIN = 1000;
export const UPLOAD_RANDOM_MAX = 9999;

export function fileExtension(originalName: string): string {
  const base = originalName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  // A leading dot is a hidden file's name, not an extension.
  return dot > 0 ? base.slice(dot) : '';
}

export function uploadFileName(originalName: string, options: FileNameOptions = {}): string {
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const suffix = UPLOAD_RANDOM_MIN + Math.floor(random() * (UPLOAD_RANDOM_MAX - UPLOAD_RANDOM_MIN + 1));
  return `${now()}${Math.min(suffix, UPLOAD_RANDOM_MAX)}${fileExtension(originalName)}`;
}
