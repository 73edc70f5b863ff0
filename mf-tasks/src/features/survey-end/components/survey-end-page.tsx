import styled from 'styled-components';
import { useSearchParams } from '@survey/shared/router';
import type { TaskResult } from '@survey/contract';
import { useBalanceRefresh, useSession, usePlatform } from '@survey/shared';
import { Button, CoinAmount, Result, Skeleton } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { ScreenFrame } from '../../../components/screen-frame';
import { outcomeOf } from '../../../lib/join-outcomes';
import { useTaskResult } from '../api/get-task-result';

const Credited = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: 12px;
  margin: 0;
  padding: 16px;
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  & dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  & dd {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
  }
`;

const Note = styled.p`
  margin: 12px 0 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

function WhatChanged({ result }: { result: TaskResult }) {
  if (result.gold === 0 && result.credit === 0 && result.quality === 0) return <Note>本次没有发放奖励。</Note>;
  return (
    <>
      <Credited aria-label="本次奖励">
        <div>
          <dt>金币</dt>
          <dd>
            <CoinAmount value={result.gold} signed size="lg" />
          </dd>
        </div>
        {result.credit !== 0 && (
          <div>
            <dt>权益值</dt>
            <dd>{signed(result.credit)}</dd>
          </div>
        )}
        {result.quality !== 0 && (
          <div>
            <dt>质量分</dt>
            <dd>{signed(result.quality)}</dd>
          </div>
        )}
      </Credited>
      <Note>记录于 {formatDate(result.createdAt)}</Note>
    </>
  );
}

/** /survey/end?ref=…: the outcome of a questionnaire for every join state, and what was credited. */
export function SurveyEndPage() {
  const { navigate } = usePlatform();
  const loggedIn = Boolean(useSession().token);
  const [search] = useSearchParams();
  const ref = search.get('ref');
  const request = useTaskResult(ref && /^[0-9a-f]{32}$/.test(ref) ? ref : null);
  const result = request.data;
  useBalanceRefresh(Boolean(result && result.gold !== 0), ref);
  const actions = (
    <>
      <Button onClick={() => navigate('/task')}>继续做任务</Button>
      {loggedIn && (
        <Button variant="secondary" onClick={() => navigate('/home/gold')}>
          查看金币明细
        </Button>
      )}
    </>
  );

  let content;
  if (!ref) content = <Result status="info" title="暂无答题结果" description="答完问卷后，结果会显示在这里。" actions={actions} />;
  else
    content = (
      <AsyncContent
        state={request}
        errorTitle="结果加载失败"
        errorDescription="结果不存在或网络异常"
        skeleton={<Skeleton lines={4} title />}
      >
        {(result) => {
          const outcome = outcomeOf(result.state);
          return (
            <Result
              status={outcome.status}
              title={outcome.title}
              description={
                <>
                  「{result.taskTitle}」{result.status === 'already' ? '此前已有结果记录，本次不再重复发放奖励。' : outcome.description}
                </>
              }
              actions={actions}
            >
              <WhatChanged result={result} />
            </Result>
          );
        }}
      </AsyncContent>
    );
  return <ScreenFrame label="答题结果">{content}</ScreenFrame>;
}

export default SurveyEndPage;
