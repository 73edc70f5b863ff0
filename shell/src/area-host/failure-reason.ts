// Why an area version failed to load, as the health beacons report it. The browser says only
// "error" for a script it did not run, both when the file is missing and when its bytes do not
// match the integrity hash; asking for the file again (from the HTTP cache when it arrived)
// tells them apart. That question runs after the fallback has started, never before it.
import type { AreaFailureReason } from '@survey/contract';

/** A failure whose reason is known where it is thrown (a contract mismatch, a broken entry). */
export class AreaLoadError extends Error {
  constructor(
    message: string,
    readonly reason: AreaFailureReason,
  ) {
    super(message);
  }
}

/** The Module Federation runtime's "Failed to load script resources": the entry script did not run. */
const SCRIPT_NOT_RUN = '#RUNTIME-008';
/** Its other errors: the entry ran but gave no usable container. */
const RUNTIME_ERROR = /#RUNTIME-\d+/;

/** The stage of loading an area that failed: its entry script, or the current page's chunks. */
export type LoadStage = 'entry' | 'chunks';

/** webpack's ChunkLoadError names the chunk's URL in `request`. */
function chunkUrl(error: unknown): string | null {
  const failed = error as { name?: string; request?: unknown } | null;
  if (failed?.name !== 'ChunkLoadError') return null;
  return typeof failed.request === 'string' ? failed.request : '';
}

/** Whether the file is there (its bytes arrived, so the browser refused them); false when unsure. */
async function arrived(url: string): Promise<boolean> {
  if (!url || typeof fetch !== 'function') return false;
  try {
    const response = await fetch(url, { cache: 'force-cache', credentials: 'same-origin' });
    return response.ok;
  } catch {
    return false;
  }
}

export async function failureReason(error: unknown, stage: LoadStage, entryUrl: string): Promise<AreaFailureReason> {
  if (error instanceof AreaLoadError) return error.reason;
  const chunk = chunkUrl(error);
  if (chunk !== null) return (await arrived(chunk)) ? 'integrity' : 'chunk';
  const message = error instanceof Error ? error.message : String(error);
  if (stage === 'entry' && message.includes(SCRIPT_NOT_RUN)) return (await arrived(entryUrl)) ? 'integrity' : 'entry';
  if (stage === 'entry' && RUNTIME_ERROR.test(message)) return 'entry';
  // The area's own code threw while its modules were evaluated or its page prepared.
  return 'other';
}
