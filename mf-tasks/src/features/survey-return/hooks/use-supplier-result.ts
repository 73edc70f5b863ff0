import { useEffect, useState } from 'react';
import type { CallbackResult, SupplierResult } from '@survey/contract';
import { useCall, usePlatform } from '@survey/shared';
import { RESULT_FIELDS } from '../../../lib/channels';
import { postTaskCallback } from '../api/post-task-callback';

export type ReturnState =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'refused'; result: CallbackResult }
  | { kind: 'failed'; message: string };

/** The result in the return screen's query, or null when a field is missing. */
export function readResult(search: URLSearchParams): SupplierResult | null {
  if (RESULT_FIELDS.some((field) => !search.get(field))) return null;
  const text = (field: string) => search.get(field) ?? '';
  return { sp: text('sp'), mid: text('mid'), tid: text('tid'), state: Number(text('state')), nonce: text('nonce'), ts: Number(text('ts')), sig: text('sig') };
}

/**
 * Delivers the supplier's result once when the screen opens. A result on record leads to the result
 * page (replacing this address, so going back does not deliver it again), also when it is `replayed`:
 * the supplier usually reports it server to server before the browser comes back. A refusal stays here.
 */
export function useSupplierResult(search: URLSearchParams): ReturnState {
  const { navigate } = usePlatform();
  const deliver = useCall(postTaskCallback);
  const query = search.toString();
  const [state, setState] = useState<ReturnState>(() => (readResult(search) ? { kind: 'checking' } : { kind: 'missing' }));
  useEffect(() => {
    const result = readResult(new URLSearchParams(query));
    if (!result) {
      setState({ kind: 'missing' });
      return;
    }
    let live = true;
    setState({ kind: 'checking' });
    deliver(result).then(
      (answer) => {
        if (!live) return;
        if (answer.ref && ['credited', 'recorded', 'already', 'replayed'].includes(answer.status)) navigate(`/survey/end?ref=${answer.ref}`, { replace: true });
        else setState({ kind: 'refused', result: answer });
      },
      (error: { message?: string }) => {
        if (live) setState({ kind: 'failed', message: error.message || '答题结果无法处理' });
      },
    );
    return () => {
      live = false;
    };
  }, [deliver, navigate, query]);
  return state;
}
