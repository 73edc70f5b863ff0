import { usePlatform } from '@survey/shared';
import { Button, Card, ErrorPanel } from '@survey/shared/ui';
import { Pagination } from '@survey/shared/ui/navigation';
import { HomeLayout } from '../../../components/home-layout';
import { LedgerList } from '../../../components/ledger-list';
import { usePageParam } from '../../../lib/page-param';
import { useCredits } from '../api/get-credits';

const PAGE_SIZE = 10;

/** /home/creditDetails: every change of the rights value with its reason and the value after it. */
export function CreditDetailsPage() {
  const { navigate } = usePlatform();
  const [page, setPage] = usePageParam();
  const { data, status, reload } = useCredits(page, PAGE_SIZE);
  return (
    <HomeLayout>
      <Card
        title="权益值明细"
        extra={
          <Button variant="link" onClick={() => navigate('/home/credit')}>
            我的权益
          </Button>
        }
      >
        {status === 'error' && !data ? (
          <ErrorPanel title="权益值明细加载失败" onRetry={() => void reload()} />
        ) : (
          <>
            <LedgerList records={data?.list ?? null} unit="权益值" loading={status === 'loading'} />
            {data && <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />}
          </>
        )}
      </Card>
    </HomeLayout>
  );
}

export default CreditDetailsPage;
