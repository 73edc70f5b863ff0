import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckinResult, CheckinState } from '@survey/contract';
import { ResponseCode, usePlatform } from '@survey/shared';
import { getCheckin } from '../api/get-checkin';
import { postCheckin } from '../api/post-checkin';

type Status = 'loading' | 'ready' | 'error';

/** What a press of 签到 came to; null when the call failed (the platform showed why). */
export type CheckinOutcome = { kind: 'checked-in'; result: CheckinResult } | { kind: 'already' } | null;

/** Today's check-in card: loads the state, and `checkIn` checks in for today. */
export function useCheckin() {
  const { http, session } = usePlatform();
  const [state, setState] = useState<CheckinState | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(0);

  const load = useCallback(
    async ({ quiet = false } = {}) => {
      const request = ++latest.current;
      if (!quiet) setStatus('loading');
      try {
        const data = await getCheckin(http);
        if (request !== latest.current) return;
        setState(data);
        setStatus('ready');
      } catch {
        if (request === latest.current && !quiet) setStatus('error');
      }
    },
    [http],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const checkIn = useCallback(async (): Promise<CheckinOutcome> => {
    setSubmitting(true);
    try {
      const envelope = await postCheckin.envelope(http);
      if (envelope.code === ResponseCode.NORMAL_5629) {
        // The answer may carry the current state; at the least, today is done.
        const known = envelope.data as Partial<CheckinState> | null;
        setState((current) =>
          known && Array.isArray(known.days)
            ? ({ ...(current ?? known), ...known, checkedToday: true } as CheckinState)
            : current
              ? { ...current, checkedToday: true }
              : current,
        );
        return { kind: 'already' };
      }
      const result = envelope.data as CheckinResult;
      setState((current) => (current ? { ...current, checkedToday: true, streak: result.streak, todayReward: result.reward } : current));
      // The server decides which calendar day this was: read the month back from it.
      void load({ quiet: true });
      void session.refreshUser(); // the header's gold balance
      return { kind: 'checked-in', result };
    } catch {
      // The platform has already shown the server's message.
      return null;
    } finally {
      setSubmitting(false);
    }
  }, [http, load, session]);

  return { state, status, submitting, reload: load, checkIn };
}
