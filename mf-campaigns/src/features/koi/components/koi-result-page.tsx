import { Card, Empty, ErrorPanel, PageContainer, Skeleton } from '@survey/shared/ui';
import { Table, type TableColumn } from '@survey/shared/ui/data';
import { formatDate } from '@survey/shared/format';
import type { KoiWinner } from '@survey/contract';
import { useKoiWinners } from '../api/get-koi-winners';

const COLUMNS: TableColumn<KoiWinner>[] = [
  { key: 'round', title: '期数', render: (w: KoiWinner) => w.round },
  { key: 'nickname', title: '中奖会员', render: (w: KoiWinner) => `${w.nickname}（${w.memberCode}）` },
  { key: 'prize', title: '奖品', render: (w: KoiWinner) => w.prize },
  { key: 'announcedAt', title: '公布日期', render: (w: KoiWinner) => formatDate(w.announcedAt, 'YYYY-MM-DD') },
];

/** /prize/result: the koi winners of every round. */
export default function KoiResultPage() {
  const { data, status, reload } = useKoiWinners();
  return (
    <PageContainer paddingY={24}>
      <Card title="锦鲤中奖名单">
        {status === 'error' && !data ? (
          <ErrorPanel title="中奖名单加载失败" onRetry={() => void reload()} />
        ) : !data ? (
          <Skeleton lines={5} />
        ) : data.length === 0 ? (
          <Empty content="中奖名单" top={24} />
        ) : (
          <Table caption="锦鲤中奖名单" columns={COLUMNS} rows={data} rowKey={(w) => `${w.round}-${w.memberCode}`} />
        )}
      </Card>
    </PageContainer>
  );
}
