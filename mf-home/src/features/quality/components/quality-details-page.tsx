import { usePlatform } from '@survey/shared';
import { Button, Card, ErrorPanel } from '@survey/shared/ui';
import { Pagination } from '@survey/shared/ui/navigation';
import { HomeLayout } from '../../../components/home-layout';
import { LedgerList } from '../../../components/ledger-list';
import { usePageParam } from '../../../lib/page-param';
import { useQualities } from '../api/get-qualities';

const PAGE_SIZE = 10;

/** /home/qualityDetails: every change of the quality score with its reason and the score after it. */
export function QualityDetailsPage() {
  const { navigate } = usePlatform();
  const [page, setPage] = usePageParam();
  const { data, status, reload } = useQualities(page, PAGE_SIZE);
  return (
    <HomeLayout>
      <Card
        title="质量分明细"
        extra={
          <Button variant="link" onClick={() => navigate('/home/quality')}>
            质量分
          </Button>
        }
      >
        {status === 'error' && !data ? (
          <ErrorPanel title="质量分明细加载失败" onRetry={() => void reload()} />
        ) : (
          <>
            <LedgerList records={data?.list ?? null} unit="质量分" loading={status === 'loading'} />
            {data && <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />}
          </>
        )}
      </Card>
    </HomeLayout>
  );
}

export default QualityDetailsPage;
