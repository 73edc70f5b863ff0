import styled from 'styled-components';
import { Link } from '@survey/shared/router';
import type { TaskDetail } from '@survey/contract';
import { usePlatform } from '@survey/shared';
import { Button } from '@survey/shared/ui';
import { startPath } from '../../../lib/channels';

// Phones: the start button stays at the bottom of the screen.
const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 12px 16px calc(12px + env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.divider};
  ${({ theme }) => theme.media.tabletUp} {
    position: static;
    flex-direction: row;
    align-items: center;
    padding: 20px 24px;
  }
  & > button {
    width: 100%;
    ${({ theme }) => theme.media.tabletUp} {
      width: auto;
      min-width: 200px;
    }
  }
`;

const Reason = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.warningText};
`;

const labelOf = (task: TaskDetail) => {
  if (task.blocker?.code === 'group') return '进入讨论组';
  // One attempt per task: a started one cannot be started again, its result comes back from the supplier.
  if (task.blocker?.code === 'in-progress') return '答题中';
  return '开始答题';
};

/** The start button: enabled when the member can start, otherwise disabled with the reason beside it. */
export function StartPanel({ task }: { task: TaskDetail }) {
  const { navigate } = usePlatform();
  const group = task.blocker?.code === 'group';
  const blocked = Boolean(task.blocker) && !group;
  return (
    <Bar>
      <Button
        size="lg"
        variant="gold"
        disabled={blocked}
        aria-describedby={blocked ? 'start-reason' : undefined}
        onClick={() => navigate(startPath(task))}
      >
        {labelOf(task)}
      </Button>
      {blocked && task.blocker && (
        <Reason id="start-reason">
          {task.blocker.message}
          {task.blocker.code === 'profile-required' && (
            <>
              ，<Link to={`/user/survey?redirect=${encodeURIComponent(`/task/detail/${task.id}`)}`}>去填写个人资料</Link>
            </>
          )}
        </Reason>
      )}
    </Bar>
  );
}
