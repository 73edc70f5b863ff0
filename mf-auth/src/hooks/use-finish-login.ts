import { useCallback } from 'react';
import { useSearchParams } from '@survey/shared/router';
import { usePlatform, type LoginMethod, type SessionSignIn } from '@survey/shared';
import { resolveRedirect } from '../lib/safe-redirect';

export interface FinishOptions {
  /** Return path to use instead of the `redirect` query parameter (still allow-listed). */
  redirect?: string | null;
  /** Toast after signing in; default 登录成功. */
  message?: string;
}

/**
 * Stores the session of a sign-in (the session service applies the topic-context rules) and
 * leaves for the allow-listed `redirect` parameter, else /home.
 */
export function useFinishLogin() {
  const { session, notify, navigate } = usePlatform();
  const [params] = useSearchParams();
  return useCallback(
    (result: SessionSignIn, method: LoginMethod, options: FinishOptions = {}) => {
      session.login(result, { method });
      notify.success(options.message ?? '登录成功');
      const wanted = options.redirect !== undefined ? options.redirect : params.get('redirect');
      navigate(resolveRedirect(wanted), { replace: true });
    },
    [session, notify, navigate, params],
  );
}
