import styled from 'styled-components';
import { usePlatform } from '@survey/shared';
import { Button, Card, CoinAmount, ErrorPanel, Skeleton } from '@survey/shared/ui';
import { Pagination } from '@survey/shared/ui/navigation';
import { HomeLayout } from '../../../components/home-layout';
import { LedgerList } from '../../../components/ledger-list';
import { usePageParam } from '../../../lib/page-param';
import { useGoldRecords } from '../api/get-gold-records';

const PAGE_SIZE = 10;

const Balance = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 8px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

// A class of its own: a rule on the box's spans also matched the amount and shrank it to this grey.
const BalanceLabel = styled.span`
  display: block;
  margin-bottom: 4px;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
`;

/** /home/gold: the gold balance and every credit and debit with its reason, amount, running balance and time. */
export function GoldPage() {
  const { navigate } = usePlatform();
  const [page, setPage] = usePageParam();
  const { data, status, reload } = useGoldRecords(page, PAGE_SIZE);
  return (
    <HomeLayout>
      <Card title="金币明细">
        {status === 'error' && !data ? (
          <ErrorPanel title="金币明细加载失败" onRetry={() => void reload()} />
        ) : (
          <>
            <Balance aria-label="金币余额">
              <div>
                <BalanceLabel>当前金币</BalanceLabel>
                {data ? <CoinAmount value={data.balance} size="xl" /> : <Skeleton lines={1} />}
              </div>
              <Actions>
                <Button variant="gold" onClick={() => navigate('/task')}>
                  去赚金币
                </Button>
                <Button variant="secondary" onClick={() => navigate('/exchange')}>
                  去兑换
                </Button>
              </Actions>
            </Balance>
            <LedgerList records={data?.list ?? null} unit="金币" loading={status === 'loading'} />
            {data && <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />}
          </>
        )}
      </Card>
    </HomeLayout>
  );
}

export default GoldPage;
