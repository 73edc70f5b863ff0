import { usePlatform } from '@survey/shared';
import { Button, Tag } from '@survey/shared/ui';
import { EXCHANGE_TYPES, formatDate, formatNumber, labelOf } from '@survey/shared/format';
import type { Voucher } from '@survey/contract';
import { Actions, Body, Stub, Ticket } from './voucher-styles';

const STATE_TAGS = [
  { label: '可使用', type: 'success' },
  { label: '已使用', type: 'default' },
  { label: '已过期', type: 'danger' },
] as const;

/** A gold coupon: how much it takes off, from which price, for which type; used while redeeming. */
export function CouponVoucher({ voucher }: { voucher: Voucher }) {
  const { navigate } = usePlatform();
  const tag = STATE_TAGS[voucher.state] ?? STATE_TAGS[0];
  const type = voucher.exchangeType === null ? '全部商品' : `${labelOf(EXCHANGE_TYPES, voucher.exchangeType)}商品`;
  return (
    <Ticket $dim={voucher.state !== 0} aria-label={voucher.title}>
      <Stub $kind="coupon">
        <strong>抵 {formatNumber(voucher.deduction)}</strong>
        <small>{voucher.threshold > 0 ? `满 ${formatNumber(voucher.threshold)} 金币可用` : '无门槛'}</small>
      </Stub>
      <Body>
        <h3>
          {voucher.title} <Tag type={tag.type}>{tag.label}</Tag>
        </h3>
        <p>适用：{type}</p>
        {voucher.rules && <p>{voucher.rules}</p>}
        <p>有效期至 {formatDate(voucher.expiresAt, 'YYYY-MM-DD')}</p>
        {voucher.state === 0 && (
          <Actions>
            <Button
              size="sm"
              onClick={() => navigate(voucher.exchangeType === null ? '/exchange' : `/exchange?type=${voucher.exchangeType}`)}
            >
              去兑换
            </Button>
          </Actions>
        )}
      </Body>
    </Ticket>
  );
}
