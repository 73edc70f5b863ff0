import { useSearchParams } from '@survey/shared/router';
import styled from 'styled-components';
import { useSession } from '@survey/shared';
import { Card, Empty, PageContainer, Tag } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { LinkRow, LinkRows } from '../../../components/link-rows';
import { ROLE_HOST } from '../../../hooks/use-group';
import { useTopicSearch } from '../hooks/use-topic-search';

/**
 * /bbs/search?word=…: the results of the group header's topic search in the group signed into (keyword
 * trimmed). The search box is the group header's (this area's frame): a second one here showed two.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const word = (params.get('word') ?? '').trim();
  const { topic } = useSession();
  const found = useTopicSearch(topic.taskId, topic.role === ROLE_HOST, word);

  let results;
  if (topic.taskId === null || topic.taskHashId === null)
    results = <Empty content="可搜索的讨论组" description="请先从讨论组链接登录，再搜索话题" />;
  else if (!word) results = <Empty content="搜索结果" description="在页面顶部的搜索框输入关键字，搜索本讨论组的话题" top={48} />;
  else
    results = (
      <AsyncList
        state={found}
        errorTitle="搜索失败"
        empty={<Empty content="相关话题" description={`没有找到包含“${word}”的话题`} top={48} />}
      >
        {(list) => (
          <LinkRows aria-label="搜索结果">
            {list.map((t) => (
              <li key={t.id}>
                <LinkRow to={`/bbs/${encodeURIComponent(topic.taskHashId!)}/topic/${t.id}`}>
                  <span>{t.title}</span>
                  {t.focusSectionTitle && <Tag type="primary">{t.focusSectionTitle}</Tag>}
                </LinkRow>
              </li>
            ))}
          </LinkRows>
        )}
      </AsyncList>
    );

  return (
    <PageContainer>
      <Card title="搜索话题" level={1}>
        {word && found.data && (
          <Summary>
            “{word}”的搜索结果：{found.data.length} 个话题
          </Summary>
        )}
        {results}
      </Card>
    </PageContainer>
  );
}

export default SearchPage;

const Summary = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;
