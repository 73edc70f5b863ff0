import { useState, type FormEvent } from 'react';
import { Button } from '@survey/shared/ui';
import { PasswordInput } from '@survey/shared/ui/form';
import { AuthForm } from '../../../components/auth-layout';
import { LockIcon } from '../../../components/icons';
import { MobileInput } from '../../../components/mobile-input';
import { useFormState } from '../../../lib/use-form-state';
import { collectErrors, hasErrors, validateLoginPassword, validateMobile } from '../../../lib/validators';
import { usePasswordLogin } from '../api/post-password-login';
import { useFinishLogin } from '../../../hooks/use-finish-login';

/** 密码登录: mobile + password. */
export function PasswordLoginForm() {
  const passwordLogin = usePasswordLogin();
  const finish = useFinishLogin();
  const form = useFormState({ mobile: '', password: '' });
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { mobile, password } = form.values;
    const errors = collectErrors({ mobile: validateMobile(mobile), password: validateLoginPassword(password) });
    form.setErrors(errors);
    if (hasErrors(errors)) return;
    setSubmitting(true);
    try {
      const result = await passwordLogin({ mobile: mobile.trim(), password });
      finish(result, 'password');
    } catch {
      setSubmitting(false);
    }
  };

  return (
    <AuthForm noValidate onSubmit={submit} aria-label="密码登录">
      <MobileInput {...form.field('mobile')} />
      <PasswordInput {...form.field('password')} aria-label="密码" placeholder="请输入密码" prefix={<LockIcon />} maxLength={20} />
      <Button type="submit" size="lg" block loading={submitting}>
        登录
      </Button>
    </AuthForm>
  );
}
