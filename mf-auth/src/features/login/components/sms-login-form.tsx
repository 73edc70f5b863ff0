import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@survey/shared/ui';
import { AuthForm } from '../../../components/auth-layout';
import { MobileInput } from '../../../components/mobile-input';
import { useFormState } from '../../../lib/use-form-state';
import { collectErrors, hasErrors, validateMobile, validateSmsCode } from '../../../lib/validators';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { useSmsLogin } from '../api/post-sms-login';
import { useFinishLogin } from '../../../hooks/use-finish-login';

/** 验证码登录: mobile + SMS code; an unknown number is registered by the API on the way. */
export function SmsLoginForm() {
  const smsLogin = useSmsLogin();
  const finish = useFinishLogin();
  const form = useFormState({ mobile: '', code: '' });
  const [submitting, setSubmitting] = useState(false);
  const { setError } = form;
  const onMobileError = useCallback((message: string) => setError('mobile', message), [setError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { mobile, code } = form.values;
    const errors = collectErrors({ mobile: validateMobile(mobile), code: validateSmsCode(code) });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setSubmitting(true);
    try {
      const result = await smsLogin({ mobile: mobile.trim(), code: code.trim() });
      finish(result, 'sms');
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <AuthForm noValidate onSubmit={submit} aria-label="验证码登录">
      <MobileInput {...form.field('mobile')} />
      <SmsCodeInput {...form.field('code')} scene="login" mobile={form.values.mobile} onMobileError={onMobileError} />
      <Button type="submit" size="lg" block loading={submitting}>
        登录
      </Button>
    </AuthForm>
  );
}
