import { Link, useSearchParams } from '@survey/shared/router';
import styled from 'styled-components';
import { Empty, PageContainer, Section, Skeleton } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { Pagination, Tabs } from '@survey/shared/ui/navigation';
import { TASK_MODULES, TASK_TYPES } from '@survey/shared/format';
import { useTasks } from '../api/get-tasks';
import { TaskCard } from './task-card';

export const TASK_PAGE_SIZE = 10;
const ALL = 'all';

const Panel = styled.div`
  padding: 4px 12px 12px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 8px 24px 16px;
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  padding: 16px 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

// Phones: 36px chips whose tap area reaches 44px (rows are 8px apart).
const Chip = styled.button<{ $active: boolean }>`
  position: relative;
  height: 36px;
  padding: 0 12px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textSecondary)};
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySoft : 'transparent')};
  border: 1px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.pill};
  transition:
    color 0.2s,
    background-color 0.2s;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* The inset counts from inside the 1px border: -5px makes the area 44px from the chip's outer edge. */
  &::before {
    content: '';
    position: absolute;
    inset: -5px -1px;
  }
  ${({ theme }) => theme.media.tabletUp} {
    height: 28px;
    &::before {
      content: none;
    }
  }
`;

const SummaryLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.primary};
`;

const Cards = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

/** A non-negative integer from the query string, or undefined. */
function intParam(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  return Number(value);
}

/** /task: every task, filtered by module (tabs) and type, ten per page. */
export function TaskListPage() {
  const [search, setSearch] = useSearchParams();
  const module = intParam(search.get('module'));
  const type = intParam(search.get('type'));
  const page = Math.max(1, intParam(search.get('page')) ?? 1);
  const tasks = useTasks({ module, type, page, size: TASK_PAGE_SIZE });

  /** Changes one filter; any filter change starts again at page 1. */
  const update = (changes: { module?: number | null; type?: number | null; page?: number }) => {
    const next = new URLSearchParams(search);
    for (const key of ['module', 'type'] as const) {
      if (!(key in changes)) continue;
      const value = changes[key];
      if (value === null || value === undefined) next.delete(key);
      else next.set(key, String(value));
      next.delete('page');
    }
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
    }
    setSearch(next);
  };

  const tabs = [{ key: ALL, label: '全部' }, ...TASK_MODULES.map((entry) => ({ key: String(entry.value), label: entry.label }))];

  return (
    <PageContainer>
      <Section
        level={1}
        title="任务大厅"
        description="完成问卷、试用和讨论组任务即可赚取金币，金币可在兑换中心兑换好礼"
        extra={<SummaryLink to="/task/summary">任务汇总与我的收益</SummaryLink>}
      >
        <Panel>
          <Tabs
            aria-label="任务模块"
            items={tabs}
            activeKey={module === undefined ? ALL : String(module)}
            onChange={(key) => update({ module: key === ALL ? null : Number(key) })}
          />
          <Filters role="group" aria-label="任务类型">
            <span>任务类型：</span>
            <Chip type="button" $active={type === undefined} aria-pressed={type === undefined} onClick={() => update({ type: null })}>
              全部
            </Chip>
            {TASK_TYPES.map((entry) => (
              <Chip
                key={entry.value}
                type="button"
                $active={type === entry.value}
                aria-pressed={type === entry.value}
                onClick={() => update({ type: entry.value })}
              >
                {entry.label}
              </Chip>
            ))}
          </Filters>
          <AsyncList
            state={tasks}
            errorTitle="任务加载失败"
            errorDescription="请检查网络后重试"
            errorOverData
            skeleton={<Skeleton lines={6} title />}
            empty={<Empty content="任务" top={80} />}
            pagination={(data) => (
              <Pagination page={page} pageSize={TASK_PAGE_SIZE} total={data.total} onChange={(next) => update({ page: next })} />
            )}
          >
            {(data) => (
              <Cards aria-busy={tasks.status === 'loading'}>
                {data.list.map((task) => (
                  <TaskCard key={task.id} task={task} />
                ))}
              </Cards>
            )}
          </AsyncList>
        </Panel>
      </Section>
    </PageContainer>
  );
}

export default TaskListPage;
