import styled from 'styled-components';
import { RouteTitle } from '../../../components/route-title';
import { useSearchParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Button, Card, ErrorPanel, PageContainer, Result, Skeleton } from '@survey/shared/ui';
import { formatDate } from '@survey/shared/format';
import { QrCard, siteUrl } from '../../../components/qr-card';
import { useQuizResult } from '../api/get-quiz-result';

const Score = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.display};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primary};
  small {
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const ShareCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: row;
    justify-content: center;
    gap: 32px;
  }
`;

const Wrap = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

/** /answerSheet/result?id=…: a score as the server gave it, with a share card. */
export default function QuizResultPage() {
  const { navigate } = usePlatform();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const { data, status, reload } = useQuizResult(id);
  const again = <Button onClick={() => navigate('/answerSheet')}>去答题</Button>;

  return (
    <PageContainer paddingY={24}>
      <Wrap>
        <RouteTitle />
        {!id || (status === 'error' && !data) ? (
          id ? (
            <ErrorPanel title="成绩加载失败" description="成绩不存在或网络异常" onRetry={() => void reload()} />
          ) : (
            <Card>
              <Result status="warning" title="没有找到成绩" description="请先完成答题挑战。" actions={again} />
            </Card>
          )
        ) : !data ? (
          <Skeleton title lines={5} />
        ) : (
          <Card>
            <Result
              title={`${data.nickname} 的答题成绩`}
              description={`答对 ${data.correct} / ${data.questions} 题 · ${formatDate(data.createdAt, 'YYYY-MM-DD HH:mm')}`}
              actions={
                <Button variant="secondary" onClick={() => navigate('/answerSheet')}>
                  再答一次
                </Button>
              }
            >
              <ShareCard>
                <Score>
                  {data.score}
                  <small> / {data.total} 分</small>
                </Score>
                <QrCard value={siteUrl('/answerSheet')} caption="扫码和我一起挑战" />
              </ShareCard>
            </Result>
          </Card>
        )}
      </Wrap>
    </PageContainer>
  );
}
