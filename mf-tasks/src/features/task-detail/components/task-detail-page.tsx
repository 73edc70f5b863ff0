import styled from 'styled-components';
import { Link, useParams } from '@survey/shared/router';
import type { TaskDetail } from '@survey/contract';
import { CoinAmount, PageContainer, Result, Skeleton, Tag } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { JOIN_STATES, TASK_MODULES, TASK_TYPES, entryOf, formatDate, formatGold } from '@survey/shared/format';
import { positiveInt } from '../../../lib/query';
import { useTask } from '../api/get-task';
import { StartPanel } from './start-panel';

const Root = styled.article`
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Head = styled.header`
  padding: 20px 16px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tabletUp} {
    padding: 28px 24px 20px;
  }
  & h1 {
    margin: 8px 0 12px;
    font-size: ${({ theme }) => theme.fontSize.xl};
    line-height: 1.4;
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const Rewards = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 20px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 16px;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    padding: 20px 24px;
  }
  & dt {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 4px 0 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Block = styled.section`
  padding: 0 16px 16px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 0 24px 20px;
  }
  & h2 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

function JoinStatus({ task }: { task: TaskDetail }) {
  const state = entryOf(JOIN_STATES, task.joinState);
  if (!state || !task.joinedAt) return <p>你还没有参加这个任务。</p>;
  const answering = task.joinState === 0 && !task.finishedAt;
  return (
    <p>
      <Tag type={answering ? 'primary' : state.tag}>{answering ? '答题中' : state.label}</Tag> 参加于 {formatDate(task.joinedAt)}
      {task.finishedAt ? `，结果记录于 ${formatDate(task.finishedAt)}` : ''}
      {task.earned && task.earned.gold > 0 ? `，获得 ${formatGold(task.earned.gold)}` : ''}
    </p>
  );
}

/** /task/detail/:id: what the task asks, its rewards, quota, deadline, who may join and the start button. */
export function TaskDetailPage() {
  const id = positiveInt(useParams().id ?? null);
  const request = useTask(id);

  let content;
  if (id === undefined) content = <Result status="error" title="任务不存在" description="链接中的任务编号不正确" />;
  else
    content = (
      <AsyncContent
        state={request}
        errorTitle="任务加载失败"
        errorDescription="任务不存在或网络异常"
        skeleton={<Skeleton lines={8} title />}
      >
        {(task) => {
          const type = entryOf(TASK_TYPES, task.type);
          const module = entryOf(TASK_MODULES, task.module);
          return (
            <Root aria-label={task.title}>
              <Head>
                <Tags>
                  {type && <Tag type={type.tag}>{type.label}</Tag>}
                  {module && <Tag type={module.tag}>{module.label}</Tag>}
                  {task.status === 1 && <Tag>已结束</Tag>}
                </Tags>
                <h1>{task.title}</h1>
                <Rewards aria-label="任务奖励">
                  <CoinAmount value={task.gold} size="xl" unit="金币" />
                  {task.credit > 0 && <span>权益值 +{task.credit}</span>}
                  {task.quality > 0 && <span>质量分 +{task.quality}</span>}
                </Rewards>
              </Head>
              <Facts>
                <div>
                  <dt>预计用时</dt>
                  <dd>约 {task.minutes} 分钟</dd>
                </div>
                <div>
                  <dt>剩余名额</dt>
                  <dd>
                    {task.remaining}/{task.quota}
                  </dd>
                </div>
                <div>
                  <dt>截止时间</dt>
                  <dd>{formatDate(task.endAt)}</dd>
                </div>
                <div>
                  <dt>发布方</dt>
                  <dd>{task.supplierName}</dd>
                </div>
              </Facts>
              <Block aria-label="任务说明">
                <h2>任务说明</h2>
                <p>{task.description}</p>
              </Block>
              <Block aria-label="参与条件">
                <h2>参与条件</h2>
                <p>
                  {task.audience || '所有会员'}
                  {task.minQuality > 0 ? `；质量分 ${task.minQuality} 分及以上` : ''}
                  {task.startAt > Date.now() ? `；${formatDate(task.startAt)} 开始` : ''}
                </p>
              </Block>
              <Block aria-label="我的参与">
                <h2>我的参与</h2>
                <JoinStatus task={task} />
              </Block>
              <StartPanel task={task} />
            </Root>
          );
        }}
      </AsyncContent>
    );
  return (
    <PageContainer>
      <Back to="/task">← 返回任务大厅</Back>
      {content}
    </PageContainer>
  );
}

export default TaskDetailPage;
