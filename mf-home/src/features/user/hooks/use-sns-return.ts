import { useEffect, useRef } from 'react';
import type { SnsProvider } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { useSearchParams } from '@survey/shared/router';
import { useSnsCallback } from '../api/get-sns-callback';
import { useBindSns } from '../api/post-user-sns-bind';

/** The provider a bind was started for: the authorisation page sends the member back to /home/user with only code and state. */
export const PENDING_BIND_KEY = 'home-user:sns-bind';
const PROVIDERS: readonly SnsProvider[] = ['wechat', 'qq', 'weibo', 'alipay'];

/**
 * Back from the provider's page with `code` (Alipay: `auth_code`) and `state`: trades them for a bind
 * ticket and binds it to the member, once, then drops them from the URL.
 */
export function useSnsReturn(onBound: () => void) {
  const { notify } = usePlatform();
  const [search, setSearch] = useSearchParams();
  const callback = useSnsCallback();
  const bind = useBindSns();
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
        await bind({ provider, snsToken: answer.snsToken });
        notify.success(`已绑定${answer.nickname ? `「${answer.nickname}」` : ''}`);
        onBound();
      } catch {
        // shown by the client
      }
    })();
  }, [code, state, callback, bind, notify, setSearch, onBound]);
}
