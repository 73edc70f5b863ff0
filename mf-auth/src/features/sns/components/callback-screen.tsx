import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from '@survey/shared/router';
import styled from 'styled-components';
import { isApiError, usePlatform } from '@survey/shared';
import { Button, Result, Spinner } from '@survey/shared/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { saveSnsTicket, takePendingRedirect } from '../../../lib/auth-storage';
import { providerByCallbackPath, providerByName, providerByType, providerLabel } from '../../../lib/providers';
import { useFinishLogin } from '../../../hooks/use-finish-login';
import { useSnsCallback } from '../api/get-sns-callback';

const Waiting = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding: 96px 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/**
 * The provider's return (/open/wechat/callback, /open/qq/callback.php, /open/sina/callback.php,
 * /open/alipay/callback): exchanges code + state for a session, or for a bind ticket.
 */
export function CallbackScreen() {
  const { navigate } = usePlatform();
  const snsCallback = useSnsCallback();
  const finish = useFinishLogin();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const provider = providerByCallbackPath(pathname) ?? providerByName(params.get('provider')) ?? providerByType(params.get('type'));
  const label = provider ? providerLabel(provider.type) : '第三方';

  useEffect(() => {
    // An authorisation code works once: never exchange it twice.
    if (started.current) return;
    started.current = true;
    if (!provider) {
      setError('不支持的登录方式');
      return;
    }
    const code = (provider.provider === 'alipay' ? params.get('auth_code') : null) ?? params.get('code');
    const state = params.get('state');
    if (!code || !state) {
      setError('未获得授权，你可能取消了授权，请重新登录');
      return;
    }
    snsCallback({ provider: provider.provider, code, state }).then(
      (result) => {
        if (result.status === 'bind') {
          const { snsToken, nickname, avatar, type } = result;
          saveSnsTicket({ snsToken, nickname, avatar, type });
          const query = new URLSearchParams({ type: String(type), nickname: nickname ?? '' });
          navigate(`/bind?${query.toString()}`, { replace: true });
          return;
        }
        const { status: _status, ...login } = result;
        finish(login, 'sns', { redirect: takePendingRedirect() });
      },
      (failure: unknown) => {
        setError(isApiError(failure) && failure.code !== null && failure.message ? failure.message : '登录失败，请稍后再试');
      },
    );
    // Runs once per visit: the code and state are read from the URL the provider returned to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <AuthLayout brand={false} heading={`${label}登录`}>
      {error ? (
        <Result
          status="error"
          title={`${label}登录失败`}
          description={error}
          actions={
            <Button size="lg" onClick={() => navigate('/login', { replace: true })}>
              返回登录
            </Button>
          }
        />
      ) : (
        <Waiting role="status">
          <Spinner size={36} label={null} />
          正在通过{label}登录，请稍候…
        </Waiting>
      )}
    </AuthLayout>
  );
}
