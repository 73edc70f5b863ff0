import { useCallback, useState } from 'react';
import { useSearchParams } from '@survey/shared/router';
import { isSafeRedirect, usePlatform } from '@survey/shared';
import { savePendingRedirect } from '../lib/auth-storage';
import { browser } from '../lib/browser';
import { providerByType, type SnsType } from '../lib/providers';
import { isNavigableUrl } from '../lib/safe-redirect';
import { getSnsUrl } from '../lib/api/get-sns-url';

/**
 * Starts a third-party sign-in: asks the API for the provider's authorisation page (returning
 * to this area's callback path) and leaves for it. The return path survives in session storage.
 */
export function useSnsLogin() {
  const { http, notify } = usePlatform();
  const [params] = useSearchParams();
  const [pending, setPending] = useState<SnsType | null>(null);

  const start = useCallback(
    async (type: SnsType) => {
      const provider = providerByType(type);
      if (!provider) return;
      setPending(type);
      try {
        const { url } = await getSnsUrl(http, { type, redirect: provider.callbackPath });
        if (!isNavigableUrl(url)) {
          notify.error('第三方登录暂不可用，请使用其他方式登录');
          return;
        }
        const redirect = params.get('redirect');
        savePendingRedirect(isSafeRedirect(redirect) ? redirect : null);
        browser.assign(url);
      } catch {
        // The HTTP client has shown why.
      } finally {
        setPending(null);
      }
    },
    [http, notify, params],
  );

  return { start, pending };
}
