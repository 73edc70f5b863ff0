// The browser's half of the SMS check (api/src/auth/sms-challenge.ts, ALTCHA's format): find the
// number n ≤ maxnumber with SHA-256(salt + n) = challenge. Web Crypto hashes; a batch at a time runs
// at once, and between batches the page stays responsive and the progress is told.
import type { SmsChallenge, SmsProof } from '@survey/contract';

const BATCH = 500;

const fromHex = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (byte) => parseInt(byte, 16));

function same(a: ArrayBuffer, b: Uint8Array): boolean {
  const bytes = new Uint8Array(a);
  return bytes.length === b.length && bytes.every((byte, i) => byte === b[i]);
}

/**
 * The proof for `challenge`, or null when no number up to maxnumber fits (a broken challenge) or
 * `signal` aborted. `onProgress` gets the share of numbers tried (0…1) after each batch.
 */
export async function solveSmsChallenge(
  challenge: SmsChallenge,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<SmsProof | null> {
  const target = fromHex(challenge.challenge);
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxnumber; start += BATCH) {
    if (signal?.aborted) return null;
    const numbers = Array.from({ length: Math.min(BATCH, challenge.maxnumber - start + 1) }, (_, i) => start + i);
    const digests = await Promise.all(numbers.map((n) => crypto.subtle.digest('SHA-256', encoder.encode(challenge.salt + n))));
    const found = digests.findIndex((digest) => same(digest, target));
    if (found >= 0) {
      const { salt, signature } = challenge;
      return { challenge: challenge.challenge, salt, signature, number: numbers[found] };
    }
    onProgress(Math.min(1, (start + BATCH) / (challenge.maxnumber + 1)));
  }
  return null;
}
