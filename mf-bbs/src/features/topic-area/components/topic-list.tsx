import { useParams } from '@survey/shared/router';
import { useRequest } from '@survey/shared';
import { Empty, Tag } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { getTopicsAsk } from '../../../lib/api/get-topics-ask';
import { LinkRow, LinkRows } from '../../../components/link-rows';
import { TopicFrame } from './topic-frame';

/** /topic/list/:id: the questions of a group, answered ones marked; unanswered ones open the answer form. */
export function TopicList() {
  const { id = '' } = useParams();
  const taskId = Number(id);
  const valid = Number.isInteger(taskId) && taskId > 0;
  const topics = useRequest((http) => getTopicsAsk(http, { taskId }), [taskId], { enabled: valid });

  const body = !valid ? (
    <Empty content="问题" description="讨论组地址不正确" />
  ) : (
    <AsyncList
      state={topics}
      errorTitle="问题加载失败"
      errorDescription="请确认你是该讨论组的成员"
      skeleton={5}
      empty={<Empty content="问题" top={48} />}
    >
      {(list) => (
        <LinkRows aria-label="问题列表">
          {list.map((t) => (
            <li key={t.id}>
              <LinkRow to={t.replied ? `/topic/answer/detail/${t.id}` : `/topic/answer/${t.id}`}>
                <span>{t.title}</span>
                {t.replied ? <Tag type="success">已回答</Tag> : <Tag type="warning">去回答</Tag>}
              </LinkRow>
            </li>
          ))}
        </LinkRows>
      )}
    </AsyncList>
  );
  return (
    <TopicFrame title="问题列表" back={{ to: valid ? `/topic/join/${taskId}` : '/topic', label: '讨论组介绍' }}>
      {body}
    </TopicFrame>
  );
}

export default TopicList;
