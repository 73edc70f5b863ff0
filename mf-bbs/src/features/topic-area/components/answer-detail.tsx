import { Link, useParams } from '@survey/shared/router';
import styled from 'styled-components';
import { useRequest } from '@survey/shared';
import { Button, Empty, ErrorPanel, Skeleton, Tag } from '@survey/shared/ui';
import { formatDate } from '@survey/shared/format';
import { AttachmentChip } from '../../../components/attachment-chip';
import { getMemberTopicResponses } from '../../../lib/api/get-member-topic-responses';
import { useFollowUps } from '../../../lib/api/get-responses-ask';
import { useTopicDetail } from '../../../lib/api/get-topic-detail';
import { useMemberInfo } from '../api/get-group-member-info';
import { Muted, TopicFrame } from './topic-frame';

/** /topic/answer/detail/:topicId: my answers to a question, the host's follow-ups on them, and asking further. */
export function AnswerDetail() {
  const topicId = Number(useParams().topicId);
  const detail = useTopicDetail(topicId);
  const seat = useMemberInfo(detail.data?.taskId ?? null);
  const memberId = seat.data?.memberId;
  const mine = useRequest((http) => getMemberTopicResponses(http, { topicId, memberId: memberId ?? 0 }), [topicId, memberId], {
    enabled: memberId !== undefined,
  });
  const followUps = useFollowUps(topicId, true);
  const topic = detail.data;

  let body;
  if ((detail.status === 'error' && !topic) || (seat.status === 'error' && !seat.data))
    body = <ErrorPanel title="回答加载失败" onRetry={() => void detail.reload()} />;
  else if (!topic || !mine.data) body = <Skeleton lines={5} />;
  else if (mine.data.length === 0)
    body = (
      <Empty content="回答" description="你还没有回答这个问题" top={24}>
        <Button as={Link} to={`/topic/answer/${topicId}`}>
          去回答
        </Button>
      </Empty>
    );
  else
    body = (
      <Answers aria-label="我的回答">
        {mine.data.map((r) => {
          const asked = (followUps.data ?? []).filter((f) => f.parentId === r.id);
          return (
            <li key={r.id}>
              <Head>
                {r.tag && <Tag>{r.tag}</Tag>}
                <time>{formatDate(r.createdAt, 'M月D日 HH:mm')}</time>
              </Head>
              <p>{r.content}</p>
              {r.attachments.map((a) => (
                <AttachmentChip key={a.id} attachment={a} />
              ))}
              {asked.map((f) => (
                <FollowUp key={f.id}>主持人追问：{f.content}</FollowUp>
              ))}
              <Button as={Link} variant="secondary" size="sm" to={`/topic/questioning/${r.id}?topic=${topicId}`}>
                {asked.length ? '回应追问' : '补充追问'}
              </Button>
            </li>
          );
        })}
      </Answers>
    );
  return (
    <TopicFrame title={topic?.title ?? '回答详情'} back={{ to: topic ? `/topic/list/${topic.taskId}` : '/topic', label: '问题列表' }}>
      {topic && <Muted>{topic.focusSectionTitle}</Muted>}
      {body}
    </TopicFrame>
  );
}

export default AnswerDetail;

const Answers = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: 8px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  gap: 8px;
  time {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const FollowUp = styled.p`
  align-self: stretch;
  padding: 8px 12px;
  color: ${({ theme }) => theme.colors.goldText};
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;
