import { useLocation } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Button, Result } from '@survey/shared/ui';

/** Shown on a no-login screen that needs the member: sign in, then come back here. */
export function LoginRequired({ title, description }: { title: string; description: string }) {
  const { navigate } = usePlatform();
  const { pathname, search } = useLocation();
  return (
    <Result
      status="info"
      title={title}
      description={description}
      actions={<Button onClick={() => navigate(`/login?redirect=${encodeURIComponent(pathname + search)}`)}>登录 / 注册</Button>}
    />
  );
}
