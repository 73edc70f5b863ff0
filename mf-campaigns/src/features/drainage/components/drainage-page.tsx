import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@survey/shared/router';
import { usePlatform, useSession } from '@survey/shared';
import { Button, Card, ErrorPanel, PageContainer, Result, Skeleton } from '@survey/shared/ui';
import { CountdownButton, Input } from '@survey/shared/ui/form';
import { useChannel } from '../api/get-drainage';
import { useDrainageRegister } from '../api/post-drainage-register';
import { useSendSms } from '../api/post-sms-send';

const MOBILE = /^1[3-9]\d{9}$/;
const CODE = /^\d{6}$/;
/** Visitors without a partner's channel code came from the site's own promotion. */
const DEFAULT_CHANNEL = 'default';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 520px;
  margin: 0 auto;
`;

const Hero = styled.header`
  padding: 28px 16px;
  color: #fff;
  text-align: center;
  background: linear-gradient(135deg, #2f6bff 0%, #00b4d8 100%);
  border-radius: ${({ theme }) => theme.radius.lg};
  h1 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Terms = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  a {
    display: inline-block;
    padding: 12px 0;
  }
`;

/** /drainage?channel=…: a partner's landing page; registering here records the channel with the new member. */
export default function DrainagePage() {
  const { navigate, session, notify } = usePlatform();
  const loggedIn = useSession().token !== null;
  const [params] = useSearchParams();
  const channel = params.get('channel')?.trim() || DEFAULT_CHANNEL;
  const { data, status, reload } = useChannel(channel);
  const send = useSendSms();
  const register = useDrainageRegister();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState({ mobile: '', code: '' });
  const [busy, setBusy] = useState(false);

  const mobileError = () => (MOBILE.test(mobile.trim()) ? '' : '请输入正确的手机号');
  const onSend = async () => {
    const error = mobileError();
    setErrors((e) => ({ ...e, mobile: error }));
    if (error) return false;
    return (await send({ mobile: mobile.trim(), scene: 'register' })).retryAfter;
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = { mobile: mobileError(), code: CODE.test(code.trim()) ? '' : '请输入 6 位验证码' };
    setErrors(next);
    if (next.mobile || next.code || !data) return;
    setBusy(true);
    try {
      const result = await register({ mobile: mobile.trim(), code: code.trim(), channel: data.code });
      session.login(result, { method: 'register' });
      notify.success('注册成功');
      navigate('/task', { replace: true });
    } catch {
      setBusy(false);
    }
  };

  if (status === 'error' && !data) {
    return (
      <PageContainer paddingY={24}>
        <Wrap>
          <ErrorPanel title="推广页面加载失败" description="链接可能已失效" onRetry={() => void reload()} />
        </Wrap>
      </PageContainer>
    );
  }
  return (
    <PageContainer paddingY={24}>
      <Wrap>
        {!data ? (
          <Skeleton title lines={6} />
        ) : (
          <>
            <Hero>
              <h1>{data.headline}</h1>
              <p>{data.gift}</p>
            </Hero>
            <Card title={loggedIn ? undefined : '手机号快速注册'}>
              {loggedIn ? (
                <Result
                  title="你已是会员"
                  description="去任务大厅看看今天的新问卷吧。"
                  actions={<Button onClick={() => navigate('/task')}>去做任务</Button>}
                />
              ) : (
                <Form noValidate onSubmit={(e) => void onSubmit(e)} aria-label="快速注册">
                  <Input
                    label="手机号"
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel"
                    maxLength={11}
                    value={mobile}
                    error={errors.mobile}
                    onChange={(e) => setMobile(e.target.value)}
                  />
                  <Input
                    label="验证码"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    error={errors.code}
                    onChange={(e) => setCode(e.target.value)}
                    suffix={<CountdownButton onSend={onSend} />}
                  />
                  <Button type="submit" size="lg" block loading={busy}>
                    注册并领取新人任务
                  </Button>
                  <Terms>
                    注册即表示同意<a href="/agreement">《用户协议》</a>和<a href="/privacy">《隐私政策》</a>
                  </Terms>
                </Form>
              )}
            </Card>
          </>
        )}
      </Wrap>
    </PageContainer>
  );
}
