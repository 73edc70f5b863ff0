import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, PageContainer } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { QrCard, siteUrl } from '../../../components/qr-card';
import { useMyInviteCode } from '../api/post-invite-code';
import { InviteRules } from './invite-rules';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  max-width: 720px;
  margin: 0 auto;
`;

const ShareCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  text-align: center;
  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: row;
    justify-content: space-around;
  }
`;

const Code = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.display};
  font-weight: 700;
  letter-spacing: 4px;
  color: ${({ theme }) => theme.colors.goldText};
`;

const Link = styled.p`
  margin: 8px 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  word-break: break-all;
`;

/** /invite: a member's invite code, link and QR code to share; visitors learn how inviting pays. */
export default function InvitePage() {
  const { navigate, notify } = usePlatform();
  const invite = useMyInviteCode();
  const { loggedIn, data } = invite;
  const link = data ? siteUrl(`/share?inviteCode=${encodeURIComponent(data.inviteCode)}`) : '';
  const copy = () =>
    navigator.clipboard?.writeText(link).then(
      () => notify.success('邀请链接已复制'),
      () => notify.error('复制失败，请长按链接手动复制'),
    );

  return (
    <PageContainer paddingY={24}>
      <Wrap>
        <Card title="邀请好友 一起赚金币" level={1}>
          {!loggedIn ? (
            <ShareCard>
              <p>登录后即可获得你的专属邀请码和邀请二维码。</p>
              <Button size="lg" onClick={() => navigate('/login?redirect=%2Finvite')}>
                登录获取邀请码
              </Button>
            </ShareCard>
          ) : (
            <AsyncContent state={invite} errorTitle="邀请码加载失败">
              {(data) => (
                <ShareCard>
                  <div>
                    <span>我的邀请码</span>
                    <Code>{data.inviteCode}</Code>
                    <Link>{link}</Link>
                    <Button variant="gold" onClick={() => void copy()}>
                      复制邀请链接
                    </Button>
                  </div>
                  <QrCard value={link} caption="好友扫码注册，你得 500 金币" />
                </ShareCard>
              )}
            </AsyncContent>
          )}
        </Card>
        <Card title="邀请规则">
          <InviteRules />
        </Card>
      </Wrap>
    </PageContainer>
  );
}
