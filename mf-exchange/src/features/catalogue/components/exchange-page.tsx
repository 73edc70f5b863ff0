import { useSearchParams } from '@survey/shared/router';
import styled from 'styled-components';
import { Empty, PageContainer, Skeleton } from '@survey/shared/ui';
import { AsyncList } from '@survey/shared/ui/data';
import { Pagination, Tabs } from '@survey/shared/ui/navigation';
import { EXCHANGE_TYPES } from '@survey/shared/format';
import { PageTitle } from '../../../components/page-title';
import { BENEFIT_PAGE_SIZE, catalogueQuery, useBenefits } from '../api/get-benefits';
import { BenefitCard } from './benefit-card';
import { MemberBar } from './member-bar';

/** Cards in the first row on a phone: their pictures are above the fold, the rest load lazily. */
const FIRST_ROW = 2;
const ALL = 'all';

// Two products a row on phones.
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 12px;
  margin-top: 12px;
  ${({ theme }) => theme.media.tabletUp} {
    grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
    gap: 20px;
    margin-top: 20px;
  }
`;

const TabsCard = styled.div`
  padding: 0 12px;
  ${({ theme }) => theme.media.tabletUp} {
    padding: 0 24px;
  }
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  & > div {
    border-bottom: 0;
  }
`;

/** /exchange: the catalogue by exchange type, twelve products per page. */
export function ExchangePage() {
  const [search, setSearch] = useSearchParams();
  const { type, page, size } = catalogueQuery(search);
  const benefits = useBenefits({ type, page, size });

  const go = (changes: { type?: number | null; page?: number }) => {
    const next = new URLSearchParams(search);
    if ('type' in changes) {
      if (changes.type === null || changes.type === undefined) next.delete('type');
      else next.set('type', String(changes.type));
      next.delete('page');
    }
    if (changes.page !== undefined) {
      if (changes.page > 1) next.set('page', String(changes.page));
      else next.delete('page');
    }
    setSearch(next);
  };

  const tabs = [{ key: ALL, label: '全部' }, ...EXCHANGE_TYPES.map((entry) => ({ key: String(entry.value), label: entry.label }))];

  return (
    <PageContainer>
      <PageTitle>兑换中心</PageTitle>
      <MemberBar />
      <TabsCard>
        <Tabs
          aria-label="兑换类型"
          items={tabs}
          activeKey={type === undefined ? ALL : String(type)}
          onChange={(key) => go({ type: key === ALL ? null : Number(key) })}
        />
      </TabsCard>
      <AsyncList
        state={benefits}
        errorTitle="商品加载失败"
        errorDescription="请检查网络后重试"
        errorOverData
        skeleton={<Skeleton lines={6} title />}
        empty={<Empty content="可兑换的商品" top={80} />}
        pagination={(data) => (
          <Pagination page={page} pageSize={BENEFIT_PAGE_SIZE} total={data.total} onChange={(next) => go({ page: next })} />
        )}
      >
        {(data) => (
          <Grid aria-busy={benefits.status === 'loading'}>
            {data.list.map((benefit, index) => (
              <BenefitCard key={benefit.id} benefit={benefit} priority={index < FIRST_ROW} />
            ))}
          </Grid>
        )}
      </AsyncList>
    </PageContainer>
  );
}

export default ExchangePage;
