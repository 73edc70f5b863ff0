import { Card, Empty, PageContainer } from '@survey/shared/ui';
import { AsyncList, Table, type TableColumn } from '@survey/shared/ui/data';
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
  const winners = useKoiWinners();
  return (
    <PageContainer paddingY={24}>
      <Card title="锦鲤中奖名单" level={1}>
        <AsyncList state={winners} errorTitle="中奖名单加载失败" skeleton={5} empty={<Empty content="中奖名单" top={24} />}>
          {(data) => <Table caption="锦鲤中奖名单" columns={COLUMNS} rows={data} rowKey={(w) => `${w.round}-${w.memberCode}`} />}
        </AsyncList>
      </Card>
    </PageContainer>
  );
}
