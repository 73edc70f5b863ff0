import { useCallback } from 'react';
import type { HttpClient } from '../platform-contract';
import { usePlatform } from './platform-context';

/**
 * Binds a call to the platform's HTTP client, for calls made on an event (a submit, a press):
 *   export const useSmsLogin = () => useCall(postSmsLogin);
 * Data loaded when a screen mounts goes through useRequest instead.
 */
export function useCall<A extends unknown[], R>(call: (http: HttpClient, ...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const { http } = usePlatform();
  return useCallback((...args: A) => call(http, ...args), [call, http]);
}
