import { useState } from 'react';
import { Link } from '@survey/shared/router';
import styled from 'styled-components';
import { Avatar, Card, Empty, Tag } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { Chips } from '../../../components/chips';
import { LinkRows } from '../../../components/link-rows';
import { type GroupContext, GroupFrame } from '../../../components/group-frame';
import { useSections } from '../api/get-sections';
import { type TopicFilter, type TopicRow, useTopics } from '../hooks/use-topics';
import { MyResponses } from './my-responses';

/** A participant's views: the topics by reply state, or 我的回复 (their own responses). */
type View = TopicFilter | 'mine';
const VIEWS: { key: View; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'unreplied', label: '未回复' },
  { key: 'replied', label: '已回复' },
  { key: 'mine', label: '我的回复' },
];

function TopicCard({ topic, to, isHost }: { topic: TopicRow; to: string; isHost: boolean }) {
  return (
    <Item to={to}>
      <ItemTitle>{topic.title}</ItemTitle>
      <Meta>
        {topic.focusSectionTitle && <span>{topic.focusSectionTitle}</span>}
        <span>{topic.responseCount} 条回复</span>
        {isHost ? (
          <span>{topic.memberCount ?? 0} 人参与</span>
        ) : topic.replied ? (
          <Tag type="success">已回复</Tag>
        ) : (
          <Tag type="warning">未回复</Tag>
        )}
      </Meta>
    </Item>
  );
}

function Topics({ hashId, taskId, info, isHost }: GroupContext) {
  const [sectionId, setSectionId] = useState<number>(0);
  const [view, setView] = useState<View>('all');
  const mine = view === 'mine' && !isHost;
  const sections = useSections(taskId, isHost);
  const topics = useTopics(taskId, isHost, sectionId || undefined, view === 'mine' ? 'all' : view, !mine);

  const list = mine ? (
    // A new section starts at its first page.
    <MyResponses key={sectionId} hashId={hashId} taskId={taskId} sectionId={sectionId || undefined} />
  ) : (
    <AsyncList
      state={topics}
      errorTitle="话题加载失败"
      errorDescription="请检查网络后重试"
      skeleton={6}
      empty={<Empty content="话题" top={48} />}
    >
      {(rows) => (
        <LinkRows>
          {rows.map((t) => (
            <li key={t.id}>
              <TopicCard topic={t} isHost={isHost} to={`/bbs/${encodeURIComponent(hashId)}/topic/${t.id}`} />
            </li>
          ))}
        </LinkRows>
      )}
    </AsyncList>
  );

  return (
    <>
      <Heading>
        <Avatar src={info.topicAvatar} name={info.topicName} size={48} square />
        <div>
          <h1>{info.topicName}</h1>
          <p>
            {info.user.name} · {isHost ? '主持人' : '参与者'}
          </p>
        </div>
      </Heading>
      <Card>
        <Filters>
          {/* Kept for 我的回复 too: it narrows the member's responses the same way, and the page does not jump. */}
          <Chips
            aria-label="板块"
            items={[
              { key: 0, label: '全部板块' },
              ...(sections.data ?? []).map((s) => ({ key: s.id, label: `${s.title}（${s.topicCount}）` })),
            ]}
            active={sectionId}
            onChange={setSectionId}
          />
          {!isHost && <Chips aria-label="回复状态" items={VIEWS} active={view} onChange={setView} />}
        </Filters>
        {list}
      </Card>
    </>
  );
}

/** /bbs/:id/topic: the group's sections and topics, answered and unanswered marked. */
export function TopicsPage() {
  return (
    <GroupFrame title="讨论话题" ownHeading>
      {(group) => <Topics {...group} />}
    </GroupFrame>
  );
}

export default TopicsPage;

const Heading = styled.header`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-bottom: 16px;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: 1.4;
  }
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Filters = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: 8px;
`;

const Item = styled(Link)`
  display: block;
  padding: 14px 4px;
  color: inherit;
  text-decoration: none;
  &:hover h2 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const ItemTitle = styled.h2`
  margin: 0 0 6px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 500;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
