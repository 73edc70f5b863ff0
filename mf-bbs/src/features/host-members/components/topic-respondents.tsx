import { useState } from 'react';
import type { HostTopic } from '@survey/contract';
import styled from 'styled-components';
import { Card, Empty, Skeleton, Tag } from '@survey/shared/ui';
import { AsyncList, type AsyncState } from '@survey/shared/ui/data';
import { Chips } from '../../../components/chips';
import { useMemberNums } from '../api/get-host-member-nums';
import { useTopicRespondents } from '../api/get-host-members';

/** Who answered one topic and who has not yet. */
function Respondents({ taskId, topics }: { taskId: number; topics: HostTopic[] }) {
  const [picked, setPicked] = useState<number>(0);
  const topicId = picked || topics[0].id;
  const respondents = useTopicRespondents(topicId);
  const nums = useMemberNums(taskId, topicId);
  return (
    <>
      <Chips aria-label="话题" items={topics.map((t) => ({ key: t.id, label: t.title }))} active={topicId} onChange={setPicked} />
      {nums.data && (
        <Summary>
          已回复 {nums.data.replied} 人，未回复 {nums.data.unreplied} 人（共 {nums.data.total} 人）
        </Summary>
      )}
      {!respondents.data ? (
        <Skeleton lines={3} />
      ) : (
        <People>
          {respondents.data.map((m) => (
            <li key={m.memberId}>
              <span>{m.name}</span>
              {m.replied ? <Tag type="success">{m.responseCount} 条回复</Tag> : <Tag type="warning">未回复</Tag>}
            </li>
          ))}
        </People>
      )}
    </>
  );
}

/** 按话题查看: the topics' respondents; 当前没有话题 only once the topics came back empty, a skeleton before. */
export function TopicRespondents({ taskId, topics }: { taskId: number; topics: AsyncState<HostTopic[]> }) {
  return (
    <Card title="按话题查看">
      <AsyncList state={topics} errorTitle="话题加载失败" skeleton={3} empty={<Empty content="话题" top={24} />}>
        {(list) => <Respondents taskId={taskId} topics={list} />}
      </AsyncList>
    </Card>
  );
}

const Summary = styled.p`
  margin: 12px 0 0;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const People = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(160px, 1fr));
  gap: 8px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    padding: 10px 12px;
    background: ${({ theme }) => theme.colors.background};
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;
