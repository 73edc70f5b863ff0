import styled from 'styled-components';
import { RouteTitle } from '../../../components/route-title';
import { useSearchParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Avatar, Button, Card, PageContainer, Result, Skeleton } from '@survey/shared/ui';
import { QrCard, siteUrl } from '../../../components/qr-card';
import { useInviter } from '../api/post-invite-check';
import { InviteRules } from './invite-rules';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 720px;
  margin: 0 auto;
`;

const Invitation = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 24px 16px;
  text-align: center;
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.goldSoft} 0%, #fffaf0 100%);
  border-radius: ${({ theme }) => theme.radius.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.goldText};
  }
`;

/** /share?inviteCode=…: a member's invitation as their friend opens it; registering credits the inviter. */
export default function SharePage() {
  const { site, navigate } = usePlatform();
  const [params] = useSearchParams();
  const inviteCode = (params.get('inviteCode') ?? '').trim();
  const { data, status } = useInviter(inviteCode);
  const register = `/app/invite?inviteCode=${encodeURIComponent(inviteCode)}`;

  if (!inviteCode || status === 'error') {
    return (
      <PageContainer paddingY={24}>
        <RouteTitle />
        <Card>
          <Result
            status="warning"
            title="邀请链接无效"
            description="该邀请链接已失效或不完整，你仍可以直接注册。"
            actions={<Button onClick={() => navigate('/register')}>直接注册</Button>}
          />
        </Card>
      </PageContainer>
    );
  }
  return (
    <PageContainer paddingY={24}>
      <Wrap>
        {!data ? (
          <>
            <RouteTitle />
            <Skeleton title lines={4} />
          </>
        ) : (
          <Invitation>
            <Avatar src={data.inviter.avatar || null} name={data.inviter.nickname} size={56} />
            <h1>
              {data.inviter.nickname} 邀请你加入{site.appName}
            </h1>
            <p>填问卷、赚金币，金币可兑换现金和好礼</p>
            <Button variant="gold" size="lg" onClick={() => navigate(register)}>
              接受邀请，立即注册
            </Button>
            <QrCard value={siteUrl(register)} caption={`邀请码 ${inviteCode.toUpperCase()} · 手机扫码注册`} />
          </Invitation>
        )}
        <Card title="邀请规则">
          <InviteRules />
        </Card>
      </Wrap>
    </PageContainer>
  );
}
