import styled from 'styled-components';
import { useParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Button, Card, PageContainer, Result, Skeleton } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { formatDate } from '@survey/shared/format';
import { useTipArticle } from '../api/get-tip-article';

const Article = styled.article`
  max-width: 800px;
  margin: 0 auto;
  h1 {
    margin: 0 0 4px;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  time {
    display: block;
    margin-bottom: 16px;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** /ranking/article/{id}: one answering tip, its rich text sanitized. */
export default function TipArticlePage() {
  const { navigate } = usePlatform();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const article = useTipArticle(valid ? id : 0);
  const back = <Button onClick={() => navigate('/ranking')}>返回明星榜</Button>;

  return (
    <PageContainer paddingY={24}>
      <Article>
        <Card>
          {!valid ? (
            <Result status="warning" title="文章不存在" actions={back} />
          ) : (
            <AsyncContent
              state={article}
              errorTitle="文章加载失败"
              errorDescription="文章不存在或网络异常"
              skeleton={<Skeleton title lines={8} />}
            >
              {(data) => (
                <>
                  <h1>{data.title}</h1>
                  <time dateTime={new Date(data.createdAt).toISOString()}>{formatDate(data.createdAt, 'YYYY-MM-DD')}</time>
                  <RichText html={data.content} />
                </>
              )}
            </AsyncContent>
          )}
        </Card>
      </Article>
    </PageContainer>
  );
}
