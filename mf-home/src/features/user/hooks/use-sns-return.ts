import { useCallback, useEffect, useRef, useState } from 'react';
import type { SnsProvider } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { useSearchParams } from '@survey/shared/router';
import { useSnsCallback } from '../api/get-sns-callback';
import { useBindSns } from '../api/post-user-sns-bind';

/** The provider a bind was started for: the authorisation page sends the member back to /home/user with only code and state. */
export const PENDING_BIND_KEY = 'home-user:sns-bind';
const PROVIDERS: readonly SnsProvider[] = ['wechat', 'qq', 'weibo', 'alipay'];

export interface PendingBind {
  provider: SnsProvider;
  snsToken: string;
  nickname: string;
}

/**
 * Back from the provider's page with `code` (Alipay: `auth_code`) and `state`: trades them for a bind
 * ticket, once, then drops them from the URL. The bind itself waits for the member's step-up ticket
 * (`bind(ticket)`): a signed-in session alone does not add a way to sign in.
 */
export function useSnsReturn(onBound: () => void) {
  const { notify } = usePlatform();
  const [search, setSearch] = useSearchParams();
  const callback = useSnsCallback();
  const bindSns = useBindSns();
  const [pending, setPending] = useState<PendingBind | null>(null);
  const code = search.get('code') ?? search.get('auth_code');
  const state = search.get('state');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!code || !state || handled.current === state) return;
    handled.current = state;
    const provider = window.sessionStorage.getItem(PENDING_BIND_KEY) as SnsProvider | null;
    window.sessionStorage.removeItem(PENDING_BIND_KEY);
    setSearch(new URLSearchParams(), { replace: true });
    if (!provider || !PROVIDERS.includes(provider)) return;
    void (async () => {
      try {
        const query = provider === 'alipay' ? { auth_code: code, state } : { code, state };
        const answer = await callback({ provider, ...query });
        if (answer.status !== 'bind') {
          notify.error('该第三方账号已绑定其他会员');
          return;
        }
        setPending({ provider, snsToken: answer.snsToken, nickname: answer.nickname });
      } catch {
        // shown by the client
      }
    })();
  }, [code, state, callback, notify, setSearch]);

  /** Binds the pending account with a step-up ticket; throws when refused (shown by the client). */
  const bind = useCallback(
    async (ticket: string) => {
      if (!pending) return;
      await bindSns({ provider: pending.provider, snsToken: pending.snsToken, ticket });
      notify.success(`已绑定${pending.nickname ? `「${pending.nickname}」` : ''}`);
      setPending(null);
      onBound();
    },
    [pending, bindSns, notify, onBound],
  );

  return { pending, bind, cancel: useCallback(() => setPending(null), []) };
}
