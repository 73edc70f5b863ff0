import styled from 'styled-components';
import { QRCodeSVG } from 'qrcode.react';
import { usePlatform } from '@survey/shared';
import { Button, Card, CoinAmount, Stack } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { HomeLayout } from '../../../components/home-layout';
import { useInviteSummary } from '../api/get-invite';
import { useInviteLink } from '../api/post-invite-code';
import { InviteRecords } from './invite-records';

/** /home/invite: my invite code and link with copy buttons and a QR code, the friends invited and the rewards. */
export function InvitePage() {
  const { notify } = usePlatform();
  const inviteLink = useInviteLink();
  const summary = useInviteSummary();

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      notify.success(`${what}已复制`);
    } catch {
      notify.warning(`复制失败，请长按${what}手动复制`);
    }
  };

  return (
    <HomeLayout>
      <Stack>
        <Card title="邀请好友">
          {summary.data && (
            <Intro>
              每邀请一位好友通过你的链接注册，你可获得 <CoinAmount value={summary.data.rewardPerInvite} /> 奖励。
            </Intro>
          )}
          <AsyncContent state={inviteLink} errorTitle="邀请链接加载失败" skeleton={3}>
            {(data) => (
              <Share>
                <Qr aria-label="邀请链接二维码">
                  <QRCodeSVG value={data.link} size={148} level="M" marginSize={0} title="邀请链接二维码" />
                </Qr>
                <Fields>
                  <Field>
                    <span>我的邀请码</span>
                    <Code data-testid="invite-code">{data.inviteCode}</Code>
                    <Button variant="secondary" onClick={() => void copy(data.inviteCode, '邀请码')}>
                      复制邀请码
                    </Button>
                  </Field>
                  <Field>
                    <span>邀请链接</span>
                    <Link data-testid="invite-link">{data.link}</Link>
                    <Button onClick={() => void copy(data.link, '邀请链接')}>复制链接</Button>
                  </Field>
                </Fields>
              </Share>
            )}
          </AsyncContent>
        </Card>
        <InviteRecords summary={summary.data} />
      </Stack>
    </HomeLayout>
  );
}

export default InvitePage;

const Intro = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Share = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 24px;
  align-items: flex-start;
`;

const Qr = styled.div`
  padding: 8px;
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Fields = styled.div`
  display: grid;
  flex: 1 1 240px;
  gap: 16px;
  min-width: 0;
`;

const Field = styled.div`
  display: grid;
  gap: 6px;
  justify-items: start;
  min-width: 0;
  & > span {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Code = styled.strong`
  font-size: 24px;
  letter-spacing: 2px;
`;

const Link = styled.code`
  max-width: 100%;
  word-break: break-all;
  font-size: ${({ theme }) => theme.fontSize.md};
`;
