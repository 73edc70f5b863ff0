import { useState } from 'react';
import styled from 'styled-components';
import type { Campaign, GiftBox } from '@survey/contract';
import { useBalanceRefresh, usePlatform } from '@survey/shared';
import { Button, Card, CoinAmount, Empty, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { CampaignFrame } from '../../../components/campaign-frame';
import { useGiftBoxes } from '../api/get-gift-boxes';
import { useOpenBox } from '../api/post-gift-box-open';
import { FESTIVALS, type Festival } from './festival';
import { GiftIcon } from './gift-icon';

const Boxes = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Box = styled.li<{ $opened: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  padding: 16px 8px;
  text-align: center;
  background: ${({ theme, $opened }) => ($opened ? theme.colors.background : theme.colors.goldSoft)};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Reward = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.goldText};
`;

function BoxList({ festival, campaign }: { festival: Festival; campaign: Campaign }) {
  const { navigate } = usePlatform();
  const { data, status, reload, setData } = useGiftBoxes(festival);
  const open = useOpenBox();
  const [opening, setOpening] = useState<number | null>(null);
  const [opened, setOpened] = useState<GiftBox | null>(null);
  useBalanceRefresh(opened !== null, opened?.id ?? null);

  if (status === 'error' && !data) return <ErrorPanel title="礼盒加载失败" onRetry={() => void reload()} />;
  if (!data) return <Skeleton lines={4} />;

  const running = campaign.state === 'running';
  const onOpen = async (box: GiftBox) => {
    setOpening(box.id);
    try {
      const result = await open({ id: box.id });
      setOpened(result.box);
      setData(data.map((b) => (b.id === box.id ? result.box : b)));
    } catch {
      // Told already (opened elsewhere, campaign over): show the boxes as the server has them.
      void reload();
    } finally {
      setOpening(null);
    }
  };
  const unopened = data.filter((b) => b.openedAt === null).length;

  return (
    <Card
      title={`我的${FESTIVALS[festival].name}（未打开 ${unopened} 个）`}
      extra={
        <Button variant="link" onClick={() => navigate(`/${festival}/records`)}>
          开盒记录
        </Button>
      }
    >
      {opened?.reward && (
        <p role="status">
          打开礼盒获得 <Reward>{opened.reward.name}</Reward>，金币已到账！
        </p>
      )}
      {data.length === 0 ? (
        <Empty content="礼盒" description="活动期间签到或完成任务即可获得礼盒" top={24}>
          {running && <Button onClick={() => navigate('/task')}>去做任务</Button>}
        </Empty>
      ) : (
        <Boxes>
          {data.map((b) => (
            <Box key={b.id} $opened={b.openedAt !== null}>
              <GiftIcon festival={festival} />
              <span>{b.source}</span>
              {b.reward ? (
                <Reward>
                  <CoinAmount value={b.reward.gold} size="sm" signed />
                </Reward>
              ) : running ? (
                <Button size="sm" variant="gold" loading={opening === b.id} disabled={opening !== null} onClick={() => void onOpen(b)}>
                  打开礼盒
                </Button>
              ) : (
                <span>未打开</span>
              )}
            </Box>
          ))}
        </Boxes>
      )}
    </Card>
  );
}

function GiftBoxPage({ festival }: { festival: Festival }) {
  return (
    <CampaignFrame campaign={festival} tone={FESTIVALS[festival].tone}>
      {(campaign) => <BoxList festival={festival} campaign={campaign} />}
    </CampaignFrame>
  );
}

export const ChristmasPage = () => <GiftBoxPage festival="christmas" />;
export const DuanwuPage = () => <GiftBoxPage festival="duanwu" />;
