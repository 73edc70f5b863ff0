import { useSearchParams } from '@survey/shared/router';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Avatar, Button, Result, Skeleton } from '@survey/shared/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { TextLink } from '../../../components/text-link';
import { useFinishLogin } from '../../../hooks/use-finish-login';
import { RegisterForm } from '../../../components/register-form';
import { useInvite } from '../api/post-invite';
import { useInviteCheck } from '../api/post-invite-check';

const Banner = styled.div`
  display: flex;
  align-items: center;
  gap: 14px;
  margin-bottom: 24px;
  padding: 16px;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.goldSoft} 0%, #fffaf0 100%);
  border: 1px solid #ffe7b0;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const BannerText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.text};
  }
  span {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.goldText};
  }
`;

/** /app/invite?inviteCode=…: registration through a friend's invitation. */
export function InviteScreen() {
  const { site, navigate } = usePlatform();
  const finish = useFinishLogin();
  const [params] = useSearchParams();
  const inviteCode = (params.get('inviteCode') ?? '').trim();
  const check = useInviteCheck(inviteCode);
  const invite = useInvite();

  if (check.kind === 'invalid') {
    return (
      <AuthLayout heading="接受邀请">
        <Result
          status="warning"
          title="邀请码无效"
          description="该邀请链接已失效或不正确，你仍可以直接注册账号。"
          actions={
            <>
              <Button size="lg" onClick={() => navigate('/register')}>
                直接注册
              </Button>
              <Button size="lg" variant="secondary" onClick={() => navigate('/login')}>
                去登录
              </Button>
            </>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="接受邀请"
      subtitle={`注册${site.appName}，和好友一起参与问卷赚金币`}
      footer={
        <>
          已有账号？<TextLink to="/login">立即登录</TextLink>
        </>
      }
    >
      {check.kind === 'checking' ? (
        <Skeleton lines={5} />
      ) : (
        <>
          <Banner>
            <Avatar src={check.inviter.avatar || null} name={check.inviter.nickname} size={48} />
            <BannerText>
              <strong>{check.inviter.nickname} 邀请你加入</strong>
              <span>注册即可领取新人任务，赚取金币兑换好礼</span>
            </BannerText>
          </Banner>
          <RegisterForm
            scene="invite"
            label="邀请注册"
            submitText="接受邀请并注册"
            onSubmit={async (values) => {
              const result = await invite({ ...values, inviteCode });
              finish(result, 'invite', { message: '注册成功' });
            }}
          />
        </>
      )}
    </AuthLayout>
  );
}
