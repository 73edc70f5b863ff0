import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Ring = styled.span<{ $size: number; $color?: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border: ${({ $size }) => Math.max(2, Math.round($size / 10))}px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  color: ${({ $color, theme }) => $color ?? theme.colors.primary};
  vertical-align: middle;
  animation: ${spin} 0.75s linear infinite;
`;

export interface SpinnerProps {
  /** Diameter in px. Default 20. */
  size?: number;
  /** Any CSS colour; `currentColor` follows the text. Default the primary blue. */
  color?: string;
  /** Accessible name; `null` hides the spinner from assistive technology (decorative use). */
  label?: string | null;
  className?: string;
}

/** A rotating ring. */
export function Spinner({ size = 20, color, label = '加载中', className }: SpinnerProps) {
  const a11y = label === null ? { 'aria-hidden': true as const } : { role: 'status', 'aria-label': label };
  return <Ring $size={size} $color={color} className={className} {...a11y} />;
}
