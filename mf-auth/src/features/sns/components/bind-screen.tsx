import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useSearchParams } from '@survey/shared/router';
import styled from 'styled-components';
import { Avatar, Button, Result } from '@survey/shared/ui';
import { AgreementCheckbox } from '../../../components/agreement-checkbox';
import { AuthForm, AuthLayout } from '../../../components/auth-layout';
import { MobileInput } from '../../../components/mobile-input';
import { NewPasswordField } from '../../../components/new-password-field';
import { TextLink } from '../../../components/text-link';
import { clearSnsTicket, loadSnsTicket, takePendingRedirect, type SnsTicket } from '../../../lib/auth-storage';
import { providerByType, providerLabel } from '../../../lib/providers';
import { useFormState } from '../../../lib/use-form-state';
import { MESSAGES, collectErrors, hasErrors, validateMobile, validateNewPassword, validateSmsCode } from '../../../lib/validators';
import { useFinishLogin } from '../../../hooks/use-finish-login';
import { SmsCodeInput } from '../../../components/sms-code-input';
import { useSnsBind } from '../api/post-sns-bind';
import { useSnsRegister } from '../api/post-sns-register';

const Account = styled.div<{ $color: string }>`
  display: flex;
  align-items: center;
  gap: 14px;
  margin-bottom: 24px;
  padding: 14px 16px;
  background: ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radius.lg};
  border-left: 3px solid ${({ $color }) => $color};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  strong {
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.text};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Switch = styled.div`
  margin-top: 16px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-align: center;
`;

const SwitchButton = styled.button`
  padding: 0;
  font: inherit;
  color: ${({ theme }) => theme.colors.primary};
  background: none;
  border: 0;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
`;

type Mode = 'bind' | 'register';

function ticketFromQuery(params: URLSearchParams): SnsTicket | null {
  const snsToken = params.get('snsToken');
  if (!snsToken) return null;
  return { snsToken, nickname: params.get('nickname') ?? '', avatar: params.get('avatar') ?? '', type: Number(params.get('type')) || 0 };
}

/** /bind: links a third-party account to a mobile number (or opens a new account for it). */
export function BindScreen() {
  const snsBind = useSnsBind();
  const snsRegister = useSnsRegister();
  const finish = useFinishLogin();
  const [params] = useSearchParams();
  const ticket = useMemo(() => loadSnsTicket() ?? ticketFromQuery(params), [params]);
  const [mode, setMode] = useState<Mode>('bind');
  const [agreed, setAgreed] = useState(false);
  const [agreementError, setAgreementError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const form = useFormState({ mobile: '', code: '', password: '' });
  const { setError } = form;
  const onMobileError = useCallback((message: string) => setError('mobile', message), [setError]);

  if (!ticket) {
    return (
      <AuthLayout brand={false} heading="绑定手机号">
        <Result
          status="warning"
          title="授权信息已失效"
          description="第三方账号授权已过期或不存在，请重新登录。"
          actions={
            <TextLink to="/login" replace>
              返回登录
            </TextLink>
          }
        />
      </AuthLayout>
    );
  }

  const label = providerLabel(ticket.type);
  const color = providerByType(ticket.type)?.color ?? '#2f6bff';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { mobile, code, password } = form.values;
    const errors = collectErrors({
      mobile: validateMobile(mobile),
      code: validateSmsCode(code),
      password: mode === 'register' ? validateNewPassword(password) : '',
    });
    form.setErrors(errors);
    const agreementMissing = mode === 'register' && !agreed;
    setAgreementError(agreementMissing ? MESSAGES.agreement : '');
    if (hasErrors(errors) || agreementMissing) return;
    setSubmitting(true);
    try {
      const body = { snsToken: ticket.snsToken, mobile: mobile.trim(), code: code.trim() };
      const result = mode === 'bind' ? await snsBind(body) : await snsRegister({ ...body, password });
      clearSnsTicket();
      finish(result, 'sns', { redirect: takePendingRedirect(), message: mode === 'bind' ? '绑定成功' : '注册成功' });
    } catch {
      setSubmitting(false);
    }
  };

  const switchMode = () => {
    setMode((current) => (current === 'bind' ? 'register' : 'bind'));
    form.setErrors({});
    setAgreementError('');
  };

  return (
    <AuthLayout
      title={mode === 'bind' ? '绑定手机号' : '注册新账号'}
      subtitle={
        mode === 'bind'
          ? `首次使用${label}登录，请绑定手机号，已注册的手机号将直接关联该账号`
          : `设置登录密码，创建新账号并关联你的${label}账号`
      }
    >
      <Account $color={color}>
        <Avatar src={ticket.avatar || null} name={ticket.nickname || label} size={48} />
        <Who>
          <strong>{ticket.nickname || `${label}用户`}</strong>
          <span>已通过{label}授权</span>
        </Who>
      </Account>
      <AuthForm noValidate onSubmit={submit} aria-label={mode === 'bind' ? '绑定手机号' : '注册新账号'}>
        <MobileInput {...form.field('mobile')} />
        <SmsCodeInput {...form.field('code')} scene="bind" mobile={form.values.mobile} onMobileError={onMobileError} />
        {mode === 'register' && (
          <>
            <NewPasswordField {...form.field('password')} />
            <AgreementCheckbox
              checked={agreed}
              error={agreementError}
              onChange={(checked) => {
                setAgreed(checked);
                if (checked) setAgreementError('');
              }}
            />
          </>
        )}
        <Button type="submit" size="lg" block loading={submitting}>
          {mode === 'bind' ? '绑定并登录' : '注册并登录'}
        </Button>
      </AuthForm>
      <Switch>
        {mode === 'bind' ? '没有账号？' : '已有账号？'}
        <SwitchButton type="button" onClick={switchMode}>
          {mode === 'bind' ? '注册新账号' : '绑定已有手机号'}
        </SwitchButton>
      </Switch>
    </AuthLayout>
  );
}
