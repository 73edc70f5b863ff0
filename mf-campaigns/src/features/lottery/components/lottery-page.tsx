import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { Campaign, LotteryDraw } from '@survey/contract';
import { isApiError, useBalanceRefresh } from '@survey/shared';
import { Button, Card, CoinAmount, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { CampaignFrame } from '../../../components/campaign-frame';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useLottery } from '../api/get-lottery';
import { useDraw } from '../api/post-lottery-draw';
import { DrawRecords } from './draw-records';
import { formatGold } from '@survey/shared/format';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
    gap: 12px;
  }
`;

const Prize = styled.li<{ $won: boolean; $out: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-height: 72px;
  padding: 8px 4px;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  color: ${({ theme, $out }) => ($out ? theme.colors.textMuted : theme.colors.text)};
  background: ${({ theme, $won }) => ($won ? theme.colors.goldSoft : theme.colors.background)};
  border: 2px solid ${({ theme, $won }) => ($won ? theme.colors.gold : 'transparent')};
  border-radius: ${({ theme }) => theme.radius.md};
  small {
    font-weight: 400;
    font-size: ${({ theme }) => theme.fontSize.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Status = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 12px;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Outcome = styled.p`
  margin: 12px 0 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.goldText};
`;

function LotteryBoard({ campaign }: { campaign: Campaign }) {
  const { data, status, reload, setData } = useLottery();
  const draw = useDraw();
  const key = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<LotteryDraw | null>(null);
  useBalanceRefresh(last !== null, last?.id ?? null);

  if (status === 'error' && !data) return <ErrorPanel title="抽奖信息加载失败" onRetry={() => void reload()} />;
  if (!data) return <Skeleton lines={4} />;

  const running = campaign.state === 'running';
  const left = data.dailyLimit - data.drawsToday;
  const onDraw = async () => {
    key.current ??= newIdempotencyKey();
    setBusy(true);
    try {
      const result = await draw({ key: key.current });
      key.current = null;
      setLast(result.draw);
      setData({ ...data, gold: result.gold, drawsToday: data.drawsToday + 1 });
      void reload();
    } catch (e) {
      // A refusal (gold, limit) is final: the next press is a new draw. A lost answer retries the same key.
      if (isApiError(e) && e.code !== null) key.current = null;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Card title="幸运转盘">
        <Status>
          <span data-testid="lottery-gold">
            我的金币：
            <CoinAmount value={data.gold} />
          </span>
          <span>
            今日剩余 {Math.max(left, 0)} / {data.dailyLimit} 次
          </span>
        </Status>
        <Grid aria-label="奖品">
          {data.prizes.map((p) => (
            <Prize key={p.id} $won={last?.prizeId === p.id} $out={!p.available}>
              {p.name}
              {!p.available && <small>已抽完</small>}
            </Prize>
          ))}
        </Grid>
        {running && (
          <Button variant="gold" size="lg" block loading={busy} disabled={left <= 0} onClick={() => void onDraw()}>
            {left <= 0 ? '今日次数已用完' : `抽一次（${formatGold(data.cost)}）`}
          </Button>
        )}
        {last && <Outcome role="status">{last.gold > 0 ? `恭喜抽中 ${last.prizeName}！` : `${last.prizeName}，再接再厉！`}</Outcome>}
      </Card>
      <DrawRecords key={last?.id ?? 0} />
    </>
  );
}

/** /lottery: a draw costs gold; the server picks the prize; the member's records below. */
export default function LotteryPage() {
  return (
    <CampaignFrame campaign="lottery" tone="linear-gradient(135deg, #ff9a3d 0%, #ff4d4f 100%)">
      {(campaign) => <LotteryBoard campaign={campaign} />}
    </CampaignFrame>
  );
}
