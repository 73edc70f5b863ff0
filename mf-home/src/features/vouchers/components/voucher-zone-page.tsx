import styled from 'styled-components';
import { useSearchParams } from '@survey/shared/router';
import { Card, Empty } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { Pagination, Tabs } from '@survey/shared/ui/navigation';
import { HomeLayout } from '../../../components/home-layout';
import { useVouchers } from '../api/get-vouchers';
import { CardVoucher } from './card-voucher';
import { CouponVoucher } from './coupon-voucher';

const PAGE_SIZE = 10;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const STATES = [
  { value: 0, label: '可使用', key: 'usable' },
  { value: 1, label: '已使用', key: 'used' },
  { value: 2, label: '已过期', key: 'expired' },
] as const;

/** /home/card: the voucher zone — the cards redeems issued and the coupons the member holds, by state. */
export function VoucherZonePage() {
  const [search, setSearch] = useSearchParams();
  const state = Number(search.get('state')) === 1 ? 1 : Number(search.get('state')) === 2 ? 2 : 0;
  const pageText = search.get('page');
  const page = pageText && /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const vouchers = useVouchers({ state, page, size: PAGE_SIZE });

  const go = (next: { state: number; page?: number }) => {
    const params = new URLSearchParams();
    if (next.state) params.set('state', String(next.state));
    if (next.page && next.page > 1) params.set('page', String(next.page));
    setSearch(params);
  };

  return (
    <HomeLayout>
      <Card title="卡券专区">
        <Tabs
          aria-label="卡券状态"
          items={STATES.map((s) => ({
            key: String(s.value),
            label: vouchers.data ? `${s.label}（${vouchers.data.counts[s.key]}）` : s.label,
          }))}
          activeKey={String(state)}
          onChange={(key) => go({ state: Number(key) })}
        />
        <AsyncList
          state={vouchers}
          errorTitle="卡券加载失败"
          skeleton={6}
          empty={
            <Empty content={`${STATES[state].label}的卡券`} top={48}>
              <Hint>兑换虚拟商品后，卡密会放在这里。</Hint>
            </Empty>
          }
          pagination={(data) => (
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={(next) => go({ state, page: next })} />
          )}
        >
          {(data) => (
            <Items aria-busy={vouchers.status === 'loading'}>
              {data.list.map((v) =>
                v.kind === 'card' ? (
                  <CardVoucher key={v.id} voucher={v} onChanged={() => void vouchers.reload()} />
                ) : (
                  <CouponVoucher key={v.id} voucher={v} />
                ),
              )}
            </Items>
          )}
        </AsyncList>
      </Card>
    </HomeLayout>
  );
}

export default VoucherZonePage;
