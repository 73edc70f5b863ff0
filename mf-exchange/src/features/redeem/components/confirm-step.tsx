import { useState } from 'react';
import styled from 'styled-components';
import { formatGold } from '@survey/shared/format';
import { Button, Card, CoinAmount } from '@survey/shared/ui';
import type { AllowedVoucher, BenefitDetail, ExchangeInfo, MemberPrice, RedeemResult } from '@survey/contract';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useRedeemCall } from '../api/post-exchange-order';
import { Actions, Hint } from '@survey/shared/delivery';
import type { RedeemChoices } from './redeem-step';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 10px 16px;
  margin: 0 0 16px;
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
  }
`;

const Strong = styled.dd`
  font-weight: 600;
`;

/** Where the product goes, as the confirmation shows it. */
export function destinationText(b: BenefitDetail, info: ExchangeInfo, choices: RedeemChoices): string {
  if (b.type === 1 && info.alipay) return `支付宝 ${info.alipay.account}（${info.alipay.name}）`;
  if (b.type === 3 && info.consignee) {
    const c = info.consignee;
    return `${c.name} ${c.mobile} ${c.province} ${c.city} ${c.district} ${c.address}`;
  }
  if (b.virtualKind === 'topup') return `充值号码 ${choices.mobile}`;
  return '卡券专区（立即发放）';
}

export interface ConfirmStepProps {
  benefit: BenefitDetail;
  info: ExchangeInfo;
  /** The API's price for this member (their right applied), before a coupon. */
  price: MemberPrice;
  choices: RedeemChoices;
  voucher: AllowedVoucher | null;
  onDone: (result: RedeemResult) => void;
  /** After a refusal: read the product and the member's details again. */
  onRefused: () => void;
  onBack: () => void;
}

/**
 * Step 2: price, the member's right, coupon, balance before and after, where it goes; one key for
 * every press of 确认兑换. Every amount is the API's (exchange-info and the allowed coupons), and the
 * amount shown is sent back, so the redeem charges it or is refused.
 */
export function ConfirmStep({ benefit, info, price, choices, voucher, onDone, onRefused, onBack }: ConfirmStepProps) {
  const redeem = useRedeemCall();
  // One key while this confirmation is shown: a double press or a retry after a lost answer is one order.
  const [key] = useState(newIdempotencyKey);
  const [busy, setBusy] = useState(false);
  const paid = voucher ? voucher.payable : price.payable;
  const after = info.gold - paid;
  const reviewed = benefit.type !== 2;

  const confirm = async () => {
    setBusy(true);
    try {
      const result = await redeem({
        benefitId: benefit.id,
        key,
        price: price.price,
        paid,
        ...(voucher ? { voucherId: voucher.voucher.id } : {}),
        ...(benefit.virtualKind === 'topup' ? { mobile: choices.mobile } : {}),
      });
      onDone(result);
    } catch {
      // The platform showed why (sold out, withdrawn, too few coins…); what changed is read again. The key
      // stays: a refused redeem made no order, and an answer lost on the way must not make a second one.
      onRefused();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title="确认兑换">
      <Rows aria-label="兑换明细">
        <dt>商品</dt>
        <dd>{benefit.name}</dd>
        <dt>兑换价格</dt>
        <dd>
          <CoinAmount value={price.price} />
        </dd>
        {price.memberDiscount > 0 && (
          <>
            <dt>会员权益</dt>
            <dd data-testid="confirm-member-discount">
              {price.right}（-{formatGold(price.memberDiscount)}）
            </dd>
          </>
        )}
        {voucher && (
          <>
            <dt>抵扣券</dt>
            <dd>
              {voucher.voucher.title}（-{formatGold(voucher.deduction)}）
            </dd>
          </>
        )}
        <dt>实付金币</dt>
        <Strong data-testid="confirm-paid">
          <CoinAmount value={paid} size="lg" />
        </Strong>
        <dt>当前金币</dt>
        <dd>
          <CoinAmount value={info.gold} />
        </dd>
        <dt>兑换后余额</dt>
        <Strong data-testid="confirm-after">
          <CoinAmount value={after} />
        </Strong>
        <dt>发放到</dt>
        <dd data-testid="confirm-destination">{destinationText(benefit, info, choices)}</dd>
      </Rows>
      <Hint>{reviewed ? '提交后进入人工审核，审核通过后发放；未通过时金币自动退回。' : '确认后立即发放。'}</Hint>
      <Actions style={{ marginTop: 16 }}>
        <Button size="lg" variant="gold" loading={busy} disabled={after < 0} onClick={() => void confirm()}>
          确认兑换
        </Button>
        <Button size="lg" variant="secondary" disabled={busy} onClick={onBack}>
          返回修改
        </Button>
      </Actions>
      {after < 0 && <Hint role="alert">金币不足，还差 {formatGold(-after)}</Hint>}
    </Card>
  );
}
