import { useParams } from '@survey/shared/router';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { RichText } from '@survey/shared/ui/rich-text';
import { formatDate } from '@survey/shared/format';
import { useGroupTask } from '../hooks/use-group-task';
import { GroupLoginForm } from './group-login-form';

/** Where a group member goes after signing in: the group's topics. */
export const afterGroupLogin = (hashId: string) => `/bbs/${encodeURIComponent(hashId)}/topic`;

const Page = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});
  padding: 16px 12px;
  background:
    radial-gradient(circle at 15% 20%, rgba(47, 107, 255, 0.18) 0, transparent 40%),
    radial-gradient(circle at 85% 80%, rgba(255, 171, 0, 0.16) 0, transparent 40%), ${({ theme }) => theme.colors.background};
  ${({ theme }) => theme.media.tabletUp} {
    padding: 64px 16px;
  }
`;

const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  width: 100%;
  max-width: 920px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.popover};
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: minmax(0, 1fr) 380px;
  }
`;

const Intro = styled.section`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 24px 20px;
  color: #fff;
  background:
    radial-gradient(circle at 90% 10%, rgba(255, 214, 102, 0.35) 0, transparent 45%),
    linear-gradient(150deg, ${({ theme }) => theme.colors.headerDark} 0%, #26427f 100%);
  ${({ theme }) => theme.media.tabletUp} {
    padding: 40px;
  }
`;

const Badge = styled.span`
  align-self: flex-start;
  padding: 2px 10px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: #5c3b00;
  background: linear-gradient(135deg, #ffd666, ${({ theme }) => theme.colors.gold});
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  font-weight: 600;
  line-height: 1.35;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  dt {
    color: rgba(255, 255, 255, 0.65);
  }
  dd {
    margin: 0;
  }
`;

const IntroText = styled(RichText)`
  padding-top: 16px;
  color: rgba(255, 255, 255, 0.85);
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  a {
    color: #ffd666;
  }
`;

const FormSide = styled.section`
  padding: 24px 20px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 40px 36px;
  }
  h2 {
    margin: 0 0 24px;
    font-size: ${({ theme }) => theme.fontSize.xl};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Narrow = styled.div`
  width: 100%;
  max-width: 560px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

/** /bbs/:id: a discussion group's login, with the group's title, host and start time. */
export function GroupLoginPage() {
  const { id = '' } = useParams();
  const { navigate } = usePlatform();
  const { group, status, reload } = useGroupTask(id);

  if (status === 'missing') {
    return (
      <Page>
        <Narrow>
          <ErrorPanel
            title="讨论组不存在或已结束"
            description="请确认链接是否完整，或联系邀请您的主持人获取新的讨论组链接。"
            extra={
              <Button variant="secondary" onClick={() => navigate('/')}>
                返回首页
              </Button>
            }
          />
        </Narrow>
      </Page>
    );
  }
  if (status === 'error') {
    return (
      <Page>
        <Narrow>
          <ErrorPanel title="讨论组信息加载失败" description="请检查网络后重试" onRetry={() => void reload()} />
        </Narrow>
      </Page>
    );
  }

  return (
    <Page>
      <Panel>
        <Intro aria-label="讨论组信息">
          {group ? (
            <>
              <Badge>讨论组</Badge>
              <Title>{group.title}</Title>
              <Facts>
                <dt>主持人</dt>
                <dd>{group.hostName}</dd>
                <dt>开始时间</dt>
                <dd>{formatDate(group.startAt, 'YYYY年M月D日 HH:mm')}</dd>
              </Facts>
              {group.intro && <IntroText html={group.intro} />}
            </>
          ) : (
            <Skeleton title lines={4} />
          )}
        </Intro>
        <FormSide>
          <h2>登录讨论组</h2>
          <GroupLoginForm taskHashId={id} onSuccess={() => navigate(afterGroupLogin(id))} />
        </FormSide>
      </Panel>
    </Page>
  );
}

export default GroupLoginPage;
