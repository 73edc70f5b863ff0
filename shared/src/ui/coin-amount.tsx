import styled from 'styled-components';
import { visuallyHidden } from './visually-hidden';

export interface CoinAmountProps {
  value: number | string | null | undefined;
  /** sm 13px, md 14px (default), lg 20px, xl 36px. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Shows the coin icon. Default true. */
  showIcon?: boolean;
  /** Text after the number, e.g. 金币. */
  unit?: string;
  /** Prefixes + for positive values (gold detail rows). */
  signed?: boolean;
  className?: string;
}

/**
 * 1234567.891 → 1,234,567.89. Not Intl.NumberFormat: its first construction loads the locale's
 * ICU data, a ~100 ms main-thread task on a throttled phone during the landing page's boot.
 */
function groupThousands(number: number): string {
  const rounded = Math.round(Math.abs(number) * 100) / 100;
  const [whole, fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${number < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** 1234567 → 1,234,567 (non-numbers as given, empty as 0). */
function formatCoins(value: CoinAmountProps['value'], signed: boolean): string {
  if (value === null || value === undefined || value === '') return '0';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  const text = groupThousands(number);
  return signed && number > 0 ? `+${text}` : text;
}

const fontSizes = { sm: 'sm', md: 'md', lg: 'xl', xl: 'display' } as const;
const iconSizes = { sm: 14, md: 16, lg: 20, xl: 32 } as const;

const Root = styled.span<{ $size: keyof typeof fontSizes }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-size: ${({ theme, $size }) => theme.fontSize[fontSizes[$size]]};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.goldText};
  white-space: nowrap;
  ${({ theme }) => theme.media.phone} {
    ${({ theme, $size }) => ($size === 'xl' ? `font-size: ${theme.fontSize.xxl};` : '')}
  }
`;

const Unit = styled.span`
  font-size: 0.85em;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export function CoinIcon({ size = 16 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" aria-hidden="true" style={{ flex: 'none' }}>
      <circle cx="10" cy="10" r="9.5" fill="#ffab00" />
      <circle cx="10" cy="10" r="7" fill="#ffc53d" stroke="#e09600" strokeWidth="1" />
      <path d="M7 6.5l3 3.5 3-3.5M10 10v4.5M7.5 11h5M7.5 13h5" stroke="#a86400" strokeWidth="1.3" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** A gold-coin amount: icon + number with thousands separators. */
export function CoinAmount({ value, size = 'md', showIcon = true, unit, signed = false, className }: CoinAmountProps) {
  const text = formatCoins(value, signed);
  return (
    <Root className={className} $size={size}>
      {showIcon && <CoinIcon size={iconSizes[size]} />}
      <span>{text}</span>
      {unit ? <Unit>{unit}</Unit> : <VisuallyHidden>金币</VisuallyHidden>}
    </Root>
  );
}
