import styled from 'styled-components';
import { CoinAmount } from '@survey/shared/ui';
import { formatDate } from '@survey/shared/format';
import type { AllowedVoucher } from '@survey/contract';

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Option = styled.label<{ $checked: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 44px;
  padding: 8px 12px;
  cursor: pointer;
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  input {
    flex: none;
    width: 18px;
    height: 18px;
    margin: 0;
  }
  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

/** Choose a coupon for this redeem, or none. */
export function VoucherPicker({
  vouchers,
  value,
  onChange,
}: {
  vouchers: AllowedVoucher[];
  value: number | null;
  onChange: (id: number | null) => void;
}) {
  return (
    <Options role="radiogroup" aria-label="抵扣券">
      <Option $checked={value === null}>
        <input type="radio" name="voucher" checked={value === null} onChange={() => onChange(null)} />
        <span>不使用抵扣券</span>
      </Option>
      {vouchers.map(({ voucher, deduction }) => (
        <Option key={voucher.id} $checked={value === voucher.id}>
          <input type="radio" name="voucher" checked={value === voucher.id} onChange={() => onChange(voucher.id)} />
          <span>
            {voucher.title}（抵 <CoinAmount value={deduction} size="sm" showIcon={false} unit="金币" />）
            <small>有效期至 {formatDate(voucher.expiresAt, 'YYYY-MM-DD')}</small>
          </span>
        </Option>
      ))}
    </Options>
  );
}
