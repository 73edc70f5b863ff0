import type { ReactNode } from 'react';
import type { GroupInfo } from '@survey/contract';
import { NavLink, useParams } from '@survey/shared/router';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Empty, ErrorPanel, PageContainer, Result, Skeleton } from '@survey/shared/ui';
import { useGroup } from '../hooks/use-group';
import { PageTitle } from './page-title';

export interface GroupContext {
  hashId: string;
  taskId: number;
  info: GroupInfo;
  isHost: boolean;
}

export interface GroupFrameProps {
  /** The page's name (its route's title): its <h1>, not drawn, unless the page draws its own. */
  title: string;
  /** The page draws its own <h1> (the group's or the topic's name) once the group is there; until then the frame draws `title`. */
  ownHeading?: boolean;
  /** Only the host may see the page (participants get a notice, and the API refuses them anyway). */
  hostOnly?: boolean;
  children: (group: GroupContext) => ReactNode;
}

/** A discussion-group page: the group's tabs (the host's own tabs only for the host) above its content. */
export function GroupFrame({ title, ownHeading = false, hostOnly = false, children }: GroupFrameProps) {
  const { id = '' } = useParams();
  const group = useGroup(id);
  const { navigate } = usePlatform();
  const base = `/bbs/${encodeURIComponent(id)}`;
  const tabs = [
    { to: `${base}/topic`, label: '话题' },
    ...(group.isHost
      ? [
          { to: `${base}/user`, label: '受访者' },
          { to: `${base}/bbs-response`, label: '回复详情' },
        ]
      : []),
    { to: `${base}/bbs-attachment`, label: '附件' },
  ];

  let content: ReactNode;
  let shown = false;
  if (group.status === 'not-member') {
    content = (
      <Result
        status="info"
        title="你不是该讨论组的成员"
        description="请使用受邀时收到的讨论组账号登录。"
        actions={<Button onClick={() => navigate(base)}>登录讨论组</Button>}
      />
    );
  } else if (group.status === 'error') {
    content = (
      <ErrorPanel title="讨论组加载失败" description="请确认你是该讨论组的成员，或检查网络后重试" onRetry={() => void group.reload()} />
    );
  } else if (!group.info || group.taskId === null) {
    content = <Skeleton title lines={6} />;
  } else if (hostOnly && !group.isHost) {
    content = <Empty content="可查看的内容" description="该页面仅主持人可以查看" />;
  } else {
    shown = true;
    content = children({ hashId: id, taskId: group.taskId, info: group.info, isHost: group.isHost });
  }

  return (
    <PageContainer>
      <Tabs aria-label="讨论组页面">
        {tabs.map((tab) => (
          <Tab key={tab.to} to={tab.to} end={false}>
            {tab.label}
          </Tab>
        ))}
      </Tabs>
      {!(ownHeading && shown) && <PageTitle>{title}</PageTitle>}
      {content}
    </PageContainer>
  );
}

const Tabs = styled.nav`
  display: flex;
  gap: 8px;
  margin-bottom: 16px;
  overflow-x: auto;
  scrollbar-width: none;
`;

const Tab = styled(NavLink)`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: 44px;
  padding: 0 18px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.pill};
  &.active {
    color: #fff;
    font-weight: 600;
    background: ${({ theme }) => theme.colors.primary};
  }
`;
