import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlatform } from '@survey/shared';
import type { SmsProof } from '@survey/contract';
import { postSmsChallenge } from '../lib/api/post-sms-challenge';
import { solveSmsChallenge } from '../lib/solve-sms-challenge';

/** Idle while the API asks for no check; working (with the share of the work done); failed. */
export type SmsCheckState = { status: 'idle' } | { status: 'working'; progress: number } | { status: 'failed' };

export interface SmsCheck {
  state: SmsCheckState;
  /** Asks for a check and solves it; null (and the failed state) when that did not work. */
  prove(): Promise<SmsProof | null>;
  /** The API refused the solved check: the member is told to try again. */
  fail(): void;
  /** The send went out (or failed for another reason): nothing to show. */
  clear(): void;
}

/**
 * The check an SMS send needs once many codes left the member's network this hour: the browser does
 * the work itself (nothing to read or hear), showing its progress.
 */
export function useSmsCheck(): SmsCheck {
  const { http } = usePlatform();
  const [state, setState] = useState<SmsCheckState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  // Leaving the form stops the work.
  useEffect(() => () => running.current?.abort(), []);
  const prove = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'working', progress: 0 });
    try {
      const challenge = await postSmsChallenge(http);
      const report = (progress: number) => {
        if (!controller.signal.aborted) setState({ status: 'working', progress });
      };
      const proof = await solveSmsChallenge(challenge, report, controller.signal);
      if (!controller.signal.aborted) setState(proof ? { status: 'working', progress: 1 } : { status: 'failed' });
      return proof;
    } catch {
      if (!controller.signal.aborted) setState({ status: 'failed' });
      return null;
    }
  }, [http]);
  const fail = useCallback(() => setState({ status: 'failed' }), []);
  const clear = useCallback(() => setState({ status: 'idle' }), []);
  return { state, prove, fail, clear };
}
