import { useCallback, useState, type FormEvent } from 'react';
import { Button } from '@survey/shared/ui';
import { AgreementCheckbox } from '../../../components/agreement-checkbox';
import { AuthForm } from '../../../components/auth-layout';
import { MobileInput } from '../../../components/mobile-input';
import { useFormState } from '../../../lib/use-form-state';
import { MESSAGES, collectErrors, hasErrors, validateMobile, validateSmsCode } from '../../../lib/validators';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { useSmsLogin } from '../api/post-sms-login';
import { useFinishLogin } from '../../../hooks/use-finish-login';

/**
 * 验证码登录: mobile + SMS code. An unknown number gets an account on the way (the API registers it),
 * so, as on /register, the member first agrees to the user agreement and the privacy policy.
 */
export function SmsLoginForm() {
  const smsLogin = useSmsLogin();
  const finish = useFinishLogin();
  const form = useFormState({ mobile: '', code: '' });
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { setError } = form;
  const onMobileError = useCallback((message: string) => setError('mobile', message), [setError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { mobile, code } = form.values;
    const errors = collectErrors({ mobile: validateMobile(mobile), code: validateSmsCode(code) });
    form.setErrors(errors);
    setAgreementError(agreed ? '' : MESSAGES.agreement);
    if (hasErrors(errors) || !agreed) return;
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
      <AgreementCheckbox
        checked={agreed}
        error={agreementError}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreementError('');
        }}
      />
      <Button type="submit" size="lg" block loading={submitting}>
        登录
      </Button>
    </AuthForm>
  );
}
