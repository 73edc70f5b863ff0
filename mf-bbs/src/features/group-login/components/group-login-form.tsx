import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { Input, PasswordInput } from '@survey/shared/ui/form';
import { usePasswordLogin } from '../api/post-password-login';

const MOBILE_PATTERN = /^1[3-9]\d{9}$/;

interface Errors {
  mobile?: string;
  password?: string;
}

export function validateGroupLogin(mobile: string, password: string): Errors {
  const errors: Errors = {};
  if (!MOBILE_PATTERN.test(mobile.trim())) errors.mobile = '请输入正确的手机号';
  if (!password) errors.password = '请输入密码';
  return errors;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;

const Hint = styled.p`
  margin: 12px 0 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Mobile + password sign-in into one discussion group; keeps the group as the session's topic context. */
export function GroupLoginForm({ taskHashId, onSuccess }: { taskHashId: string; onSuccess: () => void }) {
  const { session } = usePlatform();
  const passwordLogin = usePasswordLogin();
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateGroupLogin(mobile, password);
    setErrors(found);
    if (found.mobile || found.password) return;
    setSubmitting(true);
    try {
      const result = await passwordLogin({ mobile: mobile.trim(), password, taskHashId });
      session.login(result, { method: 'password', taskHashId });
      onSuccess();
    } catch {
      // The platform has shown the server's message (wrong password, not a member of the group…).
      setSubmitting(false);
    }
  };

  return (
    <Form noValidate onSubmit={onSubmit} aria-label="讨论组登录">
      <Input
        label="手机号"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        placeholder="请输入手机号"
        prefix="+86"
        value={mobile}
        error={errors.mobile}
        onChange={(event) => {
          setMobile(event.target.value.replace(/\D/g, ''));
          if (errors.mobile) setErrors((current) => ({ ...current, mobile: undefined }));
        }}
      />
      <PasswordInput
        label="密码"
        placeholder="请输入密码"
        value={password}
        error={errors.password}
        onChange={(event) => {
          setPassword(event.target.value);
          if (errors.password) setErrors((current) => ({ ...current, password: undefined }));
        }}
      />
      <Button type="submit" size="lg" block loading={submitting}>
        登录讨论组
      </Button>
      <Hint>请使用受邀参加本讨论组的账号登录</Hint>
    </Form>
  );
}
