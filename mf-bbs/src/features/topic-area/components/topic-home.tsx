import { Empty, Tag } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { useGroups } from '../api/get-tasks';
import { LinkRow, LinkRows } from '../../../components/link-rows';
import { Muted, TopicFrame } from './topic-frame';

/** /topic: the discussion groups a respondent can take part in. */
export function TopicHome() {
  const groups = useGroups();
  return (
    <TopicFrame title="话题讨论">
      <Muted>参加讨论组，回答主持人的问题，分享你的想法。</Muted>
      <AsyncList state={groups} errorTitle="讨论组加载失败" empty={<Empty content="讨论组" top={48} />}>
        {(data) => (
          <LinkRows aria-label="讨论组列表">
            {data.list.map((g) => (
              <li key={g.id}>
                <LinkRow to={`/topic/join/${g.id}`}>
                  <span>{g.title}</span>
                  {g.status === 1 ? <Tag>已结束</Tag> : <Tag type="primary">截止 {formatDate(g.endAt, 'M月D日')}</Tag>}
                </LinkRow>
              </li>
            ))}
          </LinkRows>
        )}
      </AsyncList>
    </TopicFrame>
  );
}

export default TopicHome;
