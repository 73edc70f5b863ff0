import { useCallback, useState, type FormEvent } from 'react';
import type { SessionSignIn } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { AgreementCheckbox } from './agreement-checkbox';
import { AuthForm } from './auth-layout';
import { MobileInput } from './mobile-input';
import { NewPasswordField } from './new-password-field';
import { useFormState } from '../lib/use-form-state';
import { MESSAGES, collectErrors, hasErrors, validateMobile, validateNewPassword, validateSmsCode } from '../lib/validators';
import type { CallBody, postSmsRegister, SmsScene } from '@survey/contract';
import { SmsCodeInput } from './sms-code-input';

/** What the form collects: the body of a registration (sent encrypted by the call). */
export type RegisterValues = CallBody<typeof postSmsRegister>;

export interface RegisterFormProps {
  scene: SmsScene;
  /** Creates the account; a rejection leaves the form as it was (the client showed why). */
  onSubmit: (values: RegisterValues) => Promise<SessionSignIn | void>;
  submitText?: string;
  label?: string;
}

/** Mobile + SMS code + password + agreement: the registration form of /register and /app/invite. */
export function RegisterForm({ scene, onSubmit, submitText = '注册', label = '注册' }: RegisterFormProps) {
  const form = useFormState({ mobile: '', code: '', password: '' });
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { setError } = form;
  const onMobileError = useCallback((message: string) => setError('mobile', message), [setError]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { mobile, code, password } = form.values;
    const errors = collectErrors({ mobile: validateMobile(mobile), code: validateSmsCode(code), password: validateNewPassword(password) });
    form.setErrors(errors);
    setAgreementError(agreed ? '' : MESSAGES.agreement);
    if (hasErrors(errors) || !agreed) return;
    setSubmitting(true);
    try {
      await onSubmit({ mobile: mobile.trim(), code: code.trim(), password });
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <AuthForm noValidate onSubmit={submit} aria-label={label}>
      <MobileInput {...form.field('mobile')} />
      <SmsCodeInput {...form.field('code')} scene={scene} mobile={form.values.mobile} onMobileError={onMobileError} />
      <NewPasswordField {...form.field('password')} />
      <AgreementCheckbox
        checked={agreed}
        error={agreementError}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setAgreementError('');
        }}
      />
      <Button type="submit" size="lg" block loading={submitting}>
        {submitText}
      </Button>
    </AuthForm>
  );
}
