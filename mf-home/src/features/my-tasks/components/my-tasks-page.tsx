import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { useSearchParams } from '@survey/shared/router';
import type { MyTask } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button, Card, CoinAmount, Empty, Tag } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { Pagination, Tabs } from '@survey/shared/ui/navigation';
import { JOIN_STATES, TASK_TYPES, entryOf, formatDate } from '@survey/shared/format';
import { HomeLayout } from '../../../components/home-layout';
import { type MyTaskFilter, useMyTasks } from '../api/get-my-tasks';

const PAGE_SIZE = 10;
const FILTERS: { key: MyTaskFilter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'ongoing', label: '进行中' },
  { key: 'completed', label: '已完成' },
  { key: 'failed', label: '未通过' },
];

const Items = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  & > a {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: 64px;
    padding: 12px 0;
    color: inherit;
    text-decoration: none;
  }
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
  & > p {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px;
    margin: 0 0 6px;
    font-size: ${({ theme }) => theme.fontSize.md};
    font-weight: 500;
  }
  & > small {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

function stateTag(task: MyTask) {
  if (!task.finished) return <Tag type="primary">答题中</Tag>;
  const state = entryOf(JOIN_STATES, task.state);
  return state ? <Tag type={state.tag}>{state.label}</Tag> : null;
}

function TaskRow({ task }: { task: MyTask }) {
  const { navigate } = usePlatform();
  const href = `/task/detail/${task.taskId}`;
  const type = entryOf(TASK_TYPES, task.type);
  // The detail page is another area's: the platform navigates there.
  const open = (event: MouseEvent) => {
    event.preventDefault();
    navigate(href);
  };
  return (
    <Item>
      <a href={href} onClick={open}>
        <Body>
          <p>
            {type && <Tag type={type.tag}>{type.label}</Tag>}
            <span>{task.title}</span>
          </p>
          <small>
            参加于 {formatDate(task.joinedAt)}
            {task.finishedAt ? ` · 结果 ${formatDate(task.finishedAt)}` : ''}
          </small>
        </Body>
        <div>
          {stateTag(task)}
          {task.gold > 0 && <CoinAmount value={task.gold} signed />}
        </div>
      </a>
    </Item>
  );
}

/** /home/task: the tasks this member joined, with join-state labels, dates and what each earned. */
export function MyTasksPage() {
  const { navigate } = usePlatform();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get('filter');
  const filter = FILTERS.find((f) => f.key === wanted)?.key ?? 'all';
  const rawPage = search.get('page');
  const page = rawPage !== null && /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const tasks = useMyTasks(filter, page, PAGE_SIZE);

  const go = (next: { filter: MyTaskFilter; page?: number }) => {
    const params = new URLSearchParams();
    if (next.filter !== 'all') params.set('filter', next.filter);
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <HomeLayout>
      <Card
        title="我的任务"
        extra={
          <Button variant="link" onClick={() => navigate('/task')}>
            任务大厅
          </Button>
        }
      >
        <Tabs aria-label="任务状态" items={FILTERS} activeKey={filter} onChange={(key) => go({ filter: key as MyTaskFilter })} />
        <AsyncList
          state={tasks}
          errorTitle="我的任务加载失败"
          skeleton={6}
          empty={
            <Empty content="任务记录" top={48}>
              <Button onClick={() => navigate('/task')}>去任务大厅</Button>
            </Empty>
          }
          pagination={(data) => (
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={(next) => go({ filter, page: next })} />
          )}
        >
          {(data) => (
            <Items aria-label="我参加的任务" aria-busy={tasks.status === 'loading'}>
              {data.list.map((task) => (
                <TaskRow key={task.taskId} task={task} />
              ))}
            </Items>
          )}
        </AsyncList>
      </Card>
    </HomeLayout>
  );
}

export default MyTasksPage;
