// The original name of an uploaded file, as the browser reported it: shown to the group, so only its
// last path segment, without control or direction-override characters, at most 100 characters
// (the extension kept when the rest is cut).
const MAX = 100;
// C0/C1 controls, and the bidi overrides/isolates that make "gpj.exe" read as "exe.jpg".
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function sanitizeAttachmentName(raw: string | undefined): string {
  const base = (raw ?? '').split(/[/\\]/).pop()!.replace(UNSAFE, '').trim();
  if (base === '.' || base === '..') return '';
  const chars = [...base];
  if (chars.length <= MAX) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return chars.slice(0, MAX - [...ext].length).join('') + ext;
}
