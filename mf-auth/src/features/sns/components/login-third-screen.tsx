import { useSearchParams } from '@survey/shared/router';
import { AuthLayout } from '../../../components/auth-layout';
import { TextLink } from '../../../components/text-link';
import { ThirdPartyButtons } from '../../../components/third-party-buttons';

/** /login/third: the third-party chooser, the same buttons as on /login, larger. */
export function LoginThirdScreen() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const back = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <AuthLayout
      title="第三方账号登录"
      subtitle="选择常用账号快捷登录，首次登录需绑定手机号"
      footer={
        <>
          使用手机号？<TextLink to={back}>返回手机号登录</TextLink>
        </>
      }
    >
      <ThirdPartyButtons large />
    </AuthLayout>
  );
}
