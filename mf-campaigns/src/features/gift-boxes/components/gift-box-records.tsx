import { usePlatform } from '@survey/shared';
import { Button, Card, CoinAmount, Empty } from '@survey/shared/ui';
import { AsyncContent, List } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import { CampaignFrame } from '../../../components/campaign-frame';
import { RecordRow } from '../../../components/record-row';
import { useGiftBoxes } from '../api/get-gift-boxes';
import { FESTIVALS, type Festival } from './festival';

function Records({ festival }: { festival: Festival }) {
  const { navigate } = usePlatform();
  const boxes = useGiftBoxes(festival);
  return (
    <Card
      title="开盒记录"
      extra={
        <Button variant="link" onClick={() => navigate(`/${festival}`)}>
          返回活动
        </Button>
      }
    >
      <AsyncContent state={boxes} errorTitle="开盒记录加载失败">
        {(data) => {
          const opened = data.filter((b) => b.reward !== null);
          return opened.length === 0 ? (
            <Empty content="开盒记录" top={24} />
          ) : (
            <List
              items={opened}
              rowKey="id"
              renderItem={(b) => (
                <RecordRow
                  title={b.reward?.name}
                  detail={`${b.source} · ${b.openedAt ? formatDate(b.openedAt, 'YYYY-MM-DD HH:mm') : ''}`}
                  amount={<CoinAmount value={b.reward?.gold ?? 0} signed />}
                />
              )}
            />
          );
        }}
      </AsyncContent>
    </Card>
  );
}

function GiftBoxRecords({ festival }: { festival: Festival }) {
  return (
    <CampaignFrame campaign={festival} tone={FESTIVALS[festival].tone}>
      {() => <Records festival={festival} />}
    </CampaignFrame>
  );
}

export const ChristmasRecords = () => <GiftBoxRecords festival="christmas" />;
export const DuanwuRecords = () => <GiftBoxRecords festival="duanwu" />;
