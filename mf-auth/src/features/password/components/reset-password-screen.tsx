import { useCallback, useState, type FormEvent } from 'react';
import { usePlatform } from '@survey/shared';
import { Button, Result } from '@survey/shared/ui';
import { AuthForm, AuthLayout } from '../../../components/auth-layout';
import { MobileInput } from '../../../components/mobile-input';
import { NewPasswordField } from '../../../components/new-password-field';
import { TextLink } from '../../../components/text-link';
import { useFormState } from '../../../lib/use-form-state';
import { collectErrors, hasErrors, validateConfirm, validateMobile, validateNewPassword, validateSmsCode } from '../../../lib/validators';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { usePasswordReset } from '../api/post-password-reset';

/** /password: resets the password of a registered mobile with an SMS code. */
export function ResetPasswordScreen() {
  const { navigate } = usePlatform();
  const passwordReset = usePasswordReset();
  const form = useFormState({ mobile: '', code: '', password: '', confirm: '' });
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const { setError } = form;
  const onMobileError = useCallback((message: string) => setError('mobile', message), [setError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { mobile, code, password, confirm } = form.values;
    const errors = collectErrors({
      mobile: validateMobile(mobile),
      code: validateSmsCode(code),
      password: validateNewPassword(password),
      confirm: validateConfirm(password, confirm),
    });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setSubmitting(true);
    try {
      await passwordReset({ mobile: mobile.trim(), code: code.trim(), password });
      setDone(true);
    } catch {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <AuthLayout>
        <Result
          status="success"
          title="密码重置成功"
          description="请使用新密码登录，其他设备上的登录已失效。"
          actions={
            <Button size="lg" onClick={() => navigate('/login', { replace: true })}>
              去登录
            </Button>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="找回密码"
      subtitle="验证注册手机号后设置新的登录密码"
      footer={
        <>
          想起密码了？<TextLink to="/login">返回登录</TextLink>
        </>
      }
    >
      <AuthForm noValidate onSubmit={submit} aria-label="找回密码">
        <MobileInput {...form.field('mobile')} />
        <SmsCodeInput {...form.field('code')} scene="reset" mobile={form.values.mobile} onMobileError={onMobileError} />
        <NewPasswordField {...form.field('password')} aria-label="新密码" placeholder="设置6-20位新密码" />
        <NewPasswordField {...form.field('confirm')} aria-label="确认新密码" placeholder="再次输入新密码" />
        <Button type="submit" size="lg" block loading={submitting}>
          重置密码
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
