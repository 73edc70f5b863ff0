import { useCallback, useEffect, useState } from 'react';
import type { CallbackResult, SupplierResult } from '@survey/contract';
import { isApiError, isRetryable, useCall, usePlatform } from '@survey/shared';
import { RESULT_FIELDS } from '../../../lib/channels';
import { postTaskCallback } from '../api/post-task-callback';

const INVALID_PARAMS = 1001;
const ALTERED = '返回的答题结果不完整或已被修改';

export type ReturnState =
  | { kind: 'missing' }
  | { kind: 'checking' }
  | { kind: 'refused'; result: CallbackResult }
  /** `unreached`: no verdict came back (network, timeout, server error), so asking again may work. */
  | { kind: 'failed'; message: string; unreached: boolean };

/** The result in the return screen's query, or null when a field is missing. */
export function readResult(search: URLSearchParams): SupplierResult | null {
  if (RESULT_FIELDS.some((field) => !search.get(field))) return null;
  const text = (field: string) => search.get(field) ?? '';
  return {
    sp: text('sp'),
    mid: text('mid'),
    tid: text('tid'),
    state: Number(text('state')),
    nonce: text('nonce'),
    ts: Number(text('ts')),
    sig: text('sig'),
  };
}

/**
 * Delivers the supplier's result once when the screen opens, and again on `retry`. A result on record
 * leads to the result page (replacing this address, so going back does not deliver it again), also when
 * it is `replayed`: the supplier usually reports it server to server before the browser comes back.
 * A refusal stays here.
 */
export function useSupplierResult(search: URLSearchParams): { state: ReturnState; retry: () => void } {
  const { navigate } = usePlatform();
  const deliver = useCall(postTaskCallback);
  const query = search.toString();
  const [state, setState] = useState<ReturnState>(() => (readResult(search) ? { kind: 'checking' } : { kind: 'missing' }));
  const [attempt, setAttempt] = useState(0);
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
        if (answer.ref && ['credited', 'recorded', 'already', 'replayed'].includes(answer.status))
          navigate(`/survey/end?ref=${answer.ref}`, { replace: true });
        else setState({ kind: 'refused', result: answer });
      },
      (error: unknown) => {
        if (!live) return;
        // A field the API's contract refuses (随机数格式不正确) means the address was cut or altered: said as a member reads it.
        const altered = isApiError(error) && error.code === INVALID_PARAMS;
        const message = altered ? ALTERED : error instanceof Error && error.message ? error.message : '答题结果无法处理';
        setState({ kind: 'failed', message, unreached: isRetryable(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [deliver, navigate, query, attempt]);
  return { state, retry: useCallback(() => setAttempt((n) => n + 1), []) };
}
