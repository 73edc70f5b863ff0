import styled from 'styled-components';
import { Link } from '@survey/shared/router';
import { CoinAmount, Tag } from '@survey/shared/ui';
import { JOIN_STATES, TASK_MODULES, TASK_TYPES, entryOf, formatDate } from '@survey/shared/format';
import type { Task } from '@survey/contract';

// Phones: the reward row goes under the task's text.
const Root = styled.article<{ $ended: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 12px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.md};
  opacity: ${({ $ended }) => ($ended ? 0.7 : 1)};
  transition:
    box-shadow 0.2s,
    border-color 0.2s;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: row;
    align-items: center;
    gap: 24px;
    padding: 20px 24px;
  }
`;

const Main = styled.div`
  flex: 1;
  min-width: 0;
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-bottom: 8px;
`;

const Title = styled.h3`
  margin: 0 0 10px;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
`;

// The whole card opens the task: the title's link covers it.
const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 20px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Quota = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
`;

const Bar = styled.span`
  position: relative;
  display: inline-block;
  width: 80px;
  height: 6px;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.divider};
  border-radius: ${({ theme }) => theme.radius.pill};
  & > span {
    position: absolute;
    inset: 0 auto 0 0;
    background: linear-gradient(90deg, #ffc53d, ${({ theme }) => theme.colors.gold});
    border-radius: inherit;
  }
`;

const Reward = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  ${({ theme }) => theme.media.tabletUp} {
    flex-direction: column;
    align-items: flex-end;
    justify-content: flex-start;
    min-width: 120px;
  }
`;

/** One task of the list: type and module, reward, time, remaining quota and end date; opens its detail. */
export function TaskCard({ task }: { task: Task }) {
  const type = entryOf(TASK_TYPES, task.type);
  const module = entryOf(TASK_MODULES, task.module);
  const joined = entryOf(JOIN_STATES, task.joinState);
  const ended = task.status === 1;
  const quota = Math.max(task.quota, 0);
  const remaining = Math.max(Math.min(task.remaining, quota), 0);
  const filled = quota > 0 ? Math.round(((quota - remaining) / quota) * 100) : 100;
  return (
    <Root $ended={ended} aria-label={task.title}>
      <Main>
        <Tags>
          {type && <Tag type={type.tag}>{type.label}</Tag>}
          {module && <Tag type={module.tag}>{module.label}</Tag>}
        </Tags>
        <Title>
          <CardLink to={`/task/detail/${task.id}`}>{task.title}</CardLink>
        </Title>
        <Meta>
          <span>预计用时 约{task.minutes}分钟</span>
          <Quota>
            <span>
              剩余名额 {remaining}/{quota}
            </span>
            <Bar aria-hidden="true">
              <span style={{ width: `${filled}%` }} />
            </Bar>
          </Quota>
          {task.endAt ? <span>截止 {formatDate(task.endAt, 'YYYY-MM-DD HH:mm')}</span> : null}
        </Meta>
      </Main>
      <Reward>
        <CoinAmount value={task.gold} size="lg" unit="金币" />
        {joined ? <Tag type={joined.tag}>{joined.label}</Tag> : ended ? <Tag>已结束</Tag> : <Tag type="success">进行中</Tag>}
      </Reward>
    </Root>
  );
}
