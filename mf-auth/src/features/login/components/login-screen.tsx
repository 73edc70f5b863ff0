import { useState } from 'react';
import { useSearchParams } from '@survey/shared/router';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Tabs } from '@survey/shared/ui/navigation';
import { AuthLayout, Divider } from '../../../components/auth-layout';
import { TextLink } from '../../../components/text-link';
import { ThirdPartyButtons } from '../../../components/third-party-buttons';
import { LoginBanners } from './login-banners';
import { PasswordLoginForm } from './password-login-form';
import { QR_PANEL_HEIGHT, QrLoginPanel } from './qr-login-panel';
import { SmsLoginForm } from './sms-login-form';

type LoginTab = 'sms' | 'password' | 'qrcode';
const TABS: { key: LoginTab; label: string }[] = [
  { key: 'sms', label: '验证码登录' },
  { key: 'password', label: '密码登录' },
  { key: 'qrcode', label: '扫码登录' },
];
const isTab = (value: string | null): value is LoginTab => TABS.some((tab) => tab.key === value);

const PANEL_PADDING_PX = 24;

// As high as the tallest tab (the QR code): switching tabs never moves what is below.
const Panels = styled.div`
  min-height: ${PANEL_PADDING_PX + QR_PANEL_HEIGHT}px;
`;

const Panel = styled.div`
  padding-top: ${PANEL_PADDING_PX}px;
`;

const Links = styled.div`
  display: flex;
  justify-content: center;
  gap: 8px;
`;

const Notice = styled.p`
  margin: 16px 0 0;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** /login: 验证码登录, 密码登录, 扫码登录 and the third-party buttons. */
export function LoginScreen() {
  const { site } = usePlatform();
  const [params] = useSearchParams();
  const initial = params.get('tab');
  const [tab, setTab] = useState<LoginTab>(isTab(initial) ? initial : 'sms');
  // Keeps register / reset links carrying the return path.
  const redirect = params.get('redirect');
  const suffix = redirect ? `?redirect=${encodeURIComponent(redirect)}` : '';

  return (
    <AuthLayout
      title={`欢迎登录${site.appName}`}
      subtitle="未注册的手机号验证后将自动创建账号"
      aside={<LoginBanners />}
      footer={
        <Links>
          还没有账号？<TextLink to={`/register${suffix}`}>立即注册</TextLink>
          <span aria-hidden="true">·</span>
          <TextLink to="/password" muted>
            忘记密码
          </TextLink>
        </Links>
      }
    >
      <Tabs items={TABS} activeKey={tab} onChange={(key) => setTab(key as LoginTab)} idPrefix="login" aria-label="登录方式" />
      {/* The forms stay mounted (typed values and the SMS countdown survive a tab switch);
          the QR panel only lives while shown, so its polling stops when the member leaves it. */}
      <Panels>
        <Panel role="tabpanel" id="login-panel-sms" aria-labelledby="login-tab-sms" hidden={tab !== 'sms'}>
          <SmsLoginForm />
        </Panel>
        <Panel role="tabpanel" id="login-panel-password" aria-labelledby="login-tab-password" hidden={tab !== 'password'}>
          <PasswordLoginForm />
        </Panel>
        <Panel role="tabpanel" id="login-panel-qrcode" aria-labelledby="login-tab-qrcode" hidden={tab !== 'qrcode'}>
          {tab === 'qrcode' && <QrLoginPanel />}
        </Panel>
      </Panels>
      <Divider>其他登录方式</Divider>
      <ThirdPartyButtons />
      {/* The SMS form asks for the agreement itself (it may create the account). */}
      {tab !== 'sms' && (
        <Notice>
          登录即表示你同意<TextLink to="/agreement">《用户协议》</TextLink>和<TextLink to="/privacy">《隐私政策》</TextLink>
        </Notice>
      )}
    </AuthLayout>
  );
}
