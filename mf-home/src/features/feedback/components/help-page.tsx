import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, Empty, Stack } from '@survey/shared/ui';
import { AsyncContent, Rows } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { Link } from '@survey/shared/router';
import { HomeLayout } from '../../../components/home-layout';
import { useIdParam } from '../../../lib/id-param';
import { useQuestions } from '../api/get-questions';
import { HelpLinks } from './help-links';

/**
 * /home/feedback/help/{category}: the category's articles; /home/feedback/help/{category}/{id}: one
 * article, its rich text sanitized.
 */
export function HelpPage() {
  const { navigate } = usePlatform();
  const category = useIdParam('category');
  const articleId = useIdParam('id');
  const questions = useQuestions(category);
  const article = articleId ? questions.data?.find((q) => q.id === articleId) : undefined;
  const ask = <Button onClick={() => navigate('/home/feedback/ask')}>我要提问</Button>;

  return (
    <HomeLayout>
      <Stack>
        <Card title="帮助中心" extra={ask}>
          <HelpLinks current={category} />
        </Card>
        <Card title={article?.title ?? '常见问题'}>
          {/* No category: nothing is asked (the request is disabled). */}
          {!category ? (
            <Empty content="帮助文章" />
          ) : (
            <AsyncContent state={questions} errorTitle="帮助文章加载失败">
              {(data) =>
                articleId ? (
                  article ? (
                    <>
                      <RichText html={article.content} as="article" />
                      <Back to={`/home/feedback/help/${category}`}>返回文章列表</Back>
                    </>
                  ) : (
                    <Empty content="这篇文章" />
                  )
                ) : data.length === 0 ? (
                  <Empty content="帮助文章" />
                ) : (
                  <Questions>
                    {data.map((q) => (
                      <li key={q.id}>
                        <Link to={`/home/feedback/help/${category}/${q.id}`}>{q.title}</Link>
                      </li>
                    ))}
                  </Questions>
                )
              }
            </AsyncContent>
          )}
        </Card>
      </Stack>
    </HomeLayout>
  );
}

export default HelpPage;

const Questions = styled(Rows)`
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 48px;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: 12px;
`;
