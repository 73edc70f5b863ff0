import type { HTMLAttributes, ReactNode } from 'react';
import styled, { useTheme, type DefaultTheme } from 'styled-components';

export type TagType = 'default' | 'primary' | 'success' | 'warning' | 'danger' | 'gold';

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  /** Default `default` (grey). */
  type?: TagType;
  /** A custom colour (any CSS colour); text and border use it, the background a light tint. */
  color?: string;
  /** Solid background with white text. */
  solid?: boolean;
  children?: ReactNode;
}

function palette(type: TagType, theme: DefaultTheme): { fg: string; bg: string; border: string } {
  const c = theme.colors;
  switch (type) {
    case 'primary':
      return { fg: c.primary, bg: c.primarySoft, border: '#c6d6ff' };
    case 'success':
      return { fg: c.success, bg: c.successSoft, border: '#b4e9cf' };
    case 'warning':
      return { fg: c.warningText, bg: c.warningSoft, border: '#ffd9a3' };
    case 'danger':
      return { fg: c.danger, bg: c.dangerSoft, border: '#f8c4b6' };
    case 'gold':
      return { fg: c.goldText, bg: c.goldSoft, border: '#ffe1a0' };
    default:
      return { fg: c.textSecondary, bg: c.divider, border: c.border };
  }
}

/** A light tint of a CSS colour (alpha suffix for #rgb/#rrggbb, color-mix otherwise). */
export function tint(color: string, percent: number): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color);
  if (hex) {
    const full = hex[1].length === 3 ? hex[1].replace(/./g, (d) => d + d) : hex[1];
    const alpha = Math.round((percent / 100) * 255)
      .toString(16)
      .padStart(2, '0');
    return `#${full}${alpha}`;
  }
  return `color-mix(in srgb, ${color} ${percent}%, transparent)`;
}

const Root = styled.span<{ $fg: string; $bg: string; $border: string }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  height: 22px;
  padding: 0 8px;
  font-size: ${({ theme }) => theme.fontSize.xs};
  line-height: 20px;
  white-space: nowrap;
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
  border: 1px solid ${({ $border }) => $border};
  border-radius: ${({ theme }) => theme.radius.sm};
  vertical-align: middle;
`;

/** A small label (status, category). */
export function Tag({ type = 'default', color, solid = false, children, ...rest }: TagProps) {
  const theme = useTheme();
  const base = color ? { fg: color, bg: tint(color, 10), border: tint(color, 40) } : palette(type, theme);
  const colors = solid ? { fg: '#fff', bg: base.fg, border: base.fg } : base;
  return (
    <Root {...rest} $fg={colors.fg} $bg={colors.bg} $border={colors.border} data-type={type}>
      {children}
    </Root>
  );
}
