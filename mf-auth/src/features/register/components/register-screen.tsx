import { useSearchParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { AuthLayout } from '../../../components/auth-layout';
import { TextLink } from '../../../components/text-link';
import { useFinishLogin } from '../../../hooks/use-finish-login';
import { useSmsRegister } from '../api/post-sms-register';
import { RegisterForm } from '../../../components/register-form';

/** /register: a new account with mobile, SMS code and password; signs in on success. */
export function RegisterScreen() {
  const { site } = usePlatform();
  const smsRegister = useSmsRegister();
  const finish = useFinishLogin();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return (
    <AuthLayout
      title="注册账号"
      subtitle={`加入${site.appName}，参与问卷赚取金币`}
      footer={
        <>
          已有账号？<TextLink to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>立即登录</TextLink>
        </>
      }
    >
      <RegisterForm
        scene="register"
        submitText="注册并登录"
        onSubmit={async (values) => {
          const result = await smsRegister(values);
          finish(result, 'register', { message: '注册成功' });
        }}
      />
    </AuthLayout>
  );
}
