import { useCallback, useState } from 'react';
import { rsaPublicKey, setRsaPublicKey, usePlatform } from '@survey/shared';
import { getSiteConfig } from '../lib/api/get-site-config';

/**
 * Whether the sign-in fields can be encrypted: the API's public key comes with the site config, and
 * without it no form can send (the mobile is never sent in clear). `retry` reads the config again.
 */
export function useEncryptionKey() {
  const { http } = usePlatform();
  const [ready, setReady] = useState(() => Boolean(rsaPublicKey()));
  const [retrying, setRetrying] = useState(false);
  const retry = useCallback(async () => {
    setRetrying(true);
    try {
      const site = await getSiteConfig(http);
      setRsaPublicKey(site.rsaPublicKey);
    } catch {
      // The client has shown why (网络错误…); the alert stays with its 重试.
    } finally {
      setRetrying(false);
      setReady(Boolean(rsaPublicKey()));
    }
  }, [http]);
  return { ready, retrying, retry };
}
