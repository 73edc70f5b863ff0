import { useParams } from '@survey/shared/router';
import { useRequest } from '@survey/shared';
import { Empty, ErrorPanel, Skeleton, Tag } from '@survey/shared/ui';
import { getTopicsAsk } from '../../../lib/api/get-topics-ask';
import { LinkRow, LinkRows } from '../../../components/link-rows';
import { TopicFrame } from './topic-frame';

/** /topic/list/:id: the questions of a group, answered ones marked; unanswered ones open the answer form. */
export function TopicList() {
  const { id = '' } = useParams();
  const taskId = Number(id);
  const valid = Number.isInteger(taskId) && taskId > 0;
  const topics = useRequest((http) => getTopicsAsk(http, { taskId }), [taskId], { enabled: valid });

  let body;
  if (!valid) body = <Empty content="问题" description="讨论组地址不正确" />;
  else if (topics.status === 'error' && !topics.data)
    body = <ErrorPanel title="问题加载失败" description="请确认你是该讨论组的成员" onRetry={() => void topics.reload()} />;
  else if (!topics.data) body = <Skeleton lines={5} />;
  else if (topics.data.length === 0) body = <Empty content="问题" top={48} />;
  else
    body = (
      <LinkRows aria-label="问题列表">
        {topics.data.map((t) => (
          <li key={t.id}>
            <LinkRow to={t.replied ? `/topic/answer/detail/${t.id}` : `/topic/answer/${t.id}`}>
              <span>{t.title}</span>
              {t.replied ? <Tag type="success">已回答</Tag> : <Tag type="warning">去回答</Tag>}
            </LinkRow>
          </li>
        ))}
      </LinkRows>
    );
  return (
    <TopicFrame title="问题列表" back={{ to: valid ? `/topic/join/${taskId}` : '/topic', label: '讨论组介绍' }}>
      {body}
    </TopicFrame>
  );
}

export default TopicList;
