import { useState } from 'react';
import styled from 'styled-components';
import { useParams, useSearchParams } from '@survey/shared/router';
import { usePlatform, useSession } from '@survey/shared';
import { ErrorPanel, PageContainer, Skeleton } from '@survey/shared/ui';
import { PageTitle } from '../../../components/page-title';
import { RouteLink } from '../../../components/route-link';
import { detailPath, loginPath, successPath } from '../../../lib/paths';
import { useBenefit } from '../api/get-benefit';
import { useExchangeInfo } from '../api/get-exchange-info';
import { useAllowedVouchers } from '../api/post-voucher-allow';
import { redeemBlocker } from '../hooks/redeem-blocker';
import { ConfirmStep } from './confirm-step';
import { DetailView } from './detail-view';
import { ProductSummary } from './product-summary';
import { type RedeemChoices, RedeemStep, detailsReady } from './redeem-step';

const Back = styled(RouteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-bottom: 4px;
  color: ${({ theme }) => theme.colors.textSecondary};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Steps = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const positiveInt = (value: string | undefined) =>
  value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;

/** /exchange/detail/:id — the product, and with ?step=redeem|confirm the two steps of redeeming it. */
export function DetailPage() {
  const id = positiveInt(useParams().id);
  return (
    <PageContainer>
      {id === null ? (
        <>
          <PageTitle>商品详情</PageTitle>
          <ErrorPanel title="商品不存在" description="请返回兑换中心看看其他商品" />
        </>
      ) : (
        <Detail id={id} />
      )}
    </PageContainer>
  );
}

function Detail({ id }: { id: number }) {
  const { navigate } = usePlatform();
  const session = useSession();
  const loggedIn = session.token !== null;
  const [search, setSearch] = useSearchParams();
  const benefit = useBenefit(id);
  const info = useExchangeInfo(id, loggedIn);
  const vouchers = useAllowedVouchers(id, loggedIn);
  // voucherId undefined: the member has not chosen, so the best coupon the API allows is taken.
  const [choices, setChoices] = useState<Omit<RedeemChoices, 'voucherId'> & { voucherId?: number | null }>({ mobile: '' });

  const goStep = (step: 'redeem' | 'confirm' | null) => setSearch(step ? { step } : {});
  const refresh = () => Promise.all([benefit.reload(), info.reload(), vouchers.reload()]);

  if (benefit.status === 'error' && !benefit.data) {
    return (
      <>
        <PageTitle>商品详情</PageTitle>
        <Back to="/exchange">‹ 返回兑换中心</Back>
        <ErrorPanel title="商品加载失败" description="商品不存在或网络异常" onRetry={() => void benefit.reload()} />
      </>
    );
  }
  if (loggedIn && info.status === 'error' && !info.data) {
    return (
      <>
        <PageTitle>商品详情</PageTitle>
        <ErrorPanel title="兑换信息加载失败" description="请检查网络后重试" onRetry={() => void info.reload()} />
      </>
    );
  }
  const b = benefit.data;
  // Until the product's name (its h1) is there, the page is titled by its route.
  if (!b || (loggedIn && !info.data))
    return (
      <>
        <PageTitle>商品详情</PageTitle>
        <Skeleton lines={8} title />
      </>
    );

  // The API's answer, biggest deduction first: the same test the redeem applies, so the first is the best qualifying one.
  const allowed = vouchers.data ?? [];
  const chosen: RedeemChoices = {
    ...choices,
    voucherId: choices.voucherId === undefined ? (allowed[0]?.voucher.id ?? null) : choices.voucherId,
  };
  const price = info.data?.memberPrice ?? null;
  const blocker = redeemBlocker(b, info.data, allowed[0]?.payable ?? price?.payable);
  const voucher = allowed.find((v) => v.voucher.id === chosen.voucherId) ?? null;
  const wanted = search.get('step');
  // A step is shown only to a member who may redeem; the confirmation only once the details are complete.
  const step =
    !loggedIn || !info.data || blocker
      ? null
      : wanted === 'confirm' && detailsReady(b, info.data, chosen)
        ? 'confirm'
        : wanted === 'redeem' || wanted === 'confirm'
          ? 'redeem'
          : null;

  // A visitor's 立即兑换 is a link to sign in (DetailView's signIn).
  const onRedeem = () => goStep('redeem');

  if (step && info.data && price) {
    return (
      <Steps>
        <Back to={detailPath(id)}>‹ 返回商品详情</Back>
        <ProductSummary benefit={b} />
        {step === 'redeem' ? (
          <RedeemStep
            benefit={b}
            info={info.data}
            vouchers={allowed}
            choices={chosen}
            onChoices={setChoices}
            onInfoChanged={() => void info.reload()}
            onNext={() => goStep('confirm')}
            onBack={() => goStep(null)}
          />
        ) : (
          <ConfirmStep
            benefit={b}
            info={info.data}
            price={price}
            choices={chosen}
            voucher={voucher}
            onDone={(result) => navigate(successPath(result.order.id))}
            onRefused={() => void refresh()}
            onBack={() => goStep('redeem')}
          />
        )}
      </Steps>
    );
  }

  return (
    <>
      <Back to="/exchange">‹ 返回兑换中心</Back>
      <DetailView
        benefit={b}
        member={info.data ? { gold: info.data.gold, bbsRole: session.user?.bbsRole ?? 0, redeemed: info.data.redeemed } : null}
        blocker={blocker}
        signIn={loggedIn ? null : loginPath(detailPath(id, 'redeem'))}
        onRedeem={onRedeem}
      />
    </>
  );
}

export default DetailPage;
