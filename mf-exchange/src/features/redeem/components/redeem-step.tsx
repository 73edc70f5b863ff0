import { useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@survey/shared/ui';
import type { AllowedVoucher, BenefitDetail, ExchangeInfo } from '@survey/contract';
import { Actions, Hint, isMobile } from '@survey/shared/delivery';
import { AddressSection, CashSection, TopupSection } from './payout-sections';
import { VoucherPicker } from './voucher-picker';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h3 {
    margin: 8px 0 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    font-weight: 600;
  }
  h3:first-child {
    margin-top: 0;
  }
`;

export interface RedeemChoices {
  mobile: string;
  voucherId: number | null;
}

/** Whether everything the product's delivery needs is there (the next step is allowed). */
export function detailsReady(b: BenefitDetail, info: ExchangeInfo, choices: RedeemChoices): boolean {
  if (b.type === 1) return info.identity.verified && info.alipay !== null;
  if (b.type === 3) return info.consignee !== null;
  if (b.virtualKind === 'topup') return isMobile(choices.mobile);
  return true;
}

export interface RedeemStepProps {
  benefit: BenefitDetail;
  info: ExchangeInfo;
  vouchers: AllowedVoucher[];
  choices: RedeemChoices;
  onChoices: (choices: RedeemChoices) => void;
  onInfoChanged: () => void;
  onNext: () => void;
  onBack: () => void;
}

/** Step 1 of redeeming: where it goes (by exchange type), a coupon, then on to the confirmation. */
export function RedeemStep({ benefit, info, vouchers, choices, onChoices, onInfoChanged, onNext, onBack }: RedeemStepProps) {
  // A new address or Alipay account typed but not saved is not where the order goes: 下一步 waits.
  const [editing, setEditing] = useState(false);
  const ready = detailsReady(benefit, info, choices) && !editing;
  const mobileError = choices.mobile && !isMobile(choices.mobile) ? '请填写 11 位手机号' : undefined;
  return (
    <Card title="填写兑换信息">
      <Body>
        {benefit.type === 1 && <CashSection info={info} onChanged={onInfoChanged} editing={editing} setEditing={setEditing} />}
        {benefit.type === 3 && <AddressSection info={info} onChanged={onInfoChanged} editing={editing} setEditing={setEditing} />}
        {benefit.type === 2 && benefit.virtualKind === 'topup' && (
          <TopupSection mobile={choices.mobile} error={mobileError} onChange={(mobile) => onChoices({ ...choices, mobile })} />
        )}
        {benefit.type === 2 && benefit.virtualKind !== 'topup' && (
          <>
            <h3>发放方式</h3>
            <Hint>兑换成功后立即发放{benefit.virtualKind === 'card' ? '储值卡卡密' : '激活码'}，可在「卡券专区」随时查看。</Hint>
          </>
        )}
        {vouchers.length > 0 && (
          <>
            <h3>抵扣券</h3>
            <VoucherPicker vouchers={vouchers} value={choices.voucherId} onChange={(voucherId) => onChoices({ ...choices, voucherId })} />
          </>
        )}
        <Actions>
          <Button size="lg" disabled={!ready} onClick={onNext}>
            下一步
          </Button>
          <Button size="lg" variant="secondary" onClick={onBack}>
            返回商品
          </Button>
        </Actions>
        {!ready && <Hint>{editing ? '请先保存新填写的信息，或点「取消」继续使用已保存的。' : '请先完成上面的信息。'}</Hint>}
      </Body>
    </Card>
  );
}
