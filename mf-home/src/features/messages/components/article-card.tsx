import type { ReactNode } from 'react';
import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, Result } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { RichText } from '@survey/shared/ui/rich-text';
import { formatDate } from '@survey/shared/format';

/** A message or a notice: its title, time and sanitized rich text, with the way back to the list. */
export function ArticleCard({
  kind,
  article,
  status,
  onRetry,
  missing,
}: {
  kind: string;
  article: { title: string; content: string; createdAt: number } | null;
  status: 'loading' | 'ready' | 'error';
  onRetry: () => void;
  /** The id was not a valid one: nothing to load. */
  missing: boolean;
}) {
  const { navigate } = usePlatform();
  const back: ReactNode = (
    <Button variant="secondary" onClick={() => navigate('/home/message')}>
      返回消息
    </Button>
  );
  if (missing) return <Result status="warning" title={`${kind}不存在`} actions={back} />;
  return (
    <Card title={article?.title ?? kind} extra={back}>
      <AsyncContent state={{ data: article, status, reload: onRetry }} errorTitle={`${kind}加载失败`}>
        {(article) => (
          <>
            <Time>{formatDate(article.createdAt)}</Time>
            <RichText html={article.content} as="article" />
          </>
        )}
      </AsyncContent>
    </Card>
  );
}

const Time = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;
