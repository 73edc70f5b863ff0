import styled from 'styled-components';
import { Button, Card, CoinAmount, ErrorPanel } from '@survey/shared/ui';
import type { CheckinState } from '@survey/contract';
import { CheckinCalendar } from './checkin-calendar';
import { formatGold } from '@survey/shared/format';

const BLANK = '\u00a0';

interface Props {
  state: CheckinState | null;
  status: 'loading' | 'ready' | 'error';
  submitting: boolean;
  onCheckIn: () => void;
  onRetry: () => void;
}

const Streak = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
  strong {
    margin: 0 2px;
    color: ${({ theme }) => theme.colors.goldText};
  }
`;

const Reward = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 16px;
  padding: 16px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 16px 20px;
  }
  background: linear-gradient(135deg, ${({ theme }) => theme.colors.goldSoft} 0%, #fffdf6 100%);
  border: 1px solid #ffe7b0;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const RewardText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

/** 每日签到: today's reward, the 签到 button and this month's calendar. */
export function CheckinCard({ state, status, submitting, onCheckIn, onRetry }: Props) {
  const extra = state ? (
    <Streak>
      已连续签到<strong>{state.streak}</strong>天
    </Streak>
  ) : null;
  return (
    <Card title="每日签到" extra={extra} data-testid="checkin-card">
      {status === 'error' && !state ? (
        <ErrorPanel title="签到信息加载失败" onRetry={onRetry} />
      ) : (
        // While loading: the same box and this month's calendar with blank texts, so the
        // card does not grow (and push what is below) when the state arrives.
        <>
          <Reward aria-busy={state ? undefined : true}>
            <RewardText>
              {!state ? (
                <>
                  <span>{BLANK}</span>
                  <CoinAmount value={BLANK} size="lg" showIcon={false} />
                  <span>{BLANK}</span>
                </>
              ) : state.checkedToday ? (
                <>
                  <span>今日已获得</span>
                  <CoinAmount value={state.todayReward} size="lg" unit="金币" />
                  <span>明日签到可得 {formatGold(state.nextReward)}</span>
                </>
              ) : (
                <>
                  <span>今日签到可得</span>
                  <CoinAmount value={state.todayReward} size="lg" unit="金币" />
                  <span>连续签到奖励更多</span>
                </>
              )}
            </RewardText>
            <Button variant="gold" size="lg" loading={submitting || !state} disabled={state?.checkedToday} onClick={onCheckIn}>
              {state?.checkedToday ? '今日已签到' : '签到'}
            </Button>
          </Reward>
          <CheckinCalendar days={state?.days ?? []} />
        </>
      )}
    </Card>
  );
}
