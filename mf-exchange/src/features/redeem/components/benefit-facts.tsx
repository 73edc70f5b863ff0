import styled from 'styled-components';
import { CoinAmount } from '@survey/shared/ui';
import { formatNumber } from '@survey/shared/format';
import type { BenefitDetail } from '@survey/contract';
import { BenefitTags, MarketPrice } from '../../../components/benefit-labels';

const Name = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: 600;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.tabletUp} {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.goldSoft};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const DELIVERY: Record<string, string> = {
  cash: '审核后打款到支付宝',
  code: '激活码立即发放到卡券专区',
  card: '储值卡立即发放到卡券专区',
  topup: '立即充值到填写的手机号',
  physical: '审核后快递发货',
};

const deliveryOf = (b: BenefitDetail) =>
  b.type === 1 ? DELIVERY.cash : b.type === 3 ? DELIVERY.physical : (DELIVERY[b.virtualKind] ?? DELIVERY.code);

/** Name, tags, price and market price, stock, the per-member limit and how it is delivered. */
export function BenefitFacts({ benefit, redeemed }: { benefit: BenefitDetail; redeemed: number | null }) {
  return (
    <>
      <Name>{benefit.name}</Name>
      <BenefitTags tags={benefit.tags} />
      <PriceRow>
        <CoinAmount value={benefit.price} size="xl" />
        <MarketPrice value={benefit.marketPrice} />
      </PriceRow>
      <Facts>
        <dt>库存</dt>
        <dd>{benefit.stock > 0 ? `${formatNumber(benefit.stock)} 件` : '已兑完'}</dd>
        <dt>已兑换</dt>
        <dd>{formatNumber(benefit.exchanged)} 件</dd>
        <dt>每人限兑</dt>
        <dd>
          {benefit.perMemberLimit > 0 ? `${benefit.perMemberLimit} 件` : '不限'}
          {redeemed !== null && benefit.perMemberLimit > 0 && `（您已兑换 ${redeemed} 件）`}
        </dd>
        <dt>发放方式</dt>
        <dd>{deliveryOf(benefit)}</dd>
      </Facts>
    </>
  );
}
