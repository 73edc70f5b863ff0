import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, CoinAmount, Empty, Tag } from '@survey/shared/ui';
import { AsyncList, List, type AsyncState } from '@survey/shared/ui/data';
import { TASK_TYPES, entryOf, formatDate } from '@survey/shared/format';
import type { Task } from '@survey/contract';

interface Props {
  state: AsyncState<Task[]>;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
`;

const Body = styled.div`
  flex: 1;
  min-width: 0;
`;

const Title = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 6px;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 500;
  color: ${({ theme }) => theme.colors.text};
  span:last-child {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Meta = styled.div`
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  & > span {
    white-space: nowrap;
  }
  & > span + span::before {
    content: '|';
    margin: 0 8px;
    color: ${({ theme }) => theme.colors.border};
  }
`;

/** Up to four open tasks the member has not joined, with a way to the task list. */
export function RecommendedTasks({ state }: Props) {
  const { navigate } = usePlatform();
  const more = (
    <Button variant="link" onClick={() => navigate('/task')}>
      查看全部任务
    </Button>
  );
  return (
    <Card title="推荐任务" extra={more}>
      <AsyncList
        state={state}
        errorTitle="推荐任务加载失败"
        errorOverData
        empty={
          <Empty content="推荐任务" top={24}>
            <Button variant="ghost" onClick={() => navigate('/task')}>
              去任务大厅看看
            </Button>
          </Empty>
        }
      >
        {(tasks) => (
          <List
            items={tasks}
            renderItem={(task) => {
              const type = entryOf(TASK_TYPES, task.type);
              return (
                <Row>
                  <Body>
                    <Title>
                      {type && <Tag type={type.tag}>{type.label}</Tag>}
                      <span>{task.title}</span>
                    </Title>
                    <Meta>
                      <span>约 {task.minutes} 分钟</span>
                      <span>剩余 {task.remaining} 份</span>
                      {task.endAt ? <span>截止 {formatDate(task.endAt, 'MM-DD HH:mm')}</span> : null}
                    </Meta>
                  </Body>
                  <CoinAmount value={task.gold} size="lg" signed />
                </Row>
              );
            }}
          />
        )}
      </AsyncList>
    </Card>
  );
}
