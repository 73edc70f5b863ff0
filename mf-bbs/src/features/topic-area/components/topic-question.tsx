import { Link, useParams } from '@survey/shared/router';
import styled from 'styled-components';
import { useRequest } from '@survey/shared';
import { Button, Empty, Skeleton } from '@survey/shared/ui';
import { AsyncContent, Rows } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { formatDate } from '@survey/shared/format';
import { getResponses } from '../../../lib/api/get-responses';
import { useTopicDetail } from '../../../lib/api/get-topic-detail';
import { Muted, TopicFrame } from './topic-frame';

/** /topic/:topicId: a question with what the group has answered so far. */
export function TopicQuestion() {
  const topicId = Number(useParams().topicId);
  const detail = useTopicDetail(topicId);
  const responses = useRequest((http) => getResponses(http, { topicId }), [topicId]);
  const topic = detail.data;

  const body = (
    <AsyncContent state={detail} errorTitle="问题不存在或你不是该讨论组的成员" skeleton={<Skeleton title lines={6} />}>
      {(question) => (
        <>
          <Muted>{question.focusSectionTitle}</Muted>
          <RichText html={question.content} />
          <Button as={Link} block size="lg" to={question.replied ? `/topic/answer/detail/${question.id}` : `/topic/answer/${question.id}`}>
            {question.replied ? '查看我的回答' : '回答这个问题'}
          </Button>
          <h3>大家的回答（{responses.data?.length ?? 0}）</h3>
          {responses.data?.length === 0 && <Empty content="回答" top={16} />}
          <Answers>
            {(responses.data ?? []).map((r) => (
              <li key={r.id}>
                <strong>{r.name}</strong> <time>{formatDate(r.createdAt, 'M月D日 HH:mm')}</time>
                <p>{r.content}</p>
              </li>
            ))}
          </Answers>
        </>
      )}
    </AsyncContent>
  );
  return (
    <TopicFrame title={topic?.title ?? '问题详情'} back={{ to: topic ? `/topic/list/${topic.taskId}` : '/topic', label: '问题列表' }}>
      {body}
    </TopicFrame>
  );
}

export default TopicQuestion;

const Answers = styled(Rows)`
  li {
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  p {
    margin: 6px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
