import styled from 'styled-components';
import { Link } from '@survey/shared/router';
import { Button, Card, CoinAmount, PageContainer, Section, Skeleton, Tag, visuallyHidden } from '@survey/shared/ui';
import { AsyncContent } from '@survey/shared/ui/data';
import { TASK_MODULES, TASK_TYPES, entryOf, formatNumber } from '@survey/shared/format';
import { useTasksSummary } from '../api/get-tasks-summary';

const Stats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin-bottom: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    gap: 24px;
    margin-bottom: 24px;
  }
`;

const Stat = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  & > span:first-child {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  & > strong {
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  & > small {
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 24px;
  }
`;

// A row is named by what it shows (WCAG 2.5.3), with the word its card's title gives the eye.
const Unseen = styled.span`
  ${visuallyHidden}
`;

const Row = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  min-height: 48px;
  padding: 4px 0;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.divider};
  }
  & > span:last-child {
    display: inline-flex;
    align-items: center;
    gap: 12px;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** Gold earned in a period and how many tasks it took. */
function EarningStat({ label, earned }: { label: string; earned: { gold: number; tasks: number } }) {
  return (
    <Stat aria-label={label}>
      <span>{label}</span>
      <strong>
        <CoinAmount value={earned.gold} size="lg" unit="金币" />
      </strong>
      <small>完成 {earned.tasks} 个任务</small>
    </Stat>
  );
}

/** /task/summary: open tasks by module and type, today's and this month's task earnings. */
export function TaskSummaryPage() {
  const summary = useTasksSummary();
  const content = (
    <AsyncContent state={summary} errorTitle="汇总加载失败" errorDescription="请检查网络后重试" skeleton={<Skeleton lines={6} title />}>
      {(data) => (
        <>
          <Stats>
            <Stat aria-label="进行中的任务">
              <span>进行中的任务</span>
              <strong>{formatNumber(data.open)} 个</strong>
            </Stat>
            <EarningStat label="今日收益" earned={data.today} />
            <EarningStat label="本月收益" earned={data.month} />
          </Stats>
          <Columns>
            <Card title="按模块">
              {data.modules.map((m) => {
                const entry = entryOf(TASK_MODULES, m.module);
                return (
                  <Row key={m.module} to={`/task?module=${m.module}`}>
                    <span>
                      {entry ? <Tag type={entry.tag}>{entry.label}</Tag> : m.module}
                      <Unseen>模块</Unseen>
                    </span>
                    <span>
                      <span>{m.open} 个任务</span>
                      <CoinAmount value={m.gold} />
                    </span>
                  </Row>
                );
              })}
            </Card>
            <Card title="按类型">
              {data.types.map((t) => {
                const entry = entryOf(TASK_TYPES, t.type);
                return (
                  <Row key={t.type} to={`/task?type=${t.type}`}>
                    <span>
                      {entry ? <Tag type={entry.tag}>{entry.label}</Tag> : t.type}
                      <Unseen>类型</Unseen>
                    </span>
                    <span>{t.open} 个任务</span>
                  </Row>
                );
              })}
            </Card>
          </Columns>
        </>
      )}
    </AsyncContent>
  );
  return (
    <PageContainer>
      <Section
        level={1}
        title="任务汇总"
        description="进行中的任务一览，以及你今天和本月靠任务赚到的金币"
        extra={
          <Button as={Link} to="/task" variant="link">
            返回任务大厅
          </Button>
        }
      >
        {content}
      </Section>
    </PageContainer>
  );
}

export default TaskSummaryPage;
