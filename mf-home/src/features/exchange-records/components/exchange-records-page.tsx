import styled from 'styled-components';
import { useSearchParams } from '@survey/shared/router';
import { usePlatform } from '@survey/shared';
import { Button, Card, Empty } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { Pagination, Tabs } from '@survey/shared/ui/navigation';
import { EXCHANGE_STATES } from '@survey/shared/format';
import { HomeLayout } from '../../../components/home-layout';
import { useExchangeOrders } from '../api/get-exchange-orders';
import { OrderItem } from './order-item';

const PAGE_SIZE = 10;
const ALL = 'all';
// In the order an order moves through them.
const STATE_ORDER = [0, 2, 1, 4, 3, 5];

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const intParam = (value: string | null) => (value !== null && /^\d{1,6}$/.test(value) ? Number(value) : undefined);

/** /home/exchange: the member's exchange records by state, with each state's label and colour. */
export function ExchangeRecordsPage() {
  const { navigate } = usePlatform();
  const [search, setSearch] = useSearchParams();
  const wanted = intParam(search.get('state'));
  const state = wanted !== undefined && wanted <= 5 ? wanted : undefined;
  const page = Math.max(1, intParam(search.get('page')) ?? 1);
  const orders = useExchangeOrders({ state, page, size: PAGE_SIZE });

  const go = (next: { state?: number; page?: number }) => {
    const params = new URLSearchParams();
    if (next.state !== undefined) params.set('state', String(next.state));
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };
  const tabs = [
    { key: ALL, label: '全部' },
    ...STATE_ORDER.map((value) => ({ key: String(value), label: EXCHANGE_STATES.find((s) => s.value === value)!.label })),
  ];

  return (
    <HomeLayout>
      <Card
        title="兑换记录"
        extra={
          <Button variant="link" onClick={() => navigate('/home/card')}>
            卡券专区
          </Button>
        }
      >
        <Tabs
          aria-label="兑换状态"
          items={tabs}
          activeKey={state === undefined ? ALL : String(state)}
          onChange={(key) => go({ state: key === ALL ? undefined : Number(key) })}
        />
        <AsyncList
          state={orders}
          errorTitle="兑换记录加载失败"
          skeleton={6}
          empty={
            <Empty content="兑换记录" top={48}>
              <Button onClick={() => navigate('/exchange')}>去兑换</Button>
            </Empty>
          }
          pagination={(data) => (
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={(next) => go({ state, page: next })} />
          )}
        >
          {(data) => (
            <Items aria-busy={orders.status === 'loading'}>
              {data.list.map((order) => (
                <OrderItem key={order.id} order={order} />
              ))}
            </Items>
          )}
        </AsyncList>
      </Card>
    </HomeLayout>
  );
}

export default ExchangeRecordsPage;
